/**
 * Flight status and disruptions: staff set a status and the board shows it; a cancelled
 * flight tells each ticketed order once by email and SMS in the buyer's language; one traveller
 * rebooks (new tickets, old ones exchanged, seats moved), another is refunded everything paid; a
 * stranger gets 404; answering twice, or at once, has one effect. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bishkekToday, type BoardRow } from '@sapar/contracts';
import { call, deliverOutbox } from './accounts-fixtures.js';
import { buyTicketed, findOffer, queryRows, type OfferView } from './aftersales-fixtures.js';
import { searchFlights, seatsSold } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';
import { applyFlightChange } from '../src/modules/disruption/index.js';

let ctx: TestContext;
let agent: TestStaff;
let editor: TestStaff;
type Bought = Awaited<ReturnType<typeof buyTicketed>>;
let ayana: Bought;
let deniz: Bought;
let wang: Bought;
let flightId: string;

const asAgent = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  call(ctx, method, url, payload, { token: agent.access, lang });
const direct = (o: OfferView) => o.segments.length === 1;
const orderUrl = (b: Bought, suffix = '') =>
  `/api/booking/${b.orderNumber}/${suffix}?token=${encodeURIComponent(b.orderToken)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createStaff(ctx, ['agent']);
  editor = await createStaff(ctx, ['editor']);
  ayana = await buyTicketed(ctx, {
    family: 'standard',
    days: 20,
    accept: direct,
    email: 'ayana@example.kg',
    language: 'ky',
  });
  flightId = ayana.outbound.segments[0]!.flight_id;
  const sameFlight = (o: OfferView) => o.segments.length === 1 && o.segments[0]!.flight_id === flightId;
  deniz = await buyTicketed(ctx, {
    family: 'standard',
    days: 20,
    accept: sameFlight,
    email: 'deniz@example.com.tr',
    language: 'tr',
  });
  wang = await buyTicketed(ctx, {
    family: 'standard',
    days: 20,
    accept: sameFlight,
    email: 'wang@example.cn',
    language: 'zh',
  });
}, 120_000);
afterAll(() => ctx.close());

describe('POST /api/staff/flights/{id}/status/', () => {
  it('sets a delay with gate, and the public board shows it at once; a status cannot go back', async () => {
    const tomorrow = addDays(bishkekToday(), 1);
    const board = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/board/?airport=BSZ&direction=departures&date=${tomorrow}`,
          headers: { 'accept-language': 'en' },
        })
      ).json().rows as BoardRow[];
    const row = (await board()).find((r) => r.timeline && !r.timeline.cancelled)!;
    const scheduled = Date.parse(row.timeline!.scheduled_departure);
    const estimated = new Date(scheduled + 45 * 60_000).toISOString();

    const set = await asAgent('POST', `/api/staff/flights/${row.id}/status/`, {
      status: 'delayed',
      estimated_departure: estimated,
      gate: 'A7',
      terminal: 'A',
      reason: 'Late inbound aircraft',
    });
    expect(set.statusCode, set.body).toBe(200);
    // 45 minutes is within the threshold (60): nobody is told.
    expect(set.json()).toMatchObject({
      flight_id: row.id,
      status: 'delayed',
      gate: 'A7',
      estimated_departure: estimated,
      disruption_id: null,
      notified_orders: 0,
    });
    const shown = (await board()).find((r) => r.id === row.id)!;
    expect(shown).toMatchObject({ status: 'delayed', gate: 'A7', terminal: 'A' });
    expect(shown.estimated_time).toMatch(/^\d{2}:\d{2}$/);
    expect(shown.timeline!.estimated_departure).toBe(estimated);

    for (const status of ['boarding', 'departed', 'arrived']) {
      const next = await asAgent('POST', `/api/staff/flights/${row.id}/status/`, { status, reason: 'Ops' });
      expect(next.statusCode, next.body).toBe(200);
    }
    expect((await board()).find((r) => r.id === row.id)!.status).toBe('arrived');
    const back = await asAgent('POST', `/api/staff/flights/${row.id}/status/`, {
      status: 'boarding',
      reason: 'Mistake',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'flight_status_invalid_transition',
      detail: 'The flight status cannot change from "arrived" to "boarding".',
    });
    const inRussian = await asAgent(
      'POST',
      `/api/staff/flights/${row.id}/status/`,
      { status: 'boarding', reason: 'Mistake' },
      'ru',
    );
    expect(inRussian.json().detail).toBe('Статус рейса нельзя изменить с «arrived» на «boarding».');
    // Every change is in the audit log with its reason; the refused one is not.
    const audit = await queryRows<{ action: string; reason: string; staff_email: string }>(
      ctx,
      sql`select action, reason, staff_email from staff_audit where entity = 'flight' and entity_id = ${row.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'status_changed',
      'status_changed',
      'status_changed',
      'status_changed',
    ]);
    expect(audit[0]).toMatchObject({ reason: 'Late inbound aircraft', staff_email: agent.email });
  });

  it('is for admins and agents only, needs a reason and a known flight', async () => {
    const body = { status: 'on_time', reason: 'x' };
    expect(
      (await call(ctx, 'POST', `/api/staff/flights/${flightId}/status/`, body, { token: editor.access })).statusCode,
    ).toBe(403);
    expect((await call(ctx, 'POST', `/api/staff/flights/${flightId}/status/`, body)).statusCode).toBe(401);
    const noReason = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, { status: 'on_time' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeTruthy();
    const noTime = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, {
      status: 'delayed',
      reason: 'Fog',
    });
    expect(noTime.json().errors).toEqual({ estimated_departure: 'This field is required.' });
    expect((await asAgent('POST', '/api/staff/flights/999999999/status/', body)).statusCode).toBe(404);
    expect(await queryRows(ctx, sql`select 1 from flight_status where flight_id = ${Number(flightId)}`)).toEqual([]);
  });
});

describe('a cancelled flight', () => {
  let disruptionId: string;

  it('queues one email and one SMS per ticketed order, in the language the buyer bought in, and never twice', async () => {
    const res = await asAgent('POST', `/api/staff/flights/${flightId}/status/`, {
      status: 'cancelled',
      reason: 'Fog at Manas',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', notified_orders: 3 });
    disruptionId = res.json().disruption_id;
    const outbox = async () =>
      queryRows<{ kind: string; recipient: string; number: string }>(
        ctx,
        sql`select m.kind, m.recipient, o.number from mail_outbox m join "order" o on o.id = m.order_id where m.ref_id = ${disruptionId} order by o.number, m.kind`,
      );
    const rows = await outbox();
    expect(rows).toHaveLength(6);
    expect(await queryRows(ctx, sql`select is_cancelled from flight where id = ${Number(flightId)}`)).toEqual([
      { is_cancelled: true },
    ]);
    for (const bought of [ayana, deniz, wang]) {
      expect(rows.filter((r) => r.number === bought.orderNumber).map((r) => r.kind)).toEqual([
        'disruption_notice',
        'disruption_sms',
      ]);
    }
    // Cancelling again is refused, and the change applied again (as an import would) tells nobody twice.
    expect(
      (await asAgent('POST', `/api/staff/flights/${flightId}/status/`, { status: 'cancelled', reason: 'Again' }))
        .statusCode,
    ).toBe(409);
    const again = await ctx.app.db.transaction((tx) =>
      applyFlightChange(tx, { flightId: Number(flightId), kind: 'cancelled', reason: 'Import', actor: null }),
    );
    expect(again).toMatchObject({ disruptionId, notified: 0 });
    expect(await outbox()).toHaveLength(6);

    // Nobody can buy the cancelled flight any more: it has left search at once (flight-changes.test.ts books one).
    const late = await searchFlights(ctx, { days: 20 });
    const onCancelled = await findOffer(ctx, late.searchId, (o) =>
      o.segments.some((s) => s.flight_id === flightId),
    ).catch(() => null);
    expect(onCancelled).toBeNull();

    while ((await deliverOutbox(ctx)) > 0);
    expect(
      await queryRows(ctx, sql`select 1 from mail_outbox where ref_id = ${disruptionId} and sent_at is null`),
    ).toEqual([]);
    const [kyMail] = await ctx.app.messaging.outbox!.list({ to: 'ayana@example.kg', limit: 1 });
    expect(kyMail!.subject).toMatch(/каттамы жокко чыгарылды — буйрутма/);
    expect(kyMail!.text).toContain(ayana.orderNumber);
    const [trMail] = await ctx.app.messaging.outbox!.list({ to: 'deniz@example.com.tr', limit: 1 });
    expect(trMail!.subject).toMatch(/uçuşu iptal edildi — sipariş/);
    expect(trMail!.text).toContain('Fog at Manas');
    const sms = (await ctx.app.messaging.outbox!.list({ to: '+996555123456' })).filter((m) => m.channel === 'sms');
    expect(
      sms.some(
        (m) => m.text!.includes('航班已取消') && m.text!.includes(wang.orderNumber) && m.text!.includes('/booking/'),
      ),
    ).toBe(true);
    expect(sms.some((m) => m.text!.includes('каттамы жокко чыгарылды') && m.text!.includes(ayana.orderNumber))).toBe(
      true,
    );
  });

  it('shows on the order with the choices and the rebooking flights; strangers get 404', async () => {
    const res = await call(ctx, 'GET', orderUrl(ayana), undefined, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const disruption = res.json().disruption;
    expect(disruption).toMatchObject({
      id: disruptionId,
      kind: 'cancelled',
      status: 'open',
      choices: ['rebook', 'refund'],
      new_departure: null,
      reason: 'Fog at Manas',
    });
    expect(disruption.flight.id).toBe(flightId);
    expect(disruption.options.length).toBeGreaterThan(0);
    const from = Date.parse(disruption.flight.departure);
    for (const option of disruption.options) {
      expect(option.id).not.toBe(flightId);
      expect(Math.abs(Date.parse(option.departure) - from)).toBeLessThanOrEqual(4 * 86_400_000);
      expect(option).toMatchObject({ origin: disruption.flight.origin, destination: disruption.flight.destination });
    }
    expect(res.json().timeline.map((e: { event: string }) => e.event)).toContain('flight_disrupted');

    expect((await call(ctx, 'GET', `/api/booking/${ayana.orderNumber}/`)).statusCode).toBe(404);
    const stranger = await call(ctx, 'POST', `/api/booking/${ayana.orderNumber}/disruption/`, { choice: 'refund' });
    expect(stranger.statusCode).toBe(404);
    const otherToken = await call(
      ctx,
      'POST',
      `/api/booking/${ayana.orderNumber}/disruption/?token=${encodeURIComponent(deniz.orderToken)}`,
      { choice: 'refund' },
    );
    expect(otherToken.statusCode).toBe(404);
    const accept = await call(ctx, 'POST', orderUrl(ayana, 'disruption/'), { choice: 'accept' }, { lang: 'en' });
    expect(accept.statusCode).toBe(400);
    const notOffered = await call(
      ctx,
      'POST',
      orderUrl(ayana, 'disruption/'),
      { choice: 'rebook', flight: '1' },
      { lang: 'en' },
    );
    expect(notOffered.json()).toMatchObject({ code: 'disruption_flight_not_offered' });
  });

  it('staff see it with its orders and remind those who have not answered', async () => {
    const list = await asAgent('GET', '/api/staff/disruptions/');
    expect(list.statusCode).toBe(200);
    const found = list.json().results.find((d: { id: string }) => d.id === disruptionId);
    expect(found).toMatchObject({ kind: 'cancelled', reason: 'Fog at Manas', created_by: agent.email });
    expect(
      found.orders.map((o: { order_number: string; status: string }) => [o.order_number, o.status]).sort(),
    ).toEqual([ayana, deniz, wang].map((b) => [b.orderNumber, 'open']).sort());
    expect((await call(ctx, 'GET', '/api/staff/disruptions/', undefined, { token: editor.access })).statusCode).toBe(
      403,
    );
    const remind = await asAgent('POST', `/api/staff/disruptions/${disruptionId}/remind/`, {
      reason: 'Nobody answered',
    });
    expect(remind.json()).toEqual({ reminded: 3 });
    const [audit] = await queryRows<{ action: string }>(
      ctx,
      sql`select action from staff_audit where entity = 'disruption' and entity_id = ${disruptionId}`,
    );
    expect(audit).toEqual({ action: 'reminded' });
  });

  it('one traveller rebooks: new tickets on the new flight, old ones exchanged, seats moved; answering twice has one effect', async () => {
    const view = (await call(ctx, 'GET', orderUrl(ayana))).json();
    const option = view.disruption.options[0];
    const oldSoldBefore = await seatsSold(ctx, flightId);
    const newSoldBefore = await seatsSold(ctx, option.id);

    const res = await call(
      ctx,
      'POST',
      orderUrl(ayana, 'disruption/'),
      { choice: 'rebook', flight: option.id },
      { lang: 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order_number: ayana.orderNumber,
      choice: 'rebook',
      status: 'rebooked',
      refund_amount: null,
    });
    const newNumber = res.json().new_order_number as string;
    expect(await seatsSold(ctx, flightId)).toBe(oldSoldBefore - 1);
    expect(await seatsSold(ctx, option.id)).toBe(newSoldBefore + 1);

    const tickets = await queryRows<{
      number: string;
      status: string;
      kind: string;
      total_price: number;
      ticket_number: string | null;
      ticket_status: string;
    }>(
      ctx,
      sql`select o.number, o.status, o.kind, o.total_price, p.ticket_number, p.ticket_status from "order" o join order_passenger p on p.order_id = o.id where o.number in (${ayana.orderNumber}, ${newNumber}) order by o.created_at`,
    );
    expect(tickets[0]).toMatchObject({ number: ayana.orderNumber, status: 'exchanged', ticket_status: 'exchanged' });
    expect(tickets[1]).toMatchObject({
      number: newNumber,
      status: 'ticketed',
      kind: 'exchange',
      total_price: 0,
      ticket_status: 'issued',
    });
    expect(tickets[1]!.ticket_number).toMatch(/^695\d{10}$/);
    const legs = await queryRows<{ flight_id: number; seats: number }>(
      ctx,
      sql`select l.flight_id, l.seats from order_leg l join "order" o on o.id = l.order_id where o.number = ${newNumber}`,
    );
    expect(legs).toEqual([{ flight_id: Number(option.id), seats: 1 }]);

    const twice = await call(ctx, 'POST', orderUrl(ayana, 'disruption/'), { choice: 'refund' }, { lang: 'en' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'disruption_already_answered',
      detail: 'You have already answered this flight change.',
    });
    expect(await seatsSold(ctx, option.id)).toBe(newSoldBefore + 1);
    const after = (await call(ctx, 'GET', orderUrl(ayana))).json();
    expect(after.disruption).toMatchObject({
      status: 'rebooked',
      choices: [],
      options: [],
      new_order_number: newNumber,
    });
    expect(after.timeline.map((e: { event: string }) => e.event)).toContain('disruption_answered');
    const [audit] = await queryRows<{ action: string; staff_id: string | null }>(
      ctx,
      sql`select action, staff_id from staff_audit where entity = 'order' and entity_id = ${ayana.orderNumber}`,
    );
    expect(audit).toEqual({ action: 'disruption_rebooked', staff_id: null });
  });

  it('another is refunded everything paid, the agency fee included, through the payment provider', async () => {
    const [paid] = await queryRows<{ amount: number }>(
      ctx,
      sql`select sum(p.amount)::int as amount from payment p join "order" o on o.id = p.order_id where o.number = ${deniz.orderNumber} and p.status = 'paid'`,
    );
    const soldBefore = await seatsSold(ctx, flightId);
    const res = await call(ctx, 'POST', orderUrl(deniz, 'disruption/'), { choice: 'refund' }, { lang: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refund_amount: paid!.amount, new_order_number: null });
    expect(paid!.amount).toBeGreaterThanOrEqual(deniz.total);

    const [refund] = await queryRows<{ status: string; amount_back: number; penalty: number; agency_fee: number }>(
      ctx,
      sql`select r.status, r.amount_back, r.penalty, r.agency_fee from order_refund r join "order" o on o.id = r.order_id where o.number = ${deniz.orderNumber}`,
    );
    expect(refund).toEqual({ status: 'refunded', amount_back: paid!.amount, penalty: 0, agency_fee: 0 });
    const [payment] = await queryRows<{ refunded_amount: number; amount: number }>(
      ctx,
      sql`select p.refunded_amount, p.amount from payment p join "order" o on o.id = p.order_id where o.number = ${deniz.orderNumber} and p.status = 'paid'`,
    );
    expect(payment!.refunded_amount).toBe(payment!.amount);
    const [order] = await queryRows<{ status: string }>(
      ctx,
      sql`select status from "order" where number = ${deniz.orderNumber}`,
    );
    expect(order).toEqual({ status: 'refunded' });
    expect(await seatsSold(ctx, flightId)).toBe(soldBefore - 1);
  });

  it('two answers at once: exactly one takes effect', async () => {
    const soldBefore = await seatsSold(ctx, flightId);
    const answers = await Promise.all([
      call(ctx, 'POST', orderUrl(wang, 'disruption/'), { choice: 'refund' }),
      call(ctx, 'POST', orderUrl(wang, 'disruption/'), { choice: 'refund' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refunds = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from order_refund r join "order" o on o.id = r.order_id where o.number = ${wang.orderNumber}`,
    );
    expect(refunds).toEqual([{ n: 1 }]);
    expect(await seatsSold(ctx, flightId)).toBe(soldBefore - 1);
    const list = (await asAgent('GET', '/api/staff/disruptions/')).json().results[0];
    expect(list.orders.map((o: { status: string }) => o.status).sort()).toEqual(['rebooked', 'refunded', 'refunded']);
    expect(list.orders.every((o: { answered_by: string | null }) => o.answered_by === 'order_link')).toBe(true);
  });
});

describe('a retimed flight', () => {
  it('a delay beyond the threshold opens a disruption the traveller may accept; within it, nothing', async () => {
    const aibek = await buyTicketed(ctx, {
      family: 'standard',
      days: 25,
      accept: direct,
      email: 'aibek@example.kg',
      language: 'ru',
    });
    const id = aibek.outbound.segments[0]!.flight_id;
    const view = (await call(ctx, 'GET', orderUrl(aibek))).json();
    const scheduled = Date.parse(view.itinerary[0].segments[0].departure.utc);
    const small = await asAgent('POST', `/api/staff/flights/${id}/status/`, {
      status: 'delayed',
      estimated_departure: new Date(scheduled + 60 * 60_000).toISOString(),
      reason: 'Crew',
    });
    expect(small.json()).toMatchObject({ disruption_id: null, notified_orders: 0 });
    const big = await asAgent('POST', `/api/staff/flights/${id}/status/`, {
      status: 'delayed',
      estimated_departure: new Date(scheduled + 150 * 60_000).toISOString(),
      reason: 'Fog',
    });
    expect(big.json()).toMatchObject({ notified_orders: 1 });
    // Later the delay grows: a new notice, and the order shows the latest change.
    const bigger = await asAgent('POST', `/api/staff/flights/${id}/status/`, {
      status: 'delayed',
      estimated_departure: new Date(scheduled + 200 * 60_000).toISOString(),
      reason: 'Fog again',
    });
    expect(bigger.json()).toMatchObject({ notified_orders: 1 });
    expect(bigger.json().disruption_id).not.toBe(big.json().disruption_id);
    const disruption = (await call(ctx, 'GET', orderUrl(aibek), undefined, { lang: 'ru' })).json().disruption;
    expect(disruption).toMatchObject({
      kind: 'retimed',
      status: 'open',
      choices: ['accept', 'rebook', 'refund'],
      reason: 'Fog again',
      new_departure: new Date(scheduled + 200 * 60_000).toISOString(),
    });
    const noFlight = await call(ctx, 'POST', orderUrl(aibek, 'disruption/'), { choice: 'rebook' }, { lang: 'en' });
    expect(noFlight.json()).toMatchObject({ code: 'validation_failed', errors: { flight: 'This field is required.' } });
    const accepted = await call(ctx, 'POST', orderUrl(aibek, 'disruption/'), { choice: 'accept' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', new_order_number: null, refund_amount: null });
    const [order] = await queryRows<{ status: string }>(
      ctx,
      sql`select status from "order" where number = ${aibek.orderNumber}`,
    );
    expect(order).toEqual({ status: 'ticketed' });
    // One answer settles both notices of the order.
    const links = await queryRows<{ status: string }>(
      ctx,
      sql`select d.status from disruption_order d join "order" o on o.id = d.order_id where o.number = ${aibek.orderNumber}`,
    );
    expect(links).toEqual([{ status: 'accepted' }, { status: 'accepted' }]);
  });
});
