// @vitest-environment node
/**
 * The server renderer in Node, as the API server runs it: no window, no document. It draws the home page with the
 * answers the API gives it (two draws: the query hooks ask while drawing), in the language asked, for a phone or a
 * wide screen, and hands back the answers it drew with.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SsrApiAnswer } from '@sapar/contracts';
import { render } from './entry-server';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../public/locales/${language}/translation.json`, import.meta.url)), 'utf8')) as Record<string, unknown>;
const CATALOGUES = { ru: catalogue('ru'), en: catalogue('en') };

const POPULAR = {
  routes: [
    {
      slug: 'bishkek-istanbul',
      from: { code: 'FRU', title: 'Бишкек', country: 'Кыргызстан', type: 'city' },
      to: { code: 'IST', title: 'Стамбул', country: 'Турция', type: 'city' },
      direct: true,
    },
  ],
  popular: ['bishkek-istanbul'],
};

/** Answers the popular routes; anything else is unavailable. Records what was asked. */
function fakeApi(asked: string[]) {
  return async (path: string, headers: Record<string, string>): Promise<SsrApiAnswer> => {
    asked.push(`${path} ${headers['accept-language']}`);
    if (path.startsWith('/api/flights/routes/')) return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(POPULAR) };
    return { status: 503, headers: {}, body: '' };
  };
}

describe('the server renderer', () => {
  it('draws the home page with its form and the API answers, and hands back the answers it drew with', async () => {
    const asked: string[] = [];
    const { html, data } = await render({ url: '/', language: 'ru', mobile: false, catalogues: CATALOGUES, api: fakeApi(asked) });
    expect(html).toMatch(/<h1 id="home-title"[^>]*>Поиск дешёвых авиабилетов<\/h1>/);
    expect(html).toContain('Найти билеты');
    // Drawn with the answer: the link of the popular route.
    expect(html).toMatch(/<a[^>]*href="\/flights\/bishkek-istanbul"[^>]*>Бишкек<!-- --> — <!-- -->Стамбул<\/a>/);
    expect(asked).toContain('/api/flights/routes/?popular=true ru');
    // Only answers go to the browser: what failed, it asks again itself.
    expect(Object.values(data.queries)).toEqual([expect.objectContaining({ endpointName: 'getPopularRoutes', status: 'fulfilled', data: POPULAR })]);
    expect(data).toMatchObject({ language: 'ru', mobile: false });
    // Form controls wait for the app (disabled until hydrated); one document, no script to put parts in place.
    expect(html).toMatch(/^<!--\$--><fieldset role="none" disabled=""/);
    expect(html).not.toContain('<script');
  });

  it('draws in the language asked, and the phone layout for a phone', async () => {
    const wide = await render({ url: '/en/', language: 'en', mobile: false, catalogues: CATALOGUES, api: fakeApi([]) });
    const phone = await render({ url: '/en/', language: 'en', mobile: true, catalogues: CATALOGUES, api: fakeApi([]) });
    expect(wide.html).toContain('>Find cheap flights</h1>');
    expect(wide.html).toContain('aria-label="Main navigation"');
    expect(phone.html).toContain('>Find cheap flights</h1>');
    expect(phone.html).not.toContain('aria-label="Main navigation"');
    expect(phone.data.mobile).toBe(true);
  });

  it('draws one page at a time: two at once in two languages stay each in its own', async () => {
    const [ru, en] = await Promise.all([
      render({ url: '/faq', language: 'ru', mobile: false, catalogues: CATALOGUES, api: fakeApi([]) }),
      render({ url: '/en/faq', language: 'en', mobile: false, catalogues: CATALOGUES, api: fakeApi([]) }),
    ]);
    expect(ru.html).toContain('>Часто задаваемые вопросы</h1>');
    expect(en.html).toContain('>Frequently asked questions</h1>');
    expect(en.html).not.toContain('Часто задаваемые вопросы');
  });
});
