import { describe, it, expect } from 'vitest';
import { LANGUAGES } from '@sapar/contracts';
import { MESSAGES, type MessageKey } from './messages.js';

const KEYS = Object.keys(MESSAGES) as MessageKey[];
/** Words Kyrgyz takes from Russian unchanged (labels of the request letters): the same text is the right one. */
const SAME_IN_KYRGYZ_AND_RUSSIAN: ReadonlySet<MessageKey> = new Set([
  'request_mail_label_topic',
  'request_mail_label_tour',
  'request_mail_label_class',
  'request_mail_label_company',
  'request_mail_label_phone',
]);

/** The `{name}` placeholders of a message, sorted, so that word order may differ between languages. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('API messages', () => {
  it('has the keys the API relies on', () => {
    for (const key of [
      'validation_failed',
      'not_found',
      'news_not_found',
      'route_not_found',
      'unauthorized',
      'forbidden',
      'rate_limited',
      'internal',
      'service_unavailable',
      'payload_too_large',
      'invalid_json',
      'field_required',
      'field_invalid',
      'field_too_long',
      'field_too_short',
      'number_too_small',
      'number_too_large',
      'invalid_type',
      'invalid_enum',
    ]) {
      expect(KEYS).toContain(key);
    }
  });

  it.each(KEYS)('%s is filled in every language', (key) => {
    for (const language of LANGUAGES) {
      const value = MESSAGES[key][language];
      expect(typeof value, `${key}.${language}`).toBe('string');
      expect(value.trim(), `${key}.${language}`).not.toBe('');
      expect(value, `${key}.${language} has no stray whitespace`).toBe(value.trim());
    }
  });

  it.each(KEYS)('%s uses the same placeholders in every language', (key) => {
    const expected = placeholders(MESSAGES[key].ru);
    for (const language of LANGUAGES) {
      expect(placeholders(MESSAGES[key][language]), `${key}.${language}`).toEqual(expected);
    }
  });

  it.each(KEYS)('%s is really translated (ky, tr, zh differ from en and ru)', (key) => {
    const { en, ru } = MESSAGES[key];
    for (const language of ['ky', 'tr', 'zh'] as const) {
      expect(MESSAGES[key][language], `${key}.${language}`).not.toBe(en);
    }
    for (const language of ['ky', 'en', 'tr', 'zh'] as const) {
      if (language === 'ky' && SAME_IN_KYRGYZ_AND_RUSSIAN.has(key)) continue;
      expect(MESSAGES[key][language], `${key}.${language}`).not.toBe(ru);
    }
  });

  it('writes Chinese in Chinese characters and Kyrgyz in Cyrillic', () => {
    for (const key of KEYS) {
      expect(MESSAGES[key].zh, `${key}.zh`).toMatch(/[\u4e00-\u9fff]/);
      expect(MESSAGES[key].ky, `${key}.ky`).toMatch(/[\u0400-\u04ff]/);
    }
  });
});
