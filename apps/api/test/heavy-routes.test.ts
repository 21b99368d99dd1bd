/**
 * CPU-heavy public answers: the privacy PDF is drawn once per version and language (a staff edit
 * draws the next), and PDFs and server-drawn pages have per-IP limits of their own that answer 429
 * with a translated detail and Retry-After.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PrivacyPdf from '../src/modules/content/privacy-pdf.js';
import { call, nextIp } from './accounts-fixtures.js';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';
import { createStaff } from './staff-fixtures.js';

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/modules/content/privacy-pdf.js', async (importOriginal) => {
  const original = await importOriginal<typeof PrivacyPdf>();
  return {
    ...original,
    renderPagePdf: (...args: Parameters<typeof original.renderPagePdf>) => {
      drawn.count += 1;
      return original.renderPagePdf(...args);
    },
  };
});

const LOCALES = fileURLToPath(new URL('../../web/public/locales', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Sapar" />
    <title>Sapar</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
  </head>
  <body>
    <div id="root"><div role="status">Загрузка страницы...</div></div>
  </body>
</html>`;
const RENDERER = `
export async function render(input) {
  return { html: '<main><h1>drawn ' + input.url + '</h1></main>', data: { language: input.language, mobile: input.mobile, queries: {} } };
}`;

let ctx: TestContext;
let limited: FastifyInstance;
let root: string;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await mkdtemp(path.join(os.tmpdir(), 'sapar-heavy-'));
  const webDist = path.join(root, 'dist');
  await mkdir(path.join(webDist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-E.js', isEntry: true } }),
  );
  await cp(LOCALES, path.join(webDist, 'locales'), { recursive: true });
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  limited = await createSiblingApp(ctx, {
    DATA_DIR: path.join(root, 'data'),
    WEB_DIST_DIR: webDist,
    PAGE_RATE_LIMIT_MAX: '3',
    PDF_RATE_LIMIT_MAX: '2',
  });
}, 120_000);

afterAll(async () => {
  await limited?.close();
  await ctx?.close();
  await rm(root, { recursive: true, force: true });
});

const privacyPdf = (app: FastifyInstance, lang: string, headers: Record<string, string> = {}, ip = nextIp()) =>
  app.inject({ method: 'GET', url: `/api/pages/privacy/pdf?lang=${lang}`, headers, remoteAddress: ip });

describe('the privacy PDF', () => {
  it('is drawn once per version and language, with an ETag; a staff edit draws the next version', async () => {
    drawn.count = 0;
    const first = await privacyPdf(ctx.app, 'en');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const second = await privacyPdf(ctx.app, 'en');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(etag);
    // Asked for together: drawn once for all of them.
    const together = await Promise.all([
      privacyPdf(ctx.app, 'ky'),
      privacyPdf(ctx.app, 'ky'),
      privacyPdf(ctx.app, 'ky'),
    ]);
    expect(new Set(together.map((res) => res.headers.etag)).size).toBe(1);
    expect(drawn.count).toBe(2);
    const unchanged = await privacyPdf(ctx.app, 'en', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(drawn.count).toBe(2);

    const editor = await createStaff(ctx, ['editor']);
    const published = await call(
      ctx,
      'POST',
      '/api/staff/pages/privacy/',
      {
        title: { ru: 'Политика конфиденциальности', en: 'Privacy policy' },
        content: { ru: '<h2>Редакция 3</h2><p>Мы храним данные.</p>', en: '<h2>Version 3</h2><p>We keep data.</p>' },
      },
      { token: editor.access },
    );
    expect(published.statusCode, published.body).toBe(200);
    const edited = await privacyPdf(ctx.app, 'en', { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(drawn.count).toBe(3);
    expect((await privacyPdf(ctx.app, 'en')).headers.etag).toBe(edited.headers.etag);
    expect(drawn.count).toBe(3);
  });
});

describe('limits of the CPU-heavy public answers', () => {
  it('PDFs: 429 with a translated detail past PDF_RATE_LIMIT_MAX a minute from one address, each route on its own', async () => {
    const ip = nextIp();
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await privacyPdf(limited, 'en', {}, ip)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const refused = await privacyPdf(limited, 'en', { 'accept-language': 'ky' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.json().detail).toMatch(/[а-яөүң]/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await privacyPdf(limited, 'en')).statusCode).toBe(200);

    const receipt = () =>
      limited.inject({ method: 'GET', url: '/api/booking/SPR000000/receipt.pdf', remoteAddress: ip });
    const receipts = [];
    for (let i = 0; i < 3; i += 1) receipts.push((await receipt()).statusCode);
    expect(receipts.slice(0, 2)).not.toContain(429);
    expect(receipts[2]).toBe(429);
  });

  it('server-drawn pages: 429 past PAGE_RATE_LIMIT_MAX a minute from one address', async () => {
    const ip = nextIp();
    const page = (url: string, address = ip) =>
      limited.inject({ method: 'GET', url, headers: { 'accept-language': 'en' }, remoteAddress: address });
    const drawnPages = [];
    for (const url of ['/en/', '/en/faq', '/en/privacy']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      drawnPages.push(res.body.includes('<h1>drawn'));
    }
    expect(drawnPages).toEqual([true, true, true]);
    for (const url of ['/en/', '/ky/faq']) {
      const refused = await page(url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.json().detail).toMatch(/try again in \d+ s/i);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await page('/en/faq', nextIp())).statusCode).toBe(200);
    // The API itself stays within its own, higher limit.
    expect((await limited.inject({ method: 'GET', url: '/api/faq/', remoteAddress: ip })).statusCode).toBe(200);
  });
});
