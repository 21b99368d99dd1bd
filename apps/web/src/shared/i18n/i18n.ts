/**
 * i18next set-up of SPEC.md section 9: catalogues over HTTP from /locales, the language detected
 * from the URL's prefix (/en/…), ?lng, cookie, storage, the browser and <html lang>, cached in localStorage.
 */
import i18n, { type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, normalizeLanguage } from '@sapar/contracts';

/**
 * The spec keeps i18next's fallback language 'dev'. We ship no separate developer catalogue:
 * 'dev' is served the Russian one, so a missing key falls back to Russian, the default language.
 */
export const FALLBACK_LANGUAGE = 'dev';

/** A tag nothing matches, so an unknown detected value is skipped instead of being tried as a language. */
const UNSUPPORTED_TAG = 'und';

export function resolveLoadPath(languages: readonly string[]): string {
  const language = languages[0] === FALLBACK_LANGUAGE ? DEFAULT_LANGUAGE : '{{lng}}';
  return `/locales/${language}/{{ns}}.json`;
}

/** `cn` (the spec's other spelling of Chinese), `zh-CN`, `ru-RU` … become one of our five. */
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

export const backendOptions: HttpBackendOptions = {
  loadPath: (languages) => resolveLoadPath(languages),
};

export const i18nOptions: InitOptions<HttpBackendOptions> = {
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
  backend: backendOptions,
  react: { useSuspense: true },
};

export function initI18n(): Promise<unknown> {
  return i18n.use(HttpBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);
}

export { i18n };
