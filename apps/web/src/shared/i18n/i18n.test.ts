import type { ReadCallback } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { catalogueBackend, convertDetectedLanguage, detectionOptions, i18nOptions, resolveLoadPath } from './i18n';
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
    // The choice is kept in localStorage, and in the cookie for the server that draws the public pages.
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

  describe('the catalogue backend', () => {
    /** Reads `language`/`namespace` with fetch answering `answer`; resolves with what i18next was told and the URL asked. */
    async function read(language: string, namespace: string, answer: () => Promise<Response>) {
      const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
      const told = await new Promise<Parameters<ReadCallback>>((resolve) =>
        catalogueBackend.read(language, namespace, (...args) => resolve(args)),
      );
      const url = String(fetchMock.mock.calls[0]?.[0]);
      fetchMock.mockRestore();
      return { told, url };
    }

    it('fetches a language’s namespace, and the Russian catalogue for the dev fallback', async () => {
      const ky = await read('ky', 'staff', async () => Response.json({ hello: 'салам' }));
      expect(ky.url).toBe('/locales/ky/staff.json');
      expect(ky.told).toEqual([null, { hello: 'салам' }]);
      const dev = await read('dev', 'translation', async () => Response.json({}));
      expect(dev.url).toBe('/locales/ru/translation.json');
    });

    it('asks i18next to retry a server or network failure, and not a missing catalogue', async () => {
      const missing = await read('tr', 'translation', async () => new Response('', { status: 404 }));
      expect(missing.told[0]).toBeInstanceOf(Error);
      expect(missing.told[1]).toBe(false);
      const busy = await read('tr', 'translation', async () => new Response('', { status: 503 }));
      expect(busy.told[1]).toBe(true);
      const offline = await read('tr', 'translation', () => Promise.reject(new TypeError('Failed to fetch')));
      expect(offline.told).toEqual([expect.any(TypeError), true]);
    });
  });
});
