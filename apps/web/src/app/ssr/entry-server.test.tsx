// @vitest-environment node
/**
 * The server renderer in Node, as the API server runs it: the bundle `vite build --ssr` makes (drawn by Preact through
 * the build's aliases, vite.config.ts), built once here into a temporary folder; no window, no document. It draws the home page with the
 * answers the API gives it (two draws: the query hooks ask while drawing), in the language asked, for a phone or a
 * wide screen, and hands back the answers it drew with.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse, SsrApiAnswer, SsrApiRequest } from '@sapar/contracts';
import { BISHKEK, makeSearchResponse, makeTicket, MOSCOW } from '@/test/flights';
import type { render as Render } from './entry-server';

let render: typeof Render;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'sapar-ssr-'));

beforeAll(async () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { ssr: true, outDir },
  });
  ({ render } = (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as { render: typeof Render });
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../public/locales/${language}/translation.json`, import.meta.url)),
      'utf8',
    ),
  ) as Record<string, unknown>;
const CATALOGUES = { ru: catalogue('ru'), en: catalogue('en') };

const POPULAR = {
  routes: [
    {
      slug: 'bishkek-istanbul',
      from: { code: 'FRU', title: 'Бишкек', country: 'Кыргызстан', type: 'city' },
      to: { code: 'IST', title: 'Стамбул', country: 'Турция', type: 'city' },
      direct: true,
    },
  ],
  popular: ['bishkek-istanbul'],
};

const json = (body: unknown): SsrApiAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Answers the popular routes, and a flight search with `search` (after `searchDelayMs`); anything else is
 * unavailable. Records what was asked, and the bodies of POSTs.
 */
function fakeApi(
  asked: string[],
  {
    search,
    searchDelayMs = 0,
    routesDelayMs = 0,
    posted = [],
  }: { search?: SearchResponse; searchDelayMs?: number; routesDelayMs?: number; posted?: unknown[] } = {},
) {
  return async (path: string, { method = 'GET', headers, body }: SsrApiRequest): Promise<SsrApiAnswer> => {
    asked.push(`${method === 'GET' ? '' : `${method} `}${path} ${headers['accept-language']}`);
    if (path.startsWith('/api/flights/routes/')) {
      await new Promise((resolve) => setTimeout(resolve, routesDelayMs));
      return json(POPULAR);
    }
    if (path.startsWith('/api/locations/')) {
      const q = new URL(path, 'http://x').searchParams.get('q');
      return json(
        [BISHKEK, MOSCOW].filter((city) => city.code === q || city.airports.some((airport) => airport.code === q)),
      );
    }
    if (method === 'POST' && path === '/api/flights/search/' && search) {
      posted.push(JSON.parse(body ?? 'null'));
      await new Promise((resolve) => setTimeout(resolve, searchDelayMs));
      return json(search);
    }
    return { status: 503, headers: {}, body: '' };
  };
}

const SEARCH_URL =
  '/search?from=BSZ&to=MOW&date=2030-12-20&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way';

