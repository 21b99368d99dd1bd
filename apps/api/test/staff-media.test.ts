/**
 * Uploaded images are deleted: `DELETE /api/staff/media/{id}/` refuses, naming where, while a news item,
 * a tour, a page or an FAQ answer uses the image, and otherwise removes the row and every file of it; the
 * housekeeping sweep removes uploads nothing used a day after they came. And a published change shows at once: the
 * public API and the server-rendered HTML (with its ETag) follow each kind of content on the next request.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_USAGE_FINDERS } from '../src/app.js';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping.js';
import { call, nextIp } from './accounts-fixtures.js';
import { queryRows } from './aftersales-fixtures.js';
import { createSiblingApp, createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const LOCALES = fileURLToPath(new URL('../../web/public/locales', import.meta.url));
let ctx: TestContext;
let web: FastifyInstance;
let editor: TestStaff;
let admin: TestStaff;
let agent: TestStaff;
const tempDirs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  [editor, admin, agent] = await Promise.all([
    createStaff(ctx, ['editor']),
    createStaff(ctx, ['admin']),
    createStaff(ctx, ['agent']),
  ]);
  // A second app on the same database that also serves the web build, for the server-rendered pages.
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'sapar-media-web-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-media-data-'));
  tempDirs.push(webDist, dataDir);
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>Sapar</title></head><body><div id="root"></div></body></html>',
  );
  await cp(LOCALES, path.join(webDist, 'locales'), { recursive: true });
  web = await createSiblingApp(ctx, { DATA_DIR: dataDir, WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://sapar.example' });
}, 120_000);

afterAll(async () => {
  await web?.close();
  await ctx?.close();
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const as = (
  staff: TestStaff | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) => call(ctx, method, url, payload, { ...(staff ? { token: staff.access } : {}), lang });

/** A news item by the editor, in Russian, with `html` as its text; answers the created item (201 checked). */
async function postNews(slug: string, mainImage: string, html: string, status: 'draft' | 'published') {
  const created = await as(editor, 'POST', '/api/staff/news/', {
    slug,
    title: { ru: 'Новость' },
    desc: { ru: 'Кратко.' },
    content: { ru: html },
    main_image: mainImage,
    gallery: [],
    status,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created;
}

async function uploadImage(staff: TestStaff = editor): Promise<{ id: string; url: string }> {
  const data = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const encoded = new Response(form);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/media/',
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `JWT ${staff.access}` },
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const folderOf = (id: string) => path.join(ctx.config.dataDir, 'media', id);
const filesExist = (id: string) =>
  ['480.webp', '960.webp', '1200.webp', '480.avif', '960.avif', '1200.avif'].every((name) =>
    existsSync(path.join(folderOf(id), name)),
  );
const mediaRows = async (id: string) =>
  (await queryRows<{ n: number }>(ctx, sql`select count(*)::int as n from media where id = ${id}`))[0]!.n;

const tourBody = (slug: string, image: string) => ({
  slug,
  kind: 'domestic',
  title: { ru: `Тур ${slug}`, en: `Tour ${slug}` },
  summary: { ru: 'Коротко.' },
  region: { ru: 'Чуй' },
  description: { ru: '<p>Описание.</p>' },
  includes: [],
  image,
  price_from: 9900,
  duration_days: 2,
  start_days: ['08-01'],
});

describe('DELETE /api/staff/media/{id}/', () => {
  it('deletes an unused upload: its row and every WebP file are gone, and the audit log says who', async () => {
    const media = await uploadImage();
    expect(filesExist(media.id)).toBe(true);
    const res = await as(editor, 'DELETE', `/api/staff/media/${media.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await mediaRows(media.id)).toBe(0);
    expect(existsSync(folderOf(media.id))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=media&id=${media.id}`)).json();
    expect(
      audit.results.map((e: { action: string; staff: { email: string } | null }) => [e.action, e.staff?.email]),
    ).toEqual([
      ['deleted', editor.email],
      ['uploaded', editor.email],
    ]);
    // Again: it is gone (404, translated).
    const again = await as(editor, 'DELETE', `/api/staff/media/${media.id}/`, undefined, 'ru');
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Изображение не найдено.');
  });

  it('refuses with 409 while a news item or a tour uses the image, naming it in the reader’s language; deletes once they let go', async () => {
    const media = await uploadImage();
    const news = await postNews('media-in-use', media.id, '<p>Текст.</p>', 'draft');
    const tour = await as(editor, 'POST', '/api/staff/tours/', tourBody('media-in-use-tour', media.id));
    expect(tour.statusCode, tour.body).toBe(201);

    const en = await as(editor, 'DELETE', `/api/staff/media/${media.id}/`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'media_in_use',
      detail:
        'The image cannot be deleted: it is used by news item «media-in-use», tour «media-in-use-tour». Remove it from there first.',
    });
    const ky = await as(editor, 'DELETE', `/api/staff/media/${media.id}/`, undefined, 'ky');
    expect(ky.json().detail).toBe(
      'Сүрөттү өчүрүүгө болбойт: ал колдонулуп жатат — жаңылык «media-in-use», тур «media-in-use-tour». Адегенде аны ал жерден алып салыңыз.',
    );
    // Nothing changed.
    expect(await mediaRows(media.id)).toBe(1);
    expect(filesExist(media.id)).toBe(true);

    expect((await as(editor, 'DELETE', `/api/staff/news/${news.json().id}/`)).statusCode).toBe(204);
    const stillTour = await as(editor, 'DELETE', `/api/staff/media/${media.id}/`, undefined, 'ru');
    expect(stillTour.statusCode).toBe(409);
    expect(stillTour.json().detail).toBe(
      'Изображение нельзя удалить: оно используется — тур «media-in-use-tour». Сначала уберите его оттуда.',
    );
    expect((await as(editor, 'DELETE', `/api/staff/tours/${tour.json().id}/`)).statusCode).toBe(204);
    expect((await as(admin, 'DELETE', `/api/staff/media/${media.id}/`)).statusCode).toBe(204);
    expect(existsSync(folderOf(media.id))).toBe(false);
  });

  it('counts an image inside the HTML of a news text, a page or an FAQ answer as used', async () => {
    const inNews = await uploadImage();
    const inPage = await uploadImage();
    const inFaq = await uploadImage();
    const cover = await uploadImage();
    await postNews('html-image', cover.id, `<p>Фото:</p><img src="${inNews.url}" alt="">`, 'draft');
    const page = await as(editor, 'POST', '/api/staff/pages/offer/', {
      title: { ru: 'Оферта' },
      content: { ru: `<p>Схема:</p><img src="${inPage.url}" alt="">` },
    });
    expect(page.statusCode, page.body).toBe(200);
    const faq = (await as(editor, 'GET', '/api/staff/faq/')).json();
    const question = faq.categories[0].questions[0];
    expect(
      (
        await as(editor, 'PATCH', `/api/staff/faq/questions/${question.id}/`, {
          answer: { ru: `<p>Так:</p><img src="${inFaq.url}" alt="">` },
        })
      ).statusCode,
    ).toBe(200);

    expect((await as(editor, 'DELETE', `/api/staff/media/${inNews.id}/`)).json().detail).toContain(
      'news item «html-image»',
    );
    expect((await as(editor, 'DELETE', `/api/staff/media/${inPage.id}/`)).json().detail).toContain('page «offer»');
    expect((await as(editor, 'DELETE', `/api/staff/media/${inFaq.id}/`)).json().detail).toContain(
      `FAQ question «${question.slug}»`,
    );
    for (const id of [inNews.id, inPage.id, inFaq.id]) expect(filesExist(id)).toBe(true);
    // A page keeps its earlier versions: an image the current text dropped is still used by the version that had it.
    expect(
      (
        await as(editor, 'POST', '/api/staff/pages/offer/', {
          title: { ru: 'Оферта' },
          content: { ru: '<p>Без схемы.</p>' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(editor, 'DELETE', `/api/staff/media/${inPage.id}/`)).statusCode).toBe(409);
  });

  it('is for editors and admins: an agent gets 403, no token 401, a malformed id 400', async () => {
    const media = await uploadImage();
    expect((await as(agent, 'DELETE', `/api/staff/media/${media.id}/`)).statusCode).toBe(403);
    expect((await as(null, 'DELETE', `/api/staff/media/${media.id}/`)).statusCode).toBe(401);
    expect((await as(editor, 'DELETE', '/api/staff/media/not-a-uuid/')).statusCode).toBe(400);
    expect(filesExist(media.id)).toBe(true);
  });
});

describe('housekeeping sweeps unused uploads', () => {
  it('removes uploads nothing used for a day (rows and files), keeps fresh ones and used ones', async () => {
    const oldUnused = await uploadImage();
    const freshUnused = await uploadImage();
    const oldUsed = await uploadImage();
    const tour = await as(editor, 'POST', '/api/staff/tours/', tourBody('sweep-keeps-me', oldUsed.id));
    expect(tour.statusCode, tour.body).toBe(201);
    await ctx.app.db.execute(
      sql`update media set created_at = now() - interval '25 hours' where id in (${oldUnused.id}, ${oldUsed.id})`,
    );

    const sweep = { dataDir: ctx.config.dataDir, usedBy: MEDIA_USAGE_FINDERS };
    const result = await runHousekeeping(ctx.app.db, sweep);
    expect(result.media).toBeGreaterThanOrEqual(1);
    expect(await mediaRows(oldUnused.id)).toBe(0);
    expect(existsSync(folderOf(oldUnused.id))).toBe(false);
    expect(await mediaRows(freshUnused.id)).toBe(1);
    expect(filesExist(freshUnused.id)).toBe(true);
    expect(await mediaRows(oldUsed.id)).toBe(1);
    expect(filesExist(oldUsed.id)).toBe(true);
    // Audited as done by nobody (the system).
    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=media&id=${oldUnused.id}`)).json();
    expect(audit.results[0]).toMatchObject({ action: 'deleted', staff: null });
    expect((await runHousekeeping(ctx.app.db, sweep)).media).toBe(0);
  });
});

describe('AVIF copies of earlier uploads', () => {
  it('are made by housekeeping from the WebP copies, once', async () => {
    const media = await uploadImage();
    const avif = ['480.avif', '960.avif', '1200.avif'].map((name) => path.join(folderOf(media.id), name));
    // As an upload from before AVIF copies were made.
    await Promise.all(avif.map((file) => rm(file)));
    const sweep = { dataDir: ctx.config.dataDir, usedBy: MEDIA_USAGE_FINDERS };
    expect((await runHousekeeping(ctx.app.db, sweep)).avifCopies).toBeGreaterThanOrEqual(3);
    for (const [i, file] of avif.entries()) {
      const meta = await sharp(file).metadata();
      expect({ format: meta.format, compression: meta.compression, width: meta.width }).toEqual({
        format: 'heif',
        compression: 'av1',
        width: [480, 960, 1200][i],
      });
    }
    expect(existsSync(`${avif[0]}.part`)).toBe(false);
    expect((await runHousekeeping(ctx.app.db, sweep)).avifCopies).toBe(0);
  });
});

describe('an upload inside rich text', () => {
  it('is offered to readers in every copy, AVIF and WebP, each of which is served', async () => {
    const media = await uploadImage();
    const created = await postNews(
      'news-with-photo',
      media.id,
      `<p>Фото:</p><img src="${media.url}" alt="Ала-Арча">`,
      'published',
    );
    const { content } = (await ctx.app.inject({ method: 'GET', url: '/api/news/news-with-photo/' })).json();
    const picture =
      /<picture><source type="image\/avif" srcset="([^"]+)" sizes="[^"]+"><img src="([^"]+)" alt="Ала-Арча"[^>]* srcset="([^"]+)" sizes="[^"]+" \/><\/picture>/.exec(
        content,
      );
    expect(picture, content).not.toBeNull();
    const [, avif, src, webp] = picture!;
    expect(src).toBe(media.url);
    // Its width and height are its widest copy's (1200 × 600), so the text below does not move when it loads.
    expect(content).toContain(`alt="Ала-Арча" loading="lazy" decoding="async" width="1200" height="600" srcset=`);
    const urls = (set: string) => set.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(urls(webp!)).toEqual([480, 960, 1200].map((w) => `/media/uploads/${media.id}/${w}.webp`));
    for (const [format, url] of [...urls(avif!).map((u) => ['avif', u]), ...urls(webp!).map((u) => ['webp', u])]) {
      const file = await ctx.app.inject({ method: 'GET', url: url! });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${format}`);
    }
    // The stored text is left as the editor wrote it: the staff read has no <picture> to lose in the editor.
    const stored = (await as(editor, 'GET', `/api/staff/news/${created.json().id}/`)).json();
    expect(JSON.stringify(stored)).not.toContain('<picture>');
  });

  it('has its own width and height in an FAQ answer too, whatever the stored HTML claimed', async () => {
    const media = await uploadImage();
    const question = (await as(editor, 'GET', '/api/staff/faq/')).json().categories[0].questions[0];
    // A malformed upload address beside it is no id to look up: the read still answers.
    const answer = `<p>Схема:</p><img src="${media.url}" width="5" height="5000" alt="Схема"><img src="/media/news/a.webp" width="300" height="200" alt="Другое"><img src="/media/uploads/${'-'.repeat(36)}/480.webp" alt="">`;
    const patched = await as(editor, 'PATCH', `/api/staff/faq/questions/${question.id}/`, {
      answer: { ru: answer, en: answer },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const faq = (
      await ctx.app.inject({ method: 'GET', url: '/api/faq/', headers: { 'accept-language': 'en' } })
    ).json();
    const drawn: string = faq.categories[0].items.find((item: { id: string }) => item.id === question.slug).answer;
    expect(drawn).toMatch(
      new RegExp(
        `<img src="${media.url}" width="1200" height="600" alt="Схема" loading="lazy" decoding="async" srcset="[^"]+" sizes="[^"]+" /></picture>`,
      ),
    );
    // An image that is not an upload keeps what the editor gave it.
    expect(drawn).toContain(
      '<img src="/media/news/a.webp" width="300" height="200" alt="Другое" loading="lazy" decoding="async" />',
    );
  });
});

describe('a published change shows at once', () => {
  const html = async (url: string, etag?: string) =>
    web.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('FAQ: an edited answer is in the public API and in the /faq page’s HTML on the next request, with a new ETag', async () => {
    const before = await html('/en/faq');
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag as string;
    expect((await html('/en/faq', etag)).statusCode).toBe(304);
    const faq = (await as(editor, 'GET', '/api/staff/faq/')).json();
    const question = faq.categories[1].questions[0];
    const patched = await as(editor, 'PATCH', `/api/staff/faq/questions/${question.id}/`, {
      answer: { ru: '<p>Новый ответ.</p>', en: '<p>A brand new answer about luggage.</p>' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const api = (await web.inject({ method: 'GET', url: '/api/faq/', headers: { 'accept-language': 'en' } })).json();
    expect(api.categories[1].items[0].answer).toBe('<p>A brand new answer about luggage.</p>');
    const after = await html('/en/faq', etag);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('A brand new answer about luggage.');
  });

  it('news: a published item has its own head in the HTML at once, and is gone from it once unpublished', async () => {
    const media = await uploadImage();
    const created = await as(editor, 'POST', '/api/staff/news/', {
      slug: 'fresh-news',
      title: { ru: 'Свежая новость', en: 'Fresh news' },
      desc: { ru: 'Кратко.', en: 'In short.' },
      content: { ru: '<p>Текст.</p>' },
      main_image: media.id,
      gallery: [],
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await html('/en/news/fresh-news')).body).toContain('<title>Fresh news');
    const item = await web.inject({
      method: 'GET',
      url: '/api/news/fresh-news/',
      headers: { 'accept-language': 'en' },
    });
    expect(item.json().title).toBe('Fresh news');
    // Browsers and CDNs revalidate the public news on every read (a 304 while unchanged), so they never keep a stale copy.
    expect(item.headers['cache-control']).toBe('public, max-age=0');
    expect((await as(editor, 'PATCH', `/api/staff/news/${created.json().id}/`, { status: 'draft' })).statusCode).toBe(
      200,
    );
    expect((await html('/en/news/fresh-news')).body).not.toContain('Fresh news');
    expect((await web.inject({ method: 'GET', url: '/api/news/fresh-news/' })).statusCode).toBe(404);
  });

  it('tours and pages: the public reads are not cached anywhere, so an edit shows on the next read', async () => {
    const media = await uploadImage();
    const tour = await as(editor, 'POST', '/api/staff/tours/', tourBody('fresh-tour', media.id));
    expect(tour.statusCode, tour.body).toBe(201);
    const list = await web.inject({ method: 'GET', url: '/api/tours/' });
    expect(list.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
    expect(list.json().results.map((t: { slug: string }) => t.slug)).toContain('fresh-tour');
    await as(editor, 'PATCH', `/api/staff/tours/${tour.json().id}/`, { price_from: 12345 });
    expect((await web.inject({ method: 'GET', url: '/api/tours/fresh-tour/' })).json().price_from).toBe(12345);

    await as(editor, 'POST', '/api/staff/pages/offer/', {
      title: { ru: 'Оферта' },
      content: { ru: '<p>Редакция со свежим текстом.</p>' },
    });
    const offer = await web.inject({ method: 'GET', url: '/api/pages/offer/' });
    expect(offer.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
    expect(offer.json().content).toBe('<p>Редакция со свежим текстом.</p>');
  });
});
