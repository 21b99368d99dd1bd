/** The two JWT cookies of the spec (`sapar_access_token`, `sapar_refresh_token`), always on path '/'. */
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@sapar/contracts';

export interface TokenPair {
  access: string;
  refresh: string;
}

function cookieAttributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' };
}

export const tokenCookies = {
  getAccess: (): string | undefined => Cookies.get(ACCESS_TOKEN_COOKIE) || undefined,
  getRefresh: (): string | undefined => Cookies.get(REFRESH_TOKEN_COOKIE) || undefined,
  hasAny(): boolean {
    return Boolean(this.getAccess() ?? this.getRefresh());
  },
  save(tokens: TokenPair): void {
    Cookies.set(ACCESS_TOKEN_COOKIE, tokens.access, cookieAttributes());
    Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh, cookieAttributes());
  },
  clear(): void {
    Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
    Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  },
};

export type TokenStore = typeof tokenCookies;