describe('the server renderer', () => {
  it('draws the home page with its form and the API answers, and hands back the answers it drew with', async () => {
    const asked: string[] = [];
    const { html, data } = await render({
      url: '/',
      language: 'ru',
      mobile: false,
      catalogues: CATALOGUES,
      api: fakeApi(asked),
    });
    expect(html).toMatch(/<h1 id="home-title"[^>]*>Поиск дешёвых авиабилетов<\/h1>/);
    expect(html).toContain('Найти билеты');
    // Drawn with the answer: the link of the popular route.
    expect(html).toMatch(/<a[^>]*href="\/flights\/bishkek-istanbul"[^>]*>Бишкек — Стамбул<\/a>/);
    expect(asked).toContain('/api/flights/routes/?popular=true ru');
    // Only answers go to the browser: what failed, it asks again itself.
    expect(Object.values(data.queries)).toEqual([
      expect.objectContaining({ endpointName: 'getPopularRoutes', status: 'fulfilled', data: POPULAR }),
    ]);
    expect(data).toMatchObject({ language: 'ru', mobile: false });
    // The form's state is sent as it was drawn, from Bishkek with the picker's text, so hydrating it changes nothing.
    expect(data.state).toMatchObject({
      searchForm: {
        city_from: { code: 'BSZ', title: 'Бишкек' },
        passengers: { label: '1 пассажир, эконом', adults: 1 },
      },
    });
    expect(html).toMatch(/<input[^>]*value="Бишкек"/);
    // Form controls wait for the app (disabled until hydrated); one document, no script to put parts in place.
    expect(html).toMatch(/^<fieldset role="none" disabled[ >]/);
    expect(html).not.toContain('<script');
  });

  it('draws in the language asked, and the phone layout for a phone', async () => {
    const wide = await render({ url: '/en/', language: 'en', mobile: false, catalogues: CATALOGUES, api: fakeApi([]) });
    const phone = await render({ url: '/en/', language: 'en', mobile: true, catalogues: CATALOGUES, api: fakeApi([]) });
    expect(wide.html).toContain('>Find cheap flights</h1>');
    expect(wide.html).toContain('aria-label="Main navigation"');
    expect(phone.html).toContain('>Find cheap flights</h1>');
    expect(phone.html).not.toContain('aria-label="Main navigation"');
    expect(phone.data.mobile).toBe(true);
    expect(phone.data.state).toMatchObject({
      searchForm: { city_from: { code: 'BSZ', title: 'Bishkek' }, passengers: { label: '1 passenger, economy' } },
    });
  });

  it("draws a search page with the search's answer: the results and the request the browser would have made", async () => {
    const asked: string[] = [];
    const posted: unknown[] = [];
    const search = makeSearchResponse({ tickets: [makeTicket({ id: 't1', price: 23_450 })] });
    const { html, data } = await render({
      url: SEARCH_URL,
      language: 'en',
      mobile: false,
      catalogues: CATALOGUES,
      api: fakeApi(asked, { search, posted }),
    });
    expect(asked).toContain('POST /api/flights/search/ en');
    expect(posted).toEqual([
      {
        type: 'one_way',
        city_from: 'BSZ',
        city_to: 'MOW',
        when_date: '2030-12-20',
        passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
      },
    ]);
    // The results are in the HTML: the route's heading, the ticket's price and airline.
    expect(html).toContain('Бишкек → Москва');
    expect(html).toMatch(/23,450/);
    expect(html).toContain('Аэрофлот');
    // The browser starts with the same answer (and asks no second search).
    expect(Object.values(data.queries)).toContainEqual(
      expect.objectContaining({ endpointName: 'searchFlights', status: 'fulfilled', data: search }),
    );
    // The form above shows the search, its cities named (the browser's store starts with the same form).
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*value="Бишкек"/);
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*value="Москва"/);
    expect(data.state).toMatchObject({
      searchForm: {
        city_from: { code: 'BSZ', title: 'Бишкек' },
        city_to: { code: 'MOW', title: 'Москва' },
        when_date: '2030-12-20',
      },
    });
  });

  it('draws a search page without its results when the search answers too late, and leaves the search to the browser', async () => {
    const search = makeSearchResponse();
    const started = Date.now();
    const asked: string[] = [];
    const { html, data } = await render({
      url: SEARCH_URL,
      language: 'ru',
      mobile: false,
      catalogues: CATALOGUES,
      api: fakeApi(asked, { search, searchDelayMs: 5000 }),
    });
    expect(Date.now() - started).toBeLessThan(4000);
    // The search was asked for (and not answered in time), not skipped.
    expect(asked).toContain('POST /api/flights/search/ ru');
    expect(html).toContain('Найти билеты');
    expect(html).not.toContain('Аэрофлот');
    expect(Object.values(data.queries)).not.toContainEqual(expect.objectContaining({ endpointName: 'searchFlights' }));
  });

  it("waits for the site's own reads however long they take: only a flight search has a budget", async () => {
    const { html } = await render({
      url: '/',
      language: 'ru',
      mobile: false,
      catalogues: CATALOGUES,
      api: fakeApi([], { routesDelayMs: 2000 }),
    });
    expect(html).toMatch(/href="\/flights\/bishkek-istanbul"/);
  });

  it('draws one page at a time: two at once in two languages stay each in its own', async () => {
    const [ru, en] = await Promise.all([
      render({ url: '/faq', language: 'ru', mobile: false, catalogues: CATALOGUES, api: fakeApi([]) }),
      render({ url: '/en/faq', language: 'en', mobile: false, catalogues: CATALOGUES, api: fakeApi([]) }),
    ]);
    expect(ru.html).toContain('>Часто задаваемые вопросы</h1>');
    expect(en.html).toContain('>Frequently asked questions</h1>');
    expect(en.html).not.toContain('Часто задаваемые вопросы');
  });
});
