/**
 * Rich text staff write — news bodies, the offer and privacy pages, tour descriptions, FAQ answers — is kept through
 * the same allow-list as the public reads: an image's onerror, a javascript: link, an iframe, inline styles and
 * scripts are gone from what is saved, from what the back office reads back, and from what readers get. A row saved
 * before that (written here straight into the table) is sanitised when staff read it.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextIp } from './accounts-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let editor: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await createStaff(ctx, ['editor']);
});
afterAll(() => ctx.close());

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(ctx, method, url, payload, { token: editor.access, lang: 'en' });
const reader = (url: string) => call(ctx, 'GET', url, undefined, { lang: 'en' });

/** What the attack put in every rich text, with the text around it that must survive. */
const ATTACK = [
  '<p>Kept text</p>',
  '<img src="/media/news/a.webp" alt="a" onerror="alert(1)">',
  '<p><a href="javascript:alert(2)">a link</a></p>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<p style="position:fixed;inset:0;background:url(https://evil.example/x.png)">styled</p>',
  '<script>alert(3)</script>',
].join('');
const HARMFUL = /onerror|javascript:|<iframe|style=|<script|alert\(/i;

/** The answer's whole body, as a browser would receive it, holds nothing of the attack and keeps its text. */
function expectClean(res: { statusCode: number; body: string }) {
  expect([200, 201], res.body).toContain(res.statusCode);
  expect(res.body).not.toMatch(HARMFUL);
  expect(res.body).toContain('Kept text');
  expect(res.body).toContain('a link');
  expect(res.body).toContain('styled');
}

async function uploadImage(): Promise<string> {
  const data = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#3080c0' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const encoded = new Response(form);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/media/',
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `JWT ${editor.access}` },
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Puts raw HTML straight into a stored text, as a row saved before sanitising on saving would hold it. */
const storeRaw = (table: string, column: string, where: ReturnType<typeof sql>) =>
  ctx.database.db.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${JSON.stringify({ ru: ATTACK, en: ATTACK })}::jsonb where ${where}`,
  );

describe('staff rich text is sanitised when saved and when read', () => {
  it('news: created and edited with the attack, the staff and public reads hold none of it', async () => {
    const image = await uploadImage();
    const created = await as('POST', '/api/staff/news/', {
      slug: 'attack-news',
      title: { ru: 'Новость', en: 'News' },
      desc: { ru: 'Кратко.', en: 'In short.' },
      content: { ru: ATTACK, en: ATTACK, ky: '<script>alert(4)</script>' },
      main_image: image,
      gallery: [],
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    expectClean(created);
    const id = created.json().id as number;
    // A language left with nothing once sanitised is not kept: it counts as missing and falls back to Russian.
    expect(created.json().content.ky).toBeUndefined();
    expect(created.json().missing_languages).toContain('ky');
    const [stored] = (
      (await ctx.database.db.execute(sql`select content::text as content from news where id = ${id}`)) as unknown as {
        rows: Array<{ content: string }>;
      }
    ).rows;
    expect(stored!.content).not.toMatch(HARMFUL);

    expectClean(await as('GET', `/api/staff/news/${id}/`));
    expectClean(await reader('/api/news/attack-news/'));
    const patched = await as('PATCH', `/api/staff/news/${id}/`, { content: { ru: ATTACK, en: ATTACK } });
    expectClean(patched);

    await storeRaw('news', 'content', sql`id = ${id}`);
    expectClean(await as('GET', `/api/staff/news/${id}/`));
    expectClean(await reader('/api/news/attack-news/'));
  });

  it('pages: a published version and the page hold none of it, old versions neither', async () => {
    const published = await as('POST', '/api/staff/pages/offer/', {
      title: { ru: 'Оферта', en: 'Offer' },
      content: { ru: ATTACK, en: ATTACK },
    });
    expectClean(published);
    const version = published.json().versions[0].version as number;
    expectClean(await as('GET', `/api/staff/pages/offer/versions/${version}/`));
    expectClean(await reader('/api/pages/offer/'));

    await storeRaw('content_page', 'content', sql`slug = 'offer'`);
    await storeRaw('content_page_version', 'content', sql`slug = 'offer' and version = ${version}`);
    expectClean(await as('GET', '/api/staff/pages/offer/'));
    expectClean(await as('GET', `/api/staff/pages/offer/versions/${version}/`));
    expectClean(await reader('/api/pages/offer/'));
    // Publishing again keeps the text it replaces as it is drawn now, sanitised.
    const next = await as('POST', '/api/staff/pages/offer/', {
      title: { ru: 'Оферта' },
      content: { ru: '<p>New</p>' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expectClean(await as('GET', `/api/staff/pages/offer/versions/${version}/`));
  });

  it('tours: the description holds none of it in the staff list, the tour, and the public tour', async () => {
    const image = await uploadImage();
    const created = await as('POST', '/api/staff/tours/', {
      slug: 'attack-tour',
      kind: 'domestic',
      title: { ru: 'Тур', en: 'Tour' },
      summary: { ru: 'Коротко.' },
      region: { ru: 'Чуй' },
      description: { ru: ATTACK, en: ATTACK },
      includes: [],
      image,
      price_from: 9900,
      duration_days: 2,
      start_days: ['08-01'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expectClean(created);
    const id = created.json().id as number;
    expectClean(await as('GET', `/api/staff/tours/${id}/`));
    expectClean(await reader('/api/tours/attack-tour/'));

    await storeRaw('tour', 'description', sql`id = ${id}`);
    const list = await as('GET', '/api/staff/tours/');
    expect(list.body).not.toMatch(HARMFUL);
    expectClean(await as('GET', `/api/staff/tours/${id}/`));
    expectClean(await reader('/api/tours/attack-tour/'));
  });

  it('FAQ: an answer created and edited with the attack holds none of it for staff or readers', async () => {
    const category = await as('POST', '/api/staff/faq/categories/', { slug: 'attack', title: { ru: 'Раздел' } });
    expect(category.statusCode, category.body).toBe(200);
    const categoryId = (category.json().categories as Array<{ id: number; slug: string }>).find(
      (c) => c.slug === 'attack',
    )!.id;
    const created = await as('POST', '/api/staff/faq/questions/', {
      category_id: categoryId,
      slug: 'attack-question',
      question: { ru: 'Вопрос?', en: 'Question?' },
      answer: { ru: ATTACK, en: ATTACK },
    });
    expectClean(created);
    const question = (
      created.json().categories as Array<{ slug: string; questions: Array<{ id: number; slug: string }> }>
    )
      .find((c) => c.slug === 'attack')!
      .questions.find((q) => q.slug === 'attack-question')!;
    expectClean(await as('PATCH', `/api/staff/faq/questions/${question.id}/`, { answer: { ru: ATTACK, en: ATTACK } }));
    expectClean(await as('GET', '/api/staff/faq/'));
    expectClean(await reader('/api/faq/'));

    await storeRaw('faq_item', 'answer', sql`id = ${question.id}`);
    expectClean(await as('GET', '/api/staff/faq/'));
    expectClean(await reader('/api/faq/'));
  });
});
