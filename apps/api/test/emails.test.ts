/**
 * Every email kind, in every language: a branded HTML part and a plain-text part, both with the email's
 * key facts and the agency's contacts, in the reader's language (dates included).
 */
import { COMPANY, formatMoney, LANGUAGES, type Language } from '@sapar/contracts';
import { describe, expect, it } from 'vitest';
import { commaOf, letterDay } from '../src/shared/email/email-format.js';
import { renderEmail } from '../src/shared/email/render-email.js';
import { emailSamples, footerFacts, SAMPLE_ORDER_LINK, SAMPLE_RECEIPT_LINK } from './email-samples.js';

const KINDS = emailSamples('ru').map((sample) => sample.kind);
const HTML_LANG: Record<Language, string> = { ru: 'ru', ky: 'ky', en: 'en', tr: 'tr', zh: 'zh-CN' };
/** React writes & as &amp; and puts <!-- --> between adjacent text nodes; facts are compared with the HTML as a reader sees it. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;');
const readable = (html: string) => html.replaceAll('<!-- -->', '');

describe.each(LANGUAGES)('emails in %s', (language) => {
  it.each(KINDS)('%s: HTML and plain text with its facts and the footer', async (kind) => {
    const sample = emailSamples(language).find((s) => s.kind === kind)!;
    const mail = await renderEmail('traveller@example.kg', sample.content);
    expect(mail.to).toBe('traveller@example.kg');
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html.startsWith('<!DOCTYPE html')).toBe(true);
    expect(mail.html.includes(`lang="${HTML_LANG[language]}"`), 'lang').toBe(true);
    expect(mail.html.includes('<meta name="viewport" content="width=device-width'), 'viewport').toBe(true);
    expect(mail.text).not.toMatch(/<[a-z][^>]*>/i);
    // Booleans, not toContain: a failure names the fact instead of printing the whole email.
    for (const fact of [...sample.facts, ...footerFacts(language)]) {
      expect(readable(mail.html).includes(inHtml(fact)), `${kind} HTML lacks: ${fact}`).toBe(true);
      expect(mail.text.includes(fact), `${kind} text lacks: ${fact}\n${mail.text}`).toBe(true);
    }
    // Dates as the reader writes them, in the subject too: never as the database does ('2026-01-14 08:40').
    const isoDate = /\b20\d\d-\d\d-\d\d\b/;
    expect(mail.subject).not.toMatch(isoDate);
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(isoDate);
    // Written in the reader's language.
    if (language === 'zh') expect(mail.text).toMatch(/[\u4e00-\u9fff]/);
    if (language === 'ky') expect(mail.text).toMatch(/[үөң]/);
    if (language === 'tr') expect(mail.text).toMatch(/[ıişğüç]/i);
  });

  it('the ticket email shows each flight with its local date and time, and both links', async () => {
    const sample = emailSamples(language).find((s) => s.kind === 'ticket')!;
    const mail = await renderEmail('traveller@example.kg', sample.content);
    expect(mail.text).toContain(`07:40${commaOf(language)}${letterDay('2026-07-14T07:40', language)}`);
    // The return lands the next day: its own date is written.
    expect(mail.text).toContain(`04:10${commaOf(language)}${letterDay('2026-07-29T04:10', language)}`);
    expect(mail.html).toContain(`href="${SAMPLE_ORDER_LINK}"`);
    expect(mail.html).toContain(`href="${SAMPLE_RECEIPT_LINK}"`);
    // The order link comes first in the text: it is the one to open.
    expect(mail.text.indexOf(SAMPLE_ORDER_LINK)).toBeLessThan(mail.text.indexOf(SAMPLE_RECEIPT_LINK));
    expect(mail.attachments?.[0]?.filename).toBe('sapar-K7M2QX.pdf');
  });
});

describe('dates and amounts in the reader’s language', () => {
  it('writes months in Kyrgyz, Chinese, Turkish and Russian, not in English', () => {
    expect(letterDay('2026-07-14T07:40', 'ky')).toBe('2026-ж., 14-июль, шейш.');
    expect(letterDay('2026-07-14T07:40', 'zh')).toBe('2026年7月14日周二');
    expect(letterDay('2026-07-14T07:40', 'ru')).toBe('вт, 14 июля 2026 г.');
    expect(letterDay('2026-07-14T07:40', 'tr')).toBe('14 Temmuz 2026 Sal');
    expect(letterDay('2026-07-14T07:40', 'en')).toBe('Tue, July 14, 2026');
    expect(letterDay('2026-03-05', 'ky', false)).toBe('2026-ж., 5-март');
  });

  it('formats som amounts with the language’s digit grouping', () => {
    expect(formatMoney(84600, 'ru')).toMatch(/^84\s600\s\u0441\u043e\u043c$/);
    expect(formatMoney(84600, 'en')).toBe('84,600\u00a0som');
    expect(formatMoney(84600, 'tr')).toBe('84.600\u00a0som');
    expect(formatMoney(84600, 'zh')).toBe('84,600\u00a0索姆');
  });

  it('every email shows the same company facts as the footer of the site', async () => {
    const mail = await renderEmail('a@b.kg', emailSamples('en')[0]!.content);
    expect(mail.html).toContain(`href="tel:+996312987654"`);
    expect(mail.text).toContain(COMPANY.legalName.en);
  });
});
