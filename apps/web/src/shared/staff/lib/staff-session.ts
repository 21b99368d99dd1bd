/**
 * The staff session is the site's session: the same two JWT cookies and the same API client
 * (shared/api), so token refresh and the 401 rule work alike. Only the way in differs (a second factor).
 */
import { tokenCookies, type TokenPair } from '@/shared/api/token-cookies';

/** Set by a sign-out on this page (until the next sign-in): the guard then sends to sign-in with no `next`. */
let hasSignedOut = false;

export function hasStaffSession(): boolean {
  return tokenCookies.hasAny();
}

export function saveStaffSession(tokens: TokenPair): void {
  hasSignedOut = false;
  tokenCookies.save(tokens);
}

/**
 * Clears the cookies; returns the refresh token so the caller can ask the server to revoke it.
 * `isSignOut`: the reader chose to leave (not a traveller's session cleared before a staff sign-in).
 */
export function clearStaffSession({ isSignOut = false } = {}): string | undefined {
  if (isSignOut) hasSignedOut = true;
  const refresh = tokenCookies.getRefresh();
  tokenCookies.clear();
  return refresh;
}

export function hasSignedOutHere(): boolean {
  return hasSignedOut;
}
