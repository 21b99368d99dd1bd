/**
 * The Duffel adapter against the local Duffel fake (test/fakes/duffel-fake.ts): what a search sends, how every
 * field of Duffel's offers reads as a SupplierOffer (checked against what the fake sent and against times worked
 * out by hand), paging, passengers by age, conditions that stay unknown, the scripted failures, logs and
 * metrics; then the fake's own contract (envelope, paging, rate limits, errors), so that it stays faithful.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DuffelSupplier, localTimeToInstant, parseIsoDurationMinutes } from '../src/providers/flights/duffel.js';
import {
  SupplierError,
  type SupplierOffer,
  type SupplierPassenger,
  type SupplierSearchRequest,
} from '../src/providers/flights/flight-supplier.js';
import { metricsRegistry } from '../src/shared/metrics.js';
import { startDuffelFake, type DuffelFake } from './fakes/duffel-fake.js';

type Json = Record<string, unknown>;

let fake: DuffelFake;
const logs: Array<{ level: 'info' | 'warn'; entry: Json; message: string }> = [];
const logger = {
  info: (entry: Json, message: string) => logs.push({ level: 'info', entry, message }),
  warn: (entry: Json, message: string) => logs.push({ level: 'warn', entry, message }),
} as unknown as ConstructorParameters<typeof DuffelSupplier>[0]['logger'];

const supplier = (overrides: Partial<ConstructorParameters<typeof DuffelSupplier>[0]> = {}) =>
  new DuffelSupplier({ baseUrl: fake.url, token: fake.token, logger, timeoutMs: 3_000, ...overrides });

const ADULT: SupplierPassenger = { kind: 'adult' };
const DATE = '2026-12-20';
const RETURN_DATE = '2026-12-27';

function request(
  origin: string,
  destination: string,
  extra: Partial<SupplierSearchRequest> & { returnDate?: string } = {},
): SupplierSearchRequest {
  const { returnDate, ...rest } = extra;
  return {
    slices: [
      { origin, destination, departureDate: DATE },
      ...(returnDate ? [{ origin: destination, destination: origin, departureDate: returnDate }] : []),
    ],
    passengers: [ADULT],
    cabin: 'economy',
    timeoutMs: 8_000,
    clientRef: 'search-test',
    ...rest,
  };
}

/** What the fake answered for an offer, as Duffel wrote it. */
const wire = (offer: SupplierOffer) => fake.state.offers.get(offer.offerRef)!.body as Json & { slices: Json[] };

