/**
 * The purchase races across processes: two real API processes (`node --import tsx apps/api/src/main.ts`)
 * on their own ports, sharing one fresh PostgreSQL database, as in production behind a proxy.
 * Runs in the api-postgres project only (on PGlite there is a single process by design).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  findOffer,
  loggedErrors,
  outboxCode,
  outboxOf,
  startApi as startProcess,
  stopApi,
  type Answer,
  type ApiProcess,
} from './api-processes.js';
import { adult, bookingBody } from './booking-fixtures.js';
import { createPostgresDatabase, fareOffers, inDays, TEST_DATABASE_URL, TEST_REDIS_URL } from './helper.js';

const START_TIMEOUT_MS = 90_000;

const children: ChildProcess[] = [];
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
// Last resort if the test process itself goes away: no API process outlives it.
process.once('exit', () => children.filter(isRunning).forEach((child) => child.kill('SIGKILL')));
const startApi = (name: string, env: Record<string, string>) => startProcess(name, env, children);

async function search(api: ApiProcess, days: number) {
  const when = inDays(days);
  const res = await call(api, 'POST', '/api/flights/search/', {
    type: 'one_way',
    city_from: 'BSZ',
    city_to: 'OSS',
    when_date: when,
    back_date: null,
    passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
  });
  if (res.status !== 200) throw new Error(`search on ${api.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    searchId: res.body.search_id as string,
    tickets: fareOffers<{ id: string; fare_family: string; segments: Array<{ flight_id: string }> }>(res.body.tickets),
    when,
  };
}

const book = (api: ApiProcess, body: unknown) =>
  call(api, 'POST', '/api/booking/', body, { 'idempotency-key': randomUUID() });

describe.skipIf(!TEST_DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  const dataDirs: string[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let db: pg.Pool | undefined;
  let a: ApiProcess;
  let b: ApiProcess;
  const query = async <T>(text: string, values: unknown[] = []) => (await db!.query(text, values)).rows as T[];

  beforeAll(
    async () => {
      // A copy of the migrated and seeded template (a year of flights).
      database = await createPostgresDatabase(TEST_DATABASE_URL!);
      db = new pg.Pool({ connectionString: database.url, max: 2 });

      // Both processes share the secret, as production instances do: it also keys the sandbox bank's codes.
      const jwtSecret = randomBytes(32).toString('hex');
      const envFor = async () => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sapar-processes-'));
        dataDirs.push(dataDir);
        return {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database!.url,
          APP_ENV: 'test',
          JWT_SECRET: jwtSecret,
          RATE_LIMIT_MAX: '1000000',
          BOOKING_RATE_LIMIT_MAX: '1000000',
          // Behind the proxy the client is X-Forwarded-For: the refund race sends one client per trial, so the
          // per-client limit on refund quotes (20 a minute) does not hold up the 50 trials.
          TRUST_PROXY: '1',
          // info, not the test default silent: the "Server listening at" line tells the port.
          LOG_LEVEL: 'info',
          // Live searches are shared through Redis: a search made on one process books on the other.
          REDIS_URL: TEST_REDIS_URL,
        };
      };
      // One after the other: each start brings the reference data up to date (upserts), kept out of a race between the two.
      a = await startApi('A', await envFor());
      b = await startApi('B', await envFor());
    },
    2 * START_TIMEOUT_MS + 10_000,
  );

  afterAll(async () => {
    await Promise.allSettled(children.map(stopApi));
    await db?.end().catch(() => undefined);
    await database?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 30_000);

  /** An agent with the second factor enrolled (the TOTP steps have tests of their own): signed up on A, its token works on both processes. */
  async function enrolledAgent(): Promise<Record<string, string>> {
    const email = `agent-${randomBytes(4).toString('hex')}@example.kg`;
    expect((await call(a, 'POST', '/api/users/otp/', { email, purpose: 'register' })).status).toBe(200);
    const otp = await outboxCode([a, b].map(outboxOf), email);
    const password = 'correct-horse-battery';
    const created = await call(a, 'POST', '/api/users/create/', { email, password, password2: password, otp });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await query('update app_user set is_staff = true where lower(email) = lower($1)', [email]);
    await query(
      "insert into staff_member (user_id, roles, mfa_enabled_at) select id, array['agent']::text[], now() from app_user where lower(email) = lower($1)",
      [email],
    );
    const staffAuth = { authorization: `JWT ${created.body.access as string}` };
    expect((await call(b, 'GET', '/api/staff/me/', undefined, staffAuth)).status).toBe(200);
    return staffAuth;
  }

  it('sells the last seat once among 50 concurrent bookings spread over both processes', async () => {
    const first = await search(a, 40);
    const ticket = first.tickets.find((t) => t.segments.length === 1)!;
    const flightId = Number(ticket.segments[0]!.flight_id);
    await query(`update flight_cabin set seats_sold = seats_total - 1 where flight_id = $1 and cabin = 'economy'`, [
      flightId,
    ]);
    // Searched again on the other process: the nearly full flight is dearer now and may have left the
    // first page, so the offer is found by paging the search (on A: searches are shared through Redis).
    const fresh = await search(b, 40);
    const offer = await findOffer(
      a,
      fresh.searchId,
      (t) =>
        t.segments.length === 1 &&
        Number(t.segments[0]!.flight_id) === flightId &&
        t.fare_family === ticket.fare_family,
    );
    expect(offer).toBeDefined();

    const body = bookingBody(fresh.searchId, offer!.id, [adult(fresh.when)]);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i % 2 === 0 ? a : b, body)));
    const summary = results.map((r) => `${r.api} ${r.status} ${r.body?.code ?? ''}`).join(', ');
    const won = results.filter((r) => r.status === 200);
    expect(won, `${summary}\n${loggedErrors([a, b])}`).toHaveLength(1);
    // The losers wait on the winner's row lock, re-price on the sold-out cabin and find no fare with a seat.
    expect(
      results.filter((r) => r.status === 409 && r.body.code === 'no_seats'),
      summary,
    ).toHaveLength(49);

    const [cabin] = await query<{ seats_sold: number; seats_total: number }>(
      `select seats_sold, seats_total from flight_cabin where flight_id = $1 and cabin = 'economy'`,
      [flightId],
    );
    expect(cabin!.seats_sold).toBe(cabin!.seats_total);
    const [overbooked] = await query<{ n: number }>(
      'select count(*)::int as n from flight_cabin where seats_sold < 0 or seats_sold > seats_total',
    );
    expect(overbooked!.n).toBe(0);
    const orders = await query<{ number: string; status: string; seats: number; passengers: number }>(
      `select o.number, o.status, l.seats, (select count(*)::int from order_passenger p where p.order_id = o.id) as passengers
         from "order" o join order_leg l on l.order_id = o.id where l.flight_id = $1`,
      [flightId],
    );
    expect(orders).toEqual([{ number: won[0]!.body.order_number, status: 'booked', seats: 1, passengers: 1 }]);
    const [keys] = await query<{ n: number }>(
      'select count(*)::int as n from booking_request r join "order" o on o.id = r.order_id where o.search_id = $1',
      [fresh.searchId],
    );
    expect(keys!.n).toBe(1);

    // The order is the same seen from the process that did not book it.
    const other = won[0]!.api === 'A' ? b : a;
    const seen = await call(other, 'GET', `/api/booking/${won[0]!.body.order_number}/`, undefined, {
      'x-order-token': won[0]!.body.order_token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      order_number: won[0]!.body.order_number,
      status: 'booked',
      passengers: [{ first_name: 'Aibek' }],
    });
  });

  it('20 confirms of one payment split over both processes: one payment paid, one ticketing', async () => {
    const { searchId, tickets, when } = await search(a, 41);
    const booked = await book(a, bookingBody(searchId, tickets[0]!.id, [adult(when)]));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const orderNumber = booked.body.order_number as string;

    // The payment starts on B, so the code is in B's dev outbox (each process has its own DATA_DIR).
    const phone = '+996700123461';
    const withToken = { 'x-order-token': booked.body.order_token as string };
    const started = await call(
      b,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: orderNumber, phone },
      withToken,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paymentId = started.body.payment_id as string;
    const outbox = await call(b, 'GET', `/api/dev/outbox/?to=${encodeURIComponent(phone)}`);
    const code = /\b(\d{6})\b/.exec(outbox.body.results[0]?.text ?? '')?.[1];
    expect(code, JSON.stringify(outbox.body)).toBeDefined();
    expect((await call(a, 'GET', `/api/dev/outbox/?to=${encodeURIComponent(phone)}`)).body.results).toEqual([]);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          i % 2 === 0 ? a : b,
          'POST',
          '/api/payments/mbank/otp/confirm/',
          { payment_id: paymentId, code },
          withToken,
        ),
      ),
    );
    const summary = results.map((r) => `${r.api} ${r.status} ${r.body?.status ?? r.body?.code ?? ''}`).join(', ');
    // One confirmation takes the code to the bank and answers paid; the others, while it is there, answer
    // 'processing' (poll the status) or, once it is settled, paid. None fails and none charges again.
    expect(
      results.every((r) => r.status === 200 && (r.body.status === 'paid' || r.body.status === 'processing')),
      `${summary}\n${loggedErrors([a, b])}`,
    ).toBe(true);
    expect(results.filter((r) => r.body.status === 'paid').length, summary).toBeGreaterThanOrEqual(1);
    for (const api of [a, b]) {
      expect((await call(api, 'GET', `/api/payments/${paymentId}/`, undefined, withToken)).body).toMatchObject({
        status: 'paid',
        order_status: 'ticketed',
      });
    }

    const payments = await query<{ id: string; status: string }>(
      'select p.id, p.status from payment p join "order" o on o.id = p.order_id where o.number = $1',
      [orderNumber],
    );
    expect(payments).toEqual([{ id: paymentId, status: 'paid' }]);
    const charges = await query<{ status: string }>(
      'select c.status from mbank_sandbox_charge c join payment p on p.provider_reference = c.reference::text where p.id = $1',
      [paymentId],
    );
    expect(charges).toEqual([{ status: 'paid' }]);
    const [order] = await query<{ status: string }>('select status from "order" where number = $1', [orderNumber]);
    expect(order!.status).toBe('ticketed');
    const issued = await query<{ ticket_number: string | null }>(
      'select p.ticket_number from order_passenger p join "order" o on o.id = p.order_id where o.number = $1',
      [orderNumber],
    );
    expect(issued).toHaveLength(1);
    expect(issued[0]!.ticket_number).toMatch(/^695\d{10}$/);
    // The only ticket ever issued in this database: one number drawn from the sequence, none lost to a
    // second ticketing that rolled back.
    const [sequence] = await query<{ last_value: string; is_called: boolean }>(
      'select last_value::text, is_called from ticket_number_seq',
    );
    expect(sequence).toEqual({ last_value: '1', is_called: true });
    expect(issued[0]!.ticket_number).toBe('6950000000001');
    const [mails] = await query<{ n: number }>(
      'select count(*)::int as n from mail_outbox m join "order" o on o.id = m.order_id where o.number = $1 and m.kind = \'order_confirmation\'',
      [orderNumber],
    );
    expect(mails!.n).toBe(1);

    const seen = await call(b, 'GET', `/api/booking/${orderNumber}/`, undefined, {
      'x-order-token': booked.body.order_token,
    });
    expect(seen.body).toMatchObject({ status: 'ticketed', tickets: [{ number: '6950000000001' }] });
  });

  it('staff complete and reject of the same refund on both processes, 50 times: each refund is either paid back in full or rejected with nothing moved', async () => {
    const staffAuth = await enrolledAgent();
    const TRIALS = 50;
    interface Trial {
      refundId: string;
      complete: Answer;
      reject: Answer;
    }
    const trials: Trial[] = [];
    /** Seats sold on each flight the trials use, read before the first booking on it. */
    const baseline = new Map<number, number>();
    let offer: { searchId: string; ticketId: string; flightId: number; when: string; used: number } | null = null;

    for (let trial = 0; trial < TRIALS; trial += 1) {
      const [first, second] = trial % 2 === 0 ? [a, b] : [b, a];
      if (!offer || offer.used >= 10) {
        // A standard fare (refunds decided by staff) on a direct flight, a new flight every 10 trials.
        const found = await search(first, 70 + Math.floor(trial / 10));
        const ticket = found.tickets.find((t) => t.fare_family === 'standard' && t.segments.length === 1);
        expect(ticket, JSON.stringify(found.tickets.map((t) => t.fare_family))).toBeDefined();
        const flightId = Number(ticket!.segments[0]!.flight_id);
        const [cabin] = await query<{ seats_sold: number }>(
          `select seats_sold from flight_cabin where flight_id = $1 and cabin = 'economy'`,
          [flightId],
        );
        if (!baseline.has(flightId)) baseline.set(flightId, cabin!.seats_sold);
        offer = { searchId: found.searchId, ticketId: ticket!.id, flightId, when: found.when, used: 0 };
      }
      offer.used += 1;
      let booked = await book(first, bookingBody(offer.searchId, offer.ticketId, [adult(offer.when)]));
      // Seats sold by earlier trials move the fare: accept the new total, as the buyer would.
      if (booked.status === 409 && booked.body.code === 'price_changed') {
        booked = await book(
          first,
          bookingBody(offer.searchId, offer.ticketId, [adult(offer.when)], { accept_price: booked.body.total_price }),
        );
      }
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const orderNumber = booked.body.order_number as string;
      // One client per trial (X-Forwarded-For), so the per-client limits of quotes do not interfere.
      const guest = {
        'x-order-token': booked.body.order_token as string,
        'x-forwarded-for': `10.70.${Math.floor(trial / 250)}.${trial % 250}`,
      };

      const phone = `+996700${String(200000 + trial).slice(-6)}`;
      const started = await call(
        first,
        'POST',
        '/api/payments/mbank/otp/create/',
        { order_number: orderNumber, phone },
        guest,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const code = await outboxCode([first, second].map(outboxOf), phone);
      expect(code, `no code for ${phone} in the outbox`).toBeDefined();
      const paid = await call(
        first,
        'POST',
        '/api/payments/mbank/otp/confirm/',
        { payment_id: started.body.payment_id, code },
        guest,
      );
      expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ status: 'paid', order_status: 'ticketed' });

      const quote = await call(
        second,
        'POST',
        '/api/booking/refund/',
        { order_number: orderNumber, reason: 'race' },
        guest,
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const requested = await call(second, 'POST', `/api/booking/refund/${quote.body.refund_id}/confirm/`, {}, guest);
      expect(requested.body, JSON.stringify(requested.body)).toMatchObject({ status: 'requested', automatic: false });

      // The decisions at the same moment, each on its own process; which is sent first alternates too.
      const url = (decision: string) => `/api/staff/refunds/${quote.body.refund_id}/${decision}/`;
      const completeOn = trial % 4 < 2 ? a : b;
      const rejectOn = completeOn === a ? b : a;
      const [complete, reject] =
        trial % 2 === 0
          ? await Promise.all([
              call(completeOn, 'POST', url('complete'), { note: 'ok' }, staffAuth),
              call(rejectOn, 'POST', url('reject'), { note: 'no' }, staffAuth),
            ])
          : await Promise.all([
              call(rejectOn, 'POST', url('reject'), { note: 'no' }, staffAuth),
              call(completeOn, 'POST', url('complete'), { note: 'ok' }, staffAuth),
            ]).then(([r, c]) => [c, r] as const);
      trials.push({ refundId: quote.body.refund_id, complete, reject });
    }

    // The invariant, read from the database: every refund is one of the two consistent outcomes.
    const rows = await query<{
      refund_id: string;
      status: string;
      amount_back: number;
      order_status: string;
      tickets: string[];
      seats_held: number;
      payment_refunded: number;
      charge_refunded: number;
      payouts: number;
      paid_out: number;
    }>(
      `select r.id::text as refund_id, r.status, r.amount_back, o.status as order_status,
              (select array_agg(p.ticket_status order by p.position) from order_passenger p where p.order_id = o.id) as tickets,
              (select coalesce(sum(l.seats), 0)::int from order_leg l where l.order_id = o.id) as seats_held,
              pay.refunded_amount as payment_refunded, c.refunded_amount as charge_refunded,
              (select count(*)::int from mbank_sandbox_refund s where s.key like 'refund:' || r.id::text || ':%') as payouts,
              (select coalesce(sum(s.amount), 0)::int from mbank_sandbox_refund s where s.key like 'refund:' || r.id::text || ':%') as paid_out
         from order_refund r
         join "order" o on o.id = r.order_id
         join payment pay on pay.order_id = o.id and pay.status = 'paid'
         join mbank_sandbox_charge c on c.reference::text = pay.provider_reference
        where r.id = any($1::uuid[])`,
      [trials.map((t) => t.refundId)],
    );
    expect(rows).toHaveLength(TRIALS);
    const refunded = (r: (typeof rows)[number]) =>
      r.status === 'refunded' &&
      r.order_status === 'refunded' &&
      r.tickets.join() === 'refunded' &&
      r.seats_held === 0 &&
      r.payment_refunded === r.amount_back &&
      r.charge_refunded === r.amount_back &&
      r.payouts === 1 &&
      r.paid_out === r.amount_back;
    const rejected = (r: (typeof rows)[number]) =>
      r.status === 'rejected' &&
      r.order_status === 'ticketed' &&
      r.tickets.join() === 'issued' &&
      r.seats_held === 1 &&
      r.payment_refunded === 0 &&
      r.charge_refunded === 0 &&
      r.payouts === 0 &&
      r.paid_out === 0;
    const summary = trials
      .map((t) => `${t.complete.api}:complete ${t.complete.status} / ${t.reject.api}:reject ${t.reject.status}`)
      .join(', ');
    expect(
      rows.filter((r) => !refunded(r) && !rejected(r)),
      `${summary}\n${loggedErrors([a, b])}`,
    ).toEqual([]);
    process.stdout.write(
      `complete vs reject, two processes: refunded ${rows.filter(refunded).length}, rejected ${rows.filter(rejected).length} of ${TRIALS}\n`,
    );

    // Seats: every flight sold what the trials still hold, no more, no less (released exactly once per refund).
    for (const [flightId, before] of baseline) {
      const [seats] = await query<{ sold: number; held: number }>(
        `select c.seats_sold as sold, (select coalesce(sum(l.seats), 0)::int from order_leg l where l.flight_id = c.flight_id and l.cabin = c.cabin) as held
           from flight_cabin c where c.flight_id = $1 and c.cabin = 'economy'`,
        [flightId],
      );
      expect(seats!.sold, `flight ${flightId}`).toBe(before + seats!.held);
    }

    // The answers tell the same story: the decision that took effect 200, the other 409, never a 5xx.
    const statusOf = new Map(rows.map((r) => [r.refund_id, r.status]));
    for (const t of trials) {
      const won = statusOf.get(t.refundId) === 'refunded' ? t.complete : t.reject;
      const lost = won === t.complete ? t.reject : t.complete;
      expect(won.status, JSON.stringify(won.body)).toBe(200);
      expect(won.body.status).toBe(statusOf.get(t.refundId));
      expect(lost.status, JSON.stringify(lost.body)).toBe(409);
      expect(lost.body.code).toBe('refund_not_requested');
    }
  }, 300_000);
  it('staff cancel an unpaid order while its payment is confirmed on the other process, 20 times: each order is either ticketed and kept or cancelled with the charge given back', async () => {
    const staffAuth = await enrolledAgent();
    const TRIALS = 20;
    interface Trial {
      orderNumber: string;
      confirm: Answer;
      cancel: Answer;
    }
    const trials: Trial[] = [];
    const baseline = new Map<number, number>();
    let offer: { searchId: string; ticketId: string; flightId: number; when: string; used: number } | null = null;

    for (let trial = 0; trial < TRIALS; trial += 1) {
      const [payOn, cancelOn] = trial % 2 === 0 ? [a, b] : [b, a];
      if (!offer || offer.used >= 10) {
        const found = await search(payOn, 90 + Math.floor(trial / 10));
        const ticket = found.tickets.find((t) => t.segments.length === 1)!;
        const flightId = Number(ticket.segments[0]!.flight_id);
        const [cabin] = await query<{ seats_sold: number }>(
          `select seats_sold from flight_cabin where flight_id = $1 and cabin = 'economy'`,
          [flightId],
        );
        if (!baseline.has(flightId)) baseline.set(flightId, cabin!.seats_sold);
        offer = { searchId: found.searchId, ticketId: ticket.id, flightId, when: found.when, used: 0 };
      }
      offer.used += 1;
      let booked = await book(payOn, bookingBody(offer.searchId, offer.ticketId, [adult(offer.when)]));
      if (booked.status === 409 && booked.body.code === 'price_changed') {
        booked = await book(
          payOn,
          bookingBody(offer.searchId, offer.ticketId, [adult(offer.when)], { accept_price: booked.body.total_price }),
        );
      }
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const orderNumber = booked.body.order_number as string;
      const guest = { 'x-order-token': booked.body.order_token as string, 'x-forwarded-for': `10.71.0.${trial}` };
      const phone = `+996701${String(300000 + trial).slice(-6)}`;
      const started = await call(
        payOn,
        'POST',
        '/api/payments/mbank/otp/create/',
        { order_number: orderNumber, phone },
        guest,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const code = await outboxCode([payOn, cancelOn].map(outboxOf), phone);
      expect(code).toBeDefined();

      // The traveller's code and the agent's cancellation at the same moment, each on its own process.
      const confirm = () =>
        call(payOn, 'POST', '/api/payments/mbank/otp/confirm/', { payment_id: started.body.payment_id, code }, guest);
      const cancel = () =>
        call(cancelOn, 'POST', `/api/staff/orders/${orderNumber}/cancel/`, { reason: 'race' }, staffAuth);
      const [confirmed, cancelled] =
        trial % 4 < 2
          ? await Promise.all([confirm(), cancel()])
          : await Promise.all([cancel(), confirm()]).then(([c, p]) => [p, c] as const);
      trials.push({ orderNumber, confirm: confirmed, cancel: cancelled });
    }

    // The invariant, read from the database: no charge kept without a ticket, no ticket on a cancelled order.
    const rows = await query<{
      number: string;
      status: string;
      tickets: (string | null)[];
      seats_held: number;
      charged: number;
      charge_refunded: number;
      paid_payments: number;
    }>(
      `select o.number, o.status,
              (select array_agg(p.ticket_number order by p.position) from order_passenger p where p.order_id = o.id) as tickets,
              (select coalesce(sum(l.seats), 0)::int from order_leg l where l.order_id = o.id) as seats_held,
              coalesce((select sum(c.amount) from payment pay join mbank_sandbox_charge c on c.reference::text = pay.provider_reference
                         where pay.order_id = o.id and c.charged_at is not null), 0)::int as charged,
              coalesce((select sum(c.refunded_amount) from payment pay join mbank_sandbox_charge c on c.reference::text = pay.provider_reference
                         where pay.order_id = o.id), 0)::int as charge_refunded,
              (select count(*)::int from payment pay where pay.order_id = o.id and pay.status = 'paid') as paid_payments
         from "order" o where o.number = any($1::text[])`,
      [trials.map((t) => t.orderNumber)],
    );
    expect(rows).toHaveLength(TRIALS);
    const ticketed = (r: (typeof rows)[number]) =>
      r.status === 'ticketed' &&
      r.tickets.every((t) => t !== null) &&
      r.seats_held === 1 &&
      r.charged > 0 &&
      r.charge_refunded === 0 &&
      r.paid_payments === 1;
    const cancelledClean = (r: (typeof rows)[number]) =>
      r.status === 'cancelled' &&
      r.tickets.every((t) => t === null) &&
      r.charge_refunded === r.charged &&
      r.paid_payments === 0;
    const summary = trials
      .map(
        (t) =>
          `${t.orderNumber}: confirm ${t.confirm.status} ${t.confirm.body?.status ?? t.confirm.body?.code ?? ''} / cancel ${t.cancel.status}`,
      )
      .join(', ');
    expect(
      rows.filter((r) => !ticketed(r) && !cancelledClean(r)),
      `${summary}\n${loggedErrors([a, b])}`,
    ).toEqual([]);
    process.stdout.write(
      `cancel vs confirm, two processes: ticketed ${rows.filter(ticketed).length}, cancelled ${rows.filter(cancelledClean).length} (charged and given back: ${rows.filter((r) => cancelledClean(r) && r.charged > 0).length}) of ${TRIALS}\n`,
    );

    for (const [flightId, before] of baseline) {
      const [seats] = await query<{ sold: number; held: number }>(
        // A cancelled order keeps its legs as a record; only live orders hold seats.
        `select c.seats_sold as sold,
                (select coalesce(sum(l.seats), 0)::int from order_leg l join "order" o on o.id = l.order_id
                  where l.flight_id = c.flight_id and l.cabin = c.cabin and o.status not in ('cancelled', 'expired')) as held
           from flight_cabin c where c.flight_id = $1 and c.cabin = 'economy'`,
        [flightId],
      );
      expect(seats!.sold, `flight ${flightId}`).toBe(before + seats!.held);
    }

    // The answers agree with the database: the cancellation took effect (200) or was refused (409): the order was paid
    // already, or its code was with the bank at that moment (staff cannot cancel under a payment in flight). Never a 5xx.
    const statusOf = new Map(rows.map((r) => [r.number, r.status]));
    for (const t of trials) {
      expect(t.confirm.status, JSON.stringify(t.confirm.body)).toBeLessThan(500);
      if (statusOf.get(t.orderNumber) === 'cancelled') expect(t.cancel.status, JSON.stringify(t.cancel.body)).toBe(200);
      else {
        expect(t.cancel.status, JSON.stringify(t.cancel.body)).toBe(409);
        expect(['order_action_not_allowed', 'payment_in_progress']).toContain(t.cancel.body.code);
      }
    }
  }, 300_000);
});
