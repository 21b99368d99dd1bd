/**
 * Content in the back office: image uploads checked by content and turned into WebP copies, and the
 * news editor whose published items (and only those whose date has come) appear in the public news API at once.
 * Every route: editors and admins pass, agents get 403, no token 401; every change is in the audit log.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_IMAGE_SIZES } from '../src/shared/sanitize-html.js';
import { call, nextIp } from './accounts-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let editor: TestStaff;
let admin: TestStaff;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  [editor, admin, agent] = await Promise.all([
    createStaff(ctx, ['editor']),
    createStaff(ctx, ['admin']),
    createStaff(ctx, ['agent']),
  ]);
});
afterAll(() => ctx.close());

const as = (
  staff: TestStaff | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) => call(ctx, method, url, payload, { ...(staff ? { token: staff.access } : {}), lang });

/** A multipart body with one file in the field `file`, as a browser's FormData sends it. */
async function upload(staff: TestStaff | null, data: Buffer, fileName: string, type: string, lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), fileName);
  const encoded = new Response(form);
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type')!,
    'accept-language': lang,
  };
  if (staff) headers.authorization = `JWT ${staff.access}`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/staff/media/',
    headers,
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: nextIp(),
  });
}

const picture = (width: number, height: number, format: 'png' | 'jpeg') => {
  const blank = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

/**
 * A greyscale PNG of one shade, written by hand so that a huge one costs little: `rows` rows of pixel data follow a
 * header that says `width`×`height` (all of them unless fewer are asked for, which makes a file whose header claims
 * more than it holds).
 */
function greyPng(width: number, height: number, rows = height): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(body.length + 8);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), body.length + 4);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits a sample, colour type 0 (grey), then compression, filter, interlace: 0
  const pixels = Buffer.alloc((width + 1) * rows, 0x80);
  for (let row = 0; row < rows; row += 1) pixels[row * (width + 1)] = 0; // each row's filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadedId(staff: TestStaff = editor, width = 1200, height = 675): Promise<string> {
  const res = await upload(staff, await picture(width, height, 'jpeg'), 'photo.jpg', 'image/jpeg');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const newsBody = (slug: string, mainImage: string, extra: object = {}) => ({
  slug,
  title: { ru: `Новость ${slug}`, en: `News ${slug}`, ky: '' },
  desc: { ru: 'Кратко о главном.', en: 'The gist of it.' },
  content: {
    ru: '<p>Текст <strong>новости</strong>.</p><script>alert(1)</script>',
    en: '<p>The <em>news</em> text.</p><img src=x onerror="alert(2)">',
  },
  main_image: mainImage,
  gallery: [],
  status: 'draft',
  ...extra,
});

const publicSlugs = async (lang: string) =>
  ((await call(ctx, 'GET', '/api/news?limit=50', undefined, { lang })).json().results as Array<{ slug: string }>).map(
    (n) => n.slug,
  );

