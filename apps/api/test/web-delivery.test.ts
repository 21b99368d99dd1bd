/**
 * How the web app and the public API reads reach a phone: the build's precompressed files sent as they
 * are (brotli, else gzip, else raw), hashed assets cached for a year, HTML revalidated with its ETag, and news and
 * locations cached for a minute with an ETag that answers 304 when nothing changed.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const HTML = '<!doctype html><html lang="ru"><title>Sapar</title><div id="root"></div></html>';

let ctx: TestContext;
let web: FastifyInstance;
const tempDirs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'sapar-web-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-web-data-'));
  tempDirs.push(webDist, dataDir);
  await mkdir(path.join(webDist, 'assets'));
  // What the Vite build writes: each text file with its .br and .gz beside it.
  for (const [name, body] of [
    ['index.html', HTML],
    ['assets/app-Ab12Cd34.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(webDist, name), body);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(body));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(body));
  }
  web = await createSiblingApp(ctx, { DATA_DIR: dataDir, WEB_DIST_DIR: webDist });
}, 120_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the web build', () => {
  it('sends a hashed script precompressed (brotli, else gzip, else raw) and cached for a year', async () => {
    const br = await web.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await web.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const raw = await web.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(SCRIPT);
  });

  it('sends the page with no-cache and an ETag, and 304 when the browser has it', async () => {
    // A private page: the build's index.html as it is (public pages get their own head, see seo.test.ts).
    const page = await web.inject({ method: 'GET', url: '/personal-cabinet', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(HTML);
    const etag = String(page.headers.etag);
    expect(etag).toBeTruthy();
    const again = await web.inject({
      method: 'GET',
      url: '/personal-cabinet',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a client route the same page, uncached by the browser', async () => {
    const page = await web.inject({ method: 'GET', url: '/booking/ABC123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const compressed = await web.inject({
      method: 'GET',
      url: '/booking/ABC123',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(HTML);
  });

  it('answers an unknown asset 404, not the page', async () => {
    const missing = await web.inject({
      method: 'GET',
      url: '/assets/gone-00000000.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('public API reads', () => {
  // News is revalidated on every read, so an editor's change shows at once; locations are kept a minute.
  it.each([
    ['/api/news?limit=3', 'public, max-age=0'],
    ['/api/locations/?q=Бишкек', 'public, max-age=60'],
    ['/api/locations/', 'public, max-age=60'],
  ])('%s: cached per language (%s), with an ETag that answers 304', async (url, cacheControl) => {
    const first = await ctx.app.inject({ method: 'GET', url: encodeURI(url), headers: { 'accept-language': 'en' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(cacheControl);
    expect(String(first.headers.vary)).toMatch(/accept-language/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const same = await ctx.app.inject({
      method: 'GET',
      url: encodeURI(url),
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);

    // Another language is another answer: the old tag does not match it.
    const russian = await ctx.app.inject({
      method: 'GET',
      url: encodeURI(url),
      headers: { 'accept-language': 'ru', 'if-none-match': etag },
    });
    expect(russian.statusCode).toBe(200);
    expect(russian.headers.etag).not.toBe(etag);
  });

  it('a news item is revalidated too; a missing one and bad input are not cached', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/news?limit=1' })).json();
    const slug = list.results[0].slug as string;
    const item = await ctx.app.inject({ method: 'GET', url: `/api/news/${slug}` });
    expect(item.statusCode).toBe(200);
    expect(item.headers['cache-control']).toBe('public, max-age=0');
    expect(item.headers.etag).toBeTruthy();

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/news/no-such-news' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe('public, max-age=0');
    expect(missing.headers.etag).toBeUndefined();

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/news?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });

  it('private answers are never publicly cached', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/' });
    expect(me.statusCode).toBe(401);
    expect(String(me.headers['cache-control'] ?? '')).not.toMatch(/public/);
    expect(me.headers.etag).toBeUndefined();
  });
});
