/**
 * The public pages search engines may index, shared by the web app's route table (apps/web/src/app/paths.ts) and
 * the server's SEO heads and sitemap (apps/api/src/modules/seo), and the language prefix of their URLs: Russian,
 * the default, without one (/faq), the others under their code (/en/faq, /zh/flights/bishkek-moscow).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/** Fixed public pages, by the web app's path names. */
export const PUBLIC_PATHS = {
  home: '/',
  faq: '/faq',
  offer: '/offer',
  privacy: '/privacy',
  tours: '/tours',
  railTicket: '/rail',
  partner: '/partners',
  exchangeRefund: '/exchange-refund',
  onlineBoard: '/board',
} as const;

/** Public pages with a parameter: a news article and a route page (/flights/bishkek-moscow). */
export const NEWS_PATH = '/news/:slug';
export const ROUTE_PAGE_PATH = '/flights/:route';
export const NEWS_PATH_PREFIX = '/news/';
export const ROUTE_PAGE_PATH_PREFIX = '/flights/';

/** Languages written in the URL: every one but the default. */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/** A page's path in a language: '/faq' → '/en/faq'; '/' → '/en/'; Russian unchanged. */
export function localizePath(pagePath: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return pagePath;
  return `/${language}${pagePath === '/' ? '/' : pagePath}`;
}

/** The language of a path's prefix and the path without it ('/en/faq' → en, '/faq'); null language without one. */
export function splitLanguagePath(pathname: string): { language: Language | null; path: string } {
  const match = /^\/(ky|en|tr|zh)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: null, path: pathname };
  return { language: match[1] as Language, path: match[2] || '/' };
}

/** Whether a path (without language prefix) is a public page: the ones that carry a language prefix. */
export function isPublicPath(pagePath: string): boolean {
  return (
    (Object.values(PUBLIC_PATHS) as string[]).includes(pagePath) ||
    (pagePath.startsWith(NEWS_PATH_PREFIX) && pagePath.length > NEWS_PATH_PREFIX.length) ||
    (pagePath.startsWith(ROUTE_PAGE_PATH_PREFIX) && pagePath.length > ROUTE_PAGE_PATH_PREFIX.length)
  );
}
