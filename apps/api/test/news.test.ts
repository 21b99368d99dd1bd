import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_SEED } from '../src/modules/news/seed/news-data.js';
import { insertNewsIfMissing } from '../src/modules/news/news.repository.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newestFirst = [...NEWS_SEED].sort((a, b) => b.published_at.localeCompare(a.published_at));

describe('GET /api/news', () => {
  it('answers the 5 latest by default, newest first, with the list fields only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/news' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(5);
    expect(results.map((n: { slug: string }) => n.slug)).toEqual(newestFirst.slice(0, 5).map((n) => n.slug));
    expect(Object.keys(results[0]).sort()).toEqual(['desc', 'main_image', 'published_at', 'slug', 'title']);
    expect(results[0].main_image).toMatch(/^\/media\/news\/.+\.webp$/);
  });

  it('honours limit and rejects a bad one with a translated field error', async () => {
    const three = await ctx.app.inject({ method: 'GET', url: '/api/news?limit=3' });
    expect(three.json().results).toHaveLength(3);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/news?limit=0', headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.detail).toBeTruthy();
    expect(body.errors.limit).toMatch(/1/);

    const text = await ctx.app.inject({ method: 'GET', url: '/api/news?limit=abc' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toHaveProperty('limit');
  });

  it('translates by Accept-Language, cn meaning Chinese, unknown falling back to Russian', async () => {
    const latest = newestFirst[0]!;
    const titleIn = async (lang: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/news?limit=1', headers: { 'accept-language': lang } })).json()
        .results[0].title;
    expect(await titleIn('ru')).toBe(latest.title.ru);
    expect(await titleIn('ky')).toBe(latest.title.ky);
    expect(await titleIn('en-GB,en;q=0.8')).toBe(latest.title.en);
    expect(await titleIn('tr')).toBe(latest.title.tr);
    expect(await titleIn('zh-CN')).toBe(latest.title.zh);
    expect(await titleIn('cn')).toBe(latest.title.zh);
    expect(await titleIn('de')).toBe(latest.title.ru);
  });
});

describe('GET /api/news/:slug', () => {
  it('answers the item with its content and gallery', async () => {
    const withGallery = NEWS_SEED.find((n) => n.gallery.length > 0)!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/news/${withGallery.slug}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item.title).toBe(withGallery.title.en);
    expect(item.content).toContain('<p>');
    expect(item.gallery).toHaveLength(withGallery.gallery.length);
    expect(item.gallery[0]).toEqual({ image: withGallery.gallery[0]!.image, alt: withGallery.gallery[0]!.alt.en });
    expect(new Date(item.published_at).toISOString()).toBe(new Date(withGallery.published_at).toISOString());
  });

  it('answers an empty gallery as []', async () => {
    const without = NEWS_SEED.find((n) => n.gallery.length === 0)!;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/news/${without.slug}` });
    expect(res.json().gallery).toEqual([]);
  });

  it('answers 404 with a translated detail for an unknown slug', async () => {
    const ru = await ctx.app.inject({ method: 'GET', url: '/api/news/no-such-news' });
    expect(ru.statusCode).toBe(404);
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/news/no-such-news',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(404);
    expect(ru.json().detail).toBeTruthy();
    expect(en.json().detail).not.toBe(ru.json().detail);
  });

  it('never serves stored script: HTML is sanitised on the way out', async () => {
    await insertNewsIfMissing(ctx.database.db, [
      {
        slug: 'xss-probe',
        title: { ru: 'Проверка' },
        desc: { ru: 'Проверка' },
        content: {
          ru: '<p onclick="alert(1)">Текст <strong>жирный</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a><a href="https://example.org">внешняя</a><iframe src="https://evil.example"></iframe>',
        },
        mainImage: '/media/news/x.webp',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        gallery: [],
      },
    ]);
    const { content } = (await ctx.app.inject({ method: 'GET', url: '/api/news/xss-probe' })).json();
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(content).toContain('<strong>жирный</strong>');
    expect(content).toContain('rel="noopener noreferrer"');
    expect(content).toContain('ссылка');
  });

  it('hides unpublished and future items', async () => {
    await insertNewsIfMissing(ctx.database.db, [
      {
        slug: 'from-the-future',
        title: { ru: 'Будущее' },
        desc: { ru: '-' },
        content: { ru: '<p>-</p>' },
        mainImage: '/media/news/x.webp',
        publishedAt: new Date(Date.now() + 86_400_000),
        gallery: [],
      },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/news/from-the-future' })).statusCode).toBe(404);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/news?limit=50' })).json().results;
    expect(list.map((n: { slug: string }) => n.slug)).not.toContain('from-the-future');
  });

  it('seeding again adds nothing', async () => {
    const { seedDemoData } = await import('../src/seed.js');
    expect(await seedDemoData(ctx.database.db)).toEqual({ news: 0, flights: 0 });
  });
});
