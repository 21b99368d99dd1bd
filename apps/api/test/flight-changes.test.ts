/**
 * What a flight change does beyond the notices:
 * - a cancelled flight leaves search at once (new searches, and the pages of searches made before), stays on
 *   the board as cancelled, and booking it from an earlier search is refused with a translated error;
 * - a retime beyond the threshold moves the flight itself (search, the board, the flights table) and the
 *   orders' itineraries (the order page), the old time kept in the order's timeline; seats and money untouched;
 * - an order whose traveller asked for a voluntary refund (not paid yet) is told too, and its refund becomes an
 *   involuntary one: everything paid back, no penalty, no agency fee.
 * Runs on PGlite and PostgreSQL (the other processes: flight-changes-processes.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bishkekToday, formatDayAndTime, type BoardRow } from '@sapar/contracts';
import { call, deliverOutbox, registerUser } from './accounts-fixtures.js';
import { buyTicketed, findOffer, queryRows, type OfferView } from './aftersales-fixtures.js';
import { adult, book, bookingBody, searchFlights, seatsSold } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let agent: TestStaff;

const asAgent = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  call(ctx, method, url, payload, { token: agent.access, lang });
const tomorrow = () => addDays(bishkekToday(), 1);
const board = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/board/?airport=BSZ&direction=departures&date=${tomorrow()}`,
      headers: { 'accept-language': 'en' },
    })
  ).json().rows as BoardRow[];

/** Every flight id a search's stored results offer on a leg, over all pages. */
async function offeredFlights(searchId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; page <= 50; page += 1) {
    const body = (
      await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${searchId}/?leg=there&page=${page}` })
    ).json();
    for (const ticket of body.tickets as Array<{ segments: Array<{ flight_id: string }> }>)
      for (const s of ticket.segments) ids.add(s.flight_id);
    if (page >= body.pageData.totalPages) break;
  }
  return ids;
}

/** The departure (UTC) search shows for a flight, or undefined when it is not offered. */
async function searchedDeparture(searchId: string, flightId: string): Promise<string | undefined> {
  for (let page = 1; page <= 50; page += 1) {
    const body = (
      await ctx.app.inject({ method: 'GET', url: `/api/flights/search/${searchId}/?leg=there&page=${page}` })
    ).json();
    for (const ticket of body.tickets as Array<{
      segments: Array<{ flight_id: string; departure: { utc: string } }>;
    }>) {
      const segment = ticket.segments.find((s) => s.flight_id === flightId);
      if (segment) return segment.departure.utc;
    }
    if (page >= body.pageData.totalPages) break;
  }
  return undefined;
}

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createStaff(ctx, ['agent']);
}, 120_000);
afterAll(() => ctx.close());

describe('a cancelled flight', () => {
  it('leaves search at once, stays on the board as cancelled, and booking it is refused with a clear error', async () => {
    const before = await searchFlights(ctx, { days: 1 });
    const offer = await findOffer(ctx, before.searchId, (o) => o.segments.length === 1);
    const flightId = offer.segments[0]!.flight_id;
    expect(await offeredFlights(before.searchId)).toContain(flightId);

    const cancelled = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, {
      status: 'cancelled',
      reason: 'Fog at Manas',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // A new search does not offer it, nor do the pages of the search made before.
    const after = await searchFlights(ctx, { days: 1 });
    expect(await offeredFlights(after.searchId)).not.toContain(flightId);
    expect(await offeredFlights(before.searchId)).not.toContain(flightId);

    // Booking the offer seen before: 409 with the reason, in the buyer's language; nothing is held.
    const sold = await seatsSold(ctx, flightId);
    const body = bookingBody(before.searchId, offer.id, [adult(before.when)]);
    const refused = await book(ctx, body, { language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'flight_cancelled',
      detail: 'This flight has been cancelled by the airline and is no longer on sale. Please choose another flight.',
    });
    const inRussian = await book(ctx, body, { language: 'ru' });
    expect(inRussian.json()).toMatchObject({
      code: 'flight_cancelled',
      detail: 'Этот рейс отменён авиакомпанией и больше не продаётся. Выберите другой рейс.',
    });
    expect(await seatsSold(ctx, flightId)).toBe(sold);
    expect(await queryRows(ctx, sql`select 1 from order_leg where flight_id = ${Number(flightId)}`)).toEqual([]);

    // The board still lists it, as cancelled.
    const row = (await board()).find((r) => r.id === flightId);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row!.timeline?.cancelled).toBe(true);
  });

  it('is refused at booking even by a schedule that still lists it (another process before it heard)', async () => {
    const search = await searchFlights(ctx, { days: 2 });
    const offer = await findOffer(ctx, search.searchId, (o) => o.segments.length === 1);
    const flightId = Number(offer.segments[0]!.flight_id);
    // Cancelled behind this process's back (an operator's SQL, another process): the in-memory schedule may still list it.
    await ctx.app.db.execute(sql`update flight set is_cancelled = true where id = ${flightId}`);
    const refused = await book(ctx, bookingBody(search.searchId, offer.id, [adult(search.when)]), { language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('flight_cancelled');
  });
});

describe('a flight retimed beyond the threshold', () => {
  it('moves: search, the board, the flights table and the order show the new time; the timeline keeps the old one', async () => {
    const direct = (o: OfferView) => o.segments.length === 1;
    const bought = await buyTicketed(ctx, {
      family: 'standard',
      days: 1,
      accept: direct,
      email: 'retimed@example.kg',
      language: 'en',
    });
    const flightId = bought.outbound.segments[0]!.flight_id;
    const orderUrl = `/api/booking/${bought.orderNumber}/?token=${encodeURIComponent(bought.orderToken)}`;
    const view = (await call(ctx, 'GET', orderUrl)).json();
    const scheduled = Date.parse(view.itinerary[0].segments[0].departure.utc);
    const arrival = Date.parse(view.itinerary[0].segments[0].arrival.utc);
    const sold = await seatsSold(ctx, flightId);
    const newDeparture = new Date(scheduled + 150 * 60_000).toISOString();
    const newArrival = new Date(arrival + 150 * 60_000).toISOString();

    const delayed = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, {
      status: 'delayed',
      estimated_departure: newDeparture,
      reason: 'Fog',
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json()).toMatchObject({ notified_orders: 1 });

    // The flight itself moved.
    const [stored] = await queryRows<{ departs_at: string | Date; arrives_at: string | Date }>(
      ctx,
      sql`select departs_at, arrives_at from flight where id = ${Number(flightId)}`,
    );
    expect(new Date(stored!.departs_at).toISOString()).toBe(newDeparture);
    expect(new Date(stored!.arrives_at).toISOString()).toBe(newArrival);
    // Search offers it at the new time.
    const search = await searchFlights(ctx, { days: 1 });
    expect(await searchedDeparture(search.searchId, flightId)).toBe(newDeparture);
    // The board shows it at the new time.
    const row = (await board()).find((r) => r.id === flightId)!;
    expect(row.timeline!.scheduled_departure).toBe(newDeparture);
    expect(row.timeline!.estimated_departure).toBe(newDeparture);

    // The order (its page, e-ticket and emails read the itinerary) shows the new time at once; the timeline keeps the old one.
    const after = (await call(ctx, 'GET', orderUrl, undefined, { lang: 'en' })).json();
    expect(after.itinerary[0].segments[0].departure.utc).toBe(newDeparture);
    expect(after.itinerary[0].segments[0].arrival.utc).toBe(newArrival);
    // The disruption tells what changed: the flight as it was, and the new departure.
    expect(after.disruption).toMatchObject({
      kind: 'retimed',
      status: 'open',
      new_departure: newDeparture,
      flight: { departure: new Date(scheduled).toISOString() },
    });
    // Local airport times, written in the reader's language ('Dec 20, 2026, 08:40').
    const oldLocal = formatDayAndTime(view.itinerary[0].segments[0].departure.local, 'en');
    const newLocal = formatDayAndTime(after.itinerary[0].segments[0].departure.local, 'en');
    const entry = after.timeline.find((e: { event: string }) => e.event === 'flight_disrupted');
    expect(entry.detail).toBe(
      `Flight ${bought.outbound.segments[0]!.carrier.code} ${after.itinerary[0].segments[0].flight_number.split(' ')[1]} moved: departure was ${oldLocal}, now ${newLocal}`,
    );
    // The email says what it was and what it is now.
    while ((await deliverOutbox(ctx)) > 0);
    const [mail] = await ctx.app.messaging.outbox!.list({ to: 'retimed@example.kg', limit: 1 });
    expect(mail!.text).toContain(oldLocal);
    expect(mail!.text).toContain(newLocal);
    // Seats and money untouched.
    expect(await seatsSold(ctx, flightId)).toBe(sold);
    expect(after.total_price ?? after.price?.total).toBe(view.total_price ?? view.price?.total);

    // Accepting keeps the new time.
    const accepted = await call(
      ctx,
      'POST',
      `/api/booking/${bought.orderNumber}/disruption/?token=${encodeURIComponent(bought.orderToken)}`,
      { choice: 'accept' },
    );
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect((await call(ctx, 'GET', orderUrl)).json().itinerary[0].segments[0].departure.utc).toBe(newDeparture);
  });

  it('within the threshold, a staff delay is only an estimate: the flight stays where it is', async () => {
    // A day no other test touches (a flight retimed before measures a new delay from its first time).
    const search = await searchFlights(ctx, { days: 4 });
    const offer = await findOffer(ctx, search.searchId, (o) => o.segments.length === 1);
    const flightId = offer.segments[0]!.flight_id;
    const [before] = await queryRows<{ departs_at: string | Date }>(
      ctx,
      sql`select departs_at from flight where id = ${Number(flightId)}`,
    );
    const scheduled = new Date(before!.departs_at).getTime();
    const set = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, {
      status: 'delayed',
      estimated_departure: new Date(scheduled + 30 * 60_000).toISOString(),
      reason: 'Crew',
    });
    expect(set.json()).toMatchObject({ disruption_id: null });
    const [after] = await queryRows<{ departs_at: string | Date }>(
      ctx,
      sql`select departs_at from flight where id = ${Number(flightId)}`,
    );
    expect(new Date(after!.departs_at).getTime()).toBe(scheduled);
  });
});

describe('an order with a voluntary refund requested, not yet paid', () => {
  it('is told of the cancellation and its refund becomes a full one: everything paid back, no penalty', async () => {
    const traveller = await registerUser(ctx);
    const bought = await buyTicketed(ctx, {
      family: 'standard',
      days: 12,
      accept: (o) => o.segments.length === 1,
      token: traveller.access,
      email: 'refunding@example.kg',
    });
    const flightId = bought.outbound.segments[0]!.flight_id;
    const sold = await seatsSold(ctx, flightId);
    const quote = await call(
      ctx,
      'POST',
      '/api/booking/refund/',
      { order_number: bought.orderNumber, reason: 'Plans changed' },
      { token: traveller.access },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().amount_back).toBeLessThan(bought.total);
    const requested = await call(
      ctx,
      'POST',
      `/api/booking/refund/${quote.json().refund_id}/confirm/`,
      {},
      { token: traveller.access },
    );
    expect(requested.json()).toMatchObject({ status: 'requested' });

    const cancelled = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, {
      status: 'cancelled',
      reason: 'Runway closed',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', notified_orders: 1 });
    const disruptionId = cancelled.json().disruption_id as string;

    // Told by email and SMS like the ticketed travellers.
    const notices = await queryRows<{ kind: string }>(
      ctx,
      sql`select m.kind from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${bought.orderNumber} and m.ref_id = ${disruptionId} order by m.kind`,
    );
    expect(notices.map((n) => n.kind)).toEqual(['disruption_notice', 'disruption_sms']);
    // Which say the refund is now full, and offer no choice (there is none left to make).
    while ((await deliverOutbox(ctx)) > 0);
    const mails = await ctx.app.messaging.outbox!.list({ to: 'refunding@example.kg', limit: 20 });
    const mail = mails.find((m) => /cancelled|отмен/i.test(m.subject ?? ''));
    expect(mail, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(mail!.text).toMatch(/возврат стал полным|it is now a full refund/);
    expect(mail!.text).not.toMatch(/Выберите вариант|Choose on the order page/);
    // One refund, of everything paid, without penalty or agency fee; paid out (the sandbox pays at once), seats back.
    const refunds = await queryRows<{ status: string; amount_back: number; penalty: number; agency_fee: number }>(
      ctx,
      sql`select r.status, r.amount_back, r.penalty, r.agency_fee from order_refund r join "order" o on o.id = r.order_id where o.number = ${bought.orderNumber} and r.status <> 'quoted'`,
    );
    expect(refunds).toEqual([{ status: 'refunded', amount_back: bought.total, penalty: 0, agency_fee: 0 }]);
    const [order] = await queryRows<{ status: string }>(
      ctx,
      sql`select status from "order" where number = ${bought.orderNumber}`,
    );
    expect(order).toEqual({ status: 'refunded' });
    expect(await seatsSold(ctx, flightId)).toBe(sold - 1);
    const [paid] = await queryRows<{ refunded_amount: number }>(
      ctx,
      sql`select refunded_amount from payment where id = ${bought.paymentId}`,
    );
    expect(paid).toEqual({ refunded_amount: bought.total });
    // The order page shows the disruption answered by the refund; no choice is left to make.
    const view = (
      await call(ctx, 'GET', `/api/booking/${bought.orderNumber}/`, undefined, { token: traveller.access, lang: 'en' })
    ).json();
    expect(view.disruption).toMatchObject({ kind: 'cancelled', status: 'refunded', choices: [] });
    // The supersession is in the audit log with the staff member's action.
    const audit = await queryRows<{ action: string }>(
      ctx,
      sql`select action from staff_audit where entity = 'order' and entity_id = ${bought.orderNumber}`,
    );
    expect(audit.map((a) => a.action)).toContain('disruption_refund_superseded');
  });
});
