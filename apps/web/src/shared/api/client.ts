/** The app-wide instance of the API client, wired to the browser, the cookies and i18next. */
import i18n from 'i18next';
import { getCurrentLanguage } from '@/shared/i18n/language';
import { createApiClient } from './api-client';
import { tokenCookies } from './token-cookies';

let serverFetch: typeof fetch | undefined;

/** The server renderer's way to the API (a call inside the API server's process) in place of the browser's fetch. */
export function setServerFetch(fetcher: typeof fetch | undefined): void {
  serverFetch = fetcher;
}

export const apiClient = createApiClient({
  // Late-bound so tests that stub `globalThis.fetch` are honoured.
  fetch: (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
  getLanguage: () => getCurrentLanguage(i18n),
  tokens: tokenCookies,
  reload: () => window.location.reload(),
});
