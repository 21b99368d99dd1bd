/**
 * One search over every supplier (docs/architecture.md, "Flight supply"): the agency's own offers
 * answer at once while an outside supplier is still being asked; its offers join the stored search
 * when they arrive; a supplier that fails, runs out of time or answers 429 never fails the search and
 * can be asked again; the same flights from two suppliers are one card; unknown terms are never
 * allowed; an outside offer is read again before the passenger step, and booking refuses it cleanly.
 * The suppliers here are written in the test against the provider-neutral interface.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SupplierError,
  type OutsideFlightSupplier,
  type RepricedOffer,
  type SupplierMoney,
  type SupplierOffer,
  type SupplierSearchRequest,
} from '../src/providers/flights/flight-supplier.js';
import type { ConfiguredSupplier } from '../src/modules/flights/supplier-search.js';
import { seedDemoRates } from '../src/modules/pricing/index.js';
import { adult, bookingBody } from './booking-fixtures.js';
import { startDuffelFake, type DuffelFake } from './fakes/duffel-fake.js';
import { createTestContext, inDays, type TestContext } from './helper.js';

type Behaviour =
  | { kind: 'answer'; offers: (request: SupplierSearchRequest) => SupplierOffer[] }
  | { kind: 'fail'; error: Error }
  | { kind: 'hang' };

/** An outside supplier the test steers: what its search does, held until released, and what reprice answers. */
class ScriptedSupplier implements OutsideFlightSupplier {
  behaviour: Behaviour = { kind: 'answer', offers: () => [] };
  searches: SupplierSearchRequest[] = [];
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  reprices: string[] = [];
  repriceWith: (offerRef: string, previous: SupplierMoney) => RepricedOffer = () => ({ status: 'gone' });

  constructor(readonly name: string) {}

  /** Searches wait until `release()`. */
  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release() {
    this.open();
  }

  async search(request: SupplierSearchRequest): Promise<SupplierOffer[]> {
    this.searches.push(request);
    await this.gate;
    const behaviour = this.behaviour;
    if (behaviour.kind === 'fail') throw behaviour.error;
    if (behaviour.kind === 'hang') return new Promise<never>(() => undefined);
    return behaviour.offers(request);
  }

  async reprice(offerRef: string, previous: SupplierMoney): Promise<RepricedOffer> {
    this.reprices.push(offerRef);
    return this.repriceWith(offerRef, previous);
  }
}

interface SegmentView {
  flight_id: string;
  carrier: { code: string; name: string };
  flight_number: string;
  from: { code: string };
  to: { code: string };
  departure: { local: string; utc: string };
  arrival: { local: string; utc: string };
  operated_by?: { code: string; name: string } | null;
}
interface FareView {
  offer_id: string;
  supplier?: string;
  refund: { allowed: boolean; status?: string };
  baggage: { included: boolean; status?: string };
  price: { total: number; detail?: { fee: number; rate: { currency: string } } | null };
  expires_at?: string | null;
}
interface ResultView extends FareView {
  id: string;
  segments: SegmentView[];
  fares: FareView[];
}
interface SearchView {
  search_id: string;
  pending_suppliers: string[];
  unanswered_suppliers: string[];
  tickets: ResultView[];
  facets: { total: number; refundable: number; airlines: Array<{ code: string; name: string; count: number }> };
  pageData: { total: number };
}

const WHEN = inDays(12);

/** A one-segment supplier offer on the flight a ticket shows, or on a made-up carrier. */
function offerOn(
  supplier: string,
  ref: string,
  segment: Pick<SegmentView, 'carrier' | 'flight_number' | 'from' | 'to' | 'departure' | 'arrival'>,
  overrides: Partial<SupplierOffer> = {},
): SupplierOffer {
  const departsAt = Date.parse(segment.departure.utc);
  const arrivesAt = Date.parse(segment.arrival.utc);
  return {
    supplier,
    offerRef: ref,
    expiresAt: Date.now() + 30 * 60_000,
    slices: [
      {
        segments: [
          {
            id: `seg_${ref}`,
            origin: segment.from.code,
            destination: segment.to.code,
            departingAtLocal: segment.departure.local,
            arrivingAtLocal: segment.arrival.local,
            originTimeZone: null,
            destinationTimeZone: null,
            departsAt,
            arrivesAt,
            durationMin: Math.round((arrivesAt - departsAt) / 60_000),
            marketingCarrier: segment.carrier,
            marketingFlightNumber: segment.flight_number.split(' ')[1]!,
            operatingCarrier: segment.carrier,
            operatingFlightNumber: null,
            aircraft: null,
            originTerminal: null,
            destinationTerminal: null,
          },
        ],
        durationMin: Math.round((arrivesAt - departsAt) / 60_000),
        fareBrand: 'Economy Light',
        checkedBags: 0,
        carryOnBags: 1,
      },
    ],
    total: { amount: '5.00', currency: 'USD' },
    base: { amount: '4.00', currency: 'USD' },
    tax: { amount: '1.00', currency: 'USD' },
    owner: segment.carrier,
    refundBeforeDeparture: 'unknown',
    changeBeforeDeparture: { allowed: false },
    seatsLeft: null,
    requiresInstantPayment: true,
    identityDocumentsRequired: true,
    passengerRefs: ['pas_1'],
    ...overrides,
  };
}

