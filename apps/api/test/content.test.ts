import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_NUMBER_PATTERN } from '@sapar/contracts';
import { FAQ_SEED } from '../src/modules/content/seed/faq-data.js';
import { TOURS_SEED } from '../src/modules/content/seed/tours-data.js';
import { listServiceRequests } from '../src/modules/requests/requests.repository.js';
import { seedContent, upcomingTourDates } from '../src/modules/content/content.service.js';
import { createTestContext, inDays, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Each call from its own address: the forms allow five a minute per client. */
let client = 0;
const post = (url: string, payload: object, language = 'ru') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language },
    remoteAddress: `10.0.${Math.floor(client / 250)}.${(client++ % 250) + 1}`,
  });

const isoDaysFromNow = inDays;
const outbox = async (to: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` })).json()
    .results as Array<{ subject: string; text: string; html: string }>;

describe('GET /api/faq/', () => {
  it('answers every category in order, the empty one included, in the request language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/faq/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(FAQ_SEED.map((c) => c.slug));
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.find((c: { slug: string }) => c.slug === 'loyalty').items).toEqual([]);
    const baggage = categories.find((c: { slug: string }) => c.slug === 'baggage');
    expect(baggage.title).toBe('Baggage');
    expect(baggage.items[0]).toMatchObject({
      id: 'baggage-allowance',
      question: 'How much baggage can I take for free?',
    });
    expect(baggage.items[0].answer).toMatch(/^<p>/);

    const zh = (
      await ctx.app.inject({ method: 'GET', url: '/api/faq/', headers: { 'accept-language': 'zh-CN' } })
    ).json();
    expect(zh.categories[0].title).toBe('行李');
  });

  it('seeding again changes nothing', async () => {
    await seedContent(ctx.app.db);
    const { categories } = (await ctx.app.inject({ method: 'GET', url: '/api/faq/' })).json();
    expect(categories.flatMap((c: { items: unknown[] }) => c.items)).toHaveLength(
      FAQ_SEED.flatMap((c) => c.items).length,
    );
  });
});

describe('GET /api/pages/{slug}/', () => {
  it('answers the offer and the privacy policy per language as safe HTML', async () => {
    for (const [language, title] of [
      ['ru', 'Публичная оферта'],
      ['ky', 'Коомдук оферта'],
      ['en', 'Public offer'],
      ['tr', 'Kamuya açık teklif'],
      ['zh', '公开要约'],
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/pages/offer/',
        headers: { 'accept-language': language! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe(title);
      expect(res.json().content).toContain('<h2>');
    }
    const privacy = (
      await ctx.app.inject({ method: 'GET', url: '/api/pages/privacy/', headers: { 'accept-language': 'en' } })
    ).json();
    expect(privacy.title).toBe('Privacy policy');
    expect(privacy.content).toContain('<ul>');
    expect(privacy.content).not.toMatch(/<script|onerror/i);
  });

  it('answers 400 for an unknown page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/pages/terms/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('slug');
  });

  it('downloads the privacy policy as a PDF in the request language', async () => {
    for (const language of ['ru', 'zh']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/pages/privacy/pdf',
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="sapar-privacy-${language}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(5_000);
    }
    const byQuery = await ctx.app.inject({ method: 'GET', url: '/api/pages/privacy/pdf?lang=cn' });
    expect(byQuery.headers['content-disposition']).toContain('sapar-privacy-zh.pdf');
  });
});

describe('GET /api/tours/', () => {
  it('lists the catalogue with prices, durations, images and upcoming dates', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/tours/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((t: { slug: string }) => t.slug)).toEqual(TOURS_SEED.map((t) => t.slug));
    const today = inDays(0);
    for (const tour of results) {
      expect(tour.image).toMatch(/^\/media\/tours\/.+\.webp$/);
      expect(tour.price_from).toBeGreaterThan(0);
      expect(tour.currency).toBe('KGS');
      expect(tour.dates.length).toBeGreaterThan(0);
      expect(tour.dates.every((d: string) => d >= today.slice(0, 8) + '00')).toBe(true);
    }
    expect(results.filter((t: { kind: string }) => t.kind === 'outbound').map((t: { slug: string }) => t.slug)).toEqual(
      ['antalya-all-inclusive', 'dubai-city-break'],
    );
  });

  it('answers one tour with its description and inclusions, 404 for an unknown one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/tours/song-kol-yurts/',
      headers: { 'accept-language': 'tr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'song-kol-yurts', title: 'Son-Göl: yurtta bir gece', duration_days: 2 });
    expect(res.json().includes.length).toBeGreaterThan(1);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/tours/atlantis/',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Tour not found.');
  });

  it('takes the next dates from the yearly start days', () => {
    const now = new Date('2026-08-20T06:00:00Z');
    expect(upcomingTourDates(['06-13', '08-08', '08-22', '12-01'], now)).toEqual([
      '2026-08-22',
      '2026-12-01',
      '2027-06-13',
      '2027-08-08',
      '2027-08-22',
      '2027-12-01',
    ]);
  });

  it('serves the tour images', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/tours/issyk-kul.webp' });
    expect(res.statusCode).toBe(200);
  });
});

const tourRequest = (overrides: object = {}) => ({
  name: 'Айгуль Токтогулова',
  phone: '+996 555 123 456',
  email: 'aigul@example.kg',
  consent: true,
  tour: 'issyk-kul-weekend',
  date: isoDaysFromNow(10),
  people: 3,
  ...overrides,
});

describe('POST /api/requests/tour/', () => {
  it('stores the request with a number and acknowledges it by email in the request language', async () => {
    const res = await post(
      '/api/requests/tour/',
      tourRequest({ email: 'tour-en@example.kg', ref: 'BLOGGER_01' }),
      'en',
    );
    expect(res.statusCode).toBe(201);
    const { request_number: number, detail } = res.json();
    expect(number).toMatch(REQUEST_NUMBER_PATTERN);
    expect(detail).toContain(number);
    const [mail] = await outbox('tour-en@example.kg');
    expect(mail!.subject).toBe(`Sapar: request ${number} received`);
    expect(mail!.text).toContain('A weekend on Issyk-Kul');
    const stored = (await listServiceRequests(ctx.app.db)).find((r) => r.number === number)!;
    expect(stored).toMatchObject({
      kind: 'tour',
      status: 'new',
      language: 'en',
      ref: 'BLOGGER_01',
      email: 'tour-en@example.kg',
    });
    expect(stored.payload).toMatchObject({ tour: 'issyk-kul-weekend', people: 3 });
  });

  it('accepts a request without email and sends nothing', async () => {
    const res = await post('/api/requests/tour/', tourRequest({ email: '' }));
    expect(res.statusCode).toBe(201);
  });

  it('rejects bad input with a message per field', async () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ name: '  ' }, 'name', /.+/],
      [{ phone: '12345' }, 'phone', /Неверный номер телефона/],
      [{ email: 'not-an-email' }, 'email', /.+/],
      [{ consent: false }, 'consent', /.+/],
      [{ people: 0 }, 'people', /1/],
      [{ people: 21 }, 'people', /20/],
      [{ date: '2020-01-01' }, 'date', /прошлом/],
      [{ date: '2026-02-30' }, 'date', /.+/],
      [{ tour: 'atlantis' }, 'tour', /Тур не найден/],
      [{ ref: 'bad ref!' }, 'ref', /.+/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post('/api/requests/tour/', tourRequest(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(res.json())).toMatch(message);
    }
  });

  it('answers a filled-in honeypot as usual but stores and sends nothing', async () => {
    const before = (await listServiceRequests(ctx.app.db, 500)).length;
    const res = await post(
      '/api/requests/tour/',
      tourRequest({ email: 'bot@example.kg', homepage: 'http://spam.example' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().request_number).toMatch(REQUEST_NUMBER_PATTERN);
    expect((await listServiceRequests(ctx.app.db, 500)).length).toBe(before);
    expect(await outbox('bot@example.kg')).toEqual([]);
  });

  it('limits one client to five requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/requests/tour/',
        payload: tourRequest({ email: '' }),
        remoteAddress: '10.99.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

const railRequest = (overrides: object = {}) => ({
  name: 'Bakyt Asanov',
  phone: '+996700111222',
  email: 'rail@example.kg',
  consent: true,
  route: 'bishkek-moscow',
  date: isoDaysFromNow(20),
  passengers: 2,
  class: 'kupe',
  ...overrides,
});

describe('POST /api/requests/rail/', () => {
  it('stores the request and acknowledges it in Kyrgyz', async () => {
    const res = await post('/api/requests/rail/', railRequest({ email: 'rail-ky@example.kg' }), 'ky');
    expect(res.statusCode).toBe(201);
    const number = res.json().request_number;
    const [mail] = await outbox('rail-ky@example.kg');
    expect(mail!.subject).toBe(`Sapar: ${number} арызы кабыл алынды`);
    expect(mail!.text).toContain('Бишкек — Москва');
  });

  it('rejects unknown routes and classes, a missing email, and Balykchy out of summer', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const cases: Array<[object, string]> = [
      [{ route: 'bishkek-paris' }, 'route'],
      [{ class: 'luxury' }, 'class'],
      [{ email: undefined }, 'email'],
      [{ passengers: 25 }, 'passengers'],
      [{ route: 'bishkek-balykchy', date: `${year}-01-15` }, 'date'],
    ];
    for (const [overrides, field] of cases) {
      const res = await post('/api/requests/rail/', railRequest(overrides), 'en');
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors, JSON.stringify(overrides)).toHaveProperty(field);
    }
    const winter = await post(
      '/api/requests/rail/',
      railRequest({ route: 'bishkek-balykchy', date: isoDaysFromNow(400) }),
      'en',
    );
    expect(winter.json().errors.date).toBeTruthy();
  });
});

describe('POST /api/requests/partner/', () => {
  const partner = (overrides: object = {}) => ({
    name: 'Emre Yılmaz',
    phone: '+905321234567',
    email: 'partner@example.com',
    consent: true,
    company: 'Anadolu Tur',
    partnership: 'travel_agency',
    ...overrides,
  });

  it('stores the application and acknowledges it in Chinese', async () => {
    const res = await post('/api/requests/partner/', partner({ email: 'partner-zh@example.com' }), 'zh');
    expect(res.statusCode).toBe(201);
    const [mail] = await outbox('partner-zh@example.com');
    expect(mail!.subject).toContain(res.json().request_number);
    expect(mail!.text).toContain('旅行社');
  });

  it('requires the company, a kind of partnership and the consent', async () => {
    const res = await post(
      '/api/requests/partner/',
      partner({ company: '', partnership: 'pyramid', consent: undefined }),
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['company', 'consent', 'partnership']);
  });
});

describe('OpenAPI', () => {
  it('documents every content route', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/faq/',
      '/api/pages/{slug}/',
      '/api/pages/privacy/pdf',
      '/api/tours/',
      '/api/tours/{slug}/',
      '/api/requests/tour/',
      '/api/requests/rail/',
      '/api/requests/partner/',
      '/api/board/',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
