/**
 * The session lives in the two JWT cookies (shared/api/token-cookies): a visitor counts as signed
 * in while either exists; the API client refreshes as needed.
 */
import { tokenCookies, type TokenPair } from '@/shared/api/token-cookies';

export function hasSession(): boolean {
  return tokenCookies.hasAny();
}

export function saveSession(tokens: TokenPair): void {
  tokenCookies.save(tokens);
}

export function clearSession(): void {
  tokenCookies.clear();
}
