/**
 * Route pages' data: every city pair of the schedule both ways plus popular one-stop connections, each
 * with the cheapest fare by day, airlines, flights and baggage; an unknown slug is a translated 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PAGE_DAYS, bishkekToday, routeListSchema, routePageSchema } from '@sapar/contracts';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/flights/routes/', () => {
  it('lists the direct city pairs both ways and popular connections, with slugs from English names', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/routes/',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const list = routeListSchema.parse(res.json());
    const slugs = list.routes.map((r) => r.slug);
    expect(slugs).toContain('bishkek-moscow');
    expect(slugs).toContain('moscow-bishkek');
    expect(slugs).toContain('osh-moscow');
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(new Set(slugs).size).toBe(slugs.length);
    const moscow = list.routes.find((r) => r.slug === 'bishkek-moscow')!;
    expect(moscow.direct).toBe(true);
    expect(moscow.from.title).toBe('Bishkek');
    expect(list.routes.some((r) => !r.direct)).toBe(true);
    expect(list.popular.length).toBeGreaterThan(0);
    for (const slug of list.popular) expect(slugs).toContain(slug);

    const popular = routeListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/flights/routes/?popular=true' })).json(),
    );
    expect(popular.routes.map((r) => r.slug)).toEqual(list.popular);
    expect(popular.routes[0]!.from.title).toBe('Бишкек');
  });
});

describe('GET /api/flights/routes/{slug}/', () => {
  it('prices the coming weeks by day, with flights, airlines, duration and baggage in the language asked', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/routes/bishkek-moscow/',
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(200);
    const page = routePageSchema.parse(res.json());
    expect(page.from.title).toBe('Бишкек');
    expect(page.to.title).toBe('Москва');
    expect(page.days).toHaveLength(ROUTE_PAGE_DAYS);
    expect(page.days[0]!.date).toBe(bishkekToday());
    const prices = page.days.flatMap((d) => (d.price === null ? [] : [d.price]));
    expect(prices.length).toBeGreaterThan(ROUTE_PAGE_DAYS / 2);
    expect(page.min_price).toBe(Math.min(...prices));
    expect(page.direct).toBe(true);
    expect(page.typical_duration_min).toBeGreaterThan(180);
    expect(page.typical_duration_min).toBeLessThan(360);
    expect(page.airlines.length).toBeGreaterThan(0);
    const direct = page.flights.find((f) => f.stops === 0)!;
    expect(direct.departure_time).toMatch(/^\d{2}:\d{2}$/);
    expect(direct.flight_numbers[0]).toMatch(/^[A-Z0-9]{2} \d+$/);
    expect(direct.weekdays.length).toBeGreaterThan(0);
    expect(page.baggage.hand_kg).toBeGreaterThan(0);
    expect(page.baggage.checked_kg).toBeGreaterThanOrEqual(20);
    expect(res.headers.etag).toBeTruthy();
  });

  it('a day priced on the page is the cheapest fare a search for that day shows', async () => {
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/flights/routes/bishkek-moscow/' })).json();
    const day = page.days.find((d: { price: number | null }, i: number) => i > 3 && d.price !== null);
    const search = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search/',
      payload: {
        type: 'one_way',
        city_from: 'BSZ',
        city_to: 'MOW',
        when_date: day.date,
        passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
      },
    });
    expect(search.json().facets.price.min).toBe(day.price);
  });

  it('a connection route has its stop city', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/flights/routes/' })).json();
    const connection = list.routes.find((r: { direct: boolean; from: { code: string } }) => !r.direct);
    const page = routePageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/flights/routes/${connection.slug}/`,
          headers: { 'accept-language': 'en' },
        })
      ).json(),
    );
    expect(page.direct).toBe(false);
    const flight = page.flights[0];
    if (flight) {
      expect(flight.stops).toBe(1);
      expect(flight.via).toHaveLength(1);
    }
  });

  it('an unknown route or a malformed slug is a translated 404 / 400', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/routes/bishkek-atlantis/',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('This route is not in our network.');
    const same = await ctx.app.inject({ method: 'GET', url: '/api/flights/routes/bishkek-bishkek/' });
    expect(same.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/flights/routes/Bishkek_Moscow/' });
    expect(bad.statusCode).toBe(400);
  });
});
