/**
 * Flight search across processes: two real API processes on one fresh PostgreSQL database sharing
 * Redis (REDIS_URL), as in production behind a proxy. A search made on one process pages and books on
 * the other (live searches in Redis); a booking on one is seen by the other's searches within the seat
 * reader's time-to-live, and at once by its own. Runs in the api-postgres project only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, findOffer, loggedErrors, startCluster, START_TIMEOUT_MS, type ApiProcess, type ProcessCluster, type TicketView as BaseTicket } from './api-processes.js';
import { adult, bookingBody } from './booking-fixtures.js';
import { inDays, TEST_DATABASE_URL } from './helper.js';

const SEAT_CACHE_TTL_MS = 1000;

type TicketView = BaseTicket & { seats_left: number; price: { total: number } };

async function search(api: ApiProcess, when: string, cityTo = 'OSS') {
  const res = await call(api, 'POST', '/api/flights/search/', {
    type: 'one_way',
    city_from: 'BSZ',
    city_to: cityTo,
    when_date: when,
    back_date: null,
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
  });
  if (res.status !== 200) throw new Error(`search on ${api.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { search_id: string; tickets: TicketView[]; pageData: { totalPages: number; total: number } };
}


/** Seats left on a direct flight as a new search on `api` shows them. */
async function seatsLeftSeenBy(api: ApiProcess, when: string, flightId: number, family: string): Promise<number | undefined> {
  const { search_id } = await search(api, when);
  const offer = await findOffer<TicketView>(api, search_id, (t) => t.segments.length === 1 && Number(t.segments[0]!.flight_id) === flightId && t.fare_family === family);
  return offer?.seats_left;
}

describe.skipIf(!TEST_DATABASE_URL)('flight search across two API processes on PostgreSQL with Redis', () => {
  let cluster: ProcessCluster;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    cluster = await startCluster(TEST_DATABASE_URL!, 2, { SEAT_CACHE_TTL_MS: String(SEAT_CACHE_TTL_MS) });
    [a, b] = cluster.apis as [ApiProcess, ApiProcess];
  }, 2 * START_TIMEOUT_MS + 10_000);

  afterAll(() => cluster?.stop(), 30_000);

  it('pages on B a search made on A, with the same offers; 410 on both once it has expired', async () => {
    const made = await search(a, inDays(18), 'MOW');
    expect(made.pageData.total).toBeGreaterThan(1);
    // One result per itinerary: the route may fit one page; B re-sorts the search made on A (and pages it when there are pages).
    const page = made.pageData.totalPages > 1 ? 2 : 1;
    const url = `/api/flights/search/${made.search_id}/?leg=there&page=${page}&sort=earliest`;
    const [onA, onB] = await Promise.all([call(a, 'GET', url), call(b, 'GET', url)]);
    expect(onB.status, `${JSON.stringify(onB.body)}\n${loggedErrors([a, b])}`).toBe(200);
    expect(onB.body.pageData).toMatchObject({ currentPage: page, total: made.pageData.total });
    expect(onB.body.tickets.length).toBeGreaterThan(0);
    expect(onB.body.tickets.map((t: TicketView) => t.id)).toEqual(onA.body.tickets.map((t: TicketView) => t.id));
    const firstPageIds = new Set(made.tickets.map((t) => t.id));
    if (page === 2) expect(onB.body.tickets.some((t: TicketView) => firstPageIds.has(t.id))).toBe(false);
    else expect(new Set(onB.body.tickets.map((t: TicketView) => t.id))).toEqual(firstPageIds);

    const unknown = await call(b, 'GET', `/api/flights/search/${'0'.repeat(32)}/?leg=there&page=1`);
    expect(unknown.status).toBe(404);
  });

  it('a booking on A is seen by searches on A at once and on B within the seat time-to-live', async () => {
    const when = inDays(33);
    // B has read this flight's seats (its reader keeps them up to the time-to-live).
    const before = await search(b, when);
    const ticket = before.tickets.find((t) => t.segments.length === 1)!;
    expect(ticket).toBeDefined();
    const flightId = Number(ticket.segments[0]!.flight_id);
    const [cabin] = await cluster.query<{ left: number }>(`select seats_total - seats_sold as left from flight_cabin where flight_id = $1 and cabin = 'economy'`, [flightId]);
    expect(ticket.seats_left).toBe(cabin!.left);

    // The search made on B books on A.
    const booked = await call(a, 'POST', '/api/booking/', bookingBody(before.search_id, ticket.id, [adult(when)]), { 'idempotency-key': randomUUID() });
    expect(booked.status, `${JSON.stringify(booked.body)}\n${loggedErrors([a, b])}`).toBe(200);
    const bookedAt = Date.now();
    const [after] = await cluster.query<{ left: number }>(`select seats_total - seats_sold as left from flight_cabin where flight_id = $1 and cabin = 'economy'`, [flightId]);
    expect(after!.left).toBe(ticket.seats_left - 1);

    // A announced its own hold to its seat reader: its next search is exact.
    expect(await seatsLeftSeenBy(a, when, flightId, ticket.fare_family)).toBe(after!.left);

    // B did not hear of it; its reader reads again once the time-to-live has passed.
    let seenOnB: number | undefined;
    let seenAfterMs = 0;
    while (Date.now() - bookedAt < SEAT_CACHE_TTL_MS + 3000) {
      seenOnB = await seatsLeftSeenBy(b, when, flightId, ticket.fare_family);
      seenAfterMs = Date.now() - bookedAt;
      if (seenOnB === after!.left) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seenOnB).toBe(after!.left);
    // The search that saw it started within the time-to-live (plus one poll and a search's time).
    expect(seenAfterMs).toBeLessThan(SEAT_CACHE_TTL_MS + 1500);
  });
});
