/**
 * The OpenAPI document is built from the API's own schemas every time. The server renderer's bundle
 * carries its own copy of the contracts and of zod, whose schemas register under the same ids in
 * zod's process-wide registry when the bundle's parts load (lazily, as pages are drawn): the
 * document once answered 500 `Duplicate schema id "Ticket"` after some browsing and a purchase.
 * The renderer here is a stand-in whose lazily loaded part registers such copies as the real
 * bundle's do.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOne } from './booking-fixtures.js';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';

const ZOD = pathToFileURL(createRequire(import.meta.url).resolve('zod')).href;

/** A part of the bundle loaded on a page's first drawing: the contracts' schemas again, under their ids. */
const CHUNK = `
import { z } from ${JSON.stringify(ZOD)};
export const ticket = z.object({ id: z.string(), copy_in_the_bundle: z.boolean() }).meta({ id: 'Ticket' });
export const error = z.object({ detail: z.string(), copy_in_the_bundle: z.boolean() }).meta({ id: 'ErrorBody' });
export const readiness = z.object({ status: z.string(), copy_in_the_bundle: z.boolean() }).meta({ id: 'Readiness' });
`;
const RENDERER = `
export async function render(input) {
  globalThis.__saparChunkLoads = (globalThis.__saparChunkLoads ?? 0) + 1;
  await import('./chunk-contracts.js');
  return { html: '<main><h1>drawn ' + input.url + '</h1></main>', data: { language: input.language, mobile: input.mobile, queries: {} } };
}`;
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
const MANIFEST = { 'index.html': { file: 'assets/index-E.js', isEntry: true } };

declare global {
  var __saparChunkLoads: number | undefined;
}

let ctx: TestContext;
let web: FastifyInstance;
let root: string;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await mkdtemp(path.join(os.tmpdir(), 'sapar-openapi-'));
  const webDist = path.join(root, 'dist');
  await mkdir(path.join(webDist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await cp(LOCALES, path.join(webDist, 'locales'), { recursive: true });
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  await writeFile(path.join(root, 'dist-server', 'chunk-contracts.js'), CHUNK);
  web = await createSiblingApp(ctx, { DATA_DIR: path.join(root, 'data'), WEB_DIST_DIR: webDist });
}, 120_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('builds the same document, of the API own schemas, after pages were drawn and a purchase made', async () => {
    // The document as an app without a renderer builds it before anything was drawn (each app builds it once).
    const first = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(first.statusCode, first.body).toBe(200);

    for (const url of ['/', '/en/', '/ky/faq', '/en/privacy'])
      expect((await web.inject({ method: 'GET', url })).body, url).toContain('<h1>drawn');
    expect(globalThis.__saparChunkLoads).toBeGreaterThan(0);
    await bookOne({ ...ctx, app: web });

    const again = await web.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.statusCode, again.body).toBe(200);
    const twice = await web.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.body).toBe(again.body);
    expect(again.json()).toEqual(first.json());
    expect(again.body).not.toContain('copy_in_the_bundle');
    expect(Object.keys(again.json().components.schemas.Ticket.properties)).toContain('fare_family');
    // The documentation page reads the same document.
    expect((await web.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
