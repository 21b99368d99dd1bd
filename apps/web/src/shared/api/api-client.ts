/**
 * The single HTTP client of the web app: '/api' base, JSON and language headers, the JWT from
 * its cookie, a shared token refresh when only the refresh cookie is left, and the spec's
 * "401 with a token present → clear cookies and reload".
 */
import { fromErrorBody, fromFetchFailure, type ApiError } from './api-error';
import type { TokenPair, TokenStore } from './token-cookies';

export const API_BASE_PATH = '/api';
export const TOKEN_REFRESH_PATH = '/users/token/refresh/';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Empty values (undefined, null, '') are dropped, as the spec asks for the bookings query. */
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
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
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
  // Every request that finds only the refresh cookie waits on this one refresh.
  let pendingRefresh: Promise<string> | null = null;

  function baseHeaders(): Record<string, string> {
    return { 'Content-Type': 'application/json', 'Accept-Language': deps.getLanguage() };
  }

  function expireSession(): void {
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
    if (!response.ok) {
      if (response.status === 401) expireSession();
      throw fromErrorBody(response.status, body);
    }
    const tokens = body as TokenPair;
    deps.tokens.save(tokens);
    return tokens.access;
  }

  async function resolveAccessToken(): Promise<string | undefined> {
    const access = deps.tokens.getAccess();
    if (access) return access;
    const refresh = deps.tokens.getRefresh();
    if (!refresh) return undefined;
    pendingRefresh ??= refreshTokens(refresh).finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  async function request<T>({ url, method = 'GET', body, params, headers: extraHeaders, signal }: ApiRequest): Promise<T> {
    const access = await resolveAccessToken();
    const headers = { ...baseHeaders(), ...extraHeaders };
    if (access) headers.Authorization = `JWT ${access}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (signal) init.signal = signal;

    const { response, body: answer } = await send(buildUrl(url, params), init);
    if (response.ok) return answer as T;
    if (response.status === 401 && deps.tokens.hasAny()) expireSession();
    throw fromErrorBody(response.status, answer) satisfies ApiError;
  }

  return { request };
}
