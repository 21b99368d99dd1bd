/**
 * Unpaid holds: one contact (email or phone) may hold HOLD_SEATS_PER_CONTACT seats of a flight at a time and
 * one client address HOLD_SEATS_PER_IP; paying or the payment deadline frees them. Holds take seats from
 * availability but do not move prices: fares follow the seats paid for. The booking route has its own
 * per-address rate limit.
 */
import { sql } from 'drizzle-orm';
import { HOLD_SEATS_PER_CONTACT, HOLD_SEATS_PER_IP } from '@sapar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextIp } from './accounts-fixtures.js';
import { adult, book, bookingBody, confirm, searchFlights, startPayment, type SearchMix } from './booking-fixtures.js';
import { createSiblingApp, createTestContext, inDays, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.app.db.execute(query)) as unknown as { rows: T[] };

interface Ticket {
  id: string;
  fare_family: string;
  price: { total: number };
  seats_left?: number;
  segments: Array<{ flight_id: string }>;
}

/** A search on one day; the direct offer of the search's first flight in the cheapest family. */
async function searchDay(days: number, mix: SearchMix = {}) {
  const found = await searchFlights(ctx, { days, mix });
  const tickets = found.body.tickets as Ticket[];
  return { ...found, tickets };
}

/** The same flight and fare family in another search's tickets. */
function sameOffer(tickets: readonly Ticket[], like: Ticket): Ticket {
  const key = (t: Ticket) => `${t.segments.map((s) => s.flight_id).join(',')}|${t.fare_family}`;
  const found = tickets.find((t) => key(t) === key(like));
  if (!found) throw new Error(`offer ${key(like)} not in the search`);
  return found;
}

let contactCounter = 0;
/** A contact of its own: its email and phone match no other booking of the file. */
function freshContact() {
  contactCounter += 1;
  return {
    email: `holder-${contactCounter}@example.kg`,
    phone: `+99670${String(1_000_000 + contactCounter).slice(-7)}`,
  };
}

const adults = (when: string, count: number) => Array.from({ length: count }, () => adult(when));

/** Books `count` adults on the first direct offer of the day's search, or on the offer of `flightId` when given. */
async function bookSeats(
  days: number,
  count: number,
  contact: { email: string; phone: string },
  options: { ip?: string; language?: string; flightId?: number } = {},
) {
  const search = await searchDay(days, { adults: count });
  const onFlight = (t: Ticket) => t.segments.length === 1 && Number(t.segments[0]!.flight_id) === options.flightId;
  const ticket = options.flightId === undefined ? search.tickets[0]! : search.tickets.find(onFlight);
  if (!ticket) throw new Error(`no offer on flight ${options.flightId}`);
  const res = await book(
    ctx,
    bookingBody(search.searchId, ticket.id, adults(search.when, count), { contact }),
    options,
  );
  return { res, ticket, flightId: Number(ticket.segments[0]!.flight_id) };
}

