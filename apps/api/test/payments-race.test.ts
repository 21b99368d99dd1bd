/**
 * "Charge kept, no ticket": confirming a code while a new code is asked for the same order. Whatever
 * wins, every charge the bank (sandbox) took must end as the payment that ticketed its order or as a
 * refund of the same amount, and the reconciliation must find nothing unmatched. Run in-process with
 * concurrent `app.inject` (both databases) and with two API processes on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/users/access-token.js';
import {
  call as httpCall,
  loggedErrors,
  outboxCode,
  startCluster,
  START_TIMEOUT_MS,
  type Answer,
  type ProcessCluster,
} from './api-processes.js';
import { adult, bookingBody, inDays } from './booking-fixtures.js';
import { createTestContext, TEST_DATABASE_URL, type TestContext } from './helper.js';

type Caller = (
  api: number,
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;
type Query = <T>(text: string) => Promise<T[]>;

interface TrialOutcome {
  confirm: Answer;
  create: Answer;
}

/** Books one order, starts a payment on one "process", then races its confirm with a new code on the other. */
async function runTrials(
  caller: Caller,
  age: (paymentId: string) => Promise<void>,
  trials: number,
): Promise<TrialOutcome[]> {
  let search: { id: string; ticket: string; when: string; used: number } | null = null;
  const outcomes: TrialOutcome[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    // Nine bookings per flight: one contact may hold no more unpaid seats of a flight (HOLD_SEATS_PER_CONTACT).
    if (!search || search.used >= 9) {
      const when = inDays(50 + Math.floor(trial / 10));
      const res = await caller(trial % 2, 'POST', '/api/flights/search/', {
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
    let booked = await caller(
      trial % 2,
      'POST',
      '/api/booking/',
      bookingBody(search.id, search.ticket, [adult(search.when)]),
      { 'idempotency-key': randomUUID() },
    );
    // Seats sold by earlier trials move the fare: accept the new total, as the buyer would.
    if (booked.status === 409 && booked.body.code === 'price_changed') {
      booked = await caller(
        trial % 2,
        'POST',
        '/api/booking/',
        bookingBody(search.id, search.ticket, [adult(search.when)], { accept_price: booked.body.total_price }),
        { 'idempotency-key': randomUUID() },
      );
    }
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const orderNumber = booked.body.order_number as string;
    const phone = `+996700${String(100000 + trial).slice(-6)}`;
    const token = { 'x-order-token': booked.body.order_token as string };
    const started = await caller(
      0,
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: orderNumber, phone },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // The code goes out from whichever process claims it first: both outboxes are read.
    const code = await outboxCode(
      [0, 1].map((api) => (url: string) => caller(api, 'GET', url)),
      phone,
    );
    expect(code).toBeDefined();
    // As if the traveller waited past the resend interval before asking again.
    await age(started.body.payment_id);
    const [confirm, create] = await Promise.all([
      caller(
        trial % 2,
        'POST',
        '/api/payments/mbank/otp/confirm/',
        { payment_id: started.body.payment_id, code },
        token,
      ),
      // Another number each trial: a phone gets only so many codes an hour.
      caller(
        (trial + 1) % 2,
        'POST',
        '/api/payments/mbank/otp/create/',
        { order_number: orderNumber, phone: `+996701${String(100000 + trial).slice(-6)}` },
        token,
      ),
    ]);
    outcomes.push({ confirm, create });
  }
  return outcomes;
}

interface ChargeFate {
  reference: string;
  amount: number;
  refunded_amount: number;
  charge_status: string;
  payment_status: string | null;
  order_status: string | null;
  ticketing: boolean;
}

/** Every charge the sandbox bank took, with what became of its money on our side. */
async function chargeFates(query: Query): Promise<ChargeFate[]> {
  return query<ChargeFate>(`
    select c.reference::text as reference, c.amount, c.refunded_amount, c.status as charge_status, p.status as payment_status, o.status as order_status,
           (p.status = 'paid' and o.ticketed_at is not null) as ticketing
      from mbank_sandbox_charge c
      left join payment p on p.provider = 'mbank-sandbox' and p.provider_reference = c.reference::text
      left join "order" o on o.id = p.order_id
     where c.status in ('paid', 'refunded')`);
}

async function checkInvariant(query: Query, outcomes: TrialOutcome[], label: string, errors = '') {
  const fates = await chargeFates(query);
  const lost = fates.filter((f) => !(f.refunded_amount === f.amount || (f.ticketing && f.refunded_amount === 0)));
  const ticketed = fates.filter((f) => f.ticketing).length;
  const refunded = fates.filter((f) => f.refunded_amount === f.amount).length;
  const confirmWon = outcomes.filter((o) => o.create.status === 409).length;
  const createWon = outcomes.filter((o) => o.create.status === 200).length;
  const errorAnswers = outcomes.filter((o) => o.confirm.status >= 500 || o.create.status >= 500);
  process.stdout.write(
    `${label}: trials ${outcomes.length}, charges taken ${fates.length}, ticketed ${ticketed}, refunded ${refunded}, money lost ${lost.length}; confirm won ${confirmWon}, new code won ${createWon}\n`,
  );
  expect(
    errorAnswers.map(
      (o) =>
        `${o.confirm.status} ${JSON.stringify(o.confirm.body)} / ${o.create.status} ${JSON.stringify(o.create.body)}`,
    ),
    errors,
  ).toEqual([]);
  expect(lost, errors).toEqual([]);
  // One ticketing payment per ticketed order, never two paid attempts.
  const doubles = await query<{ number: string }>(
    `select o.number from "order" o join payment p on p.order_id = o.id and p.status = 'paid' group by o.number having count(*) > 1`,
  );
  expect(doubles).toEqual([]);
  for (const { confirm, create } of outcomes) {
    // A new code is refused while the confirmation is with the bank, with a translated reason.
    if (create.status === 409)
      expect(create.body).toMatchObject({
        code: expect.stringMatching(/^(payment_in_progress|order_already_paid)$/),
        detail: expect.any(String),
      });
    else expect(create.status, JSON.stringify(create.body)).toBe(200);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  }
}

describe('confirm racing a new code for the same order, in one process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Every trial books from the same address, faster than the booking limit per minute allows.
    ctx = await createTestContext({ BOOKING_RATE_LIMIT_MAX: '1000000' });
  });
  afterAll(async () => ctx.close());

  it('20 trials: every charge ends ticketed or refunded, reconciliation has nothing unmatched', async () => {
    const caller: Caller = async (_api, method, url, body, headers = {}) => {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { 'accept-language': 'en', ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON */
      }
      return { api: 'in-process', status: res.statusCode, body: parsed };
    };
    const query: Query = async <T>(text: string) =>
      ((await ctx.app.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    const outcomes = await runTrials(
      caller,
      async (id) =>
        void (await ctx.app.db.execute(
          sql`update payment set created_at = created_at - interval '2 minutes' where id = ${id}`,
        )),
      20,
    );
    await checkInvariant(query, outcomes, `in-process (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`);
    const [staff] = await query<{ id: string }>(
      `insert into app_user (email, password_hash, is_staff) values ('recon-${randomUUID()}@sapar.kg', 'x', true) returning id`,
    );
    await query(
      `insert into staff_member (user_id, roles, mfa_enabled_at) values ('${staff!.id}', array['agent'], now())`,
    );
    const sessionId = randomUUID();
    await query(
      `insert into refresh_token (user_id, family_id, token_hash, expires_at) values ('${staff!.id}', '${sessionId}', '${randomUUID()}', now() + interval '1 day')`,
    );
    const token = await signAccessToken(ctx.config.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId });
    const report = await caller(
      0,
      'GET',
      `/api/staff/payments/reconciliation/?date_from=${inDays(-1)}&date_to=${inDays(1)}`,
      undefined,
      { authorization: `JWT ${token}` },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.unmatched).toEqual([]);
    expect(report.body.charges).toBe(report.body.matched);
    expect(report.body.charges).toBeGreaterThanOrEqual(1);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('confirm racing a new code, two API processes on PostgreSQL', () => {
  let cluster: ProcessCluster;
  beforeAll(
    async () => {
      cluster = await startCluster(TEST_DATABASE_URL!, 2);
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => cluster?.stop(), 30_000);

  it('50 trials: no charge kept without a ticket, reconciliation answers unmatched: []', async () => {
    const caller: Caller = (api, method, url, body, headers) =>
      httpCall(cluster.apis[api]!, method, url, body, headers);
    const query: Query = (text) => cluster.query(text);
    const outcomes = await runTrials(
      caller,
      async (id) =>
        void (await cluster.query(`update payment set created_at = created_at - interval '2 minutes' where id = $1`, [
          id,
        ])),
      50,
    );
    await checkInvariant(query, outcomes, 'two processes (postgres)', loggedErrors(cluster.apis));
    const [staff] = await cluster.query<{ id: string }>(
      `insert into app_user (email, password_hash, is_staff) values ('recon@sapar.kg', 'x', true) returning id`,
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
    const token = await signAccessToken(cluster.jwtSecret, { userId: staff!.id, tokenVersion: 0, sessionId });
    const report = await caller(
      1,
      'GET',
      `/api/staff/payments/reconciliation/?date_from=${inDays(-1)}&date_to=${inDays(1)}`,
      undefined,
      { authorization: `JWT ${token}` },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    process.stdout.write(
      `two processes: reconciliation charges ${report.body.charges}, matched ${report.body.matched}, unmatched ${report.body.unmatched.length}\n`,
    );
    expect(report.body.unmatched).toEqual([]);
    expect(report.body.charges).toBe(report.body.matched);
  }, 120_000);
});
