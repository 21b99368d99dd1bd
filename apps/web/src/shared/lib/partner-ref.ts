/**
 * Partner links: a `?ref=CODE` on any page is remembered for 30 days in a cookie and sent with
 * requests and orders made meanwhile, so the agency can pay the partner's commission.
 */
import Cookies from 'js-cookie';
import { isValidPartnerRef, PARTNER_REF_COOKIE, PARTNER_REF_DAYS } from '@sapar/contracts';

/** Remembers the code of a `?ref=` query; a malformed code is ignored, a newer one replaces the old. */
export function rememberPartnerRef(search: string): void {
  const code = new URLSearchParams(search).get('ref');
  if (!isValidPartnerRef(code)) return;
  Cookies.set(PARTNER_REF_COOKIE, code, {
    expires: PARTNER_REF_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** The remembered partner code, if it is still there and well-formed. */
export function getPartnerRef(): string | undefined {
  const code = Cookies.get(PARTNER_REF_COOKIE);
  return isValidPartnerRef(code) ? code : undefined;
}
