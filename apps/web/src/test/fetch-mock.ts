/** A fake API answering by path, for component tests that go through the real client. */
import type { UserProfile } from '@sapar/contracts';
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body: unknown };
export type FakeRoute = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer);

/**
 * Routes are keyed by URL ('/api/users/me/'), or by method and URL ('PUT /api/users/me/passenger/')
 * when one path answers several methods differently; the method-specific key wins.
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url}`] ?? routes[url];
    if (!route) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 });
    const { status = 200, body } = typeof route === 'function' ? route(init) : route;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a fake route received. */
export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}

/** A header a fake route received (the client sends a plain object). */
export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
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

export function makeUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    email: 'aida@example.kg',
    first_name: 'Айда',
    last_name: 'Асанова',
    birth_date: '1990-05-15',
    phone: '+996555123456',
    gender: 'female',
    citizenship: 'KG',
    document_type: 'passport_kg',
    document_number: 'AN1234567',
    document_expiry: '2031-01-20',
    is_staff: false,
    date_joined: '2025-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** The reference lists as the API answers them in Russian. */
export const REFERENCE_ROUTES: Record<string, FakeRoute> = {
  '/api/countries/': {
    body: [
      { id: 'KG', title: 'Кыргызстан' },
      { id: 'KZ', title: 'Казахстан' },
      { id: 'RU', title: 'Россия' },
    ],
  },
  '/api/users/gender/': {
    body: [
      { id: 'male', title: 'Мужской' },
      { id: 'female', title: 'Женский' },
    ],
  },
  '/api/users/document-type/': {
    body: [
      { id: 'passport_kg', title: 'Паспорт КР' },
      { id: 'international_passport', title: 'Заграничный паспорт' },
    ],
  },
};