async function failureOf(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

async function counter(operation: string, outcome: string): Promise<number> {
  const metric = metricsRegistry.getSingleMetric('sapar_supplier_requests_total');
  const values = (await metric!.get()).values;
  return (
    values.find(
      (v) => v.labels.supplier === 'duffel' && v.labels.operation === operation && v.labels.outcome === outcome,
    )?.value ?? 0
  );
}

beforeAll(async () => {
  fake = await startDuffelFake({ latencyMs: 0 });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.setLatency(0);
  fake.setRateLimit(10_000);
  fake.requests.length = 0;
  logs.length = 0;
});

describe('search: what is sent', () => {
  it('asks Duffel with a bearer token, Duffel-Version v2, offers apart, and an airline timeout inside the budget', async () => {
    await supplier().search(request('BSZ', 'IST', { timeoutMs: 10_000 }));
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    for (const call of fake.requests) {
      expect(call.headers.authorization).toBe(`Bearer ${fake.token}`);
      expect(call.headers.duffelVersion).toBe('v2');
      expect(call.headers.accept).toBe('application/json');
    }
    const [create, ...pages] = fake.requests;
    expect(create!.method).toBe('POST');
    expect(create!.path.split('?')[0]).toBe('/air/offer_requests');
    // A fifth of 10 s is kept for reading the offers.
    expect(create!.query).toEqual({ return_offers: 'false', supplier_timeout: '8000' });
    expect(create!.body).toEqual({
      data: {
        slices: [{ origin: 'BSZ', destination: 'IST', departure_date: DATE }],
        passengers: [{ type: 'adult' }],
        cabin_class: 'economy',
        max_connections: 1,
      },
    });
    for (const page of pages) {
      expect(page.method).toBe('GET');
      expect(page.query.sort).toBe('total_amount');
      expect(page.query.limit).toBe('200');
    }
  });

  it('never tells Duffel less than its 2 s airline timeout, nor more than 60 s', async () => {
    await supplier().search(request('BSZ', 'TAS', { timeoutMs: 1_500 }));
    await supplier().search(request('BSZ', 'TAS', { timeoutMs: 120_000 }));
    const timeouts = fake.requests.filter((r) => r.method === 'POST').map((r) => r.query.supplier_timeout);
    expect(timeouts).toEqual(['2000', '60000']);
  });
});

describe('search: Duffel offers as supplier offers', () => {
  it('maps a one-way search: carriers, local times and instants, brands, bags, conditions, payment and documents', async () => {
    const offers = await supplier().search(request('BSZ', 'IST'));
    const offerRequest = [...fake.state.offerRequests.values()].at(-1)!;
    expect(offers.map((o) => o.offerRef).sort()).toEqual([...offerRequest.offerIds].sort());
    const passengerRefs = (offerRequest.body.passengers as Json[]).map((p) => p.id);

    // Turkish Airlines' EcoFly on TK 345, worked out by hand: 06:35 in Bishkek (UTC+6) is 00:35 UTC; 380 min later.
    const ecoFly = offers.find((o) => o.owner.code === 'TK' && o.slices[0]!.fareBrand === 'EcoFly')!;
    const segment = ecoFly.slices[0]!.segments[0]!;
    expect(segment).toMatchObject({
      origin: 'BSZ',
      destination: 'IST',
      departingAtLocal: `${DATE}T06:35`,
      arrivingAtLocal: `${DATE}T09:55`,
      originTimeZone: 'Asia/Bishkek',
      destinationTimeZone: 'Europe/Istanbul',
      departsAt: Date.UTC(2026, 11, 20, 0, 35),
      arrivesAt: Date.UTC(2026, 11, 20, 6, 55),
      durationMin: 380,
      marketingCarrier: { code: 'TK', name: 'Turkish Airlines' },
      marketingFlightNumber: '345',
      operatingCarrier: { code: 'TK', name: 'Turkish Airlines' },
      operatingFlightNumber: '345',
      aircraft: { code: '321', name: 'Airbus A321' },
    });
    expect(ecoFly).toMatchObject({
      supplier: 'duffel',
      owner: { code: 'TK', name: 'Turkish Airlines' },
      changeBeforeDeparture: { allowed: true, penalty: { amount: '50.00', currency: 'USD' } },
      refundBeforeDeparture: { allowed: false },
      requiresInstantPayment: true,
      identityDocumentsRequired: true,
      seatsLeft: null,
      passengerRefs,
    });
    expect(ecoFly.slices[0]).toMatchObject({ fareBrand: 'EcoFly', checkedBags: 1, carryOnBags: 1, durationMin: 380 });

    // Duffel Airways' Basic: no checked bag (0, not unknown), a hold allowed, nothing changeable.
    const basic = offers.find((o) => o.owner.code === 'ZZ' && o.slices[0]!.fareBrand === 'Basic')!;
    expect(basic.slices[0]).toMatchObject({ checkedBags: 0, carryOnBags: 1 });
    expect(basic).toMatchObject({
      requiresInstantPayment: false,
      changeBeforeDeparture: { allowed: false },
      refundBeforeDeparture: { allowed: false },
    });
    const flex = offers.find((o) => o.owner.code === 'ZZ' && o.slices[0]!.fareBrand === 'Flex')!;
    expect(flex.slices[0]!.checkedBags).toBe(2);
    expect(flex.refundBeforeDeparture).toEqual({ allowed: true, penalty: { amount: '40.00', currency: 'USD' } });

    // Every offer, field by field, against what the fake wrote.
    for (const offer of offers) {
      const sent = wire(offer);
      expect(offer.total).toEqual({ amount: sent.total_amount, currency: 'USD' });
      expect(offer.base).toEqual({ amount: sent.base_amount, currency: sent.base_currency });
      expect(offer.tax).toEqual({ amount: sent.tax_amount, currency: sent.tax_currency });
      expect(offer.expiresAt).toBe(Date.parse(sent.expires_at as string));
      expect(offer.expiresAt - Date.parse(sent.created_at as string)).toBe(30 * 60_000);
      expect(offer.requiresInstantPayment).toBe(
        (sent.payment_requirements as Json).requires_instant_payment as boolean,
      );
      expect(offer.passengerRefs).toEqual(passengerRefs);
      offer.slices.forEach((slice, i) => {
        const sentSlice = sent.slices[i]! as Json & { segments: Json[] };
        expect(slice.fareBrand).toBe(sentSlice.fare_brand_name);
        expect(slice.durationMin).toBe(parseIsoDurationMinutes(sentSlice.duration));
        slice.segments.forEach((seg, j) => {
          const s = sentSlice.segments[j]! as Json & { origin: Json; destination: Json };
          expect(seg.id).toBe(s.id);
          expect(seg.departingAtLocal).toBe((s.departing_at as string).slice(0, 16));
          expect(seg.arrivingAtLocal).toBe((s.arriving_at as string).slice(0, 16));
          expect(seg.originTimeZone).toBe(s.origin.time_zone);
          expect(seg.arrivesAt - seg.departsAt).toBe(seg.durationMin * 60_000);
          expect(seg.operatingCarrier.code).toBe((s.operating_carrier as Json).iata_code);
          expect(seg.originTerminal).toBe(s.origin_terminal);
          expect(seg.destinationTerminal).toBe(s.destination_terminal);
        });
      });
    }
  });

  it('maps a round trip: two slices in order, a codeshare operated by another airline, Manas asked as FRU', async () => {
    const offers = await supplier().search(request('FRU', 'ICN', { returnDate: RETURN_DATE }));
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.slices).toHaveLength(2);
      expect(offer.slices[0]!.segments[0]!.origin).toBe('FRU');
      expect(offer.slices[0]!.segments.at(-1)!.destination).toBe('ICN');
      expect(offer.slices[1]!.segments[0]!.origin).toBe('ICN');
      expect(offer.slices[1]!.segments.at(-1)!.destination).toBe('FRU');
      expect(offer.slices[1]!.segments[0]!.departingAtLocal.startsWith(RETURN_DATE)).toBe(true);
    }
    // Air Astana through Almaty; KC 909 is flown by Asiana as OZ 578: 23:40 in Almaty (UTC+5), 385 min.
    const light = offers.find((o) => o.owner.code === 'KC' && o.slices[0]!.fareBrand === 'Economy Light')!;
    const [toAlmaty, toSeoul] = light.slices[0]!.segments;
    expect(toAlmaty).toMatchObject({ marketingFlightNumber: '112', origin: 'FRU', destination: 'ALA' });
    expect(toSeoul).toMatchObject({
      marketingCarrier: { code: 'KC', name: 'Air Astana' },
      marketingFlightNumber: '909',
      operatingCarrier: { code: 'OZ', name: 'Asiana Airlines' },
      operatingFlightNumber: '578',
      departsAt: Date.UTC(2026, 11, 20, 18, 40),
      arrivingAtLocal: '2026-12-21T10:05',
      arrivesAt: Date.UTC(2026, 11, 21, 1, 5),
      destinationTimeZone: 'Asia/Seoul',
    });
    // The slice lasts from the first take-off to the last landing, the wait at Almaty included.
    expect(light.slices[0]!.durationMin).toBe((toSeoul!.arrivesAt - toAlmaty!.departsAt) / 60_000);
    expect(light.slices.map((s) => [s.checkedBags, s.carryOnBags])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(light.requiresInstantPayment).toBe(false);
  });

  it('reads every page by its cursor and stops at the offer cap, cheapest first', async () => {
    const all = await supplier({ pageSize: 3 }).search(request('BSZ', 'FRA', { returnDate: '2026-12-28' }));
    const offerRequest = [...fake.state.offerRequests.values()].at(-1)!;
    expect(all).toHaveLength(offerRequest.offerIds.length);
    expect(new Set(all.map((o) => o.offerRef)).size).toBe(all.length);
    const pages = fake.requests.filter((r) => r.method === 'GET');
    expect(pages).toHaveLength(Math.ceil(all.length / 3));
    expect(pages[0]!.query.after).toBeUndefined();
    for (const page of pages.slice(1)) expect(page.query.after).toMatch(/\S/);
    const totals = all.map((o) => Number(o.total.amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    fake.requests.length = 0;
    const capped = await supplier({ pageSize: 3, offerCap: 5 }).search(
      request('BSZ', 'FRA', { returnDate: '2026-12-28' }),
    );
    expect(capped.map((o) => o.total)).toEqual(all.slice(0, 5).map((o) => o.total));
    // The last page asks only for what the cap leaves.
    expect(fake.requests.filter((r) => r.method === 'GET').map((r) => r.query.limit)).toEqual(['3', '2']);
  });

  it('asks for children by age and infants on a lap or with a seat, and answers their ids in the order asked', async () => {
    const passengers: SupplierPassenger[] = [
      ADULT,
      { kind: 'young', age: 7, seat: true },
      { kind: 'young', age: 0, seat: false },
      { kind: 'young', age: 1, seat: true },
      ADULT,
    ];
    const offers = await supplier().search(request('BSZ', 'DXB', { passengers }));
    const create = fake.requests.find((r) => r.method === 'POST')!;
    expect((create.body as { data: Json }).data.passengers).toEqual([
      { type: 'adult' },
      { age: 7 },
      { age: 0 },
      { age: 1, fare_type: 'contract_bulk_infant_with_seat' },
      { type: 'adult' },
    ]);
    const offerRequest = [...fake.state.offerRequests.values()].at(-1)!;
    const asked = offerRequest.body.passengers as Json[];
    const typed = (wire(offers[0]!).passengers as Json[]).map((p) => [p.id, p.type]);
    expect(typed).toEqual([
      [asked[0]!.id, 'adult'],
      [asked[1]!.id, 'child'],
      [asked[2]!.id, 'infant_without_seat'],
      [asked[3]!.id, 'child'],
      [asked[4]!.id, 'adult'],
    ]);
    for (const offer of offers) expect(offer.passengerRefs).toEqual(asked.map((p) => p.id));
    // A lap infant's empty allowance does not hide the seated travellers' bags.
    const standard = offers.find((o) => o.owner.code === 'ZZ' && o.slices[0]!.fareBrand === 'Standard')!;
    expect(standard.slices[0]).toMatchObject({ checkedBags: 1, carryOnBags: 1 });
  });

  it('keeps conditions, brand and bags unknown when the airline states none (never allowed, never zero)', async () => {
    const offers = await supplier().search(request('BSZ', 'SVO'));
    const uzbek = offers.find((o) => o.owner.code === 'HY')!;
    expect(uzbek.slices[0]!.segments.map((s) => s.destination)).toEqual(['TAS', 'SVO']);
    expect(uzbek).toMatchObject({ refundBeforeDeparture: 'unknown', changeBeforeDeparture: 'unknown' });
    expect(uzbek.slices[0]).toMatchObject({ fareBrand: null, checkedBags: null, carryOnBags: null });
    expect((wire(uzbek).conditions as Json).refund_before_departure).toBeNull();
    // Duffel Airways' Standard states its change penalty but not its refund.
    const standard = offers.find((o) => o.owner.code === 'ZZ' && o.slices[0]!.fareBrand === 'Standard')!;
    expect(standard.refundBeforeDeparture).toBe('unknown');
    expect(standard.changeBeforeDeparture).toEqual({ allowed: true, penalty: { amount: '40.00', currency: 'USD' } });
  });

  it('says no documents are needed within Kyrgyzstan, and business searches answer business brands', async () => {
    const domestic = await supplier().search(request('BSZ', 'OSS'));
    expect(domestic.length).toBeGreaterThan(0);
    for (const offer of domestic) expect(offer.identityDocumentsRequired).toBe(false);
    const business = await supplier().search(request('OSS', 'IST', { cabin: 'business' }));
    expect(business.map((o) => o.slices[0]!.fareBrand).sort()).toEqual(['Business', 'Business', 'BusinessFly']);
  });

  it('answers no offers for a route nobody flies', async () => {
    expect(await supplier().search(request('PVD', 'RAI'))).toEqual([]);
  });
});

describe('reprice', () => {
  it('answers unchanged with the offer as it reads now', async () => {
    const [offer] = await supplier().search(request('BSZ', 'ALA'));
    const repriced = await supplier().reprice(offer!.offerRef, offer!.total);
    expect(repriced.status).toBe('unchanged');
    if (repriced.status !== 'unchanged') return;
    expect(repriced.offer.offerRef).toBe(offer!.offerRef);
    expect(repriced.offer.slices).toEqual(offer!.slices);
    expect(repriced.offer.passengerRefs).toEqual(offer!.passengerRefs);
    expect(fake.requests.at(-1)!.path).toBe(`/air/offers/${offer!.offerRef}`);
  });

  it('answers changed with the new total when the price moves on every read', async () => {
    const offers = await supplier().search(request('BSZ', 'STN'));
    const offer = offers[0]!;
    const first = await supplier().reprice(offer.offerRef, offer.total);
    expect(first).toMatchObject({ status: 'changed', previousTotal: offer.total });
    if (first.status !== 'changed') return;
    expect(Number(first.offer.total.amount)).toBeCloseTo(Number(offer.total.amount) + 10, 2);
    const second = await supplier().reprice(offer.offerRef, first.offer.total);
    expect(second.status === 'changed' && Number(second.offer.total.amount)).toBeCloseTo(
      Number(offer.total.amount) + 20,
      2,
    );
  });

  it('answers gone for an offer Duffel no longer sells, or one read after its expiry', async () => {
    const [gone] = await supplier().search(request('BSZ', 'LGW'));
    expect(gone!.expiresAt).toBeLessThanOrEqual(fake.clock.now());
    expect(await supplier().reprice(gone!.offerRef, gone!.total)).toEqual({ status: 'gone' });

    const [offer] = await supplier().search(request('OSS', 'TAS'));
    fake.clock.advance(31 * 60_000);
    try {
      expect(await supplier().reprice(offer!.offerRef, offer!.total)).toEqual({ status: 'gone' });
    } finally {
      fake.clock.advance(-31 * 60_000);
    }
    expect(await supplier().reprice('off_0000unknownOffer', offer!.total)).toEqual({ status: 'gone' });
  });
});

describe('failures', () => {
  it('gives up on a search that never answers within its budget, and says unavailable', async () => {
    const started = performance.now();
    const error = await failureOf(supplier().search(request('BSZ', 'LCY', { timeoutMs: 1_200 })));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe('unavailable');
    expect(elapsed).toBeGreaterThanOrEqual(1_150);
    expect(elapsed).toBeLessThan(1_200 + 500);
    expect(error.message).toContain('no answer within 1200 ms');
  });

  it('answers a slow search with the airlines that answered in time, inside the budget', async () => {
    fake.setLatency(60_000);
    const started = performance.now();
    const offers = await supplier().search(request('BSZ', 'IST', { timeoutMs: 2_600 }));
    expect(performance.now() - started).toBeLessThan(2_600);
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((o) => o.owner.code))).toEqual(new Set(['ZZ']));
  });

  it('answers the offers already read when the budget runs out on a later page', async () => {
    // The second page never comes: the request waits for the search's own deadline to abort it.
    let pagesAsked = 0;
    const slowSecondPage: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      if (url.pathname === '/air/offers' && (pagesAsked += 1) === 2)
        return new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        );
      return fetch(input, init);
    };
    const started = performance.now();
    const offers = await supplier({ pageSize: 3, fetch: slowSecondPage }).search(
      request('BSZ', 'FRA', { timeoutMs: 1_500 }),
    );
    expect(performance.now() - started).toBeLessThan(1_500 + 500);
    expect(pagesAsked).toBe(2);
    expect(offers).toHaveLength(3);
    expect(logs.some((l) => l.level === 'warn' && l.message.includes('time ran out while reading offers'))).toBe(true);
  });

  it('reads 500, a gateway 502, 503 and 504 on a search as unavailable, with Duffel request id when there is one', async () => {
    for (const [destination, status] of [
      ['LTN', 500],
      ['BHX', 502],
      ['MAN', 503],
    ] as const) {
      fake.requests.length = 0;
      const error = await failureOf(supplier().search(request('BSZ', destination)));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toContain(`HTTP ${status}`);
      const received = fake.requests.at(-1)!;
      expect(received.status).toBe(status);
      expect(error.requestId).toBe(received.requestId);
    }
    const timeout = await failureOf(supplier().search(request('STN', 'LHR')));
    expect(timeout).toMatchObject({ kind: 'unavailable', retryAfterMs: null });
    expect(timeout.requestId).toMatch(/\S/);
    // The gateway's HTML answer carries no request id of Duffel's.
    fake.requests.length = 0;
    expect((await failureOf(supplier().search(request('BSZ', 'BHX')))).requestId).toBeNull();
  });

  it('reads 429 as unavailable with the wait Duffel asks for', async () => {
    const error = await failureOf(supplier().search(request('BSZ', 'EDI')));
    expect(error.kind).toBe('unavailable');
    // The fake resets 7 s later; the reset is a whole second, measured against the answer's own date.
    expect(error.retryAfterMs).toBeGreaterThanOrEqual(6_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(8_000);
    expect(error.requestId).toBe(fake.requests.at(-1)!.requestId);
  });

  it('reads a refused token as auth_failed and never writes the token into a log', async () => {
    const error = await failureOf(supplier({ token: 'duffel_test_wrong' }).search(request('BSZ', 'IST')));
    expect(error.kind).toBe('auth_failed');
    expect(error.requestId).toBe(fake.requests.at(-1)!.requestId);
    await supplier().search(request('BSZ', 'IST'));
    expect(logs.length).toBeGreaterThan(0);
    const written = JSON.stringify(logs);
    expect(written).not.toContain(fake.token);
    expect(written).not.toContain('duffel_test_wrong');
  });

  it('reads validation errors as validation_failed', async () => {
    const error = await failureOf(
      supplier().search({ ...request('BSZ', 'IST'), passengers: [{ kind: 'young', age: 0, seat: false }] }),
    );
    expect(error.kind).toBe('validation_failed');
    expect(error.message).toContain('HTTP 422 validation_inclusion');
  });

  it('reads a network failure on a read as unavailable', async () => {
    const error = await failureOf(supplier({ baseUrl: 'http://127.0.0.1:9' }).search(request('BSZ', 'IST')));
    expect(error).toMatchObject({ kind: 'unavailable', requestId: null });
  });
});

