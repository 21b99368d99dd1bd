/**
 * The staff session is the site's session: the same two JWT cookies and the same API client
 * (shared/api), so token refresh and the 401 rule work alike. Only the way in differs (a second factor).
 */
import { tokenCookies, type TokenPair } from '@/shared/api/token-cookies';

export function hasStaffSession(): boolean {
  return tokenCookies.hasAny();
}

export function saveStaffSession(tokens: TokenPair): void {
  tokenCookies.save(tokens);
}

/** Clears the cookies; returns the refresh token so the caller can ask the server to revoke it. */
export function clearStaffSession(): string | undefined {
  const refresh = tokenCookies.getRefresh();
  tokenCookies.clear();
  return refresh;
}
