/**
 * The single HTTP client of the web app: '/api' base, JSON and language headers, the JWT from
 * its cookie, and a session that lasts:
 * - the access token is refreshed shortly before it expires (a timer), when only the refresh
 *   cookie is left, and once on a 401, after which the request is sent again once;
 * - every refresh of a page (and of the other tabs, through a Web Lock) is shared: refresh tokens
 *   rotate and a reused one revokes the whole session, so two refreshes with one token must never go;
 * - only when the refresh itself is refused does the rule "401 with a token present → clear
 *   cookies and reload" apply.
 */
import { fromErrorBody, fromFetchFailure, isApiError, type ApiError } from './api-error';
import { accessTokenExpiry, type TokenPair, type TokenStore } from './token-cookies';

export const API_BASE_PATH = '/api';
export const TOKEN_REFRESH_PATH = '/users/token/refresh/';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Empty values (undefined, null, '') are dropped, as docs/product.md#bookings-history asks for the bookings query. */
  params?: Record<string, QueryValue>;
  /** Extra headers of one call (the booking's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getLanguage: () => string;
  tokens: TokenStore;
  /** Injected so tests can see the reload instead of jsdom refusing it. */
  reload: () => void;
  /** Runs a refresh under a lock shared by the site's tabs (Web Locks); default: navigator.locks when present. */
  withRefreshLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  /** (Re)arms the timer that refreshes the access token before it expires; called on every request. */
  keepAlive(): void;
}

/** How long before its expiry an access token is refreshed. */
export const REFRESH_AHEAD_MS = 60_000;

function browserRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('sapar-token-refresh', work) as Promise<T>) : work();
}

export function buildUrl(url: string, params?: Record<string, QueryValue>): string {
  const path = `${API_BASE_PATH}${url.startsWith('/') ? url : `/${url}`}`;
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const withRefreshLock = deps.withRefreshLock ?? browserRefreshLock;
  // Every request of this page that needs a new access token waits on this one refresh.
  let pendingRefresh: Promise<string> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerFor: string | undefined;

  function baseHeaders(): Record<string, string> {
    return { 'Content-Type': 'application/json', 'Accept-Language': deps.getLanguage() };
  }

  function expireSession(): void {
    clearTimeout(timer);
    timerFor = undefined;
    deps.tokens.clear();
    deps.reload();
  }

  async function send(url: string, init: RequestInit): Promise<{ response: Response; body: unknown }> {
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (failure) {
      throw fromFetchFailure(failure);
    }
    return { response, body: await readBody(response) };
  }

  async function refreshTokens(refresh: string): Promise<string> {
    const { response, body } = await send(buildUrl(TOKEN_REFRESH_PATH), {
      method: 'POST',
      headers: baseHeaders(),
      body: JSON.stringify({ refresh }),
    });
    if (!response.ok) throw fromErrorBody(response.status, body);
    const tokens = body as TokenPair;
    deps.tokens.save(tokens);
    return tokens.access;
  }

  /**
   * A new access token in place of `stale` (undefined: there is none). Shared by every caller of
   * the page; inside the tabs' lock the cookie is read again, so a token another tab (or an
   * earlier refresh) has renewed meanwhile is used instead of refreshing with a spent refresh token.
   * A refused refresh (401; or no refresh token left, signed out in another tab) ends the session
   * here — once the lock is released, so that the reload never happens while holding it.
   */
  function renewAccessToken(stale: string | undefined): Promise<string> {
    pendingRefresh ??= withRefreshLock(async () => {
      const current = deps.tokens.getAccess();
      if (current && current !== stale) return current;
      const refresh = deps.tokens.getRefresh();
      if (!refresh) throw fromErrorBody(401, undefined);
      return refreshTokens(refresh);
    })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) expireSession();
        throw error;
      })
      .finally(() => {
        pendingRefresh = null;
        keepAlive();
      });
    return pendingRefresh;
  }

  function keepAlive(): void {
    const access = deps.tokens.getAccess();
    if (access === timerFor) return;
    clearTimeout(timer);
    timerFor = access;
    const expiry = access ? accessTokenExpiry(access) : null;
    if (!access || expiry === null || !deps.tokens.getRefresh()) return;
    timer = setTimeout(
      () => {
        // A failed refresh is not the end: the next request retries it, or meets the 401 path.
        renewAccessToken(access).catch(() => undefined);
      },
      Math.max(0, expiry - Date.now() - REFRESH_AHEAD_MS),
    );
  }

  async function resolveAccessToken(): Promise<string | undefined> {
    if (pendingRefresh) return pendingRefresh;
    const access = deps.tokens.getAccess();
    if (access) return access;
    if (!deps.tokens.getRefresh()) return undefined;
    return renewAccessToken(undefined);
  }

  async function request<T>({
    url,
    method = 'GET',
    body,
    params,
    headers: extraHeaders,
    signal,
  }: ApiRequest): Promise<T> {
    const attempt = async (access: string | undefined) => {
      const headers = { ...baseHeaders(), ...extraHeaders };
      if (access) headers.Authorization = `JWT ${access}`;
      const init: RequestInit = { method, headers };
      if (body instanceof FormData) {
        // A file upload: the browser writes the multipart Content-Type with its boundary.
        delete headers['Content-Type'];
        init.body = body;
      } else if (body !== undefined) init.body = JSON.stringify(body);
      if (signal) init.signal = signal;
      return send(buildUrl(url, params), init);
    };

    const access = await resolveAccessToken();
    keepAlive();
    let { response, body: answer } = await attempt(access);
    // An access token the server no longer takes (expired, a clock out of step, the server's
    // sessions changed): one refresh, then the same request once more.
    if (response.status === 401 && access && deps.tokens.getRefresh()) {
      const renewed = await renewAccessToken(access);
      ({ response, body: answer } = await attempt(renewed));
    }
    if (response.ok) return answer as T;
    if (response.status === 401 && deps.tokens.hasAny()) expireSession();
    throw fromErrorBody(response.status, answer) satisfies ApiError;
  }

  return { request, keepAlive };
}