describe('logs and metrics', () => {
  it('logs every call with the request id, method, path, status and duration, and counts it', async () => {
    const okBefore = await counter('create_offer_request', 'ok');
    const pagesBefore = await counter('list_offers', 'ok');
    const failedBefore = await counter('create_offer_request', 'unavailable');
    const expiredBefore = await counter('get_offer', 'offer_expired');
    const offers = await supplier({ pageSize: 4 }).search(request('BSZ', 'URC'));
    await failureOf(supplier().search(request('BSZ', 'MAN')));
    await supplier().reprice('off_0000unknownOffer', offers[0]!.total);

    expect(await counter('create_offer_request', 'ok')).toBe(okBefore + 1);
    const pages = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/air/offers?')).length;
    expect(pages).toBeGreaterThan(1);
    expect(await counter('list_offers', 'ok')).toBe(pagesBefore + pages);
    expect(await counter('create_offer_request', 'unavailable')).toBe(failedBefore + 1);
    expect(await counter('get_offer', 'offer_expired')).toBe(expiredBefore + 1);

    const calls = logs.filter((l) => l.message.startsWith('supplier call'));
    expect(calls).toHaveLength(fake.requests.length);
    calls.forEach((call, i) => {
      const received = fake.requests[i]!;
      expect(call.entry).toMatchObject({
        supplier: 'duffel',
        method: received.method,
        path: received.path,
        status: received.status,
        requestId: received.requestId,
      });
      expect(call.entry.durationMs).toEqual(expect.any(Number));
    });
    expect(calls.find((c) => c.entry.status === 503)).toMatchObject({ level: 'warn' });
    const histogram = await metricsRegistry.getSingleMetric('sapar_supplier_request_duration_seconds')!.get();
    const timed = histogram.values.find(
      (v) =>
        v.labels.supplier === 'duffel' &&
        v.labels.operation === 'list_offers' &&
        (v as { metricName?: string }).metricName === 'sapar_supplier_request_duration_seconds_count',
    );
    expect(timed?.value).toBeGreaterThanOrEqual(pages);
  });
});

