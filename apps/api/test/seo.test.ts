/**
 * What search engines read without JavaScript (issue 14): each public page's own title, description, canonical
 * URL, Open Graph and Twitter tags and hreflang alternates in the HTML, in the language of its ?lng=; robots.txt
 * keeping private pages out; the sitemap with every public page and article in every language.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../src/container.js';
import { loadConfig } from '../src/env.js';
import { createTestContext, type TestContext } from './helper.js';

const BASE = 'https://sapar.example';
const LOCALES = fileURLToPath(new URL('../../web/public/locales', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Sapar — авиабилеты онлайн" />
    <title>Sapar — авиабилеты</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestContext;
let web: FastifyInstance;
let newsSlug: string;
const tempDirs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'sapar-seo-web-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-seo-data-'));
  tempDirs.push(webDist, dataDir);
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  // The real catalogues, as the build copies them: the heads use the web app's own translations.
  await cp(LOCALES, path.join(webDist, 'locales'), { recursive: true });
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: ctx.config.jwtSecret,
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: BASE,
  });
  ({ app: web } = await createContainer({ config, database: ctx.database, inventory: ctx.app.flights.inventory }));
  await web.ready();
  newsSlug = (await web.inject({ method: 'GET', url: '/api/news?limit=1' })).json().results[0].slug;
}, 120_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const page = async (url: string) => {
  const res = await web.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res.body;
};
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe('public pages carry their own head', () => {
  it('FAQ in English: title, description, canonical, hreflang for all five languages, Open Graph and Twitter', async () => {
    const html = await page('/faq?lng=en');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Frequently asked questions — Sapar</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Answers about buying, paying for, exchanging and refunding tickets.',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/faq?lng=en`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ['ru', `${BASE}/faq?lng=ru`],
      ['ky', `${BASE}/faq?lng=ky`],
      ['en', `${BASE}/faq?lng=en`],
      ['tr', `${BASE}/faq?lng=tr`],
      ['zh-Hans', `${BASE}/faq?lng=zh`],
      ['x-default', `${BASE}/faq`],
    ]);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Frequently asked questions');
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${BASE}/faq?lng=en`);
    expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe('en_US');
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary');
    expect(html).toContain('<div id="root">');
  });

  it('the home page in Russian without ?lng=, and in Kyrgyz and Chinese with it', async () => {
    const ru = await page('/');
    expect(ru).toContain('<html lang="ru"');
    expect(ru).toContain('<title>Авиабилеты онлайн — Sapar</title>');
    expect(attr(ru, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/?lng=ru`);
    expect(await page('/?lng=ky')).toContain('<title>Онлайн авиабилеттер — Sapar</title>');
    const zh = await page('/?lng=cn');
    expect(zh).toContain('<html lang="zh-Hans"');
    expect(attr(zh, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/?lng=zh`);
    // Its heading and text are in the HTML, before and without any JavaScript.
    const ruRoot = ru.slice(ru.indexOf('<div id="root">'));
    expect(ruRoot).toMatch(/<h1[^>]*>Поиск дешёвых авиабилетов<\/h1>/);
    expect(ruRoot).toContain('Сравнивайте рейсы авиакомпаний и покупайте билеты из Бишкека, Оша');
    expect(ruRoot).toMatch(/role="status"[^>]*>Загрузка страницы...</);
    expect(await page('/?lng=en')).toMatch(/<h1[^>]*>[^<]+<\/h1><p[^>]*>Compare airline flights/);
    // An unknown language is the default one, never an error.
    expect(await page('/?lng=xx')).toContain('<title>Авиабилеты онлайн — Sapar</title>');
  });

  it('a news article: its own title and description in the language, og:type article and an absolute image', async () => {
    const news = (
      await web.inject({ method: 'GET', url: `/api/news/${newsSlug}`, headers: { 'accept-language': 'tr' } })
    ).json();
    const html = await page(`/news/${newsSlug}?lng=tr`);
    expect(html).toContain(`<title>${news.title} — Sapar</title>`);
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(html).toContain(`>${news.title}</h1><p`);
    expect(html).toContain(`>${news.desc}</p>`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${BASE}${news.main_image}`);
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/news/${newsSlug}?lng=tr`);
  });

  it('private pages, unknown articles and other paths get the plain page, with no canonical or alternates', async () => {
    for (const url of [
      '/personal-cabinet',
      '/ticket-payment',
      '/news/no-such-article',
      '/auth/login',
      '/search?from=BSZ',
    ]) {
      const html = await page(url);
      expect(html, url).toBe(INDEX_HTML);
    }
  });

  it('is compressed for a browser that accepts it, and revalidates with its ETag', async () => {
    const first = await web.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      '<title>Часто задаваемые вопросы — Sapar</title>',
    );
    const again = await web.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps private pages and the API out and points to the sitemap', async () => {
    const res = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const prefix of [
      '/api/',
      '/staff',
      '/personal-cabinet',
      '/ticket-payment',
      '/payment/',
      '/auth/',
      '/booking',
      '/search',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });

  it('sitemap.xml lists every public page and article in every language, each with all alternates', async () => {
    const res = await web.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => u.match(/<loc>([^<]+)<\/loc>/)![1]);
    for (const pagePath of [
      '/',
      '/faq',
      '/offer',
      '/privacy',
      '/tours',
      '/rail',
      '/partners',
      '/exchange-refund',
      '/board',
      `/news/${newsSlug}`,
    ]) {
      for (const lng of ['ru', 'ky', 'en', 'tr', 'zh']) expect(locs).toContain(`${BASE}${pagePath}?lng=${lng}`);
    }
    expect(
      locs.filter((loc) =>
        /^\/(personal-cabinet|ticket-payment|payment|auth|staff|booking|search|api)\b/.test(new URL(loc!).pathname),
      ),
    ).toEqual([]);
    for (const entry of urls) expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(6);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/faq"/>`);
  });

  it('both answer without the web build too (the API alone)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
  });
});
