/**
 * i18next set-up (docs/product.md#languages): catalogues over HTTP from /locales, the language detected
 * from the URL's prefix (/en/…), ?lng, cookie, storage, the browser and <html lang>, cached in localStorage.
 */
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, normalizeLanguage } from '@sapar/contracts';

/**
 * i18next's fallback language stays 'dev' (docs/product.md#languages). We ship no separate developer catalogue:
 * 'dev' is served the Russian one, so a missing key falls back to Russian, the default language.
 */
export const FALLBACK_LANGUAGE = 'dev';

/** A tag nothing matches, so an unknown detected value is skipped instead of being tried as a language. */
const UNSUPPORTED_TAG = 'und';

export function resolveLoadPath(languages: readonly string[]): string {
  const language = languages[0] === FALLBACK_LANGUAGE ? DEFAULT_LANGUAGE : '{{lng}}';
  return `/locales/${language}/{{ns}}.json`;
}

/** `cn` (another spelling of Chinese), `zh-CN`, `ru-RU` … become one of our five. */
export function convertDetectedLanguage(tag: string): string {
  return normalizeLanguage(tag) ?? UNSUPPORTED_TAG;
}

export const detectionOptions: DetectorOptions = {
  // The language in a public page's URL (/en/faq) first: the page is that language's version of it.
  order: ['path', 'querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupFromPathIndex: 0,
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_COOKIE,
  // Also in a cookie, so the server draws a page without a language in its URL in the visitor's language.
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
  convertDetectedLanguage,
};

/** Statuses after which asking again may succeed (a missing catalogue will not appear by asking again). */
const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/**
 * The catalogues, fetched from /locales with the browser's fetch (a page the server drew has preloaded its own,
 * hydrate.js). i18next retries a read that failed when the backend says it may (maxRetries, retryTimeout below). This
 * instead of i18next-http-backend, whose XHR and cross-fetch fallbacks are some 4 KB gzip of the home page's 120 KB.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const url = resolveLoadPath([language]).replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url)
      .then(async (response) => {
        if (!response.ok)
          return callback(new Error(`${url}: HTTP ${response.status}`), RETRIED_STATUSES.has(response.status));
        return callback(null, (await response.json()) as ResourceKey);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};

export const i18nOptions: InitOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  // 'dev' must be listed, or i18next refuses to load the fallback catalogue.
  supportedLngs: [...LANGUAGES, FALLBACK_LANGUAGE],
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  // Retries double from 350 ms: 350, 700, 1400, 2800, 5600.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  interpolation: { escapeValue: false },
  detection: detectionOptions,
  react: { useSuspense: true },
};

export function initI18n(): Promise<unknown> {
  return i18n.use(catalogueBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);
}

export { i18n };
