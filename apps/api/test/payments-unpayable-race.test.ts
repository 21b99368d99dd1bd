/**
 * A confirmation racing what takes its order out of sale, on two API processes sharing PostgreSQL: the deadline
 * passing while the expiry job runs (from a third connection, the test's own, besides the processes' own jobs), and
 * staff cancelling on the other process. Whatever wins, an order that ends unpaid has no charge at the bank (the
 * sandbox's charge table), a ticketed order exactly one and nothing is refunded; the reconciliation finds every
 * charge matched.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { aftersalesExchangeSettlement } from '../src/modules/aftersales/index.js';
import { expireOverdueOrders } from '../src/modules/aftersales/order-jobs.js';
import type { BookingContext } from '../src/modules/booking/booking.service.js';
import { registerExchangeSettlement } from '../src/modules/payments/index.js';
import { signAccessToken } from '../src/modules/users/access-token.js';
import {
  call,
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

const TRIALS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => sleep(Math.floor(Math.random() * ms));

type Race = 'expiry' | 'cancel';
interface Trial {
  race: Race;
  orderNumber: string;
  confirm: Answer;
  other: Answer | null;
}

describe.skipIf(!TEST_DATABASE_URL)('a confirmation racing expiry and staff cancelling, two API processes', () => {
  let cluster: ProcessCluster;
  // The test's own connection runs the expiry job as a third process would; closed before the database is dropped.
  let jobDatabase: DatabaseHandle;
  beforeAll(
    async () => {
      cluster = await startCluster(TEST_DATABASE_URL!, 2);
      jobDatabase = await openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
      // The expiry job runs in this process, which composes no app: it is handed after-sales' settlement as app.ts does.
      registerExchangeSettlement(aftersalesExchangeSettlement);
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    await jobDatabase?.close();
    await cluster?.stop();
  }, 30_000);

  async function agentAuth() {
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
    return {
      authorization: `JWT ${await signAccessToken(cluster.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId })}`,
    };
  }

  it(`${TRIALS} trials of each: no charge for an order that ends unpaid, reconciliation unmatched: []`, async () => {
    const apis = cluster.apis;
    const staff = await agentAuth();
    const expireNow = () => expireOverdueOrders({ db: jobDatabase.db } as BookingContext);
    let search: { id: string; ticket: string; when: string; used: number } | null = null;
    const trials: Trial[] = [];
    for (let n = 0; n < 2 * TRIALS; n += 1) {
      const race: Race = n % 2 === 0 ? 'expiry' : 'cancel';
      const api = apis[n % 2]!;
      const otherApi = apis[(n + 1) % 2]!;
      if (!search || search.used >= 10) {
        const when = inDays(60 + Math.floor(n / 10));
        const res = await call(api, 'POST', '/api/flights/search/', {
          type: 'one_way',
          city_from: 'BSZ',
          city_to: 'OSS',
          when_date: when,
          back_date: null,
          passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        search = { id: res.body.search_id, ticket: res.body.tickets[0].id, when, used: 0 };
      }
      search.used += 1;
      const body = bookingBody(search.id, search.ticket, [adult(search.when)]);
      let booked = await call(api, 'POST', '/api/booking/', body, { 'idempotency-key': randomUUID() });
      // Seats sold by earlier trials move the fare: accept the new total, as the buyer would.
      if (booked.status === 409 && booked.body.code === 'price_changed')
        booked = await call(
          api,
          'POST',
          '/api/booking/',
          { ...body, accept_price: booked.body.total_price },
          { 'idempotency-key': randomUUID() },
        );
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const orderNumber = booked.body.order_number as string;
      const token = { 'x-order-token': booked.body.order_token as string };
      const phone = `+996702${String(200000 + n).slice(-6)}`;
      const started = await call(
        otherApi,
        'POST',
        '/api/payments/mbank/otp/create/',
        { order_number: orderNumber, phone },
        token,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const code = await outboxCode(apis.map(outboxOf), phone);
      expect(code).toBeDefined();
      const confirm = () =>
        call(api, 'POST', '/api/payments/mbank/otp/confirm/', { payment_id: started.body.payment_id, code }, token);

      if (race === 'expiry') {
        // The deadline falls within the next 0.4 s; the confirmation goes out within it and the job runs every 50 ms.
        await cluster.query(
          `update "order" set payment_deadline = now() + make_interval(secs => $2) where number = $1`,
          [orderNumber, Math.random() * 0.4],
        );
        const [answer] = await Promise.all([
          jitter(400).then(confirm),
          (async () => {
            for (let tick = 0; tick < 12; tick += 1) {
              await sleep(50);
              await expireNow();
            }
          })(),
        ]);
        trials.push({ race, orderNumber, confirm: answer, other: null });
      } else {
        const [answer, cancel] = await Promise.all([
          jitter(30).then(confirm),
          jitter(30).then(() =>
            call(otherApi, 'POST', `/api/staff/orders/${orderNumber}/cancel/`, { reason: 'Customer called' }, staff),
          ),
        ]);
        trials.push({ race, orderNumber, confirm: answer, other: cancel });
      }
    }
    // Every confirmation has its outcome from the bank before the fates are read; whatever is still booked expires.
    await vi.waitFor(
      async () => {
        const [open] = await cluster.query<{ n: number }>(
          `select count(*)::int as n from payment p join "order" o on o.id = p.order_id
            where o.number = any($1::text[]) and p.status = 'processing'`,
          [trials.map((t) => t.orderNumber)],
        );
        expect(open!.n).toBe(0);
      },
      { timeout: 15_000, interval: 50 },
    );
    await expireNow();

    const errors = loggedErrors(apis);
    const fates = await cluster.query<{
      number: string;
      status: string;
      charges: number;
      refunded: number;
      kept_wrongly: number;
    }>(
      `select o.number, o.status,
              (select count(*)::int from payment p join mbank_sandbox_charge c on c.reference::text = p.provider_reference
                where p.order_id = o.id and c.charged_at is not null) as charges,
              (select count(*)::int from payment p join mbank_sandbox_charge c on c.reference::text = p.provider_reference
                where p.order_id = o.id and c.status = 'refunded') as refunded,
              (select count(*)::int from payment p where p.order_id = o.id
                and p.failure_reason in ('payment_late_refunded', 'payment_duplicate_refunded', 'payment_amount_mismatch')) as kept_wrongly
         from "order" o where o.number = any($1::text[])`,
      [trials.map((t) => t.orderNumber)],
    );
    const fateOf = new Map(fates.map((f) => [f.number, f]));
    const unpaid = fates.filter((f) => f.status === 'expired' || f.status === 'cancelled');
    const ticketed = fates.filter((f) => f.status === 'ticketed');
    const chargedUnpaid = unpaid.filter((f) => f.charges > 0);
    for (const race of ['expiry', 'cancel'] as const) {
      const ofRace = trials.filter((t) => t.race === race);
      const paid = ofRace.filter((t) => fateOf.get(t.orderNumber)?.status === 'ticketed').length;
      const closed = ofRace.length - paid;
      const charged = ofRace.filter((t) => {
        const f = fateOf.get(t.orderNumber)!;
        return f.status !== 'ticketed' && f.charges > 0;
      }).length;
      process.stdout.write(
        `confirm vs ${race}, two processes: trials ${ofRace.length}, paid ${paid}, closed first ${closed}, charges on unpaid orders ${charged}\n`,
      );
    }
    expect(fates).toHaveLength(trials.length);
    // Every order ends paid or out of sale, never left booked.
    expect(fates.filter((f) => f.status !== 'ticketed' && f.status !== 'expired' && f.status !== 'cancelled')).toEqual(
      [],
    );
    expect(chargedUnpaid, errors).toEqual([]);
    expect(ticketed.filter((f) => f.charges !== 1)).toEqual([]);
    expect(fates.filter((f) => f.refunded > 0 || f.kept_wrongly > 0)).toEqual([]);
    // Both outcomes happened (a race that one side always wins proves little).
    expect(ticketed.length).toBeGreaterThan(0);
    expect(unpaid.length).toBeGreaterThan(0);

    for (const trial of trials) {
      const fate = fateOf.get(trial.orderNumber)!;
      const { confirm, other } = trial;
      // The confirmation that won is paid; one that came too late is the order's 410, in words.
      if (fate.status === 'ticketed')
        expect(confirm.body, JSON.stringify(confirm.body)).toMatchObject({ status: 'paid', order_status: 'ticketed' });
      else {
        expect(confirm.status, JSON.stringify(confirm.body)).toBe(410);
        expect(confirm.body).toMatchObject({ code: 'order_expired', detail: expect.any(String) });
      }
      if (other) {
        // Staff cancelled, or were told the code is with the bank (or the order was paid by then).
        if (fate.status === 'cancelled') expect(other.status, JSON.stringify(other.body)).toBe(200);
        else {
          expect(other.status, JSON.stringify(other.body)).toBe(409);
          expect(other.body.code).toMatch(/^(payment_in_progress|order_action_not_allowed)$/);
        }
      }
    }

    const report = await call(
      apis[1]!,
      'GET',
      `/api/staff/payments/reconciliation/?date_from=${inDays(-1)}&date_to=${inDays(1)}`,
      undefined,
      staff,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    process.stdout.write(
      `confirm vs expiry and cancel, reconciliation: charges ${report.body.charges}, matched ${report.body.matched}, unmatched ${report.body.unmatched.length}\n`,
    );
    expect(report.body.unmatched).toEqual([]);
    expect(report.body.charges).toBe(report.body.matched);
    expect(report.body.charges).toBe(ticketed.length);
  }, 600_000);
});
