/**
 * Races of the disruption paths on two API processes (PostgreSQL):
 * - two answers to one disruption at the same moment, a rebooking on one and a full refund on the other, 12 orders
 *   of one cancelled flight: each order ends either rebooked (old tickets exchanged, one new ticketed order, no
 *   refund) or refunded (one refund of everything paid, no new order), never both; the loser gets 409; every
 *   flight's seats match what the orders hold;
 * - a cancellation on one process while staff complete the travellers' requested refunds on the other: each order
 *   gets one refund, the quoted one or the full one, paid out once; nothing is sent twice; every seat goes back once.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/users/access-token.js';
import {
  call,
  findOffer,
  loggedErrors,
  outboxCode,
  outboxOf,
  startCluster,
  START_TIMEOUT_MS,
  type Answer,
  type ProcessCluster,
} from './api-processes.js';
import { adult, bookingBody, inDays } from './booking-fixtures.js';
import { TEST_DATABASE_URL } from './helper.js';

const ORDERS = 12;

describe.skipIf(!TEST_DATABASE_URL)('two processes answer the same disruption', () => {
  let cluster: ProcessCluster;
  // Our own connection, closed before the cluster drops its database (a pooled one still closing would be killed by the drop).
  let client: pg.Client;
  beforeAll(
    async () => {
      cluster = await startCluster(TEST_DATABASE_URL!, 2);
      client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    await client?.end();
    await cluster?.stop();
  }, 30_000);

  const query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

  /** An agent (its second factor counted as enrolled: the TOTP steps have tests of their own). */
  async function agentAuth() {
    const [staff] = await query<{ id: string }>(
      `insert into app_user (email, password_hash, is_staff) values ('ops-${randomUUID()}@sapar.kg', 'x', true) returning id`,
    );
    await query(`insert into staff_member (user_id, roles, mfa_enabled_at) values ($1, array['agent'], now())`, [
      staff!.id,
    ]);
    const sessionId = randomUUID();
    await query(
      `insert into refresh_token (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [staff!.id, sessionId, randomUUID()],
    );
    return {
      authorization: `JWT ${await signAccessToken(cluster.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId })}`,
    };
  }

  /** Orders of one direct flight `days` ahead, each paid and ticketed (phones numbered from `phoneBase`). */
  async function paidOrdersOfOneFlight(
    api: ProcessCluster['apis'][number],
    days: number,
    count: number,
    phoneBase: number,
  ) {
    const when = inDays(days);
    const searched = await call(api, 'POST', '/api/flights/search/', {
      type: 'one_way',
      city_from: 'BSZ',
      city_to: 'OSS',
      when_date: when,
      back_date: null,
      passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
    });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    const ticket = await findOffer(
      api,
      searched.body.search_id,
      (t) => t.segments.length === 1 && t.fare_family === 'standard',
    );
    const flightId = Number(ticket!.segments[0]!.flight_id);
    const orders: { number: string; token: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const body = bookingBody(searched.body.search_id, ticket!.id, [adult(when)]);
      let booked = await call(api, 'POST', '/api/booking/', body, { 'idempotency-key': randomUUID() });
      if (booked.status === 409 && booked.body.code === 'price_changed')
        booked = await call(
          api,
          'POST',
          '/api/booking/',
          { ...body, accept_price: booked.body.total_price },
          { 'idempotency-key': randomUUID() },
        );
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const token = { 'x-order-token': booked.body.order_token as string };
      const phone = `+996700${String(phoneBase + i).slice(-6)}`;
      const started = await call(
        api,
        'POST',
        '/api/payments/mbank/otp/create/',
        { order_number: booked.body.order_number, phone },
        token,
      );
      const code = await outboxCode(cluster.apis.map(outboxOf), phone);
      const paid = await call(
        api,
        'POST',
        '/api/payments/mbank/otp/confirm/',
        { payment_id: started.body.payment_id, code },
        token,
      );
      expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ status: 'paid', order_status: 'ticketed' });
      orders.push({ number: booked.body.order_number as string, token: booked.body.order_token as string });
    }
    return { flightId, orders };
  }

  it(`rebook on one, refund on the other, ${ORDERS} orders: exactly one effect each`, async () => {
    const [a, b] = cluster.apis as [ProcessCluster['apis'][number], ProcessCluster['apis'][number]];
    const staffAuth = await agentAuth();
    const { flightId, orders } = await paidOrdersOfOneFlight(a, 45, ORDERS, 300000);

    const cancelled = await call(
      b,
      'POST',
      `/api/staff/flights/${flightId}/status/`,
      { status: 'cancelled', reason: 'Fog' },
      staffAuth,
    );
    expect(cancelled.body, JSON.stringify(cancelled.body)).toMatchObject({
      status: 'cancelled',
      notified_orders: ORDERS,
    });

    // Seats before the answers, on the cancelled flight and every flight offered instead.
    const view = await call(a, 'GET', `/api/booking/${orders[0]!.number}/`, undefined, {
      'x-order-token': orders[0]!.token,
    });
    const options = view.body.disruption.options as { id: string }[];
    expect(options.length).toBeGreaterThan(0);
    const flights = [flightId, ...options.map((o) => Number(o.id))];
    const seatsOf = async (ids: number[]) =>
      new Map(
        (
          await query<{ id: number; sold: number; held: number }>(
            `select c.flight_id as id, c.seats_sold as sold, (select coalesce(sum(l.seats), 0)::int from order_leg l where l.flight_id = c.flight_id and l.cabin = c.cabin) as held
               from flight_cabin c where c.flight_id = any($1::int[]) and c.cabin = 'economy'`,
            [ids],
          )
        ).map((r) => [Number(r.id), r]),
      );
    const before = await seatsOf(flights);

    const answers: { number: string; rebook: Answer; refund: Answer }[] = [];
    for (const [i, order] of orders.entries()) {
      const token = { 'x-order-token': order.token };
      const [rebookOn, refundOn] = i % 2 === 0 ? [a, b] : [b, a];
      const option = options[i % options.length]!.id;
      const rebook = () =>
        call(rebookOn, 'POST', `/api/booking/${order.number}/disruption/`, { choice: 'rebook', flight: option }, token);
      const refund = () =>
        call(refundOn, 'POST', `/api/booking/${order.number}/disruption/`, { choice: 'refund' }, token);
      const [r1, r2] =
        i % 4 < 2
          ? await Promise.all([rebook(), refund()])
          : await Promise.all([refund(), rebook()]).then(([x, y]) => [y, x] as const);
      answers.push({ number: order.number, rebook: r1, refund: r2 });
    }

    const rows = await query<{
      number: string;
      status: string;
      answer: string;
      tickets: string[];
      refunds: number;
      amount_back: number | null;
      paid: number;
      payment_refunded: number;
      new_orders: number;
      new_status: string | null;
    }>(
      `select o.number, o.status, d.status as answer,
              (select array_agg(p.ticket_status order by p.position) from order_passenger p where p.order_id = o.id) as tickets,
              (select count(*)::int from order_refund r where r.order_id = o.id) as refunds,
              (select max(r.amount_back) from order_refund r where r.order_id = o.id) as amount_back,
              pay.amount as paid, pay.refunded_amount as payment_refunded,
              (select count(*)::int from "order" n where n.exchange_of = o.id) as new_orders,
              (select max(n.status) from "order" n where n.exchange_of = o.id) as new_status
         from "order" o
         join disruption_order d on d.order_id = o.id
         join payment pay on pay.order_id = o.id and pay.status = 'paid'
        where o.number = any($1::text[])`,
      [orders.map((o) => o.number)],
    );
    expect(rows).toHaveLength(ORDERS);
    const rebooked = (r: (typeof rows)[number]) =>
      r.answer === 'rebooked' &&
      r.status === 'exchanged' &&
      r.tickets.join() === 'exchanged' &&
      r.refunds === 0 &&
      r.payment_refunded === 0 &&
      r.new_orders === 1 &&
      r.new_status === 'ticketed';
    const refunded = (r: (typeof rows)[number]) =>
      r.answer === 'refunded' &&
      r.status === 'refunded' &&
      r.tickets.join() === 'refunded' &&
      r.refunds === 1 &&
      r.amount_back === r.paid &&
      r.payment_refunded === r.paid &&
      r.new_orders === 0;
    const summary = answers
      .map((x) => `${x.rebook.api}:rebook ${x.rebook.status} / ${x.refund.api}:refund ${x.refund.status}`)
      .join(', ');
    expect(
      rows.filter((r) => !rebooked(r) && !refunded(r)),
      `${summary}\n${loggedErrors(cluster.apis)}`,
    ).toEqual([]);
    process.stdout.write(
      `rebook vs refund, two processes: rebooked ${rows.filter(rebooked).length}, refunded ${rows.filter(refunded).length} of ${ORDERS}\n`,
    );

    // The answer that took effect is 200, the other 409 disruption_already_answered; never a 5xx.
    const answerOf = new Map(rows.map((r) => [r.number, r.answer]));
    for (const x of answers) {
      const [won, lost] = answerOf.get(x.number) === 'rebooked' ? [x.rebook, x.refund] : [x.refund, x.rebook];
      expect(won.status, JSON.stringify(won.body)).toBe(200);
      expect(lost.status, JSON.stringify(lost.body)).toBe(409);
      expect(lost.body.code).toBe('disruption_already_answered');
    }

    // Seats moved exactly once: on every flight, what was sold changed by what the orders hold changed; the cancelled one holds none.
    const after = await seatsOf(flights);
    for (const id of flights)
      expect(after.get(id)!.sold - before.get(id)!.sold, `flight ${id}`).toBe(
        after.get(id)!.held - before.get(id)!.held,
      );
    expect(after.get(flightId)!.held).toBe(0);
    expect(after.get(flightId)!.sold).toBe(before.get(flightId)!.sold - ORDERS);
  }, 300_000);

  it('a flight cancelled on one process while staff complete the requested refunds on the other: one refund each, paid once', async () => {
    const [a, b] = cluster.apis as [ProcessCluster['apis'][number], ProcessCluster['apis'][number]];
    const staffAuth = await agentAuth();
    const count = 6;
    const { flightId, orders } = await paidOrdersOfOneFlight(a, 50, count, 400000);
    // Each traveller asks for a voluntary refund (with its penalty); it waits for staff.
    const refundIds: string[] = [];
    for (const order of orders) {
      const token = { 'x-order-token': order.token };
      const quote = await call(
        a,
        'POST',
        '/api/booking/refund/',
        { order_number: order.number, reason: 'Plans changed' },
        token,
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const confirmed = await call(a, 'POST', `/api/booking/refund/${quote.body.refund_id}/confirm/`, {}, token);
      expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({ status: 'requested' });
      refundIds.push(quote.body.refund_id as string);
    }
    const [{ sold: soldBefore }] = (await query<{ sold: number }>(
      `select seats_sold as sold from flight_cabin where flight_id = $1 and cabin = 'economy'`,
      [flightId],
    )) as [{ sold: number }];

    // At the same moment: process B cancels the flight (which makes every requested refund a full one), process A's
    // staff complete each requested refund as it was quoted.
    const [cancelled, ...completed] = await Promise.all([
      call(b, 'POST', `/api/staff/flights/${flightId}/status/`, { status: 'cancelled', reason: 'Fog' }, staffAuth),
      ...refundIds.map((id) => call(a, 'POST', `/api/staff/refunds/${id}/complete/`, { note: 'Done' }, staffAuth)),
    ]);
    expect(cancelled!.status, JSON.stringify(cancelled!.body)).toBe(200);
    for (const answer of completed) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);

    // Payouts run after their commits: wait until no refund of these orders is still on its way.
    const numbers = orders.map((o) => o.number);
    for (let i = 0; i < 100; i += 1) {
      const [{ open }] = (await query<{ open: number }>(
        `select count(*)::int as open from order_refund r join "order" o on o.id = r.order_id where o.number = any($1::text[]) and r.status in ('requested', 'completing')`,
        [numbers],
      )) as [{ open: number }];
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const rows = await query<{
      number: string;
      status: string;
      refunded: number;
      amount_back: number;
      penalty: number;
      paid: number;
      payment_refunded: number;
      notices: number;
      sms: number;
      completed_mails: number;
    }>(
      `select o.number, o.status,
              (select count(*)::int from order_refund r where r.order_id = o.id and r.status = 'refunded') as refunded,
              (select coalesce(sum(r.amount_back), 0)::int from order_refund r where r.order_id = o.id and r.status = 'refunded') as amount_back,
              (select coalesce(sum(r.penalty), 0)::int from order_refund r where r.order_id = o.id and r.status = 'refunded') as penalty,
              pay.amount as paid, pay.refunded_amount as payment_refunded,
              (select count(*)::int from mail_outbox m where m.order_id = o.id and m.kind = 'disruption_notice') as notices,
              (select count(*)::int from mail_outbox m where m.order_id = o.id and m.kind = 'disruption_sms') as sms,
              (select count(*)::int from mail_outbox m where m.order_id = o.id and m.kind = 'refund_completed') as completed_mails
         from "order" o join payment pay on pay.order_id = o.id and pay.status = 'paid'
        where o.number = any($1::text[])`,
      [numbers],
    );
    expect(rows).toHaveLength(count);
    const why = `${JSON.stringify(rows)}\n${JSON.stringify(completed.map((c) => [c.api, c.status, c.body?.code]))}\n${loggedErrors(cluster.apis)}`;
    for (const row of rows) {
      // Exactly one refund paid out, and the provider paid back exactly that: never both the quoted and the full one.
      expect(row.status, why).toBe('refunded');
      expect(row.refunded, why).toBe(1);
      expect(row.payment_refunded, why).toBe(row.amount_back);
      expect(row.amount_back, why).toBeLessThanOrEqual(row.paid);
      // Either staff won (the quoted refund, with its penalty) or the cancellation did (everything back, no penalty).
      expect(row.penalty === 0 ? row.amount_back === row.paid : row.amount_back + row.penalty <= row.paid, why).toBe(
        true,
      );
      // Nothing sent twice.
      expect(row.notices, why).toBeLessThanOrEqual(1);
      expect(row.sms, why).toBe(row.notices);
      expect(row.completed_mails, why).toBeLessThanOrEqual(1);
    }
    // Every quoted refund that stood was completed by staff (200). Where the cancellation decided first, completing
    // finishes the payout of the full refund (200, paid once, as checked above) or finds it refunded already.
    const full = rows.filter((r) => r.penalty === 0).length;
    expect(completed.filter((c) => c.status === 200).length).toBeGreaterThanOrEqual(count - full);
    process.stdout.write(
      `cancel vs staff refund decision, two processes: full refunds ${full}, quoted refunds ${count - full} of ${count}\n`,
    );
    // Every seat went back exactly once.
    const [{ sold: soldAfter, held }] = (await query<{ sold: number; held: number }>(
      `select c.seats_sold as sold, (select coalesce(sum(l.seats), 0)::int from order_leg l where l.flight_id = c.flight_id and l.cabin = c.cabin) as held from flight_cabin c where c.flight_id = $1 and c.cabin = 'economy'`,
      [flightId],
    )) as [{ sold: number; held: number }];
    expect(soldAfter).toBe(soldBefore - count);
    expect(held).toBe(0);
  }, 300_000);
});
