/**
 * The one route table of the web app. Components never spell a URL: they call `getHref()`.
 * The back office's routes (/staff/…) are kept by the staff feature, which links within itself.
 */
import { STAFF_PATHS } from '@/features/staff/staff-paths';

export const PATHS = {
  home: '/',
  search: '/search',
  faq: '/faq',
  offer: '/offer',
  newsDetail: '/news/:slug',
  personalCabinet: '/personal-cabinet',
  ticketPayment: '/ticket-payment',
  ticketPaymentSuccess: '/ticket-payment/success',
  ticketPaymentError: '/ticket-payment/error',
  paymentResult: '/payment/result',
  register: '/auth/register',
  login: '/auth/login',
  recovery: '/auth/recovery',
  privacy: '/privacy',
  railTicket: '/rail',
  exchangeRefund: '/exchange-refund',
  orderLookup: '/booking',
  orderDetail: '/booking/:orderNumber',
  partner: '/partners',
  onlineBoard: '/board',
  tours: '/tours',
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

export function getHref<Name extends PathName>(name: Name, ...[params]: HrefArgs<Name>): string {
  const pattern: string = PATHS[name];
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = (params as Record<string, string> | undefined)?.[key];
    if (value === undefined) throw new Error(`getHref(${name}): missing param ${key}`);
    return encodeURIComponent(value);
  });
}

/** Router patterns are relative to their parent route; the table keeps absolute paths. */
export function toRoutePath(name: PathName): string {
  return PATHS[name].replace(/^\//, '');
}
