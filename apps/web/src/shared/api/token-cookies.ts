/**
 * The two JWT cookies (`sapar_access_token`, `sapar_refresh_token`; docs/product.md#account-api), always on path '/'.
 * Each lives as long as its token: the access cookie expires with the JWT's `exp`, the refresh
 * cookie after REFRESH_TOKEN_TTL_SECONDS, so closing the browser does not end the session.
 */
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from '@sapar/contracts';

export interface TokenPair {
  access: string;
  refresh: string;
}

function cookieAttributes(expires?: Date): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:', ...(expires ? { expires } : {}) };
}

/** When an access token expires (ms since the epoch), read from its `exp`; null when unreadable. */
export function accessTokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export const tokenCookies = {
  getAccess: (): string | undefined => Cookies.get(ACCESS_TOKEN_COOKIE) || undefined,
  getRefresh: (): string | undefined => Cookies.get(REFRESH_TOKEN_COOKIE) || undefined,
  hasAny(): boolean {
    return Boolean(this.getAccess() ?? this.getRefresh());
  },
  save(tokens: TokenPair): void {
    const accessExpiry = accessTokenExpiry(tokens.access);
    Cookies.set(
      ACCESS_TOKEN_COOKIE,
      tokens.access,
      cookieAttributes(accessExpiry === null ? undefined : new Date(accessExpiry)),
    );
    Cookies.set(
      REFRESH_TOKEN_COOKIE,
      tokens.refresh,
      cookieAttributes(new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000)),
    );
  },
  clear(): void {
    Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
    Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  },
};

export type TokenStore = typeof tokenCookies;
