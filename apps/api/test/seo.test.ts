/**
 * What search engines read without JavaScript: each public page's own title, description, canonical
 * URL, Open Graph and Twitter tags, hreflang alternates and JSON-LD in the HTML, in the language of its path
 * (/en/faq; Russian without a prefix; an old ?lng= link moves there with a 301); route pages with their fares and
 * FAQ; robots.txt keeping private pages out; the sitemap with every public page, route page and article in every
 * language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PAGE_MODULE, PUBLIC_PAGES, ROUTE_PAGE_MODULE } from '../src/modules/seo/seo.pages.js';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';

const BASE = 'https://sapar.example';
const LOCALES = fileURLToPath(new URL('../../web/public/locales', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Sapar — авиабилеты онлайн" />
    <title>Sapar — авиабилеты</title>
  </head>
  <body>
    <noscript>Для работы сайта нужен JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;
/** A build manifest in Vite's shape: the entry with its vendor chunk, the home page's lazy chunk with what it imports. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_form-F.js': { file: 'assets/form-F.js', imports: ['_react-R.js', 'index.html'], css: ['assets/form-F.css'] },
  'src/pages/home-page.tsx': {
    file: 'assets/home-page-H.js',
    isDynamicEntry: true,
    imports: ['_react-R.js', 'index.html', '_form-F.js'],
    css: ['assets/home-page-H.css'],
  },
};

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
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // The real catalogues, as the build copies them: the heads use the web app's own translations.
  await cp(LOCALES, path.join(webDist, 'locales'), { recursive: true });
  web = await createSiblingApp(ctx, { DATA_DIR: dataDir, WEB_DIST_DIR: webDist, PUBLIC_URL: BASE });
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
    const html = await page('/en/faq');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Frequently asked questions — Sapar</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Answers about buying, paying for, exchanging and refunding tickets.',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/en/faq`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ['ru', `${BASE}/faq`],
      ['ky', `${BASE}/ky/faq`],
      ['en', `${BASE}/en/faq`],
      ['tr', `${BASE}/tr/faq`],
      ['zh-Hans', `${BASE}/zh/faq`],
      ['x-default', `${BASE}/faq`],
    ]);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Frequently asked questions');
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${BASE}/en/faq`);
    expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe('en_US');
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary');
    expect(html).toContain('<div id="root">');
  });

  it('the home page in Russian without a prefix, and in Kyrgyz and Chinese under theirs', async () => {
    const ru = await page('/');
    expect(ru).toContain('<html lang="ru"');
    expect(ru).toContain('<title>Авиабилеты онлайн — Sapar</title>');
    expect(attr(ru, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/`);
    expect(await page('/ky/')).toContain('<title>Онлайн авиабилеттер — Sapar</title>');
    expect(await page('/ky')).toContain('<title>Онлайн авиабилеттер — Sapar</title>');
    const zh = await page('/zh/');
    expect(zh).toContain('<html lang="zh-Hans"');
    expect(attr(zh, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/zh/`);
    // Its heading and text are in the HTML, before and without any JavaScript.
    const ruRoot = ru.slice(ru.indexOf('<div id="root">'));
    expect(ruRoot).toMatch(/<h1[^>]*>Поиск дешёвых авиабилетов<\/h1>/);
    expect(ruRoot).toContain('Сравнивайте рейсы авиакомпаний и покупайте билеты из Бишкека, Оша');
    expect(ruRoot).toMatch(/role="status"[^>]*>Загрузка страницы...</);
    expect(await page('/en/')).toMatch(/<h1[^>]*>[^<]+<\/h1><p[^>]*>Compare airline flights/);
    // An unknown language is the default one, never an error.
    expect(await page('/?lng=xx')).toContain('<title>Авиабилеты онлайн — Sapar</title>');
  });

  it('a news article: its own title and description in the language, og:type article and an absolute image', async () => {
    const news = (
      await web.inject({ method: 'GET', url: `/api/news/${newsSlug}`, headers: { 'accept-language': 'tr' } })
    ).json();
    const html = await page(`/tr/news/${newsSlug}`);
    expect(html).toContain(`<title>${news.title} — Sapar</title>`);
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(html).toContain(`>${news.title}</h1><p`);
    expect(html).toContain(`>${news.desc}</p>`);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${BASE}${news.main_image}`);
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/tr/news/${newsSlug}`);
  });

  it('private pages get the plain page, with no canonical or alternates', async () => {
    for (const url of ['/personal-cabinet', '/ticket-payment', '/auth/login', '/search?from=BSZ']) {
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
      for (const prefix of ['', '/ky', '/en', '/tr', '/zh']) {
        expect(locs).toContain(`${BASE}${prefix}${prefix && pagePath === '/' ? '/' : pagePath}`);
      }
    }
    expect(
      locs.filter((loc) =>
        /^\/(personal-cabinet|ticket-payment|payment|auth|staff|booking|search|api)\b/.test(new URL(loc!).pathname),
      ),
    ).toEqual([]);
    for (const entry of urls) expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(6);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/faq"/>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${BASE}/zh/faq"/>`);
  });

  it('sitemap.xml lists every route page in every language with its alternates', async () => {
    const body = (await web.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const routes = (await web.inject({ method: 'GET', url: '/api/flights/routes/' })).json().routes as {
      slug: string;
    }[];
    expect(routes.length).toBeGreaterThan(10);
    for (const { slug } of routes) {
      for (const prefix of ['', '/ky', '/en', '/tr', '/zh'])
        expect(body).toContain(`<loc>${BASE}${prefix}/flights/${slug}</loc>`);
    }
    const entry = body.match(/<url>\s*<loc>[^<]*\/en\/flights\/bishkek-moscow<\/loc>([\s\S]*?)<\/url>/)![1]!;
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['ru', `${BASE}/flights/bishkek-moscow`],
      ['ky', `${BASE}/ky/flights/bishkek-moscow`],
      ['en', `${BASE}/en/flights/bishkek-moscow`],
      ['tr', `${BASE}/tr/flights/bishkek-moscow`],
      ['zh-Hans', `${BASE}/zh/flights/bishkek-moscow`],
      ['x-default', `${BASE}/flights/bishkek-moscow`],
    ]);
  });

  it('both answer without the web build too (the API alone)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
  });
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
  );
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('route pages and the language in the path', () => {
  it('a route page in English: heading, fares by day and FAQ in the HTML, with its head and JSON-LD', async () => {
    const html = await page('/en/flights/bishkek-moscow');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Flights Bishkek — Moscow — Sapar</title>');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/en/flights/bishkek-moscow`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates).toEqual(['ru', 'ky', 'en', 'tr', 'zh-Hans', 'x-default']);
    expect(attr(html, /<link rel="alternate" hreflang="ky" href="([^"]*)"/)).toBe(`${BASE}/ky/flights/bishkek-moscow`);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^Flights Bishkek — Moscow from [\d,]+ som: the lowest fares by day/,
    );

    const route = (
      await web.inject({
        method: 'GET',
        url: '/api/flights/routes/bishkek-moscow/',
        headers: { 'accept-language': 'en' },
      })
    ).json();
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Flights Bishkek — Moscow<\/h1>/);
    expect(root).toMatch(/<h2[^>]*>Cheapest tickets by day<\/h2>/);
    const cells = [...root.matchAll(/<tr><th[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td><\/tr>/g)];
    expect(cells).toHaveLength(route.days.length);
    const firstPriced = route.days.findIndex((d: { price: number | null }) => d.price !== null);
    expect(cells[firstPriced]![2]).toBe(
      `from ${new Intl.NumberFormat('en').format(route.days[firstPriced].price)} som`,
    );
    expect(root).toMatch(
      /<h3[^>]*>How much is a ticket Bishkek — Moscow\?<\/h3><p[^>]*>The cheapest ticket in the next four weeks costs/,
    );
    expect(root).toContain('Are there direct flights Bishkek — Moscow?');

    const data = jsonLd(html);
    expect(data.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    const breadcrumbs = data[0] as unknown as { itemListElement: { position: number; name: string; item: string }[] };
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Air tickets', item: `${BASE}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Flights Bishkek — Moscow', item: `${BASE}/en/flights/bishkek-moscow` },
    ]);
    const faq = data[1] as unknown as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity[0]!.name).toBe('How much is a ticket Bishkek — Moscow?');
    expect(faq.mainEntity.every((q) => q['@type'] === 'Question' && q.acceptedAnswer.text.length > 10)).toBe(true);
  });

  it('the same route page in Russian without a prefix and in Chinese under its own', async () => {
    const ru = await page('/flights/bishkek-moscow');
    expect(ru).toContain('<html lang="ru"');
    expect(ru).toContain('<title>Авиабилеты Бишкек — Москва — Sapar</title>');
    expect(attr(ru, /<link rel="canonical" href="([^"]*)"/)).toBe(`${BASE}/flights/bishkek-moscow`);
    expect(rootOf(ru)).toMatch(/<h1[^>]*>Авиабилеты Бишкек — Москва<\/h1>/);
    expect(rootOf(ru)).toContain('Самые дешёвые билеты по дням');
    // The build's note for browsers without JavaScript moves into the page's text, not under it.
    expect(ru.match(/<noscript>/g)).toHaveLength(1);
    expect(rootOf(ru)).toContain('<noscript>Для работы сайта нужен JavaScript.</noscript>');
    const zh = await page('/zh/flights/moscow-bishkek');
    expect(zh).toContain('<html lang="zh-Hans"');
    expect(rootOf(zh)).toMatch(/<h1[^>]*>莫斯科 — 比什凯克 机票<\/h1>/);
  });

  it('an unknown route is the site’s 404; a private page under a language prefix is not a page of its own', async () => {
    const unknown = await web.inject({ method: 'GET', url: '/en/flights/bishkek-atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect(unknown.body).toContain('<title>Page not found — Sapar</title>');
    expect((await web.inject({ method: 'GET', url: '/flights/nowhere' })).statusCode).toBe(404);
    expect(await page('/en/personal-cabinet')).toBe(INDEX_HTML);
  });

  it('a path the site has no page at: 404, noindex, the not-found page in the reader’s language', async () => {
    const ru = await web.inject({ method: 'GET', url: '/no-such-page' });
    expect(ru.statusCode).toBe(404);
    expect(ru.body).toContain('<meta name="robots" content="noindex" />');
    expect(ru.body).not.toContain('rel="canonical"');
    expect(ru.body).toContain('<title>Страница не найдена — Sapar</title>');
    expect(rootOf(ru.body)).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
    const zh = await web.inject({ method: 'GET', url: '/zh/no-such-page' });
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain('<title>页面未找到 — Sapar</title>');
    const ky = await web.inject({ method: 'GET', url: '/some/old-link', headers: { 'accept-language': 'ky' } });
    expect(ky.statusCode).toBe(404);
    expect(ky.body).toContain('<title>Барак табылган жок — Sapar</title>');
    expect((await web.inject({ method: 'GET', url: '/news/no-such-article' })).statusCode).toBe(404);
    // The app's own pages stay pages.
    expect((await web.inject({ method: 'GET', url: '/booking/K7M2QX' })).statusCode).toBe(200);
    expect((await web.inject({ method: 'GET', url: '/tours/issyk-kul' })).statusCode).toBe(200);
  });

  it('an old ?lng= link to a public page moves to its path for good; ?lng=ru and private pages stay', async () => {
    const moved = await web.inject({ method: 'GET', url: '/faq?lng=en&utm_source=x' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/faq?utm_source=x');
    expect((await web.inject({ method: 'GET', url: '/?lng=cn' })).headers.location).toBe('/zh/');
    expect((await web.inject({ method: 'GET', url: '/flights/bishkek-moscow?lng=ky' })).headers.location).toBe(
      '/ky/flights/bishkek-moscow',
    );
    expect(await page('/faq?lng=ru')).toContain('<title>Часто задаваемые вопросы — Sapar</title>');
    expect(await page('/search?lng=en')).toBe(INDEX_HTML);
  });

  it('JSON-LD: Organization on the home page, FAQPage on the FAQ, NewsArticle and BreadcrumbList on news', async () => {
    const home = jsonLd(await page('/en/'));
    expect(home.map((d) => d['@type'])).toEqual(['Organization']);
    expect(home[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Sapar',
      url: `${BASE}/`,
      email: 'info@sapar.kg',
    });
    // The home page links to popular route pages in its HTML, in its language.
    expect(rootOf(await page('/en/'))).toMatch(/<a href="\/en\/flights\/bishkek-[a-z]+">Bishkek — /);

    const faq = jsonLd(await page('/faq'));
    expect(faq.map((d) => d['@type'])).toEqual(['FAQPage']);
    const questions = (faq[0] as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] })
      .mainEntity;
    expect(questions.length).toBeGreaterThan(3);
    for (const q of questions) expect(q.acceptedAnswer.text).not.toMatch(/<[a-z]/i);

    const news = jsonLd(await page(`/en/news/${newsSlug}`));
    expect(news.map((d) => d['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(news[0]).toMatchObject({ mainEntityOfPage: `${BASE}/en/news/${newsSlug}`, inLanguage: 'en' });
    expect(String(news[0]!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((news[1] as unknown as { itemListElement: unknown[] }).itemListElement).toHaveLength(2);
  });
});

describe('what the first screen needs is asked for with the HTML', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[2] ?? '');

  it('the home page preloads its own chunk, what it imports and its styles, but not the entry’s files again', async () => {
    const html = await page('/');
    expect(preloads(html)).toEqual(
      expect.arrayContaining([
        '/assets/home-page-H.js',
        '/assets/form-F.js',
        '/assets/home-page-H.css',
        '/assets/form-F.css',
      ]),
    );
    expect(preloads(html)).not.toContain('/assets/react-R.js');
    expect(preloads(html)).not.toContain('/assets/index-E.js');
    // Styles are preloaded, not linked: they must not hold back the first paint.
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*home-page-H\.css/);
    expect(html.indexOf('home-page-H.js')).toBeLessThan(html.indexOf('</head>'));
    // Russian comes with the build's own preload; no other catalogue for a Russian browser.
    expect(preloads(html).filter((href) => href.startsWith('/locales/'))).toEqual([]);
  });

  it('the catalogue of the page’s language, or of the browser’s on a page without a prefix', async () => {
    expect(preloads(await page('/en/faq'))).toContain('/locales/en/translation.json');
    const res = await web.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' },
    });
    expect(preloads(res.body)).toContain('/locales/tr/translation.json');
    expect(res.headers.vary).toMatch(/accept-language/);
    // The URL's language wins over the browser's: /zh/ preloads Chinese only.
    const zh = await web.inject({ method: 'GET', url: '/zh/', headers: { 'accept-language': 'tr' } });
    expect(preloads(zh.body).filter((href) => href.startsWith('/locales/'))).toEqual(['/locales/zh/translation.json']);
  });

  it('every page module named for preloading is a page of the web app’s routes', () => {
    const routes = readFileSync(fileURLToPath(new URL('../../web/src/app/routes/routes.tsx', import.meta.url)), 'utf8');
    for (const module of [...PUBLIC_PAGES.map((p) => p.module), NEWS_PAGE_MODULE, ROUTE_PAGE_MODULE]) {
      expect(existsSync(fileURLToPath(new URL(`../../web/${module}`, import.meta.url))), module).toBe(true);
      expect(routes, module).toContain(`import('@/pages/${path.basename(module, '.tsx')}')`);
    }
  });
});
