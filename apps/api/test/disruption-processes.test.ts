/**
 * Two answers to one disruption at the same moment on two API processes (PostgreSQL): a rebooking on
 * one and a full refund on the other, 12 orders of one cancelled flight. Each order ends either rebooked
 * (old tickets exchanged, one new ticketed order, no refund) or refunded (one refund of everything paid,
 * no new order), never both; the loser gets 409; every flight's seats match what the orders hold.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/users/access-token.js';
import { call, findOffer, loggedErrors, startCluster, START_TIMEOUT_MS, type Answer, type ProcessCluster } from './api-processes.js';
import { adult, bookingBody, inDays } from './booking-fixtures.js';
import { TEST_DATABASE_URL } from './helper.js';

const ORDERS = 12;

describe.skipIf(!TEST_DATABASE_URL)('two processes answer the same disruption', () => {
  let cluster: ProcessCluster;
  // Our own connection, closed before the cluster drops its database (a pooled one still closing would be killed by the drop).
  let client: pg.Client;
  beforeAll(async () => {
    cluster = await startCluster(TEST_DATABASE_URL!, 2);
    client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
  }, 2 * START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await client?.end();
    await cluster?.stop();
  }, 30_000);

  it(`rebook on one, refund on the other, ${ORDERS} orders: exactly one effect each`, async () => {
    const [a, b] = cluster.apis as [ProcessCluster['apis'][number], ProcessCluster['apis'][number]];
    const query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];

    // An agent (its second factor counted as enrolled: the TOTP steps have tests of their own).
    const [staff] = await query<{ id: string }>(`insert into app_user (email, password_hash, is_staff) values ('ops-${randomUUID()}@sapar.kg', 'x', true) returning id`);
    await query(`insert into staff_member (user_id, roles, mfa_enabled_at) values ($1, array['agent'], now())`, [staff!.id]);
    const sessionId = randomUUID();
    await query(`insert into refresh_token (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [staff!.id, sessionId, randomUUID()]);
    const staffAuth = { authorization: `JWT ${await signAccessToken(cluster.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId })}` };

    // Orders of one direct flight, each paid and ticketed.
    const when = inDays(45);
    const searched = await call(a, 'POST', '/api/flights/search/', { type: 'one_way', city_from: 'BSZ', city_to: 'OSS', when_date: when, back_date: null, passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 } });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    const ticket = await findOffer(a, searched.body.search_id, (t) => t.segments.length === 1 && t.fare_family === 'standard');
    const flightId = Number(ticket!.segments[0]!.flight_id);
    const orders: { number: string; token: string }[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const body = bookingBody(searched.body.search_id, ticket!.id, [adult(when)]);
      let booked = await call(a, 'POST', '/api/booking/', body, { 'idempotency-key': randomUUID() });
      if (booked.status === 409 && booked.body.code === 'price_changed') booked = await call(a, 'POST', '/api/booking/', { ...body, accept_price: booked.body.total_price }, { 'idempotency-key': randomUUID() });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const token = { 'x-order-token': booked.body.order_token as string };
      const phone = `+996700${String(300000 + i).slice(-6)}`;
      const started = await call(a, 'POST', '/api/payments/mbank/otp/create/', { order_number: booked.body.order_number, phone }, token);
      const code = /\b(\d{6})\b/.exec((await call(a, 'GET', `/api/dev/outbox/?to=${encodeURIComponent(phone)}`)).body.results[0]?.text ?? '')?.[1];
      const paid = await call(a, 'POST', '/api/payments/mbank/otp/confirm/', { payment_id: started.body.payment_id, code }, token);
      expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ status: 'paid', order_status: 'ticketed' });
      orders.push({ number: booked.body.order_number, token: booked.body.order_token });
    }

    const cancelled = await call(b, 'POST', `/api/staff/flights/${flightId}/status/`, { status: 'cancelled', reason: 'Fog' }, staffAuth);
    expect(cancelled.body, JSON.stringify(cancelled.body)).toMatchObject({ status: 'cancelled', notified_orders: ORDERS });

    // Seats before the answers, on the cancelled flight and every flight offered instead.
    const view = await call(a, 'GET', `/api/booking/${orders[0]!.number}/`, undefined, { 'x-order-token': orders[0]!.token });
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
      const rebook = () => call(rebookOn, 'POST', `/api/booking/${order.number}/disruption/`, { choice: 'rebook', flight: option }, token);
      const refund = () => call(refundOn, 'POST', `/api/booking/${order.number}/disruption/`, { choice: 'refund' }, token);
      const [r1, r2] = i % 4 < 2 ? await Promise.all([rebook(), refund()]) : await Promise.all([refund(), rebook()]).then(([x, y]) => [y, x] as const);
      answers.push({ number: order.number, rebook: r1, refund: r2 });
    }

    const rows = await query<{
      number: string; status: string; answer: string; tickets: string[]; refunds: number; amount_back: number | null; paid: number; payment_refunded: number; new_orders: number; new_status: string | null;
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
    const rebooked = (r: (typeof rows)[number]) => r.answer === 'rebooked' && r.status === 'exchanged' && r.tickets.join() === 'exchanged' && r.refunds === 0 && r.payment_refunded === 0 && r.new_orders === 1 && r.new_status === 'ticketed';
    const refunded = (r: (typeof rows)[number]) => r.answer === 'refunded' && r.status === 'refunded' && r.tickets.join() === 'refunded' && r.refunds === 1 && r.amount_back === r.paid && r.payment_refunded === r.paid && r.new_orders === 0;
    const summary = answers.map((x) => `${x.rebook.api}:rebook ${x.rebook.status} / ${x.refund.api}:refund ${x.refund.status}`).join(', ');
    expect(rows.filter((r) => !rebooked(r) && !refunded(r)), `${summary}\n${loggedErrors(cluster.apis)}`).toEqual([]);
    process.stdout.write(`rebook vs refund, two processes: rebooked ${rows.filter(rebooked).length}, refunded ${rows.filter(refunded).length} of ${ORDERS}\n`);

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
    for (const id of flights) expect(after.get(id)!.sold - before.get(id)!.sold, `flight ${id}`).toBe(after.get(id)!.held - before.get(id)!.held);
    expect(after.get(flightId)!.held).toBe(0);
    expect(after.get(flightId)!.sold).toBe(before.get(flightId)!.sold - ORDERS);
  }, 300_000);
});
