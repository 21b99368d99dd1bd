/** A visitor counts as signed in while either JWT cookie exists; the API client refreshes as needed. */
import { tokenCookies } from '@/shared/api/token-cookies';

export function hasSession(): boolean {
  return tokenCookies.hasAny();
}