describe('unpaid holds per contact and per address', () => {
  it('refuses the 10th held passenger of one contact on one flight, in the traveller language; another contact still books', async () => {
    const contact = freshContact();
    const first = await bookSeats(30, HOLD_SEATS_PER_CONTACT, contact);
    expect(first.res.statusCode, first.res.body).toBe(200);

    const flightId = first.flightId;
    const tenth = await bookSeats(30, 1, contact, { language: 'en', flightId });
    expect(tenth.res.statusCode).toBe(429);
    expect(tenth.res.json()).toMatchObject({ code: 'hold_limit_reached' });
    expect(tenth.res.json().detail).toContain(`at most ${HOLD_SEATS_PER_CONTACT}`);
    const inKyrgyz = await bookSeats(30, 1, contact, { language: 'ky', flightId });
    expect(inKyrgyz.res.json().detail).toContain('төлөнбөгөн орундар');

    // The same mailbox written differently, or the same phone with another email, is the same contact.
    const sameMailbox = await bookSeats(
      30,
      1,
      { email: contact.email.replace('@', '+trip@').toUpperCase(), phone: '+996777000001' },
      { flightId },
    );
    expect(sameMailbox.res.json().code).toBe('hold_limit_reached');
    const phone = contact.phone;
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7, 10)}-${phone.slice(10)}`;
    const samePhone = await bookSeats(30, 1, { email: 'someone-else@example.kg', phone: spaced }, { flightId });
    expect(samePhone.res.json().code).toBe('hold_limit_reached');

    // Another contact books the same flight; the refused attempts held nothing.
    const other = await bookSeats(30, 1, freshContact(), { flightId });
    expect(other.res.statusCode, other.res.body).toBe(200);
    const held = await rows<{ seats: number }>(
      sql`select coalesce(sum(l.seats), 0)::int as seats from order_leg l join "order" o on o.id = l.order_id
          where l.flight_id = ${first.flightId} and o.status = 'booked'`,
    );
    expect(held.rows[0]!.seats).toBe(HOLD_SEATS_PER_CONTACT + 1);
  });

  it('limits one address to 18 held seats per flight, records it on the order, and lets another address book', async () => {
    const ip = nextIp();
    const a = await bookSeats(31, 9, freshContact(), { ip });
    const b = await bookSeats(31, 9, freshContact(), { ip, flightId: a.flightId });
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    const third = await bookSeats(31, 1, freshContact(), { ip, language: 'en', flightId: a.flightId });
    expect(third.res.statusCode).toBe(429);
    expect(third.res.json().code).toBe('hold_limit_reached');
    expect(third.res.json().detail).toContain(`network address: at most ${HOLD_SEATS_PER_IP}`);
    // Another flight from the same address is not limited by this one's holds.
    const otherFlight = await bookSeats(32, 1, freshContact(), { ip });
    expect(otherFlight.res.statusCode, otherFlight.res.body).toBe(200);
    const fromElsewhere = await bookSeats(31, 1, freshContact(), { flightId: a.flightId });
    expect(fromElsewhere.res.statusCode, fromElsewhere.res.body).toBe(200);

    const recorded = await rows<{ client_ip: string }>(
      sql`select client_ip from "order" where number = ${a.res.json().order_number as string}`,
    );
    expect(recorded.rows[0]!.client_ip).toBe(ip);
  });

  it('frees the quota once an order is paid or its payment deadline passes', async () => {
    const contact = freshContact();
    const held = await bookSeats(33, HOLD_SEATS_PER_CONTACT, contact);
    expect(held.res.statusCode).toBe(200);
    expect((await bookSeats(33, 1, contact, { flightId: held.flightId })).res.statusCode).toBe(429);

    const order = held.res.json() as { order_number: string; order_token: string };
    const { paymentId, code } = await startPayment(ctx, order.order_number);
    expect((await confirm(ctx, paymentId, code)).statusCode).toBe(200);
    const afterPaying = await bookSeats(33, HOLD_SEATS_PER_CONTACT, contact, { flightId: held.flightId });
    expect(afterPaying.res.statusCode, afterPaying.res.body).toBe(200);
    expect((await bookSeats(33, 1, contact, { flightId: held.flightId })).res.statusCode).toBe(429);

    // Past its deadline an unpaid order holds nothing for the limit (before the expiry job even runs).
    await ctx.app.db.execute(
      sql`update "order" set payment_deadline = now() - interval '1 second'
          where number = ${afterPaying.res.json().order_number as string}`,
    );
    const afterDeadline = await bookSeats(33, 1, contact, { flightId: held.flightId });
    expect(afterDeadline.res.statusCode, afterDeadline.res.body).toBe(200);
  });
});

describe('prices follow seats paid for, not seats held', () => {
  it('a hold changes neither the next search nor the next booking; a sale does; holds still take seats', async () => {
    const before = await searchDay(36);
    const offer = before.tickets[0]!;
    const flightId = Number(offer.segments[0]!.flight_id);
    // A small cabin: nine seats are most of it, so a sale of them must move the price.
    await ctx.app.db.execute(
      sql`update flight_cabin set seats_total = seats_sold + 20 where flight_id = ${flightId} and cabin = 'economy'`,
    );
    ctx.app.flights.seats.seatsChanged([flightId]);
    const quoted = await searchDay(36);
    const priced = sameOffer(quoted.tickets, offer);

    const holder = await bookSeats(36, HOLD_SEATS_PER_CONTACT, freshContact(), { flightId });
    expect(holder.res.statusCode, holder.res.body).toBe(200);

    const whileHeld = await searchDay(36);
    const sameWhileHeld = sameOffer(whileHeld.tickets, offer);
    expect(sameWhileHeld.price.total).toBe(priced.price.total);
    // The search made before the hold books at its quoted price: no price_changed.
    const racer = await book(
      ctx,
      bookingBody(quoted.searchId, priced.id, [adult(quoted.when)], { contact: freshContact() }),
    );
    expect(racer.statusCode, racer.body).toBe(200);
    expect(racer.json().total_price).toBe(priced.price.total);
    const seats = await rows<{ seats_sold: number; seats_held: number; seats_total: number }>(
      sql`select seats_sold, seats_held, seats_total from flight_cabin where flight_id = ${flightId} and cabin = 'economy'`,
    );
    expect(seats.rows[0]!.seats_held).toBe(HOLD_SEATS_PER_CONTACT + 1);
    expect(seats.rows[0]!.seats_total - seats.rows[0]!.seats_sold).toBe(20 - HOLD_SEATS_PER_CONTACT - 1);

    // The nine held seats are paid for: the flight is fuller and the next search prices it higher.
    const order = holder.res.json() as { order_number: string };
    const { paymentId, code } = await startPayment(ctx, order.order_number);
    expect((await confirm(ctx, paymentId, code)).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const afterSale = sameOffer((await searchDay(36)).tickets, offer);
        expect(afterSale.price.total).toBeGreaterThan(priced.price.total);
      },
      { timeout: 5_000, interval: 100 },
    );
    const held = await rows<{ seats_held: number }>(
      sql`select seats_held from flight_cabin where flight_id = ${flightId} and cabin = 'economy'`,
    );
    expect(held.rows[0]!.seats_held).toBe(1);
    // And a booking on the quote made before the sale is told the new price.
    const late = await book(
      ctx,
      bookingBody(whileHeld.searchId, sameWhileHeld.id, [adult(whileHeld.when)], { contact: freshContact() }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('price_changed');
  });
});

describe('the booking route limit per address', () => {
  it('answers 429 with a translated detail past BOOKING_RATE_LIMIT_MAX bookings a minute from one address', async () => {
    const dataDir = `${ctx.config.dataDir}/limited`;
    const limited = await createSiblingApp(ctx, { DATA_DIR: dataDir, BOOKING_RATE_LIMIT_MAX: '3' });
    try {
      const attempt = (remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/booking/',
          remoteAddress,
          headers: { 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en' },
          payload: {},
        });
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt(ip)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const refused = await attempt(ip);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.json().detail).toMatch(/\d/);
      expect((await attempt(nextIp())).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('behind TRUST_PROXY=1 the client is the address the proxy saw, not one the client wrote', async () => {
    const proxied = await createSiblingApp(ctx, { DATA_DIR: `${ctx.config.dataDir}/proxied`, TRUST_PROXY: '1' });
    try {
      // The sibling keeps live searches in its own memory: search on it.
      const found = await proxied.inject({
        method: 'POST',
        url: '/api/flights/search/',
        payload: {
          type: 'one_way',
          city_from: 'BSZ',
          city_to: 'OSS',
          when_date: inDays(37),
          back_date: null,
          passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
        },
      });
      const search = {
        searchId: found.json().search_id as string,
        tickets: found.json().tickets as Ticket[],
        when: inDays(37),
      };
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/booking/',
        remoteAddress: '127.0.0.1',
        headers: {
          'idempotency-key': crypto.randomUUID(),
          'x-forwarded-for': '198.51.100.1, 203.0.113.77',
        },
        payload: bookingBody(search.searchId, search.tickets[0]!.id, [adult(search.when)], { contact: freshContact() }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const recorded = await rows<{ client_ip: string }>(
        sql`select client_ip from "order" where number = ${res.json().order_number as string}`,
      );
      expect(recorded.rows[0]!.client_ip).toBe('203.0.113.77');
    } finally {
      await proxied.close();
    }
  });
});