const ONE_ADULT = { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 };

describe('one search over every supplier', () => {
  let ctx: TestContext;
  const acme = new ScriptedSupplier('acme');
  const configured: ConfiguredSupplier[] = [{ supplier: acme, timeoutMs: 400 }];

  beforeAll(async () => {
    ctx = await createTestContext({}, { outsideSuppliers: configured });
    // Today's National Bank rates, as `npm start` seeds them: outside offers are priced in som with them.
    await seedDemoRates(ctx.database.db);
  }, 120_000);
  afterAll(() => ctx?.close());

  const search = async (cityTo = 'OSS') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search/',
      payload: { type: 'one_way', city_from: 'BSZ', city_to: cityTo, when_date: WHEN, passengers: ONE_ADULT },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchView;
  };
  const page = async (searchId: string, query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${searchId}/?leg=there${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchView;
  };
  /** The search's page once no supplier is pending. */
  const settled = (searchId: string, query = '') =>
    vi.waitFor(
      async () => {
        const body = await page(searchId, query);
        if (body.pending_suppliers.length > 0) throw new Error('still pending');
        return body;
      },
      { timeout: 5000, interval: 20 },
    );

  it('answers the own offers at once with the supplier pending, and its offers later; the same flights are one card, the cheaper fare first', async () => {
    acme.hold();
    // The own flight the supplier also sells, cheaper and with other terms; and a flight only the supplier sells.
    const shared: { segment?: SegmentView } = {};
    acme.behaviour = {
      kind: 'answer',
      offers: () => [
        offerOn('acme', 'off_same', shared.segment!),
        offerOn('acme', 'off_only', {
          ...shared.segment!,
          carrier: { code: 'X9', name: 'Test Air' },
          flight_number: 'X9 0101',
        }),
      ],
    };
    const first = await search();
    expect(first.pending_suppliers).toEqual(['acme']);
    expect(first.unanswered_suppliers).toEqual([]);
    expect(first.tickets.length).toBeGreaterThan(0);
    expect(first.tickets.every((t) => t.supplier === 'own')).toBe(true);
    shared.segment = first.tickets.find((t) => t.segments.length === 1)!.segments[0]!;
    const ownSegment = shared.segment;
    const ownTotal = first.facets.total;

    // Asked for the search's leg, within its budget, at the same moment as the own inventory.
    expect(acme.searches.at(-1)).toMatchObject({
      slices: [{ origin: 'BSZ', destination: 'OSS', departureDate: WHEN }],
      passengers: [{ kind: 'adult' }],
      cabin: 'economy',
      timeoutMs: 400,
    });
    const stillPending = await page(first.search_id);
    expect(stillPending.pending_suppliers).toEqual(['acme']);
    expect(stillPending.pageData.total).toBe(first.pageData.total);

    acme.release();
    const done = await settled(first.search_id);
    expect(done.unanswered_suppliers).toEqual([]);
    // One card more (the supplier-only flight), not two: the shared flight merged into its own card.
    expect(done.facets.total).toBe(ownTotal + 1);
    expect(done.facets.airlines.find((a) => a.code === 'X9')).toMatchObject({ name: 'Test Air', count: 1 });

    const merged = done.tickets.find((t) =>
      t.segments.some(
        (s) => s.flight_number === ownSegment!.flight_number && s.departure.local === ownSegment!.departure.local,
      ),
    )!;
    expect(merged.fares[0]!.supplier).toBe('acme');
    expect(merged.supplier).toBe('acme');
    expect(merged.fares.slice(1).some((f) => f.supplier === 'own')).toBe(true);
    const cheapest = merged.fares[0]!;
    expect(cheapest.price.total).toBeLessThan(merged.fares[1]!.price.total);
    // Priced in som at the recorded rate with the agency's fee; the supplier's deadline is the offer's.
    expect(cheapest.price.detail).toMatchObject({ rate: { currency: 'USD' } });
    expect(cheapest.expires_at).toEqual(expect.any(String));
    // Unknown refund: shown as not allowed, and the refundable filter leaves the fare out.
    expect(cheapest.refund).toMatchObject({ allowed: false, status: 'unknown' });
    const refundable = await page(first.search_id, '&refundable=true');
    expect(refundable.tickets.flatMap((t) => t.fares).some((f) => f.supplier === 'acme')).toBe(false);
    expect(refundable.tickets.some((t) => t.segments[0]!.carrier.code === 'X9')).toBe(false);
    expect(done.facets.refundable).toBe(
      done.tickets.filter((t) => t.fares.some((f) => f.refund.allowed)).length +
        0 /* the supplier-only card has no refundable fare */,
    );
    // The airline filter finds the supplier's carrier.
    const zz = await page(first.search_id, '&airlines=X9');
    expect(zz.tickets.map((t) => t.segments[0]!.flight_number)).toEqual(['X9 101']);
  });

  it('keeps the search answering 200 when the supplier fails, times out or answers 429, and a retry asks only it again', async () => {
    for (const behaviour of [
      { kind: 'fail', error: new Error('socket hang up: internal detail') },
      { kind: 'fail', error: new SupplierError('unavailable', 'acme', 'req_1', 'HTTP 429 rate_limit_error', 7000) },
      { kind: 'hang' },
    ] as Behaviour[]) {
      acme.behaviour = behaviour;
      const made = await search();
      expect(made.tickets.length).toBeGreaterThan(0);
      const done = await settled(made.search_id);
      expect(done.unanswered_suppliers).toEqual(['acme']);
      expect(JSON.stringify(done)).not.toMatch(/socket|rate_limit_error|internal detail/);

      const asked = acme.searches.length;
      acme.behaviour = {
        kind: 'answer',
        offers: () => [
          offerOn('acme', 'off_retry', {
            ...made.tickets[0]!.segments[0]!,
            carrier: { code: 'X9', name: 'Test Air' },
            flight_number: 'X9 7',
          }),
        ],
      };
      const retry = await ctx.app.inject({ method: 'POST', url: `/api/flights/search/${made.search_id}/retry/` });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ pending_suppliers: ['acme'], unanswered_suppliers: [] });
      const after = await settled(made.search_id);
      expect(acme.searches.length).toBe(asked + 1);
      expect(after.unanswered_suppliers).toEqual([]);
      expect(after.tickets.some((t) => t.segments[0]!.flight_number === 'X9 7')).toBe(true);

      // Nothing left to ask: a second retry asks nobody.
      await ctx.app.inject({ method: 'POST', url: `/api/flights/search/${made.search_id}/retry/` });
      expect(acme.searches.length).toBe(asked + 1);
    }
  });

  it('shows no outside offer it cannot price in som (no rate for its currency)', async () => {
    acme.behaviour = {
      kind: 'answer',
      offers: (request) => [
        offerOn(
          'acme',
          'off_xts',
          {
            carrier: { code: 'X9', name: 'Test Air' },
            flight_number: 'X9 55',
            from: { code: request.slices[0]!.origin },
            to: { code: request.slices[0]!.destination },
            departure: { local: `${WHEN}T10:00`, utc: `${WHEN}T04:00:00Z` },
            arrival: { local: `${WHEN}T11:00`, utc: `${WHEN}T05:00:00Z` },
          },
          { total: { amount: '5.00', currency: 'XTS' }, base: null, tax: null },
        ),
      ],
    };
    const made = await search();
    const done = await settled(made.search_id);
    expect(done.unanswered_suppliers).toEqual([]);
    expect(done.tickets.flatMap((t) => t.fares).some((f) => f.supplier === 'acme')).toBe(false);
  });

  it('reads an outside offer again: a new price to accept, then gone (410 offer_gone); booking refuses it without writing an order', async () => {
    acme.behaviour = {
      kind: 'answer',
      offers: (request) => [
        offerOn('acme', 'off_move', {
          carrier: { code: 'X9', name: 'Test Air' },
          flight_number: 'X9 77',
          from: { code: request.slices[0]!.origin },
          to: { code: request.slices[0]!.destination },
          departure: { local: `${WHEN}T10:00`, utc: `${WHEN}T04:00:00Z` },
          arrival: { local: `${WHEN}T11:00`, utc: `${WHEN}T05:00:00Z` },
        }),
      ],
    };
    const made = await search();
    const done = await settled(made.search_id, '&airlines=X9');
    const fare = done.tickets[0]!.fares[0]!;
    expect(fare.supplier).toBe('acme');

    let rose = offerOn('acme', 'off_move', done.tickets[0]!.segments[0]!, {
      total: { amount: '15.00', currency: 'USD' },
    });
    rose = {
      ...rose,
      slices: [{ ...rose.slices[0]!, segments: [{ ...rose.slices[0]!.segments[0]!, marketingFlightNumber: '77' }] }],
    };
    acme.repriceWith = (_ref, previous) => ({ status: 'changed', offer: rose, previousTotal: previous });
    const url = `/api/flights/search/${made.search_id}/offers/${fare.offer_id}/reprice/`;
    const changed = await ctx.app.inject({ method: 'POST', url });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json() as { status: string; previous_total: number; fare: FareView };
    expect(body).toMatchObject({ status: 'changed', previous_total: fare.price.total });
    expect(body.fare.price.total).toBeGreaterThan(fare.price.total);
    expect(acme.reprices).toEqual(['off_move']);
    // The stored offer carries the new price.
    const again = await page(made.search_id, '&airlines=X9');
    expect(again.tickets[0]!.fares[0]!.price.total).toBe(body.fare.price.total);

    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { 'idempotency-key': `supply-${made.search_id}` },
      payload: bookingBody(made.search_id, fare.offer_id, [adult(WHEN)]),
    });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json()).toMatchObject({ code: 'offer_not_bookable' });
    const orders = (await ctx.database.db.execute(
      sql`select count(*)::int as n from "order" where lower(contact_email) = 'buyer@example.com'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(orders.rows[0]!.n).toBe(0);

    acme.repriceWith = () => ({ status: 'gone' });
    const gone = await ctx.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' } });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'offer_gone' });
    const after = await page(made.search_id, '&airlines=X9');
    expect(after.tickets).toEqual([]);
  });
});

describe('one search over the own inventory and Duffel (the local fake of its v2 API)', () => {
  let ctx: TestContext;
  let fake: DuffelFake;

  beforeAll(async () => {
    fake = await startDuffelFake({ latencyMs: 150 });
    ctx = await createTestContext({
      FLIGHT_SUPPLIERS: 'own,duffel',
      DUFFEL_URL: fake.url,
      DUFFEL_TOKEN: fake.token,
      DUFFEL_TIMEOUT_MS: '5000',
    });
    await seedDemoRates(ctx.database.db);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('a BSZ→IST round trip: own offers at once, Duffel pending; then Duffel offers on both legs, priced in som with their deadline', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search/',
      payload: {
        type: 'round_trip',
        city_from: 'BSZ',
        city_to: 'IST',
        when_date: inDays(20),
        back_date: inDays(27),
        passengers: ONE_ADULT,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as SearchView;
    expect(made.pending_suppliers).toEqual(['duffel']);
    expect(made.tickets.flatMap((t) => t.fares).every((f) => f.supplier === 'own')).toBe(true);

    for (const leg of ['there', 'back'] as const) {
      const body = await vi.waitFor(
        async () => {
          const page = await ctx.app.inject({
            method: 'GET',
            url: `/api/flights/search/${made.search_id}/?leg=${leg}&sort=cheapest`,
          });
          const answer = page.json() as SearchView;
          if (answer.pending_suppliers.length > 0) throw new Error('Duffel still pending');
          return answer;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(body.unanswered_suppliers).toEqual([]);
      const duffel = body.tickets.flatMap((t) => t.fares.map((f) => ({ ...f, segments: t.segments })));
      const fromDuffel = duffel.filter((f) => f.supplier === 'duffel');
      expect(fromDuffel.length).toBeGreaterThan(0);
      const [from, to] = leg === 'there' ? ['BSZ', 'IST'] : ['IST', 'BSZ'];
      for (const fare of fromDuffel) {
        expect(fare.segments[0]!.from.code).toBe(from);
        expect(fare.segments.at(-1)!.to.code).toBe(to);
        expect(Date.parse(fare.expires_at!)).toBeGreaterThan(Date.now());
        expect(fare.price.detail).toMatchObject({ rate: { currency: 'USD' } });
        expect(Number.isInteger(fare.price.total)).toBe(true);
      }
    }
  });
});