describe('POST /api/staff/media/', () => {
  it('takes a real PNG from an editor and a JPEG from an admin, and makes WebP and AVIF copies never wider than the original', async () => {
    const png = await upload(editor, await picture(2000, 1000, 'png'), 'photo.png', 'image/png');
    expect(png.statusCode, png.body).toBe(201);
    const media = png.json();
    expect(media.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    expect(media.variants.map((v: { height: number }) => v.height)).toEqual([240, 480, 800]);
    expect(media.url).toBe(`/media/uploads/${media.id}/1600.webp`);
    expect({ width: media.width, height: media.height }).toEqual({ width: 2000, height: 1000 });
    for (const variant of media.variants) {
      const served = await ctx.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: variant.width });
    }
    expect(existsSync(path.join(ctx.config.dataDir, 'media', media.id, '1600.webp'))).toBe(true);
    // Each copy in AVIF too, at the same address with .avif, smaller than its WebP.
    for (const variant of media.variants) {
      const served = await ctx.app.inject({ method: 'GET', url: variant.url.replace(/\.webp$/, '.avif') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect({ format: meta.format, compression: meta.compression, width: meta.width }).toEqual({
        format: 'heif',
        compression: 'av1',
        width: variant.width,
      });
    }

    // A small picture is not blown up: one copy, its own size; the name and declared type do not matter.
    const small = await upload(admin, await picture(600, 400, 'jpeg'), 'scan.bin', 'application/octet-stream');
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().variants).toEqual([
      { width: 480, height: 320, url: `/media/uploads/${small.json().id}/480.webp` },
      { width: 600, height: 400, url: `/media/uploads/${small.json().id}/600.webp` },
    ]);

    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=media&id=${media.id}`)).json();
    expect(audit.results).toEqual([
      expect.objectContaining({ action: 'uploaded', staff: { id: editor.id, email: editor.email } }),
    ]);
  });

  it('refuses a text file named x.png, and an SVG, with a translated 415', async () => {
    const text = await upload(
      editor,
      Buffer.from('hello, this is not a picture\n'.repeat(20)),
      'x.png',
      'image/png',
      'ru',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'media_not_image',
      detail: 'Это не изображение. Загрузите JPEG, PNG, WebP, GIF или AVIF.',
    });
    const svg = await upload(
      editor,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'x.png',
      'image/png',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().detail).toBe('This is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF file.');
    // A PNG signature followed by garbage: the magic bytes pass, the decoder does not.
    const fake = await upload(
      editor,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
      'y.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with a translated 413, and a request without a file with a 400', async () => {
    const big = Buffer.concat([await picture(100, 100, 'png'), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const res = await upload(editor, big, 'huge.png', 'image/png', 'ky');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'media_too_large', detail: 'Файл өтө чоң: 10 МБдан ашпашы керек.' });
    const none = await as(editor, 'POST', '/api/staff/media/', { file: 'x' });
    expect(none.statusCode).toBe(400);
  });

  it('refuses a picture of more than 60 megapixels as too large, saying its size and the limit, and stores nothing', async () => {
    const stored = async () =>
      ((await ctx.database.db.execute(sql`select count(*)::int as n from media`)) as unknown as { rows: unknown[] })
        .rows[0];
    const before = await stored();
    // 8000×8000 (64 megapixels, just over the limit) of one grey: a real PNG, small since it is all one shade.
    const heavy = await upload(editor, greyPng(8000, 8000), 'heavy.png', 'image/png');
    expect(heavy.statusCode, heavy.body).toBe(413);
    expect(heavy.json()).toMatchObject({
      code: 'media_too_many_pixels',
      detail:
        'The image is too large: 8000×8000 px. At most 60 megapixels (e.g. 9000×6000). Scale it down and upload it again.',
    });
    // A small file whose header claims 60000×60000: refused from the header, in the reader's language, nothing decoded.
    const claimed = await upload(editor, greyPng(60_000, 60_000, 8), 'claimed.png', 'image/png', 'ru');
    expect(claimed.statusCode, claimed.body).toBe(413);
    expect(claimed.json().detail).toBe(
      'Изображение слишком большое: 60000×60000 пикс. Допустимо не более 60 мегапикселей (например, 9000×6000). Уменьшите его и загрузите снова.',
    );
    expect(await stored()).toEqual(before);
  });

  it('is for editors and admins: an agent gets 403, no token 401', async () => {
    const png = await picture(50, 50, 'png');
    expect((await upload(agent, png, 'a.png', 'image/png')).statusCode).toBe(403);
    expect((await upload(null, png, 'a.png', 'image/png')).statusCode).toBe(401);
  });
});

describe('/api/staff/news/', () => {
  it('an editor writes a news item with an uploaded image; published, it shows in the public API in two languages', async () => {
    const image = await uploadedId();
    const gallery = [await uploadedId(editor, 800, 600), await uploadedId(editor, 1600, 900)];
    const body = newsBody('fog-at-manas', image, { gallery });
    // An image inside the text (the editor inserts uploads): kept, as the allow-list keeps /media/ images.
    body.content.ru += `<p><img src="/media/uploads/${gallery[0]}/800.webp" alt="Туман" onload="alert(5)"></p>`;
    const created = await as(editor, 'POST', '/api/staff/news/', body);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      slug: 'fog-at-manas',
      status: 'draft',
      state: 'draft',
      main_image: { id: image, url: `/media/uploads/${image}/1200.webp` },
    });
    expect(item.title).toEqual({ ru: 'Новость fog-at-manas', en: 'News fog-at-manas' });
    expect(item.missing_languages).toEqual(['ky', 'tr', 'zh']);
    expect(item.gallery.map((g: { id: string }) => g.id)).toEqual(gallery);
    expect(await publicSlugs('ru')).not.toContain('fog-at-manas');
    expect((await call(ctx, 'GET', '/api/news/fog-at-manas')).statusCode).toBe(404);

    const published = await as(editor, 'PATCH', `/api/staff/news/${item.id}/`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().state).toBe('published');
    expect(await publicSlugs('ru')).toContain('fog-at-manas');

    const ru = (await call(ctx, 'GET', '/api/news/fog-at-manas', undefined, { lang: 'ru' })).json();
    expect(ru).toMatchObject({
      title: 'Новость fog-at-manas',
      desc: 'Кратко о главном.',
      main_image: `/media/uploads/${image}/1200.webp`,
    });
    // An 800 × 600 upload: its copies are 480 and 800 wide, offered as AVIF and WebP at the width the text draws it, in
    // the widest copy's shape.
    const copies = (format: string) =>
      `/media/uploads/${gallery[0]}/480.${format} 480w, /media/uploads/${gallery[0]}/800.${format} 800w`;
    expect(ru.content).toBe(
      `<p>Текст <strong>новости</strong>.</p><p><picture><source type="image/avif" srcset="${copies('avif')}" sizes="${RICH_TEXT_IMAGE_SIZES}">` +
        `<img src="/media/uploads/${gallery[0]}/800.webp" alt="Туман" loading="lazy" decoding="async" width="800" height="600" srcset="${copies('webp')}" sizes="${RICH_TEXT_IMAGE_SIZES}" /></picture></p>`,
    );
    expect(ru.gallery.map((g: { image: string }) => g.image)).toEqual([
      `/media/uploads/${gallery[0]}/800.webp`,
      `/media/uploads/${gallery[1]}/1600.webp`,
    ]);
    const en = (await call(ctx, 'GET', '/api/news/fog-at-manas', undefined, { lang: 'en' })).json();
    expect(en).toMatchObject({ title: 'News fog-at-manas', desc: 'The gist of it.' });
    expect(en.content).toBe('<p>The <em>news</em> text.</p>');
    // Kyrgyz was left blank: it falls back to Russian.
    expect((await call(ctx, 'GET', '/api/news/fog-at-manas', undefined, { lang: 'ky' })).json().title).toBe(
      'Новость fog-at-manas',
    );

    // Edited after publishing: the public answer changes at once; unpublished, it is gone.
    await as(editor, 'PATCH', `/api/staff/news/${item.id}/`, { title: { ru: 'Туман в Манасе', en: 'Fog at Manas' } });
    expect((await call(ctx, 'GET', '/api/news/fog-at-manas', undefined, { lang: 'en' })).json().title).toBe(
      'Fog at Manas',
    );
    const unpublished = await as(editor, 'PATCH', `/api/staff/news/${item.id}/`, { status: 'draft' });
    expect(unpublished.json().state).toBe('draft');
    expect(await publicSlugs('en')).not.toContain('fog-at-manas');

    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=news&id=${item.id}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'unpublished',
      'updated',
      'published',
      'created',
    ]);
    expect(audit.results[2]).toMatchObject({
      staff: { id: editor.id, email: editor.email },
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });

  it('keeps a scheduled item off the site until its date', async () => {
    const image = await uploadedId(admin);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await as(
      admin,
      'POST',
      '/api/staff/news/',
      newsBody('next-season', image, { status: 'published', published_at: future }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'published', state: 'scheduled' });
    expect(await publicSlugs('ru')).not.toContain('next-season');
    expect((await call(ctx, 'GET', '/api/news/next-season')).statusCode).toBe(404);
    const past = new Date(Date.now() - 60_000).toISOString();
    const now = await as(admin, 'PATCH', `/api/staff/news/${created.json().id}/`, { published_at: past });
    expect(now.json().state).toBe('published');
    expect(await publicSlugs('ru')).toContain('next-season');
    const list = (await as(editor, 'GET', '/api/staff/news/')).json().results;
    expect(list[0]).toMatchObject({ slug: 'next-season', state: 'published' });
    expect(list.some((n: { slug: string }) => n.slug === 'new-year-holidays-booking')).toBe(true);
  });

  it('refuses a slug in use (409, translated), an unknown image (422), bad input (400) and changes nothing', async () => {
    const image = await uploadedId();
    const first = await as(editor, 'POST', '/api/staff/news/', newsBody('same-slug', image));
    expect(first.statusCode).toBe(201);
    const again = await as(editor, 'POST', '/api/staff/news/', newsBody('same-slug', image), 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'news_slug_taken',
      detail: 'Адрес «same-slug» уже занят другой новостью. Выберите другой.',
    });
    const demo = await as(editor, 'PATCH', `/api/staff/news/${first.json().id}/`, {
      slug: 'new-year-holidays-booking',
    });
    expect(demo.statusCode).toBe(409);
    const unknown = await as(
      editor,
      'POST',
      '/api/staff/news/',
      newsBody('other-slug', '6f1b1d2e-8a1c-4c3e-9b7a-1d2e3f4a5b6c'),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('media_missing');
    expect((await as(editor, 'POST', '/api/staff/news/', newsBody('Bad Slug!', image))).statusCode).toBe(400);
    expect(
      (await as(editor, 'POST', '/api/staff/news/', newsBody('no-russian', image, { title: { ru: ' ', en: 'x' } })))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(editor, 'POST', '/api/staff/news/', newsBody('bad-status', image, { status: 'live' }))).statusCode,
    ).toBe(400);
    const slugs = (await as(editor, 'GET', '/api/staff/news/')).json().results.map((n: { slug: string }) => n.slug);
    expect(slugs.filter((s: string) => ['other-slug', 'no-russian', 'bad-status'].includes(s))).toEqual([]);
    expect((await as(editor, 'GET', `/api/staff/news/${first.json().id}/`)).json().slug).toBe('same-slug');
    expect((await as(editor, 'GET', '/api/staff/news/999999/')).statusCode).toBe(404);
  });

  it('deletes an item (audited), and every route is for editors and admins only', async () => {
    const image = await uploadedId();
    const created = (
      await as(editor, 'POST', '/api/staff/news/', newsBody('to-delete', image, { status: 'published' }))
    ).json();
    expect(await publicSlugs('ru')).toContain('to-delete');
    const url = `/api/staff/news/${created.id}/`;
    for (const [method, target, body] of [
      ['GET', '/api/staff/news/', undefined],
      ['POST', '/api/staff/news/', newsBody('by-agent', image)],
      ['GET', url, undefined],
      ['PATCH', url, { status: 'draft' }],
      ['DELETE', url, undefined],
    ] as const) {
      expect((await as(agent, method, target, body)).statusCode, `${method} ${target} agent`).toBe(403);
      expect((await as(null, method, target, body)).statusCode, `${method} ${target} anonymous`).toBe(401);
    }
    expect((await as(admin, 'GET', url)).statusCode).toBe(200);
    const deleted = await as(editor, 'DELETE', url);
    expect(deleted.statusCode).toBe(204);
    expect(await publicSlugs('ru')).not.toContain('to-delete');
    expect((await as(editor, 'GET', url)).statusCode).toBe(404);
    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=news&id=${created.id}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['deleted', 'published', 'created']);
  });
});

describe('/api/staff/pages/', () => {
  it('publishes a new version of the privacy policy: the site and its PDF show it, every version is kept', async () => {
    const before = await as(editor, 'GET', '/api/staff/pages/privacy/');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().versions).toEqual([]);
    const original = before.json();

    const published = await as(editor, 'POST', '/api/staff/pages/privacy/', {
      title: { ru: 'Политика конфиденциальности', en: 'Privacy policy' },
      content: {
        ru: '<h2>Редакция 2</h2><p>Мы храним данные <strong>бережно</strong>.</p><script>alert(1)</script>',
        en: '<h2>Version 2</h2><p>We keep data with care.</p>',
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    const page = published.json();
    expect(page.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(page.versions[0].published_by).toBe(editor.email);
    expect(page.versions[1]).toMatchObject({ published_by: null, published_at: original.updated_at });
    expect(page.missing_languages).toEqual(['ky', 'tr', 'zh']);

    const site = (await call(ctx, 'GET', '/api/pages/privacy/', undefined, { lang: 'en' })).json();
    expect(site.content).toBe('<h2>Version 2</h2><p>We keep data with care.</p>');
    const russian = (await call(ctx, 'GET', '/api/pages/privacy/', undefined, { lang: 'ru' })).json();
    expect(russian.content).toBe('<h2>Редакция 2</h2><p>Мы храним данные <strong>бережно</strong>.</p>');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: '/api/pages/privacy/pdf',
      headers: { 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('We keep data with care.');

    const first = (await as(admin, 'GET', '/api/staff/pages/privacy/versions/1/')).json();
    expect(first.content).toEqual(original.content);
    const again = await as(admin, 'POST', '/api/staff/pages/privacy/', {
      title: { ru: 'Политика' },
      content: { ru: '<p>Редакция 3</p>' },
    });
    expect(again.json().versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect((await as(admin, 'GET', '/api/staff/pages/privacy/versions/2/')).json().content.en).toBe(
      '<h2>Version 2</h2><p>We keep data with care.</p>',
    );
    expect((await as(admin, 'GET', '/api/staff/pages/privacy/versions/9/')).statusCode).toBe(404);

    const audit = (await as(admin, 'GET', '/api/staff/audit/?entity=page&id=privacy')).json();
    expect(
      audit.results.map((e: { action: string; after: { version: number } }) => [e.action, e.after.version]),
    ).toEqual([
      ['published', 3],
      ['published', 2],
    ]);
  });

  it('refuses bad input and other roles, and changes nothing', async () => {
    const offer = (await as(editor, 'GET', '/api/staff/pages/offer/')).json();
    expect(
      (await as(editor, 'POST', '/api/staff/pages/offer/', { title: { ru: '' }, content: { ru: '<p>x</p>' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(editor, 'POST', '/api/staff/pages/terms/', { title: { ru: 'x' }, content: { ru: '<p>x</p>' } }))
        .statusCode,
    ).toBe(400);
    for (const [method, url, body] of [
      ['GET', '/api/staff/pages/offer/', undefined],
      ['POST', '/api/staff/pages/offer/', { title: { ru: 'x' }, content: { ru: '<p>x</p>' } }],
      ['GET', '/api/staff/pages/offer/versions/1/', undefined],
    ] as const) {
      expect((await as(agent, method, url, body)).statusCode, `${method} ${url} agent`).toBe(403);
      expect((await as(null, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await as(editor, 'GET', '/api/staff/pages/offer/')).json()).toEqual(offer);
  });
});

describe('/api/staff/faq/', () => {
  type Faq = { categories: Array<{ id: number; slug: string; questions: Array<{ id: number; slug: string }> }> };
  const category = (faq: Faq, slug: string) => faq.categories.find((c) => c.slug === slug)!;

  it('creates, orders with up/down, hides and deletes; the public FAQ follows at once', async () => {
    const created = await as(editor, 'POST', '/api/staff/faq/categories/', {
      slug: 'disruptions',
      title: { ru: 'Задержки и отмены', en: 'Delays and cancellations' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const categoryId = category(created.json(), 'disruptions').id;
    const body = (slug: string, ru: string) => ({
      category_id: categoryId,
      slug,
      question: { ru, en: `${ru} (en)` },
      answer: { ru: `<p>${ru}</p><script>x()</script>` },
    });
    await as(editor, 'POST', '/api/staff/faq/questions/', body('fog-delay', 'Рейс задержан из-за тумана'));
    await as(editor, 'POST', '/api/staff/faq/questions/', body('cancelled', 'Рейс отменён'));
    const third = await as(
      editor,
      'POST',
      '/api/staff/faq/questions/',
      body('rebook', 'Можно ли пересесть на другой рейс'),
    );
    const questions = category(third.json(), 'disruptions').questions;
    expect(questions.map((q) => q.slug)).toEqual(['fog-delay', 'cancelled', 'rebook']);

    const moved = await as(editor, 'POST', `/api/staff/faq/questions/${questions[2]!.id}/move/`, { direction: 'up' });
    expect(category(moved.json(), 'disruptions').questions.map((q) => q.slug)).toEqual([
      'fog-delay',
      'rebook',
      'cancelled',
    ]);
    // At the top already: nothing moves.
    const top = await as(editor, 'POST', `/api/staff/faq/questions/${questions[0]!.id}/move/`, { direction: 'up' });
    expect(category(top.json(), 'disruptions').questions.map((q) => q.slug)).toEqual([
      'fog-delay',
      'rebook',
      'cancelled',
    ]);
    const firstCategories = top.json().categories.map((c: { slug: string }) => c.slug);
    expect(firstCategories.at(-1)).toBe('disruptions');
    const up = await as(editor, 'POST', `/api/staff/faq/categories/${categoryId}/move/`, { direction: 'up' });
    const order = up.json().categories.map((c: { slug: string }) => c.slug);
    expect(order.at(-2)).toBe('disruptions');

    const hidden = await as(editor, 'PATCH', `/api/staff/faq/questions/${questions[1]!.id}/`, { is_published: false });
    expect(hidden.statusCode).toBe(200);
    const site = (await call(ctx, 'GET', '/api/faq/', undefined, { lang: 'en' })).json();
    const publicCategory = site.categories.find((c: { slug: string }) => c.slug === 'disruptions');
    expect(publicCategory.title).toBe('Delays and cancellations');
    expect(publicCategory.items.map((i: { id: string }) => i.id)).toEqual(['fog-delay', 'rebook']);
    expect(publicCategory.items[0]).toMatchObject({
      question: 'Рейс задержан из-за тумана (en)',
      answer: '<p>Рейс задержан из-за тумана</p>',
    });
    expect(site.categories.map((c: { slug: string }) => c.slug)).toEqual(order);

    const clash = await as(editor, 'POST', '/api/staff/faq/questions/', body('rebook', 'Дубль'), 'ru');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'faq_slug_taken',
      detail: 'Адрес «rebook» уже занят в разделе вопросов. Выберите другой.',
    });
    expect(
      (await as(editor, 'POST', '/api/staff/faq/questions/', { ...body('orphan', 'x'), category_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(editor, 'POST', `/api/staff/faq/questions/${questions[0]!.id}/move/`, { direction: 'left' }))
        .statusCode,
    ).toBe(400);

    const removed = await as(editor, 'DELETE', `/api/staff/faq/questions/${questions[0]!.id}/`);
    expect(category(removed.json(), 'disruptions').questions.map((q) => q.slug)).toEqual(['rebook', 'cancelled']);
    const gone = await as(admin, 'DELETE', `/api/staff/faq/categories/${categoryId}/`);
    expect(gone.json().categories.map((c: { slug: string }) => c.slug)).not.toContain('disruptions');

    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=faq_question&id=${questions[2]!.id}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['moved_up', 'created']);
    expect(
      (await as(admin, 'GET', `/api/staff/audit/?entity=faq_question&id=${questions[1]!.id}`)).json().results[0].action,
    ).toBe('unpublished');
  });

  it('is for editors and admins only', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/faq/', undefined],
      ['POST', '/api/staff/faq/categories/', { slug: 'x-agent', title: { ru: 'x' } }],
      ['PATCH', '/api/staff/faq/categories/1/', { title: { ru: 'x' } }],
      ['DELETE', '/api/staff/faq/categories/1/', undefined],
      ['POST', '/api/staff/faq/categories/1/move/', { direction: 'up' }],
      [
        'POST',
        '/api/staff/faq/questions/',
        { category_id: 1, slug: 'x-agent', question: { ru: 'x' }, answer: { ru: 'x' } },
      ],
      ['PATCH', '/api/staff/faq/questions/1/', { is_published: false }],
      ['DELETE', '/api/staff/faq/questions/1/', undefined],
      ['POST', '/api/staff/faq/questions/1/move/', { direction: 'down' }],
    ] as const) {
      expect((await as(agent, method, url, body)).statusCode, `${method} ${url} agent`).toBe(403);
      expect((await as(null, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
  });
});

describe('/api/staff/tours/', () => {
  it('creates a tour with an uploaded image, edits and hides it; the public tours follow at once', async () => {
    const image = await uploadedId(editor, 1600, 900);
    const body = {
      slug: 'son-kul-horses',
      kind: 'domestic',
      title: { ru: 'Сон-Куль верхом', en: 'Son-Kul on horseback' },
      summary: { ru: 'Три дня у озера.', en: 'Three days by the lake.' },
      region: { ru: 'Нарынская область', en: 'Naryn region' },
      description: {
        ru: '<p>Юрты и кони.</p><iframe src="https://evil.example"></iframe>',
        en: '<p>Yurts and horses.</p>',
      },
      includes: [{ ru: 'Проживание в юрте', en: 'A night in a yurt' }],
      image,
      price_from: 18500,
      duration_days: 3,
      start_days: ['07-20', '07-06', '07-06'],
    };
    const created = await as(editor, 'POST', '/api/staff/tours/', body);
    expect(created.statusCode, created.body).toBe(201);
    const tour = created.json();
    expect(tour).toMatchObject({
      slug: 'son-kul-horses',
      image: { id: image, url: `/media/uploads/${image}/1600.webp` },
      start_days: ['07-06', '07-20'],
      is_published: true,
    });

    const site = (await call(ctx, 'GET', '/api/tours/son-kul-horses/', undefined, { lang: 'en' })).json();
    expect(site).toMatchObject({
      title: 'Son-Kul on horseback',
      description: '<p>Yurts and horses.</p>',
      includes: ['A night in a yurt'],
      image: `/media/uploads/${image}/1600.webp`,
      price_from: 18500,
    });
    expect((await call(ctx, 'GET', '/api/tours/son-kul-horses/', undefined, { lang: 'ru' })).json().description).toBe(
      '<p>Юрты и кони.</p>',
    );

    const edited = await as(editor, 'PATCH', `/api/staff/tours/${tour.id}/`, {
      price_from: 19900,
      title: { ru: 'Сон-Куль на конях', en: 'Son-Kul by horse' },
    });
    expect(edited.json().price_from).toBe(19900);
    expect((await call(ctx, 'GET', '/api/tours/son-kul-horses/', undefined, { lang: 'en' })).json().title).toBe(
      'Son-Kul by horse',
    );
    await as(editor, 'PATCH', `/api/staff/tours/${tour.id}/`, { is_published: false });
    expect((await call(ctx, 'GET', '/api/tours/son-kul-horses/')).statusCode).toBe(404);
    expect(
      (await as(editor, 'GET', '/api/staff/tours/')).json().results.map((t: { slug: string }) => t.slug),
    ).toContain('son-kul-horses');

    const clash = await as(editor, 'POST', '/api/staff/tours/', body, 'ru');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe('Адрес «son-kul-horses» уже занят другим туром. Выберите другой.');
    expect(
      (await as(editor, 'POST', '/api/staff/tours/', { ...body, slug: 'bad-day', start_days: ['13-01'] })).statusCode,
    ).toBe(400);
    expect(
      (
        await as(editor, 'POST', '/api/staff/tours/', {
          ...body,
          slug: 'no-image',
          image: '6f1b1d2e-8a1c-4c3e-9b7a-1d2e3f4a5b6c',
        })
      ).statusCode,
    ).toBe(422);

    expect((await as(admin, 'DELETE', `/api/staff/tours/${tour.id}/`)).statusCode).toBe(204);
    expect((await as(admin, 'GET', `/api/staff/tours/${tour.id}/`)).statusCode).toBe(404);
    const audit = (await as(admin, 'GET', `/api/staff/audit/?entity=tour&id=${tour.id}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual([
      'deleted',
      'unpublished',
      'updated',
      'created',
    ]);
  });

  it('is for editors and admins only', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/tours/', undefined],
      ['POST', '/api/staff/tours/', { slug: 'x' }],
      ['GET', '/api/staff/tours/1/', undefined],
      ['PATCH', '/api/staff/tours/1/', { price_from: 1 }],
      ['DELETE', '/api/staff/tours/1/', undefined],
    ] as const) {
      expect((await as(agent, method, url, body)).statusCode, `${method} ${url} agent`).toBe(403);
      expect((await as(null, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
  });
});
