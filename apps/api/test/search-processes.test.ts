/**
 * Flight search across processes: two real API processes on one fresh PostgreSQL database sharing
 * Redis (REDIS_URL), as in production behind a proxy. A search made on one process pages and books on
 * the other (live searches in Redis); a booking on one is seen at once by its own searches and, through the
 * database's notification on commit, by the other's within a second, far inside the seat reader's
 * time-to-live (a minute here). A change made in SQL by nobody's code is heard the same way. Runs in the
 * api-postgres project only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  findOffer,
  loggedErrors,
  startCluster,
  START_TIMEOUT_MS,
  type ApiProcess,
  type ProcessCluster,
  type TicketView as BaseTicket,
} from './api-processes.js';
import { adult, bookingBody } from './booking-fixtures.js';
import { inDays, TEST_DATABASE_URL } from './helper.js';

/** Long: what B sees sooner than this it heard from the database. */
const SEAT_CACHE_TTL_MS = 60_000;
const HEARD_WITHIN_MS = 1500;

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
async function seatsLeftSeenBy(
  api: ApiProcess,
  when: string,
  flightId: number,
  family: string,
): Promise<number | undefined> {
  const { search_id } = await search(api, when);
  const offer = await findOffer<TicketView>(
    api,
    search_id,
    (t) => t.segments.length === 1 && Number(t.segments[0]!.flight_id) === flightId && t.fare_family === family,
  );
  return offer?.seats_left;
}

describe.skipIf(!TEST_DATABASE_URL)('flight search across two API processes on PostgreSQL with Redis', () => {
  let cluster: ProcessCluster;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(
    async () => {
      cluster = await startCluster(TEST_DATABASE_URL!, 2, { SEAT_CACHE_TTL_MS: String(SEAT_CACHE_TTL_MS) });
      [a, b] = cluster.apis as [ApiProcess, ApiProcess];
    },
    2 * START_TIMEOUT_MS + 10_000,
  );

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

  /** Polls B's searches until they show `left` seats or `HEARD_WITHIN_MS` has passed; answers what was seen and when. */
  async function waitForSeatsOnB(since: number, when: string, flightId: number, family: string, left: number) {
    let seen: number | undefined;
    let afterMs = 0;
    while (Date.now() - since < HEARD_WITHIN_MS + 3000) {
      seen = await seatsLeftSeenBy(b, when, flightId, family);
      afterMs = Date.now() - since;
      if (seen === left) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { seen, afterMs };
  }

  it('a booking on A is seen by searches on A at once and on B as soon as it commits', async () => {
    const when = inDays(33);
    // B has read this flight's seats (its reader keeps them up to the time-to-live).
    const before = await search(b, when);
    const ticket = before.tickets.find((t) => t.segments.length === 1)!;
    expect(ticket).toBeDefined();
    const flightId = Number(ticket.segments[0]!.flight_id);
    const [cabin] = await cluster.query<{ left: number }>(
      `select seats_total - seats_sold as left from flight_cabin where flight_id = $1 and cabin = 'economy'`,
      [flightId],
    );
    expect(ticket.seats_left).toBe(cabin!.left);

    // The search made on B books on A.
    const booked = await call(a, 'POST', '/api/booking/', bookingBody(before.search_id, ticket.id, [adult(when)]), {
      'idempotency-key': randomUUID(),
    });
    expect(booked.status, `${JSON.stringify(booked.body)}\n${loggedErrors([a, b])}`).toBe(200);
    const bookedAt = Date.now();
    const [after] = await cluster.query<{ left: number }>(
      `select seats_total - seats_sold as left from flight_cabin where flight_id = $1 and cabin = 'economy'`,
      [flightId],
    );
    expect(after!.left).toBe(ticket.seats_left - 1);

    // A announced its own hold to its seat reader: its next search is exact.
    expect(await seatsLeftSeenBy(a, when, flightId, ticket.fare_family)).toBe(after!.left);

    // B's code did not take part: the database's notification on commit told its seat reader.
    const onB = await waitForSeatsOnB(bookedAt, when, flightId, ticket.fare_family, after!.left);
    expect(onB.seen).toBe(after!.left);
    expect(onB.afterMs).toBeLessThan(HEARD_WITHIN_MS);
  });

  it('a change made in SQL, outside both processes, is heard by their searches when it commits', async () => {
    const when = inDays(41);
    const before = await search(b, when);
    const ticket = before.tickets.find((t) => t.segments.length === 1)!;
    const flightId = Number(ticket.segments[0]!.flight_id);
    // An operator closes five more seats by hand: no API code announces it.
    const [after] = await cluster.query<{ left: number }>(
      `update flight_cabin set seats_sold = seats_sold + 5 where flight_id = $1 and cabin = 'economy' and seats_total - seats_sold >= 5 returning seats_total - seats_sold as left`,
      [flightId],
    );
    expect(after).toBeDefined();
    const changedAt = Date.now();
    const onB = await waitForSeatsOnB(changedAt, when, flightId, ticket.fare_family, after!.left);
    expect(onB.seen).toBe(after!.left);
    expect(onB.afterMs).toBeLessThan(HEARD_WITHIN_MS);
  });
});
