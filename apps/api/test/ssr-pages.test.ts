/**
 * Public pages drawn on the server: with the web app's server renderer beside the build, a public page
 * arrives drawn, with the data it was drawn with for the browser to hydrate, its styles as stylesheets and its
 * scripts left to /hydrate.js; the renderer's API calls are answered inside the process and are not rate limited; an
 * unprefixed page moves first to the language the visitor reads (cookie, then browser); a failed drawing falls back
 * to the page the app draws. The renderer here is a stand-in module that writes back what it was given and asked:
 * the real one is drawn in the browser tests (e2e/tests/ssr.spec.ts).
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '@sapar/contracts';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';

const LOCALES = fileURLToPath(new URL('../../web/public/locales', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Sapar" />
    <title>Sapar</title>
    <link rel="preload" href="/locales/ru/translation.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R.js">
    <link rel="stylesheet" crossorigin href="/assets/index-E.css">
  </head>
  <body>
    <noscript>Для работы сайта нужен JavaScript.</noscript>
    <div id="root"><div role="status">Загрузка страницы...</div></div>
  </body>
</html>`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_react-R.js', '_runtime-U.js'],
    css: ['assets/index-E.css'],
  },
  '_react-R.js': { file: 'assets/react-R.js', imports: ['_runtime-U.js'] },
  '_runtime-U.js': { file: 'assets/runtime-U.js' },
  '_form-F.js': { file: 'assets/form-F.js', imports: ['_react-R.js', 'index.html'], css: ['assets/form-F.css'] },
  '_news-N.js': { file: 'assets/news-N.js', imports: ['_react-R.js'], css: ['assets/news-N.css'] },
  'src/pages/home-page.tsx': {
    file: 'assets/home-page-H.js',
    isDynamicEntry: true,
    imports: ['_react-R.js', 'index.html', '_form-F.js'],
    dynamicImports: ['_news-N.js'],
    css: ['assets/home-page-H.css'],
  },
  'src/features/search/components/results/search-results.tsx': {
    file: 'assets/search-results-S.js',
    isDynamicEntry: true,
    imports: ['_react-R.js', 'index.html'],
    css: ['assets/search-results-S.css'],
  },
};
/** Writes back what it was given and what the API answered it; fails for Turkish, to show the fallback. */
const RENDERER = `
export async function render(input) {
  globalThis.__saparSsrCalls = (globalThis.__saparSsrCalls ?? 0) + 1;
  if (input.language === 'tr') throw new Error('drawing failed');
  if (input.url.startsWith('/search')) {
    const headers = { 'accept-language': input.language, 'content-type': 'application/json' };
    const passengers = { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 };
    const body = JSON.stringify({ type: 'one_way', city_from: 'BSZ', city_to: 'IST', when_date: new Date(Date.now() + 14 * 86400000).toISOString().slice(0, 10), passengers });
    const found = await input.api('/api/flights/search/', { method: 'POST', headers, body });
    const booking = await input.api('/api/booking/', { method: 'POST', headers, body: '{}' });
    // A search page takes a while to draw: requests for it that arrive meanwhile find it drawing, however slow the machine.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const html = '<main><h1>search ' + input.url + ' ' + input.language + '</h1><p>search: ' + found.status + ' ' + (JSON.parse(found.body).search_id ? 'with an id' : 'without an id')
      + '</p><p>booking: ' + booking.status + '</p></main>';
    return { html, data: { language: input.language, mobile: input.mobile, queries: {} } };
  }
  const answer = await input.api('/api/flights/routes/?popular=true', { headers: { 'accept-language': input.language } });
  const routes = JSON.parse(answer.body).popular.length;
  const outside = await input.api('/metrics', { headers: {} });
  const html = '<main><h1>drawn ' + input.url + ' ' + input.language + ' ' + (input.mobile ? 'phone' : 'wide') + '</h1>'
    + '<p>catalogues ' + Object.keys(input.catalogues).sort().join(',') + '</p><p>' + answer.status + ': ' + routes + ' popular</p>'
    + '<p>' + input.catalogues[input.language].home.title + '</p><p>outside the API: ' + outside.status + '</p></main>';
  return { html, data: { language: input.language, mobile: input.mobile, queries: { 'getPopularRoutes({})': { status: 'fulfilled', data: JSON.parse(answer.body) } } } };
}`;
const RATE_LIMIT = 60;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

declare global {
  var __saparSsrCalls: number | undefined;
}

let ctx: TestContext;
let web: FastifyInstance;
let root: string;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await mkdtemp(path.join(os.tmpdir(), 'sapar-ssr-'));
  const webDist = path.join(root, 'dist');
  await mkdir(path.join(webDist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await cp(LOCALES, path.join(webDist, 'locales'), { recursive: true });
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  // A low limit: the pages below would pass it many times over if the renderer's own API calls counted.
  web = await createSiblingApp(ctx, {
    DATA_DIR: path.join(root, 'data'),
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: 'https://sapar.example',
    RATE_LIMIT_MAX: String(RATE_LIMIT),
  });
}, 120_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  globalThis.__saparSsrCalls = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });
/** Each Set-Cookie as its pair first, then its attributes in alphabetical order. */
const cookiesOf = (header: string | string[] | undefined) =>
  [header ?? []].flat().map((cookie) => {
    const [pair, ...attributes] = cookie.split('; ');
    return [pair, ...attributes.sort()];
  });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const ssrData = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)![1]!,
  ) as SsrData;

