/**
 * Flight changes across processes (PostgreSQL): a flight cancelled on one API process leaves the other's
 * search within a moment (the flight trigger notifies `sapar_flight_changes` on commit; each process
 * refreshes its schedule), and booking it there is refused with `flight_cancelled`; a flight retimed on one
 * process shows at its new time in the other's search. A change made in SQL by nobody's code is heard the
 * same way. Runs in the api-postgres project only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/users/access-token.js';
import {
  call,
  loggedErrors,
  startCluster,
  START_TIMEOUT_MS,
  type ApiProcess,
  type ProcessCluster,
} from './api-processes.js';
import { adult, bookingBody } from './booking-fixtures.js';
import { inDays, TEST_DATABASE_URL } from './helper.js';

const HEARD_WITHIN_MS = 3000;

type Ticket = { id: string; fare_family: string; segments: Array<{ flight_id: string; departure: { utc: string } }> };

/** A new search on `api`: every direct flight offered, with the departure shown and one offer id. */
async function directFlights(
  api: ApiProcess,
  when: string,
): Promise<{ searchId: string; flights: Map<number, { departure: string; offerId: string }> }> {
  const res = await call(api, 'POST', '/api/flights/search/', {
    type: 'one_way',
    city_from: 'BSZ',
    city_to: 'OSS',
    when_date: when,
    back_date: null,
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
  });
  if (res.status !== 200) throw new Error(`search on ${api.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const searchId = res.body.search_id as string;
  const flights = new Map<number, { departure: string; offerId: string }>();
  for (let page = 1; page <= 50; page += 1) {
    const body = (await call(api, 'GET', `/api/flights/search/${searchId}/?leg=there&page=${page}`)).body as {
      tickets: Array<Ticket & { fares: Array<{ offer_id: string }> }>;
      pageData: { totalPages: number };
    };
    for (const t of body.tickets)
      if (t.segments.length === 1)
        flights.set(Number(t.segments[0]!.flight_id), {
          departure: t.segments[0]!.departure.utc,
          offerId: t.fares[0]!.offer_id,
        });
    if (page >= body.pageData.totalPages) break;
  }
  return { searchId, flights };
}

/** Searches on `api` until `seen` holds (or the time is up); answers the last search. */
async function until(api: ApiProcess, when: string, seen: (flights: Map<number, { departure: string }>) => boolean) {
  const deadline = Date.now() + HEARD_WITHIN_MS;
  let last = await directFlights(api, when);
  while (!seen(last.flights) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await directFlights(api, when);
  }
  return last;
}

describe.skipIf(!TEST_DATABASE_URL)('flight changes across two processes', () => {
  let cluster: ProcessCluster;
  beforeAll(
    async () => {
      cluster = await startCluster(TEST_DATABASE_URL!, 2);
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  it('a cancellation and a retime on B show in A’s search at once; booking the cancelled flight on A is refused', async () => {
    const [a, b] = cluster.apis as [ApiProcess, ApiProcess];
    const [staff] = await cluster.query<{ id: string }>(
      `insert into app_user (email, password_hash, is_staff) values ('ops-${randomUUID()}@sapar.kg', 'x', true) returning id`,
    );
    await cluster.query(
      `insert into staff_member (user_id, roles, mfa_enabled_at) values ($1, array['agent'], now())`,
      [staff!.id],
    );
    const sessionId = randomUUID();
    await cluster.query(
      `insert into refresh_token (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [staff!.id, sessionId, randomUUID()],
    );
    const staffAuth = {
      authorization: `JWT ${await signAccessToken(cluster.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId })}`,
    };

    const when = inDays(40);
    const before = await directFlights(a, when);
    const [cancelledId, retimedId, sqlId] = [...before.flights.keys()];
    expect(sqlId, 'three direct flights on the day').toBeDefined();

    // Cancelled on B: gone from A's searches, and A refuses to book the offer it showed before.
    const cancelled = await call(
      b,
      'POST',
      `/api/staff/flights/${cancelledId}/status/`,
      { status: 'cancelled', reason: 'Fog' },
      staffAuth,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const afterCancel = await until(a, when, (flights) => !flights.has(cancelledId!));
    expect(afterCancel.flights.has(cancelledId!)).toBe(false);
    const booked = await call(
      a,
      'POST',
      '/api/booking/',
      bookingBody(before.searchId, before.flights.get(cancelledId!)!.offerId, [adult(when)]),
      { 'idempotency-key': randomUUID(), 'accept-language': 'en' },
    );
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({
      code: 'flight_cancelled',
      detail: 'This flight has been cancelled by the airline and is no longer on sale. Please choose another flight.',
    });

    // Retimed on B by 3 hours: A offers it at the new time.
    const newDeparture = new Date(Date.parse(before.flights.get(retimedId!)!.departure) + 180 * 60_000).toISOString();
    const delayed = await call(
      b,
      'POST',
      `/api/staff/flights/${retimedId}/status/`,
      { status: 'delayed', estimated_departure: newDeparture, reason: 'Late aircraft' },
      staffAuth,
    );
    expect(delayed.status, JSON.stringify(delayed.body)).toBe(200);
    const afterRetime = await until(a, when, (flights) => flights.get(retimedId!)?.departure === newDeparture);
    expect(afterRetime.flights.get(retimedId!)?.departure).toBe(newDeparture);

    // Cancelled in SQL by nobody's code: both processes hear it.
    await cluster.query('update flight set is_cancelled = true where id = $1', [sqlId]);
    for (const api of [a, b])
      expect((await until(api, when, (flights) => !flights.has(sqlId!))).flights.has(sqlId!)).toBe(false);
    expect(loggedErrors(cluster.apis)).toBe('');
  });
});
