/**
 * The one route table of the web app. Components never spell a URL: they call `getHref()`, which keeps the
 * language of the page in the URL of a public page (/en/faq; Russian, the default, without a prefix). The public
 * pages' paths come from @sapar/contracts, shared with the server's SEO heads and sitemap.
 * The back office's routes (/staff/…) are kept in shared/staff, below the staff features, which link with them.
 */
import {
  DEFAULT_LANGUAGE,
  NEWS_PATH,
  PUBLIC_PATHS,
  ROUTE_PAGE_PATH,
  isPublicPath,
  localizePath,
  splitLanguagePath,
  type Language,
} from '@sapar/contracts';
import { STAFF_PATHS } from '@/shared/staff/staff-paths';
import { i18n } from '@/shared/i18n/i18n';
import { getCurrentLanguage } from '@/shared/i18n/language';

export const PATHS = {
  ...PUBLIC_PATHS,
  search: '/search',
  newsDetail: NEWS_PATH,
  routePage: ROUTE_PAGE_PATH,
  personalCabinet: '/personal-cabinet',
  ticketPayment: '/ticket-payment',
  ticketPaymentSuccess: '/ticket-payment/success',
  ticketPaymentError: '/ticket-payment/error',
  paymentResult: '/payment/result',
  register: '/auth/register',
  login: '/auth/login',
  recovery: '/auth/recovery',
  orderLookup: '/booking',
  orderDetail: '/booking/:orderNumber',
  tourDetail: '/tours/:slug',
  ...STAFF_PATHS,
} as const;

export type PathName = keyof typeof PATHS;

/** The `:param` names of a path pattern, as a typed object. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ParamsOf<Rest>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

type HrefArgs<Name extends PathName> = keyof ParamsOf<(typeof PATHS)[Name]> extends never
  ? [params?: Record<never, never>]
  : [params: ParamsOf<(typeof PATHS)[Name]>];

/** The page's href in the current language: public pages carry its prefix (/en/faq), the others never do. */
export function getHref<Name extends PathName>(name: Name, ...args: HrefArgs<Name>): string {
  return localizeHref(getBareHref(name, ...args), getCurrentLanguage(i18n));
}

/** The page's href without a language prefix. */
export function getBareHref<Name extends PathName>(name: Name, ...[params]: HrefArgs<Name>): string {
  const pattern: string = PATHS[name];
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = (params as Record<string, string> | undefined)?.[key];
    if (value === undefined) throw new Error(`getBareHref(${name}): missing param ${key}`);
    return encodeURIComponent(value);
  });
}

/** Router patterns are relative to their parent route; the table keeps absolute paths. */
export function toRoutePath(name: PathName): string {
  return PATHS[name].replace(/^\//, '');
}

/**
 * An href (path, query and hash) in a language: a public page's path gets the language's prefix in place of the one
 * it has ('/en/faq?x=1' → '/tr/faq?x=1', → '/faq?x=1' in Russian); other pages are left as they are.
 */
export function localizeHref(href: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const { path } = splitLanguagePath(match[1]!);
  if (!isPublicPath(path)) return href;
  return `${localizePath(path, language)}${match[2]}`;
}

/** The language a path's prefix says, the default for a public page without one; null for a page without languages. */
export function languageOfPath(pathname: string): Language | null {
  const { language, path } = splitLanguagePath(pathname);
  if (language) return language;
  return isPublicPath(path) ? DEFAULT_LANGUAGE : null;
}