describe('public pages drawn on the server', () => {
  it('the home page arrives drawn in its language, with the API answers it was drawn with', async () => {
    const res = await get('/', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The API answered inside the process; only the API: a path outside it is not asked.
    expect(rootOf(html)).toMatch(
      /^<div id="root"><main><h1>drawn \/ ru wide<\/h1><p>catalogues ru<\/p><p>200: [1-9]\d* popular<\/p><p>Поиск дешёвых авиабилетов<\/p><p>outside the API: 404<\/p><\/main><\/div>/,
    );
    // Not the text written for pages the app draws.
    expect(html).not.toContain('Загрузка страницы');
    const data = ssrData(html);
    expect(data).toMatchObject({
      language: 'ru',
      mobile: false,
      queries: { 'getPopularRoutes({})': { status: 'fulfilled' } },
    });
    expect(res.headers.vary).toContain('user-agent');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is drawn for a phone when the browser says it is one (client hint, else user agent)', async () => {
    expect(ssrData((await get('/', { 'user-agent': PHONE })).body).mobile).toBe(true);
    expect(ssrData((await get('/', { 'user-agent': PHONE, 'sec-ch-ua-mobile': '?0' })).body).mobile).toBe(false);
    expect(ssrData((await get('/', { 'sec-ch-ua-mobile': '?1' })).body).mobile).toBe(true);
  });

  it('under a language prefix: drawn with that catalogue and Russian, the fallback', async () => {
    const html = (await get('/ky/')).body;
    expect(rootOf(html)).toContain('<h1>drawn /ky/ ky wide</h1><p>catalogues ky,ru</p>');
    expect(rootOf(html)).toContain('<p>Арзан авиабилеттерди издөө</p>');
    expect(html).toContain('<html lang="ky"');
  });

  it('styles as stylesheets (its lazy parts too); scripts and catalogues left to /hydrate.js, asked for after the paint', async () => {
    const html = (await get('/en/')).body;
    const headPart = html.slice(0, html.indexOf('</head>'));
    for (const css of ['/assets/index-E.css', '/assets/home-page-H.css', '/assets/form-F.css', '/assets/news-N.css']) {
      expect(headPart).toMatch(new RegExp(`<link rel="stylesheet" crossorigin href="${css}"`));
    }
    // Nothing that would be fetched before the first paint besides the styles.
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    expect(html).not.toMatch(/rel="modulepreload"|as="fetch"/);
    const loader =
      /<script type="module" src="\/hydrate.js" data-app="([^"]*)" data-fetch="([^"]*)" data-steps="[^"]*"><\/script>/.exec(
        html,
      );
    expect(loader).not.toBeNull();
    // The entry first, then what it and the page import; the lazy news block is not fetched up front.
    expect(loader![1]!.split(' ')).toEqual([
      '/assets/index-E.js',
      '/assets/react-R.js',
      '/assets/home-page-H.js',
      '/assets/form-F.js',
    ]);
    expect(loader![2]!.split(' ')).toEqual(['/locales/ru/translation.json', '/locales/en/translation.json']);
    // The entry's chunks, each after what it imports, for /hydrate.js to evaluate one task each before the entry.
    expect(/data-steps="([^"]*)"/.exec(html)?.[1]).toBe('/assets/runtime-U.js /assets/react-R.js');
  });

  it('each request is drawn afresh (a published change shows at once); the same page asked for meanwhile waits for it', async () => {
    await Promise.all([get('/zh/'), get('/zh/'), get('/zh/?ref=partner-1')]);
    expect(globalThis.__saparSsrCalls).toBe(1);
    await get('/zh/');
    expect(globalThis.__saparSsrCalls).toBe(2);
  });

  it('every public page is drawn: the FAQ, a route page, a news article', async () => {
    for (const url of ['/en/faq', '/flights/bishkek-moscow', '/offer']) {
      expect(rootOf((await get(url)).body)).toContain(`<h1>drawn ${url} `);
    }
  });

  it('a home URL that holds a search is drawn by the app as before, and so are private pages', async () => {
    const search = (await get('/?from=FRU&to=IST&date=01.12.2026&adults=1')).body;
    expect(search).toContain('Загрузка страницы');
    expect(search).not.toContain('hydrate.js');
    expect(search).toMatch(/<script type="module" crossorigin src="\/assets\/index-E.js"><\/script>/);
    const cabinet = await get('/personal-cabinet');
    expect(cabinet.body).not.toContain('hydrate.js');
    expect(globalThis.__saparSsrCalls).toBe(0);
  });

  it('the search page is drawn with its search, the one POST the renderer may make, in the language the app will pick', async () => {
    const res = await get('/search?from=FRU&to=IST&date=2030-12-01&adults=1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(
      '<h1>search /search?from=FRU&to=IST&date=2030-12-01&adults=1 en</h1><p>search: 200 with an id</p><p>booking: 404</p>',
    );
    // The language the web app detects: ?lng, then the cookie, then the browser's.
    expect(
      rootOf((await get('/search?from=FRU&to=IST', { 'accept-language': 'en', cookie: 'sapar_lng=ky' })).body),
    ).toContain(' ky</h1>');
    expect(rootOf((await get('/search?from=FRU&to=IST&lng=zh', { 'accept-language': 'en' })).body)).toContain(
      ' zh</h1>',
    );
    expect((await get('/search?from=FRU', { 'accept-language': 'en' })).statusCode).toBe(200);
  });

  it('the search page is never indexed, and comes with the styles and code of its results', async () => {
    const html = (await get('/search?from=FRU&to=IST&date=2030-12-01&adults=1')).body;
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain('<meta name="robots" content="noindex" />');
    expect(headPart).not.toMatch(/rel="canonical"|hreflang=|og:url/);
    expect(headPart).toContain('<link rel="stylesheet" crossorigin href="/assets/search-results-S.css" />');
    const loader = /<script type="module" src="\/hydrate.js" data-app="([^"]*)"/.exec(html);
    expect(loader![1]!.split(' ')).toContain('/assets/search-results-S.js');
    expect(html).toContain('<title>Авиабилеты онлайн');
  });

  it('two different searches are two drawings; the same search asked for meanwhile waits for the one', async () => {
    await Promise.all([get('/search?from=FRU&to=IST'), get('/search?from=FRU&to=IST'), get('/search?from=FRU&to=OSS')]);
    expect(globalThis.__saparSsrCalls).toBe(2);
  });

  it('the renderer’s API calls are not counted by the rate limit; a request that only claims to be one is', async () => {
    // Each page asks the API once more: 40 pages would be 80 requests of this address, past the limit of 60.
    for (let i = 0; i < 40; i += 1) {
      const res = await web.inject({ method: 'GET', url: `/?ref=r${i}`, remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toMatch(/<p>200: [1-9]\d* popular<\/p>/);
    }
    let limited = 0;
    for (let i = 0; i < RATE_LIMIT + 5; i += 1) {
      const res = await web.inject({
        method: 'GET',
        url: '/api/flights/routes/?popular=true',
        headers: { 'x-sapar-ssr': 'guess' },
        remoteAddress: '198.51.100.7',
      });
      if (res.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('a failed drawing is logged and the page is drawn by the app instead', async () => {
    const res = await get('/tr/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="tr"');
    expect(res.body).not.toContain('hydrate.js');
    expect(rootOf(res.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});

describe('an unprefixed public page moves first to the language the visitor reads', () => {
  it('the browser’s language: a 302 to its URL, the query kept; Vary names what decided', async () => {
    const res = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/');
    expect(res.headers.vary).toBe('accept-language, cookie');
    expect((await get('/?ref=p-7', { 'accept-language': 'zh-CN' })).headers.location).toBe('/zh/?ref=p-7');
  });

  it('a language chosen before (its cookie) wins over the browser’s, Russian included', async () => {
    expect((await get('/', { 'accept-language': 'en', cookie: 'a=1; sapar_lng=ru' })).statusCode).toBe(200);
    const ky = await get('/', { 'accept-language': 'ru', cookie: 'sapar_lng=ky' });
    expect(ky.statusCode).toBe(302);
    expect(ky.headers.location).toBe('/ky/');
    // A cookie naming no language of ours is ignored.
    expect((await get('/', { 'accept-language': 'tr', cookie: 'sapar_lng=xx' })).headers.location).toBe('/tr/');
  });

  it('a ?lng= link and a partner’s ?ref= are remembered by the server too, for a visitor who leaves before the scripts run', async () => {
    const moved = await get('/tours?lng=ky');
    expect(moved.statusCode).toBe(301);
    expect(cookiesOf(moved.headers['set-cookie'])).toEqual([
      ['sapar_lng=ky', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax', 'Secure'],
    ]);
    const partner = await get('/booking?ref=osh-travel-blog');
    expect(cookiesOf(partner.headers['set-cookie'])).toEqual([
      ['sapar_ref=osh-travel-blog', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'Secure'],
    ]);
    // A malformed code is not kept.
    expect((await get('/booking?ref=%3Cscript%3E')).headers['set-cookie']).toBeUndefined();
  });

  it('other public pages move too; a search is not moved (the app moves it, as before)', async () => {
    expect((await get('/faq', { 'accept-language': 'en' })).headers.location).toBe('/en/faq');
    expect((await get('/?from=FRU&to=IST&date=01.12.2026&adults=1', { 'accept-language': 'en' })).statusCode).toBe(200);
  });
});

describe('the not-found page', () => {
  it('is drawn by the renderer in the reader’s language, with 404 and noindex', async () => {
    const res = await get('/en/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<title>Page not found — Sapar</title>');
    expect(rootOf(res.body)).toMatch(/^<div id="root"><main><h1>drawn \/en\/no-such-page en wide<\/h1>/);
  });
});
