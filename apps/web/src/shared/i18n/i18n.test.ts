import { describe, expect, it } from 'vitest';
import { convertDetectedLanguage, detectionOptions, i18nOptions, resolveLoadPath } from './i18n';
import { getCurrentLanguage, toHtmlLang } from './language';

describe('i18n configuration', () => {
  it('detects from ?lng, cookie, storage, browser and <html lang>, caching in localStorage and the sapar_lng cookie', () => {
    expect(detectionOptions.order).toEqual([
      'path',
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(detectionOptions.lookupQuerystring).toBe('lng');
    // The spec's cache is localStorage; the cookie is ours, for the server that draws the public pages.
    expect(detectionOptions.caches).toEqual(['localStorage', 'cookie']);
    expect(detectionOptions.lookupCookie).toBe('sapar_lng');
    expect(detectionOptions.cookieOptions).toMatchObject({ path: '/', sameSite: 'lax' });
  });

  it('loads with 5 retries from 350 ms, 10 parallel reads, fallback dev, namespace translation', () => {
    expect(i18nOptions).toMatchObject({
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      fallbackLng: 'dev',
      defaultNS: 'translation',
    });
    expect(i18nOptions.supportedLngs).toEqual(['ru', 'ky', 'en', 'tr', 'zh', 'dev']);
  });

  it('serves the Russian catalogue as the dev fallback', () => {
    expect(resolveLoadPath(['dev'])).toBe('/locales/ru/{{ns}}.json');
    expect(resolveLoadPath(['ky'])).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it('accepts cn and regional tags as our languages and rejects the rest', () => {
    expect(convertDetectedLanguage('cn')).toBe('zh');
    expect(convertDetectedLanguage('zh-CN')).toBe('zh');
    expect(convertDetectedLanguage('ru-RU')).toBe('ru');
    expect(convertDetectedLanguage('dev')).toBe('und');
    expect(convertDetectedLanguage('de')).toBe('und');
  });

  it('reports dev or an unknown tag as Russian, and writes Chinese as zh-Hans in HTML', () => {
    expect(getCurrentLanguage({ resolvedLanguage: undefined, language: 'dev' })).toBe('ru');
    expect(getCurrentLanguage({ resolvedLanguage: 'ky', language: 'ky' })).toBe('ky');
    expect(toHtmlLang('zh')).toBe('zh-Hans');
    expect(toHtmlLang('ky')).toBe('ky');
  });
});
