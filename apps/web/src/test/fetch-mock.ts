/** A fake API answering by path, for component tests that go through the real client. */
import { vi } from 'vitest';

export type FakeRoute = { status?: number; body: unknown } | (() => { status?: number; body: unknown });

export function stubApi(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const route = routes[url];
    if (!route) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 });
    const { status = 200, body } = typeof route === 'function' ? route() : route;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeNewsItem(index: number) {
  return {
    slug: `news-${index}`,
    title: `Новость ${index}`,
    desc: `Описание ${index}`,
    main_image: `/media/news/${index}.webp`,
    published_at: '2025-05-15T10:00:00.000Z',
  };
}
