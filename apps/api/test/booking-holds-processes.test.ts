/**
 * The unpaid-hold limits under real concurrency: two API processes on one PostgreSQL database, many bookings
 * of one flight at once from one contact or one address, spread over both processes. Afterwards the database
 * itself must show no contact and no address holding more than the limits, and no flight oversold.
 * Runs in the api-postgres project only.
 */
import { randomUUID } from 'node:crypto';
import { HOLD_SEATS_PER_CONTACT, HOLD_SEATS_PER_IP } from '@sapar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  loggedErrors,
  startCluster,
  START_TIMEOUT_MS,
  type Answer,
  type ProcessCluster,
} from './api-processes.js';
import { adult, bookingBody, inDays } from './booking-fixtures.js';
import { TEST_DATABASE_URL } from './helper.js';

const CONCURRENT = 40;

describe.skipIf(!TEST_DATABASE_URL)('unpaid hold limits across two API processes', () => {
  let cluster: ProcessCluster;

  beforeAll(
    async () => {
      // Behind one proxy: X-Forwarded-For's last address is the client, as the proxy saw it.
      cluster = await startCluster(TEST_DATABASE_URL!, 2, { TRUST_PROXY: '1' });
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  /** A one-adult search on process A (shared through Redis) and its first direct offer (on `flightId` when given). */
  async function search(days: number, flightId?: number) {
    const when = inDays(days);
    const res = await call(cluster.apis[0]!, 'POST', '/api/flights/search/', {
      type: 'one_way',
      city_from: 'BSZ',
      city_to: 'OSS',
      when_date: when,
      back_date: null,
      passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ticket = (
      res.body.tickets as Array<{
        id: string;
        price: { total: number };
        seats_left: number | null;
        segments: Array<{ flight_id: string }>;
      }>
    ).find(
      (t) => t.segments.length === 1 && (flightId === undefined || Number(t.segments[0]!.flight_id) === flightId),
    )!;
    return { searchId: res.body.search_id as string, ticket, when, flightId: Number(ticket.segments[0]!.flight_id) };
  }

  /** All bookings at once, alternating between the processes. */
  async function race(
    offer: Awaited<ReturnType<typeof search>>,
    client: (i: number) => { ip: string; email: string; phone: string },
  ): Promise<{ answers: Answer[]; ms: number }> {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => {
        const { ip, email, phone } = client(i);
        return call(
          cluster.apis[i % 2]!,
          'POST',
          '/api/booking/',
          bookingBody(offer.searchId, offer.ticket.id, [adult(offer.when)], { contact: { email, phone } }),
          { 'idempotency-key': randomUUID(), 'x-forwarded-for': `198.51.100.200, ${ip}` },
        );
      }),
    );
    return { answers, ms: Math.round(performance.now() - started) };
  }

  const count = (answers: Answer[], status: number, code?: string) =>
    answers.filter((a) => a.status === status && (code === undefined || a.body?.code === code)).length;

  /** Held seats per contact and per address on the flight, as the database has them. */
  async function heldOn(flightId: number) {
    const perContact = await cluster.query<{ email: string; seats: number }>(
      `select lower(o.contact_email) as email, sum(l.seats)::int as seats from order_leg l join "order" o on o.id = l.order_id
       where l.flight_id = $1 and o.status = 'booked' group by 1 order by 2 desc`,
      [flightId],
    );
    const perPhone = await cluster.query<{ phone: string; seats: number }>(
      `select regexp_replace(o.contact_phone, '\\D', '', 'g') as phone, sum(l.seats)::int as seats from order_leg l
       join "order" o on o.id = l.order_id where l.flight_id = $1 and o.status = 'booked' group by 1 order by 2 desc`,
      [flightId],
    );
    const perIp = await cluster.query<{ ip: string; seats: number }>(
      `select o.client_ip as ip, sum(l.seats)::int as seats from order_leg l join "order" o on o.id = l.order_id
       where l.flight_id = $1 and o.status = 'booked' group by 1 order by 2 desc`,
      [flightId],
    );
    const [cabin] = await cluster.query<{ seats_total: number; seats_sold: number; seats_held: number }>(
      `select seats_total, seats_sold, seats_held from flight_cabin where flight_id = $1 and cabin = 'economy'`,
      [flightId],
    );
    return { perContact, perPhone, perIp, cabin: cabin! };
  }

  it(`one contact, ${CONCURRENT} bookings at once from as many addresses: exactly ${HOLD_SEATS_PER_CONTACT} held`, async () => {
    const offer = await search(45);
    const { answers, ms } = await race(offer, (i) => ({
      ip: `10.80.0.${i + 1}`,
      email: i % 2 ? 'Racer@Example.kg' : 'racer+x@example.kg',
      phone: '+996 555 000 111',
    }));
    const ok = count(answers, 200);
    const refused = count(answers, 429, 'hold_limit_reached');
    process.stdout.write(
      `contact race: ${ok} held, ${refused} refused, other ${CONCURRENT - ok - refused}, ${ms} ms` + '\n',
    );
    expect(ok).toBe(HOLD_SEATS_PER_CONTACT);
    expect(refused).toBe(CONCURRENT - HOLD_SEATS_PER_CONTACT);
    // Both processes took part; which of them the nine winners reached is up to the lock's order.
    expect(new Set(answers.map((a) => a.api))).toEqual(new Set(['A', 'B']));
    // Holds do not move the price: every booking kept the quote, none was told price_changed.
    expect(answers.filter((a) => a.status === 200).every((a) => a.body.total_price === offer.ticket.price.total)).toBe(
      true,
    );
    const held = await heldOn(offer.flightId);
    expect(held.perPhone[0]).toEqual({ phone: '996555000111', seats: HOLD_SEATS_PER_CONTACT });
    expect(held.cabin.seats_held).toBe(HOLD_SEATS_PER_CONTACT);
    expect(held.cabin.seats_sold).toBeLessThanOrEqual(held.cabin.seats_total);
    expect(loggedErrors(cluster.apis)).toBe('');
  }, 120_000);

  it(`one address, ${CONCURRENT} bookings at once with as many contacts: exactly ${HOLD_SEATS_PER_IP} held`, async () => {
    const offer = await search(46);
    const { answers, ms } = await race(offer, (i) => ({
      ip: '203.0.113.50',
      email: `office-${i}@example.kg`,
      phone: `+99677000${String(1000 + i)}`,
    }));
    const ok = count(answers, 200);
    const refused = count(answers, 429, 'hold_limit_reached');
    process.stdout.write(
      `address race: ${ok} held, ${refused} refused, other ${CONCURRENT - ok - refused}, ${ms} ms` + '\n',
    );
    expect(ok).toBe(HOLD_SEATS_PER_IP);
    expect(refused).toBe(CONCURRENT - HOLD_SEATS_PER_IP);
    const held = await heldOn(offer.flightId);
    expect(held.perIp).toEqual([{ ip: '203.0.113.50', seats: HOLD_SEATS_PER_IP }]);
    expect(held.perContact.every((c) => c.seats <= HOLD_SEATS_PER_CONTACT)).toBe(true);
    expect(held.cabin.seats_held).toBe(HOLD_SEATS_PER_IP);
    expect(loggedErrors(cluster.apis)).toBe('');
  }, 120_000);

  it(`the last 5 seats among ${CONCURRENT} different clients: 5 held, none oversold, the held count exact`, async () => {
    const { flightId } = await search(47);
    await cluster.query(
      `update flight_cabin set seats_total = seats_sold + 5 where flight_id = $1 and cabin = 'economy'`,
      [flightId],
    );
    // The processes hear of the change from the database: searched until the cabin shows its last seats.
    let offer = await search(47, flightId);
    await vi.waitFor(
      async () => {
        offer = await search(47, flightId);
        expect(offer.ticket.seats_left).toBeLessThanOrEqual(5);
      },
      { timeout: 10_000, interval: 100 },
    );
    const { answers, ms } = await race(offer, (i) => ({
      ip: `10.81.0.${i + 1}`,
      email: `traveller-${i}@example.kg`,
      phone: `+99670000${String(1000 + i)}`,
    }));
    const ok = count(answers, 200);
    const soldOut = count(answers, 409, 'no_seats');
    const others = answers.filter((a) => a.status !== 200 && a.body?.code !== 'no_seats').map((a) => a.body?.code);
    process.stdout.write(
      `last seats race: ${ok} held, ${soldOut} no_seats, other ${CONCURRENT - ok - soldOut}, ${ms} ms` + '\n',
    );
    expect(others).toEqual([]);
    expect(ok).toBe(5);
    expect(soldOut).toBe(CONCURRENT - 5);
    const held = await heldOn(offer.flightId);
    expect(held.cabin.seats_sold).toBe(held.cabin.seats_total);
    expect(held.cabin.seats_held).toBe(5);
    expect(loggedErrors(cluster.apis)).toBe('');
  }, 120_000);
});
