import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@sapar/contracts';
import { buildUrl, createApiClient } from './api-client';
import { tokenCookies } from './token-cookies';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(language = 'ru') {
  const fetchMock = vi.fn<typeof fetch>();
  const reload = vi.fn();
  const client = createApiClient({
    fetch: fetchMock,
    getLanguage: () => language,
    tokens: tokenCookies,
    reload,
  });
  return { client, fetchMock, reload };
}

function headersOf(call: Parameters<typeof fetch> | undefined): Record<string, string> {
  return (call?.[1]?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => tokenCookies.clear());
afterEach(() => tokenCookies.clear());

describe('api client', () => {
  it('sends JSON and language headers to /api, without Authorization when signed out', async () => {
    const { client, fetchMock } = setup('zh');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: [] }));

    await expect(client.request({ url: '/news', params: { limit: 5 } })).resolves.toEqual({ results: [] });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/news?limit=5');
    expect(init?.method).toBe('GET');
    expect(headersOf(fetchMock.mock.calls[0])).toEqual({
      'Content-Type': 'application/json',
      'Accept-Language': 'zh',
    });
  });

  it('drops empty query values', () => {
    expect(buildUrl('/booking/my/', { status: '', page: 2, q: undefined, x: null })).toBe('/api/booking/my/?page=2');
  });

  it('sends the access token as a JWT header', async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'acc-1', { path: '/' });
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 1 }));

    await client.request({ url: '/users/me/' });

    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBe('JWT acc-1');
  });

  it('refreshes first when only the refresh cookie exists and replaces both cookies', async () => {
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-old', { path: '/' });
    const { client, fetchMock } = setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { access: 'acc-new', refresh: 'ref-new' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await client.request({ url: '/users/me/' });

    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0] ?? [];
    expect(refreshUrl).toBe('/api/users/token/refresh/');
    expect(refreshInit?.method).toBe('POST');
    expect(JSON.parse(String(refreshInit?.body))).toEqual({ refresh: 'ref-old' });
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBe('JWT acc-new');
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('acc-new');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('ref-new');
  });

  it('shares one refresh between parallel requests', async () => {
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-old', { path: '/' });
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/token/refresh/')
        ? jsonResponse(200, { access: 'acc-new', refresh: 'ref-new' })
        : jsonResponse(200, { ok: true }),
    );

    await Promise.all([
      client.request({ url: '/users/me/' }),
      client.request({ url: '/booking/my/' }),
      client.request({ url: '/countries/' }),
    ]);

    const refreshCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/token/refresh/'));
    expect(refreshCalls).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const call of fetchMock.mock.calls.slice(1)) {
      expect(headersOf(call).Authorization).toBe('JWT acc-new');
    }
  });

  it('on a 401 with a token cookie clears both cookies and reloads', async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'acc-1', { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
    const { client, fetchMock, reload } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Token expired', code: 'unauthorized' }));

    await expect(client.request({ url: '/users/me/' })).rejects.toEqual({
      status: 401,
      detail: 'Token expired',
      code: 'unauthorized',
    });
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on a 401 without token cookies does not reload', async () => {
    const { client, fetchMock, reload } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Invalid credentials' }));

    await expect(client.request({ url: '/users/token/', method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid credentials',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes validation errors of the body through', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { detail: 'Invalid', code: 'validation_failed', errors: { email: 'Bad email' } }),
    );
    await expect(client.request({ url: '/users/create/', method: 'POST', body: {} })).rejects.toEqual({
      status: 400,
      detail: 'Invalid',
      code: 'validation_failed',
      errors: { email: 'Bad email' },
    });
  });

  it('maps network failures to translated keys', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.request({ url: '/news' })).rejects.toMatchObject({
      status: 0,
      detail: 'Network Error',
      messageKey: 'errors.network',
    });

    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(client.request({ url: '/news' })).rejects.toMatchObject({ detail: 'Request aborted' });

    fetchMock.mockRejectedValueOnce(new DOMException('late', 'TimeoutError'));
    await expect(client.request({ url: '/news' })).rejects.toMatchObject({ detail: 'timeout exceeded' });
  });
});