describe('local times', () => {
  it('turns local airport times into instants across a daylight-saving change', () => {
    // Frankfurt moves from UTC+2 to UTC+1 at 03:00 on 25 October 2026.
    expect(localTimeToInstant('2026-10-24T10:00:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 9, 24, 8, 0));
    expect(localTimeToInstant('2026-10-25T10:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 9, 25, 9, 0));
    expect(localTimeToInstant('2026-12-20T06:35:00', 'Asia/Bishkek')).toBe(Date.UTC(2026, 11, 20, 0, 35));
    expect(parseIsoDurationMinutes('P1DT2H30M')).toBe(1590);
    expect(parseIsoDurationMinutes('PT45M')).toBe(45);
    expect(parseIsoDurationMinutes('6h')).toBeNull();
  });
});

describe("the fake keeps Duffel's contract", () => {
  const headers = () => ({
    authorization: `Bearer ${fake.token}`,
    'duffel-version': 'v2',
    'content-type': 'application/json',
    accept: 'application/json',
  });
  const search = (destination = 'IST', extraHeaders: Record<string, string> = headers()) =>
    fetch(`${fake.url}/air/offer_requests?return_offers=false&supplier_timeout=5000`, {
      method: 'POST',
      headers: extraHeaders,
      body: JSON.stringify({
        data: {
          slices: [{ origin: 'BSZ', destination, departure_date: DATE }],
          passengers: [{ type: 'adult' }, { age: 4 }],
          cabin_class: 'economy',
        },
      }),
    });

  it('answers {data} with prefixed ids, decimal money, UTC stamps, local segment times and ISO durations', async () => {
    const created = await search();
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toMatch(/\S/);
    const { data: offerRequest } = (await created.json()) as { data: Json & { passengers: Json[] } };
    expect(offerRequest.id).toMatch(/^orq_/);
    expect(offerRequest.passengers.map((p) => p.id)).toEqual([
      expect.stringMatching(/^pas_/),
      expect.stringMatching(/^pas_/),
    ]);
    expect(offerRequest.offers).toBeUndefined();
    const listed = await fetch(`${fake.url}/air/offers?offer_request_id=${offerRequest.id as string}`, {
      headers: headers(),
    });
    const { data, meta } = (await listed.json()) as { data: Json[]; meta: Json };
    expect(meta).toEqual({ limit: 50, after: null, before: null });
    for (const offer of data) {
      expect(offer.id).toMatch(/^off_/);
      expect(offer.total_amount).toMatch(/^\d+\.\d{2}$/);
      expect(offer.total_currency).toBe('USD');
      expect(offer.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
      expect(Date.parse(offer.expires_at as string) - Date.parse(offer.created_at as string)).toBe(30 * 60_000);
      expect((offer.passengers as Json[]).map((p) => p.type)).toEqual(['adult', 'child']);
      for (const slice of offer.slices as Array<Json & { segments: Json[] }>) {
        expect(slice.id).toMatch(/^sli_/);
        expect(slice.duration).toMatch(/^P(\d+D)?T(\d+H)?(\d+M)?$/);
        for (const segment of slice.segments) {
          expect(segment.id).toMatch(/^seg_/);
          expect(segment.departing_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
          expect((segment.origin as Json).time_zone).toMatch(/\//);
        }
      }
    }
    // Prices are the same for the same route and date.
    const again = (await (await search()).json()) as { data: Json };
    const listedAgain = (await (
      await fetch(`${fake.url}/air/offers?offer_request_id=${again.data.id as string}`, { headers: headers() })
    ).json()) as { data: Json[] };
    expect(listedAgain.data.map((o) => o.total_amount)).toEqual(data.map((o) => o.total_amount));
  });

  it('pages with opaque cursors both ways and refuses a limit over 200', async () => {
    const { data: offerRequest } = (await (await search('FRA')).json()) as { data: Json };
    const page = async (query: string) => {
      const res = await fetch(`${fake.url}/air/offers?offer_request_id=${offerRequest.id as string}&${query}`, {
        headers: headers(),
      });
      return { status: res.status, ...((await res.json()) as { data: Json[]; meta: Json; errors?: Json[] }) };
    };
    const first = await page('limit=2');
    expect(first.meta).toMatchObject({ limit: 2, before: null, after: expect.any(String) });
    const second = await page(`limit=2&after=${first.meta.after as string}`);
    expect(second.data.map((o) => o.id)).not.toContain(first.data[0]!.id);
    const back = await page(`limit=2&before=${second.meta.before as string}`);
    expect(back.data.map((o) => o.id)).toEqual(first.data.map((o) => o.id));
    const tooMany = await page('limit=201');
    expect(tooMany.status).toBe(422);
    expect(tooMany.errors![0]).toMatchObject({ type: 'validation_error', source: { field: 'limit' } });
  });

  it('sends rate-limit headers on every answer and 429 beyond the limit until the window resets', async () => {
    fake.setRateLimit(3);
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await fetch(`${fake.url}/air/offers/off_0000none`, { headers: headers() }));
    expect(answers.map((a) => a.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    for (const answer of answers) {
      expect(answer.headers.get('ratelimit-limit')).toBe('3');
      expect(Date.parse(answer.headers.get('ratelimit-reset')!)).toBeGreaterThan(fake.clock.now());
    }
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 429]);
    const limited = (await answers[3]!.json()) as { errors: Json[]; meta: Json };
    expect(limited.errors[0]).toMatchObject({ type: 'rate_limit_error' });
    fake.clock.advance(61_000);
    try {
      const after = await fetch(`${fake.url}/air/offers/off_0000none`, { headers: headers() });
      expect(after.status).toBe(404);
      expect(after.headers.get('ratelimit-remaining')).toBe('2');
    } finally {
      fake.clock.advance(-61_000);
    }
  });

  it("answers errors in Duffel's shape: 401 without a token, 400 without the version, 403 for a read-only token", async () => {
    const noToken = await search('IST', { 'duffel-version': 'v2', 'content-type': 'application/json' });
    expect(noToken.status).toBe(401);
    const body = (await noToken.json()) as { errors: Json[]; meta: Json };
    expect(body.errors[0]).toEqual({
      type: 'authentication_error',
      title: expect.any(String),
      message: expect.any(String),
      code: expect.any(String),
      documentation_url: expect.stringMatching(/^https:\/\/duffel\.com\/docs/),
    });
    expect(body.meta).toEqual({ status: 401, request_id: noToken.headers.get('x-request-id') });
    const noVersion = await search('IST', {
      authorization: `Bearer ${fake.token}`,
      'content-type': 'application/json',
    });
    expect(noVersion.status).toBe(400);
    expect(((await noVersion.json()) as { errors: Json[] }).errors[0]).toMatchObject({ type: 'invalid_request_error' });

    const readOnly = await startDuffelFake({ readOnlyToken: 'duffel_test_read_only' });
    try {
      const write = await fetch(`${readOnly.url}/air/offer_requests`, {
        method: 'POST',
        headers: { ...headers(), authorization: 'Bearer duffel_test_read_only' },
        body: JSON.stringify({ data: {} }),
      });
      expect(write.status).toBe(403);
    } finally {
      await readOnly.close();
    }
  });

  it('prices an offer with the payment methods asked, and refuses an offer past its expiry', async () => {
    const { data: offerRequest } = (await (await search('DXB')).json()) as { data: Json };
    const offerId = fake.state.offerRequests.get(offerRequest.id as string)!.offerIds[0]!;
    const priced = await fetch(`${fake.url}/air/offers/${offerId}/actions/price`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ data: { intended_payment_methods: [{ type: 'balance' }] } }),
    });
    const { data } = (await priced.json()) as { data: Json & { intended_payment_methods: Json[] } };
    expect(data.intended_payment_methods).toEqual([
      {
        type: 'balance',
        charge_amount: data.total_amount,
        charge_currency: 'USD',
        surcharge_amount: '0.00',
        surcharge_currency: 'USD',
      },
    ]);
    fake.clock.advance(30 * 60_000);
    try {
      const expired = await fetch(`${fake.url}/air/offers/${offerId}`, { headers: headers() });
      expect(expired.status).toBe(422);
      expect(((await expired.json()) as { errors: Json[] }).errors[0]).toMatchObject({
        type: 'invalid_state_error',
        code: 'offer_no_longer_available',
      });
    } finally {
      fake.clock.advance(-30 * 60_000);
    }
  });
});
