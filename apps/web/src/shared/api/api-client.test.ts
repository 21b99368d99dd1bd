import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@sapar/contracts';
import { buildUrl, createApiClient, REFRESH_AHEAD_MS } from './api-client';
import { accessTokenExpiry, tokenCookies } from './token-cookies';

/** A JWT-shaped access token (unsigned: the client only reads `exp`). */
function accessToken(name: string, expiresInSeconds = 900): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig-${name}`;
}

const isRefresh = (input: unknown) => String(input).endsWith('/token/refresh/');

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

  it('on a 401 refreshes once and sends the request again with the new token', async () => {
    const stale = accessToken('stale');
    const fresh = accessToken('fresh');
    Cookies.set(ACCESS_TOKEN_COOKIE, stale, { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
    const { client, fetchMock, reload } = setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'Token expired', code: 'unauthorized' }))
      .mockResolvedValueOnce(jsonResponse(200, { access: fresh, refresh: 'ref-2' }))
      .mockResolvedValueOnce(jsonResponse(200, { id: 7 }));

    await expect(client.request({ url: '/booking/', method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 7 });

    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/booking/',
      '/api/users/token/refresh/',
      '/api/booking/',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ refresh: 'ref-1' });
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBe(`JWT ${stale}`);
    expect(headersOf(fetchMock.mock.calls[2]).Authorization).toBe(`JWT ${fresh}`);
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe(JSON.stringify({ a: 1 }));
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(fresh);
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('ref-2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel requests that meet a 401, and retries each once', async () => {
    const stale = accessToken('stale');
    const fresh = accessToken('fresh');
    Cookies.set(ACCESS_TOKEN_COOKIE, stale, { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
    const { client, fetchMock, reload } = setup();
    fetchMock.mockImplementation(async (input, init) => {
      if (isRefresh(input)) return jsonResponse(200, { access: fresh, refresh: 'ref-2' });
      const authorization = (init?.headers as Record<string, string>).Authorization;
      return authorization === `JWT ${fresh}`
        ? jsonResponse(200, { url: String(input) })
        : jsonResponse(401, { detail: 'expired', code: 'unauthorized' });
    });

    const answers = await Promise.all(
      ['/users/me/', '/booking/my/', '/users/me/passenger/'].map((url) => client.request({ url })),
    );

    expect(answers).toEqual([
      { url: '/api/users/me/' },
      { url: '/api/booking/my/' },
      { url: '/api/users/me/passenger/' },
    ]);
    const refreshCalls = fetchMock.mock.calls.filter(([input]) => isRefresh(input));
    expect(refreshCalls).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses a token renewed meanwhile instead of refreshing again with a spent refresh token', async () => {
    const stale = accessToken('stale');
    const renewed = accessToken('renewed');
    Cookies.set(ACCESS_TOKEN_COOKIE, stale, { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
    const { client, fetchMock } = setup();
    fetchMock.mockImplementationOnce(async () => {
      // While this request was on its way, another tab refreshed the session.
      tokenCookies.save({ access: renewed, refresh: 'ref-2' });
      return jsonResponse(401, { detail: 'expired', code: 'unauthorized' });
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await expect(client.request({ url: '/users/me/' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.filter(([input]) => isRefresh(input))).toHaveLength(0);
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBe(`JWT ${renewed}`);
  });

  it('when the refresh is refused too, clears both cookies and reloads', async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, accessToken('stale'), { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
    const { client, fetchMock, reload } = setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'Token expired', code: 'unauthorized' }))
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'Session ended', code: 'unauthorized' }));

    await expect(client.request({ url: '/users/me/' })).rejects.toEqual({
      status: 401,
      detail: 'Session ended',
      code: 'unauthorized',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads only once the tabs' refresh lock is released (a page holding the lock does not navigate away)", async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, accessToken('stale'), { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
    let isLockHeld = false;
    const reloadedWhileHeld: boolean[] = [];
    const fetchMock = vi.fn<typeof fetch>();
    const client = createApiClient({
      fetch: fetchMock,
      getLanguage: () => 'ru',
      tokens: tokenCookies,
      reload: () => reloadedWhileHeld.push(isLockHeld),
      withRefreshLock: async (work) => {
        isLockHeld = true;
        try {
          return await work();
        } finally {
          isLockHeld = false;
        }
      },
    });
    fetchMock.mockImplementation(async () => jsonResponse(401, { detail: 'Session ended', code: 'unauthorized' }));

    await expect(client.request({ url: '/users/me/' })).rejects.toMatchObject({ status: 401 });
    expect(reloadedWhileHeld).toEqual([false]);
  });

  it('on a 401 with only an access cookie (no refresh token) clears it and reloads', async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'acc-1', { path: '/' });
    const { client, fetchMock, reload } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Token expired', code: 'unauthorized' }));

    await expect(client.request({ url: '/users/me/' })).rejects.toEqual({
      status: 401,
      detail: 'Token expired',
      code: 'unauthorized',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('before the access token expires', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());

    it('refreshes it on a timer, without any request failing, and arms the timer again', async () => {
      const first = accessToken('first', 900);
      Cookies.set(ACCESS_TOKEN_COOKIE, first, { path: '/' });
      Cookies.set(REFRESH_TOKEN_COOKIE, 'ref-1', { path: '/' });
      const second = accessToken('second', 900 + 840);
      const { client, fetchMock, reload } = setup();
      fetchMock.mockImplementation(async (input) =>
        isRefresh(input) ? jsonResponse(200, { access: second, refresh: 'ref-2' }) : jsonResponse(200, { ok: true }),
      );

      await client.request({ url: '/users/me/' });
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(900_000 - REFRESH_AHEAD_MS - 1000);
      expect(fetchMock.mock.calls.filter(([input]) => isRefresh(input))).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchMock.mock.calls.filter(([input]) => isRefresh(input))).toHaveLength(1);
      expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe(second);
      expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('ref-2');

      // The next request goes with the new token straight away, and the timer is armed for it.
      await client.request({ url: '/booking/my/' });
      expect(headersOf(fetchMock.mock.calls.at(-1)).Authorization).toBe(`JWT ${second}`);
      await vi.advanceTimersByTimeAsync(840_000);
      expect(fetchMock.mock.calls.filter(([input]) => isRefresh(input))).toHaveLength(2);
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('keeps each cookie as long as its token lives', () => {
    const access = accessToken('a', 900);
    expect(accessTokenExpiry(access)).toBe(Math.floor(Date.now() / 1000 + 900) * 1000);
    expect(accessTokenExpiry('not-a-jwt')).toBeNull();
    const set = vi.spyOn(Cookies, 'set');
    tokenCookies.save({ access, refresh: 'ref-1' });
    const [accessCall, refreshCall] = set.mock.calls;
    set.mockRestore();
    expect((accessCall?.[2]?.expires as Date).getTime()).toBe(accessTokenExpiry(access));
    expect((refreshCall?.[2]?.expires as Date).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
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
