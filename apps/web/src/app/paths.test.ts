import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { getBareHref, getHref, languageOfPath, localizeHref, PATHS, toRoutePath } from './paths';

// The set-up loads the Russian catalogue alone; a language counts as chosen once it has one.
for (const language of ['en', 'zh']) i18n.addResourceBundle(language, 'translation', { app: { name: 'Sapar' } }, true);

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('paths', () => {
  it('builds hrefs and fills params', () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('faq')).toBe('/faq');
    expect(getHref('newsDetail', { slug: 'new-route-osh' })).toBe('/news/new-route-osh');
    expect(getHref('newsDetail', { slug: 'a b' })).toBe('/news/a%20b');
    expect(getHref('tourDetail', { slug: 'song-kol-yurts' })).toBe('/tours/song-kol-yurts');
  });

  it('gives every entry a page of its own, relative to its parent route', () => {
    expect(getHref('exchangeRefund')).toBe('/exchange-refund');
    expect(Object.values(PATHS).filter((path) => path.includes('#'))).toEqual([]);
    expect(toRoutePath('exchangeRefund')).toBe('exchange-refund');
    expect(toRoutePath('ticketPaymentSuccess')).toBe('ticket-payment/success');
  });

  it('keeps the current language in the URL of a public page, never of the others', async () => {
    await i18n.changeLanguage('en');
    expect(getHref('home')).toBe('/en/');
    expect(getHref('faq')).toBe('/en/faq');
    expect(getHref('routePage', { route: 'bishkek-moscow' })).toBe('/en/flights/bishkek-moscow');
    expect(getHref('newsDetail', { slug: 'new-route-osh' })).toBe('/en/news/new-route-osh');
    expect(getHref('search')).toBe('/search');
    expect(getHref('personalCabinet')).toBe('/personal-cabinet');
    expect(getHref('login')).toBe('/auth/login');
    await i18n.changeLanguage('zh');
    expect(getHref('onlineBoard')).toBe('/zh/board');
    await i18n.changeLanguage('ru');
    expect(getHref('routePage', { route: 'bishkek-moscow' })).toBe('/flights/bishkek-moscow');
    expect(getBareHref('faq')).toBe('/faq');
  });

  it('moves an href to another language, keeping its query and hash', () => {
    expect(localizeHref('/faq?x=1#pay', 'tr')).toBe('/tr/faq?x=1#pay');
    expect(localizeHref('/en/faq?x=1', 'ky')).toBe('/ky/faq?x=1');
    expect(localizeHref('/en/flights/bishkek-moscow', 'ru')).toBe('/flights/bishkek-moscow');
    expect(localizeHref('/en/', 'ru')).toBe('/');
    expect(localizeHref('/en', 'zh')).toBe('/zh/');
    expect(localizeHref('/search?from=BSZ', 'en')).toBe('/search?from=BSZ');
    expect(localizeHref('/flights/', 'en')).toBe('/flights/');
  });

  it('reads the language of a path: its prefix, Russian for a public page without one, none for the others', () => {
    expect(languageOfPath('/en/flights/bishkek-moscow')).toBe('en');
    expect(languageOfPath('/zh')).toBe('zh');
    expect(languageOfPath('/faq')).toBe('ru');
    expect(languageOfPath('/')).toBe('ru');
    expect(languageOfPath('/personal-cabinet')).toBeNull();
    expect(languageOfPath('/english')).toBeNull();
  });
});
