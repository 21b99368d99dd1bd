import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageResponseSchema, searchResponseSchema } from '@sapar/contracts';
import { loadLiveSearch } from '../src/modules/flights/flights.service.js';
import { adult, book, bookingBody } from './booking-fixtures.js';
import { createTestContext, inDays, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const passengers = { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 };

async function search(body: Record<string, unknown>, language = 'ru') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/flights/search/',
    headers: { 'accept-language': language },
    payload: { type: 'one_way', passengers, ...body },
  });
}

describe('GET /api/locations/', () => {
  it.each([
    ['бишк', 'BSZ'],
    ['bish', 'BSZ'],
    ['比什', 'BSZ'],
    ['FRU', 'BSZ'],
    ['ош', 'OSS'],
    ['Osh', 'OSS'],
    ['моск', 'MOW'],
    ['SVO', 'MOW'],
    ['istanbul', 'IST'],
    ['Стамбул', 'IST'],
  ])('%s finds %s first', async (q, code) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/locations/?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].code).toBe(code);
  });

  it('groups airports under their city, in the request language', async () => {
    const [moscow] = (
      await ctx.app.inject({ method: 'GET', url: '/api/locations/?q=MOW', headers: { 'accept-language': 'zh' } })
    ).json();
    expect(moscow.title).toBe('莫斯科');
    // Zhukovsky is no airport of the network, but of Moscow all the same.
    expect(moscow.airports.map((a: { code: string }) => a.code).sort()).toEqual(['DME', 'SVO', 'VKO', 'ZIA']);
  });

  it("names the country «Кыргызстан» in Russian (never ICU's «Киргизия»), by city, airport or the country itself", async () => {
    for (const q of ['Бишкек', 'Ош', 'Каракол', 'Кыргызстан', 'Киргизия', 'BSZ']) {
      const found = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/locations/?q=${encodeURIComponent(q)}`,
          headers: { 'accept-language': 'ru' },
        })
      ).json() as { country: string; country_code: string }[];
      for (const location of found.filter((l) => l.country_code === 'KG'))
        expect(location.country, q).toBe('Кыргызстан');
      expect(JSON.stringify(found)).not.toContain('Киргизия');
    }
  });

  it('answers popular destinations for an empty query and nothing for nonsense', async () => {
    const popular = (await ctx.app.inject({ method: 'GET', url: '/api/locations/' })).json();
    expect(popular.length).toBeGreaterThanOrEqual(5);
    expect(popular[0].code).toBe('MOW');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/locations/?q=zzzzqq' })).json()).toEqual([]);
  });
});

describe('POST /api/flights/search/', () => {
  it('answers the first page of a one-way search, cheapest first, with every display field', async () => {
    const res = await search({ city_from: 'BSZ', city_to: 'MOW', when_date: inDays(12) }, 'en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.search_id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.time_limit).toBe(1200);
    expect(body.search_data.departure.title).toBe('Bishkek');
    expect(body.search_data.arrival.code).toBe('MOW');
    expect(body.tickets.length).toBeGreaterThan(0);
    expect(body.tickets.length).toBeLessThanOrEqual(10);
    expect(body.returned_tickets).toEqual([]);
    const prices = body.tickets.map((t: { price: { total: number } }) => t.price.total);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ticket = body.tickets[0];
    expect(ticket.segments[0].from.code).toBe('BSZ');
    expect(['SVO', 'VKO', 'DME']).toContain(ticket.segments.at(-1).to.code);
    expect(ticket.segments[0].departure.local.slice(0, 10)).toBe(inDays(12));
    expect(ticket.segments[0].departure.utc_offset).toBe('+06:00');
    expect(ticket.segments[0].aircraft.name).toBeTruthy();
    expect(ticket).toMatchObject({ cabin: 'ekonom', price: { currency: 'KGS' } });
    expect(typeof ticket.non_refundable).toBe('boolean');
    expect(ticket.seats_left).toBeGreaterThan(0);
    expect(ticket.price.breakdown).toEqual([
      {
        type: 'ADLT',
        pensioner: false,
        with_seat: true,
        count: 1,
        unit_amount: ticket.price.total,
        amount: ticket.price.total,
      },
    ]);
  });

  it('prices the whole passenger mix with its breakdown', async () => {
    const mix = { type: 'ekonom', adults: 2, kids: 1, babies_with_sit: 0, babies_without_sit: 1, pensioners: 1 };
    const body = (await search({ city_from: 'BSZ', city_to: 'OSS', when_date: inDays(20), passengers: mix })).json();
    const { breakdown, total } = body.tickets[0].price;
    expect(
      breakdown.map((l: { type: string; pensioner: boolean; with_seat: boolean; count: number }) => [
        l.type,
        l.pensioner,
        l.with_seat,
        l.count,
      ]),
    ).toEqual([
      ['ADLT', false, true, 2],
      ['ADLT', true, true, 1],
      ['CHLD', false, true, 1],
      ['INFT', false, false, 1],
    ]);
    expect(breakdown.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(total);
    const adult = breakdown[0].unit_amount;
    expect(breakdown[2].unit_amount).toBeLessThan(adult);
    expect(breakdown[3].unit_amount).toBeLessThan(breakdown[2].unit_amount);
  });

  it('answers both legs of a round trip, translated', async () => {
    const body = (
      await search(
        { type: 'round_trip', city_from: 'FRU', city_to: 'IST', when_date: inDays(15), back_date: inDays(22) },
        'tr',
      )
    ).json();
    expect(body.search.city_from).toBe('BSZ');
    expect(body.tickets.length).toBeGreaterThan(0);
    expect(body.returned_tickets.length).toBeGreaterThan(0);
    expect(body.returned_tickets[0].leg).toBe('back');
    expect(body.returned_tickets[0].segments[0].departure.local.slice(0, 10)).toBe(inDays(22));
    expect(body.search_data.arrival.title).toBe('İstanbul');
  });

  it('finds one-stop connections where there is no direct flight, and never back through the origin', async () => {
    const body = (await search({ city_from: 'OSS', city_to: 'DXB', when_date: inDays(9) })).json();
    const connecting = body.tickets.filter((t: { stops: number }) => t.stops === 1);
    expect(connecting.length).toBeGreaterThan(0);
    for (const t of connecting) {
      expect(t.layovers[0].duration_min).toBeGreaterThanOrEqual(45);
      expect(t.layovers[0].duration_min).toBeLessThanOrEqual(24 * 60);
      expect(t.segments.map((s: { to: { code: string } }) => s.to.code)).not.toContain('OSS');
    }
  });

  it('sells business only where the cabin exists', async () => {
    const body = (
      await search({
        city_from: 'BSZ',
        city_to: 'IST',
        when_date: inDays(30),
        passengers: { ...passengers, type: 'business' },
      })
    ).json();
    expect(body.tickets.length).toBeGreaterThan(0);
    for (const t of body.tickets) expect(t.cabin).toBe('business');
  });

  it.each([
    [{ city_from: 'BSZ', city_to: 'FRU', when_date: inDays(5) }, 'city_to'],
    [{ city_from: 'XXX', city_to: 'MOW', when_date: inDays(5) }, 'city_from'],
    [{ city_from: 'BSZ', city_to: 'MOW', when_date: inDays(-1) }, 'when_date'],
    [{ city_from: 'BSZ', city_to: 'MOW', when_date: '31.02.2027' }, 'when_date'],
    [{ city_from: 'BSZ', city_to: 'MOW', when_date: inDays(400) }, 'when_date'],
    [
      { type: 'round_trip', city_from: 'BSZ', city_to: 'MOW', when_date: inDays(10), back_date: inDays(9) },
      'back_date',
    ],
    [{ type: 'round_trip', city_from: 'BSZ', city_to: 'MOW', when_date: inDays(10) }, 'back_date'],
    [
      { city_from: 'BSZ', city_to: 'MOW', when_date: inDays(10), passengers: { ...passengers, adults: 0, kids: 1 } },
      'passengers',
    ],
    [
      {
        city_from: 'BSZ',
        city_to: 'MOW',
        when_date: inDays(10),
        passengers: { ...passengers, adults: 1, babies_without_sit: 2 },
      },
      'passengers',
    ],
    [
      { city_from: 'BSZ', city_to: 'MOW', when_date: inDays(10), passengers: { ...passengers, adults: 6, kids: 4 } },
      'passengers',
    ],
    [
      { city_from: 'BSZ', city_to: 'MOW', when_date: inDays(10), passengers: { ...passengers, adults: 10 } },
      'passengers.adults',
    ],
  ])('refuses %j with a translated message on %s', async (body, field) => {
    const ru = await search(body);
    expect(ru.statusCode).toBe(400);
    expect(ru.json().errors[field]).toBeTruthy();
    const en = await search(body, 'en');
    expect(en.json().errors[field]).not.toBe(ru.json().errors[field]);
  });

  it('answers exactly the contract, field for field (these bodies skip the zod serializer)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ city_from: 'BSZ', city_to: 'MOW', when_date: inDays(12) }, 'en'],
      [
        {
          type: 'round_trip',
          city_from: 'OSS',
          city_to: 'IST',
          when_date: inDays(15),
          back_date: inDays(20),
          passengers: { ...passengers, kids: 1, babies_without_sit: 1 },
        },
        'zh',
      ],
      [
        { city_from: 'BSZ', city_to: 'IST', when_date: inDays(30), passengers: { ...passengers, type: 'business' } },
        'ky',
      ],
    ];
    for (const [body, language] of cases) {
      const answer = (await search(body, language)).json();
      expect(answer.tickets.length).toBeGreaterThan(0);
      // parse strips unknown keys: equal means valid and nothing more.
      expect(searchResponseSchema.parse(answer)).toEqual(answer);
      const page = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/flights/search/${answer.search_id}/?leg=there&page=2&sort=fastest`,
          headers: { 'accept-language': language },
        })
      ).json();
      expect(searchPageResponseSchema.parse(page)).toEqual(page);
    }
  });

  it('accepts dd.MM.yyyy dates like the spec', async () => {
    const [y, m, d] = inDays(14).split('-');
    const res = await search({ city_from: 'BSZ', city_to: 'OSS', when_date: `${d}.${m}.${y}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().search.when_date).toBe(inDays(14));
  });

  it('does not offer a sold-out flight', async () => {
    const body = (await search({ city_from: 'BSZ', city_to: 'OSS', when_date: inDays(25) })).json();
    const flightId = Number(body.tickets[0].segments[0].flight_id);
    await ctx.database.db.execute(sql`update flight_cabin set seats_sold = seats_total where flight_id = ${flightId}`);
    // Written behind the app's back: searches see it once told (as the orders module tells them).
    ctx.app.flights.seats.seatsChanged([flightId]);
    const again = (await search({ city_from: 'BSZ', city_to: 'OSS', when_date: inDays(25) })).json();
    // Every offer of the search, not just the first page (a fuller flight is dearer and could merely sink).
    const { offers } = await loadLiveSearch(ctx.app.flights, again.search_id);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.flatMap((o) => o.flightIds)).not.toContain(flightId);
  });
});

describe('GET /api/flights/search/{id}/', () => {
  it('pages, filters and sorts the stored offers', async () => {
    const first = (
      await search({
        type: 'round_trip',
        city_from: 'BSZ',
        city_to: 'MOW',
        when_date: inDays(18),
        back_date: inDays(25),
      })
    ).json();
    const url = (query: string) => `/api/flights/search/${first.search_id}/?${query}`;
    const page1 = (await ctx.app.inject({ method: 'GET', url: url('leg=there&page=1') })).json();
    expect(page1.tickets.map((t: { id: string }) => t.id)).toEqual(first.tickets.map((t: { id: string }) => t.id));
    // One result per itinerary: this route's fit on one page; a page past the last answers the last.
    expect(page1.pageData).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(page1.pageData.total / 10),
      total: first.pageData.total,
    });
    const past = (
      await ctx.app.inject({ method: 'GET', url: url(`leg=there&page=${page1.pageData.totalPages + 1}`) })
    ).json();
    expect(past.pageData.currentPage).toBe(page1.pageData.totalPages);
    if (page1.pageData.totalPages > 1) {
      const page2 = (await ctx.app.inject({ method: 'GET', url: url('leg=there&page=2') })).json();
      expect(page2.tickets[0].price.total).toBeGreaterThanOrEqual(page1.tickets.at(-1).price.total);
    }

    const direct = (await ctx.app.inject({ method: 'GET', url: url('leg=there&direct=true') })).json();
    expect(direct.filters.direct).toBe(true);
    for (const t of direct.tickets) expect(t.stops).toBe(0);

    const noBags = (await ctx.app.inject({ method: 'GET', url: url('leg=back&without_baggage=true') })).json();
    expect(noBags.tickets.length).toBeGreaterThan(0);
    for (const t of noBags.tickets) expect(t.baggage.included).toBe(false);

    const fastest = (await ctx.app.inject({ method: 'GET', url: url('leg=there&sort=fastest') })).json();
    const durations = fastest.tickets.map((t: { duration_min: number }) => t.duration_min);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('answers 410 with the offer-expired message after the time limit, 404 for an unknown id', async () => {
    const { search_id } = (await search({ city_from: 'BSZ', city_to: 'OSS', when_date: inDays(7) })).json();
    await ctx.app.flights.searches.expire(search_id);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/flights/search/${search_id}/`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'search_expired',
      detail: 'The offer time has expired. Refresh the page to see current prices.',
    });
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${'0'.repeat(32)}/` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('one result per itinerary, its fares side by side', () => {
  type Fare = {
    offer_id: string;
    fare_family: string;
    baggage: { included: boolean };
    refund: { allowed: boolean };
    price: { total: number; per_adult: number | null };
  };
  type Result = {
    id: string;
    stops: number;
    duration_min: number;
    layovers: { duration_min: number }[];
    segments: {
      flight_id: string;
      carrier: { code: string };
      departure: { local: string };
      arrival: { local: string };
    }[];
    price: { total: number; per_adult: number | null };
    fare_family: string;
    fares: Fare[];
  };
  const flightsOf = (r: Result) => r.segments.map((s) => s.flight_id).join('-');
  const hourOf = (local: string) => Number(local.slice(11, 13));
  async function allResults(searchId: string, query = '') {
    const results: Result[] = [];
    for (let page = 1; ; page += 1) {
      const body = (
        await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${searchId}/?leg=there&page=${page}${query}` })
      ).json();
      results.push(...body.tickets);
      if (page >= body.pageData.totalPages) return { results, body };
    }
  }

  it('suggests the same date from or to the nearest cities with flights when nothing flies, and nothing when it does', async () => {
    // Batken connects to Moscow on some days only; Osh (177 km) and Tashkent fly there daily.
    let body: {
      pageData: { total: number };
      nearby: Array<{
        from: { code: string };
        to: { code: string };
        changed: string;
        distance_km: number;
        min_price: number;
      }>;
    } | null = null;
    let day = 8;
    for (; day < 22 && !body; day += 1) {
      const answer = (await search({ city_from: 'UCFB', city_to: 'MOW', when_date: inDays(day) }, 'en')).json();
      if (answer.pageData.total === 0) body = answer;
      else expect(answer.nearby).toEqual([]);
    }
    day -= 1;
    if (!body) throw new Error('no day without a Batken–Moscow itinerary in two weeks');
    expect(body.nearby.length).toBeGreaterThan(0);
    const distances = body.nearby.map((n) => n.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const route of body.nearby) {
      expect(route.distance_km).toBeLessThanOrEqual(800);
      if (route.changed === 'from') expect(route.to.code).toBe('MOW');
      else expect(route.from.code).toBe('UCFB');
      // The suggestion holds: that route has flights on the date, from the price it says.
      const alternative = (
        await search({ city_from: route.from.code, city_to: route.to.code, when_date: inDays(day) })
      ).json();
      expect(alternative.facets.price.min).toBe(route.min_price);
    }
    expect(body.nearby[0]).toMatchObject({ from: { code: 'OSS', title: 'Osh' }, changed: 'from', distance_km: 177 });
    // The days around it on the same route, priced like the results: the whole party and one adult.
    const withDates = body as unknown as {
      nearby_dates: Array<{ date: string; min_price: number; per_adult: number }>;
    };
    expect(withDates.nearby_dates.length).toBeGreaterThan(0);
    for (const nearbyDate of withDates.nearby_dates) {
      expect(Math.abs(Date.parse(nearbyDate.date) - Date.parse(inDays(day)))).toBeLessThanOrEqual(3 * 86_400_000);
      expect(nearbyDate.date).not.toBe(inDays(day));
      const that = (await search({ city_from: 'UCFB', city_to: 'MOW', when_date: nearbyDate.date })).json();
      expect(that.facets.price.min).toBe(nearbyDate.min_price);
      expect(nearbyDate.per_adult).toBe(nearbyDate.min_price);
    }
    expect(searchResponseSchema.parse(body)).toEqual(body);
    const found = (await search({ city_from: 'BSZ', city_to: 'OSS', when_date: inDays(10) })).json();
    expect(found.nearby).toEqual([]);
    expect(found.nearby_dates).toEqual([]);
  });

  it('groups the fares of the same flights into one result, cheapest fare first, each bookable by its offer id', async () => {
    const mix = { ...passengers, adults: 2, kids: 1 };
    const first = (
      await search({ city_from: 'BSZ', city_to: 'IST', when_date: inDays(21), passengers: mix }, 'en')
    ).json();
    const { results } = await allResults(first.search_id);
    expect(results.length).toBe(first.pageData.total);
    // No itinerary twice.
    expect(new Set(results.map(flightsOf)).size).toBe(results.length);
    const { offers } = await loadLiveSearch(ctx.app.flights, first.search_id);
    // Every stored offer is one fare of one result.
    expect(results.flatMap((r) => r.fares.map((f) => f.offer_id)).sort()).toEqual(
      offers
        .filter((o) => o.leg === 'there')
        .map((o) => o.id)
        .sort(),
    );
    const withFamilies = results.find((r) => r.fares.length === 3)!;
    expect(withFamilies.fares.map((f) => f.fare_family)).toEqual(['light', 'standard', 'flex']);
    const totals = withFamilies.fares.map((f) => f.price.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // The result's own fields are its cheapest fare's; the price basis: one adult and everyone.
    expect(withFamilies.id).toBe(withFamilies.fares[0]!.offer_id);
    expect(withFamilies.price.total).toBe(totals[0]);
    for (const fare of withFamilies.fares) {
      expect(fare.price.per_adult).toBeGreaterThan(0);
      expect(fare.price.total).toBeGreaterThan(2 * fare.price.per_adult!);
    }
    expect(withFamilies.price.per_adult).toBe(withFamilies.fares[0]!.price.per_adult);

    // The flex fare of that itinerary books like any offer.
    const flex = withFamilies.fares.at(-1)!;
    const when = inDays(21);
    const booked = await book(
      ctx,
      bookingBody(first.search_id, flex.offer_id, [
        adult(when),
        adult(when, { first_name: 'Aigul', gender: 'female', document_number: 'AC7654321' }),
        adult(when, {
          type: 'CHLD',
          first_name: 'Emir',
          birth_date: `01.02.${Number(when.slice(0, 4)) - 7}`,
          document_number: 'AC1112223',
        }),
      ]),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().total_price).toBe(flex.price.total);
  });

  it('answers facets with counts of the whole leg, whatever the filters', async () => {
    const first = (await search({ city_from: 'OSS', city_to: 'DXB', when_date: inDays(9) }, 'en')).json();
    const { results } = await allResults(first.search_id);
    const facets = first.facets;
    expect(facets.total).toBe(results.length);
    expect(facets.stops.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(results.length);
    for (const s of facets.stops) expect(s.count).toBe(results.filter((r) => r.stops === s.stops).length);
    for (const a of facets.airlines) {
      expect(a.name).toBeTruthy();
      expect(a.count).toBe(results.filter((r) => r.segments.some((seg) => seg.carrier.code === a.code)).length);
      expect(a.min_price).toBe(
        Math.min(
          ...results.filter((r) => r.segments.some((seg) => seg.carrier.code === a.code)).map((r) => r.price.total),
        ),
      );
    }
    expect(facets.price).toEqual({
      min: Math.min(...results.map((r) => r.price.total)),
      max: Math.max(...results.map((r) => r.price.total)),
    });
    expect(facets.duration).toEqual({
      min: Math.min(...results.map((r) => r.duration_min)),
      max: Math.max(...results.map((r) => r.duration_min)),
    });
    expect(facets.baggage_included).toBe(results.filter((r) => r.fares.some((f) => f.baggage.included)).length);
    expect(facets.refundable).toBe(results.filter((r) => r.fares.some((f) => f.refund.allowed)).length);
    // Every part of the day, counted by the local clock at the first departure and the last arrival.
    const hourOf = (local: string) => Number(local.slice(11, 13));
    for (const [facet, at] of [
      [facets.departure_times, (r: (typeof results)[number]) => hourOf(r.segments[0]!.departure.local)],
      [facets.arrival_times, (r: (typeof results)[number]) => hourOf(r.segments.at(-1)!.arrival.local)],
    ] as const) {
      expect(facet.map((p: { part: string }) => p.part)).toEqual(['night', 'morning', 'day', 'evening']);
      expect(facet.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(results.length);
      for (const p of facet) {
        const inPart = results.filter((r) => at(r) >= p.from && at(r) < p.to);
        expect(p.count).toBe(inPart.length);
        expect(p.min_price).toBe(inPart.length > 0 ? Math.min(...inPart.map((r) => r.price.total)) : null);
      }
    }
    const filtered = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/flights/search/${first.search_id}/?leg=there&max_stops=0`,
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(filtered.facets).toEqual(facets);
  });

  it('filters by stops, airlines, duration, layover, time windows, baggage and refundability', async () => {
    const first = (await search({ city_from: 'BSZ', city_to: 'MOW', when_date: inDays(16) })).json();
    const { results: all } = await allResults(first.search_id);
    const airline = first.facets.airlines[0].code as string;

    const byAirline = (await allResults(first.search_id, `&airlines=${airline.toLowerCase()}`)).results;
    expect(byAirline.length).toBe(first.facets.airlines[0].count);
    for (const r of byAirline) expect(r.segments.some((s) => s.carrier.code === airline)).toBe(true);

    const maxDuration = Math.min(...all.map((r) => r.duration_min)) + 60;
    const short = (await allResults(first.search_id, `&max_duration=${maxDuration}`)).results;
    expect(short.length).toBe(all.filter((r) => r.duration_min <= maxDuration).length);

    const oneStop = (await allResults(first.search_id, '&max_stops=1&max_layover=180')).results;
    for (const r of oneStop) {
      expect(r.stops).toBeLessThanOrEqual(1);
      for (const l of r.layovers) expect(l.duration_min).toBeLessThanOrEqual(180);
    }

    const morning = (await allResults(first.search_id, '&departure_from=6&departure_to=12')).results;
    expect(morning.length).toBe(
      all.filter((r) => hourOf(r.segments[0]!.departure.local) >= 6 && hourOf(r.segments[0]!.departure.local) < 12)
        .length,
    );
    const evening = (await allResults(first.search_id, '&arrival_from=18&arrival_to=24')).results;
    for (const r of evening) expect(hourOf(r.segments.at(-1)!.arrival.local)).toBeGreaterThanOrEqual(18);

    // Fare filters keep the itinerary with only the fares that pass: its price is the cheapest of those.
    const bags = (await allResults(first.search_id, '&baggage=true')).results;
    expect(bags.length).toBe(first.facets.baggage_included);
    for (const r of bags) {
      for (const f of r.fares) expect(f.baggage.included).toBe(true);
      expect(r.price.total).toBe(r.fares[0]!.price.total);
    }
    const refundable = (await allResults(first.search_id, '&refundable=true')).results;
    expect(refundable.length).toBe(first.facets.refundable);
    for (const r of refundable) for (const f of r.fares) expect(f.refund.allowed).toBe(true);
  });

  it('sorts by earliest departure and by best (price and time together)', async () => {
    const first = (await search({ city_from: 'BSZ', city_to: 'MOW', when_date: inDays(17) })).json();
    const earliest = (await allResults(first.search_id, '&sort=earliest')).results;
    const departures = earliest.map((r) => Date.parse(r.segments[0]!.departure.local + 'Z'));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    const best = (await allResults(first.search_id, '&sort=best')).results;
    expect(best.length).toBe(earliest.length);
    const minPrice = Math.min(...best.map((r) => r.price.total));
    const minDuration = Math.min(...best.map((r) => r.duration_min));
    const scores = best.map((r) => r.price.total / minPrice + r.duration_min / minDuration);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it.each([
    ['departure_from=12&departure_to=6', 'departure_to'],
    ['arrival_from=5&arrival_to=5', 'arrival_to'],
    ['departure_from=25', 'departure_from'],
    ['max_stops=-1', 'max_stops'],
    ['airlines=TK,%24%24', 'airlines.1'],
    ['sort=random', 'sort'],
    ['max_duration=0', 'max_duration'],
  ])('refuses %s with a translated 400 on %s', async (query, field) => {
    const { search_id } = (await search({ city_from: 'BSZ', city_to: 'OSS', when_date: inDays(8) })).json();
    const ru = await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${search_id}/?${query}` });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().errors[field]).toBeTruthy();
    const en = await ctx.app.inject({
      method: 'GET',
      url: `/api/flights/search/${search_id}/?${query}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().errors[field]).not.toBe(ru.json().errors[field]);
  });
});

describe('price calendar and cheapest fares', () => {
  it('answers the cheapest fare per day of a month, none for past days', async () => {
    const month = inDays(40).slice(0, 7);
    const body = (
      await ctx.app.inject({ method: 'GET', url: `/api/flights/calendar/?city_from=BSZ&city_to=OSS&month=${month}` })
    ).json();
    const daysInMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    expect(body.days).toHaveLength(daysInMonth);
    expect(body.days.filter((d: { price: number | null }) => d.price !== null).length).toBeGreaterThan(20);
    const thisMonth = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/flights/calendar/?city_from=BSZ&city_to=OSS&month=${inDays(0).slice(0, 7)}`,
      })
    ).json();
    const yesterday = inDays(-1);
    const past = thisMonth.days.find((d: { date: string }) => d.date === yesterday);
    if (past) expect(past.price).toBeNull();
  });

  it('answers the cheapest fare per destination from Bishkek', async () => {
    const body = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/flights/cheapest/?from=BSZ',
        headers: { 'accept-language': 'ky' },
      })
    ).json();
    expect(body.from.code).toBe('BSZ');
    const codes = body.results.map((r: { destination: { code: string } }) => r.destination.code);
    expect(codes).toEqual(expect.arrayContaining(['MOW', 'OSS', 'IST']));
    const prices = body.results.map((r: { price: number }) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
