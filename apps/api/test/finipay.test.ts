/**
 * Finipay's MBank API: the adapter against the local fake (test/fakes/finipay-fake.ts), then the
 * whole payment flow through `app.inject()` with PAYMENT_PROVIDER=finipay, the API listening on a
 * real port so that the fake's callbacks reach it.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../src/modules/users/access-token.js';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { pollPendingPayments, retryOwedRefunds } from '../src/modules/payments/payments.service.js';
import { reconcileRecentCharges } from '../src/modules/payments/reconciliation.service.js';
import { FinipayProvider, finipayOrderNumber, toFinipayPhone } from '../src/providers/payments/finipay.js';
import { PaymentProviderError } from '../src/providers/payments/payment-provider.js';
import { findOffer } from './aftersales-fixtures.js';
import { adult, book, bookingBody, bookOne, inDays, orderTokens, searchFlights } from './booking-fixtures.js';
import {
  FAKE_REJECT_PHONE,
  FAKE_TEST_OTP,
  FAKE_TEST_PHONE,
  startFinipayFake,
  type FinipayFake,
} from './fakes/finipay-fake.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let fake: FinipayFake;
let staffToken: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  fake = await startFinipayFake({ callbackDelayMs: 0, otpTtlSeconds: 180 });
  const port = await freePort();
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'finipay',
    FINIPAY_URL: fake.url,
    FINIPAY_LOGIN: fake.login,
    FINIPAY_PASSWORD: fake.password,
    FINIPAY_TIMEOUT_MS: '400',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const rows = await run<{ id: string }>(
    sql`insert into app_user (email, password_hash, is_staff) values (${`staff-${randomUUID()}@sapar.kg`}, 'x', true) returning id`,
  );
  await run(
    sql`insert into staff_member (user_id, roles, mfa_enabled_at) values (${rows[0]!.id}, array['agent']::text[], now())`,
  );
  // An access token belongs to a live session (a refresh-token family).
  const sessionId = randomUUID();
  await run(
    sql`insert into refresh_token (user_id, family_id, token_hash, expires_at) values (${rows[0]!.id}, ${sessionId}, ${randomUUID().replace(/-/g, '')}, now() + interval '1 day')`,
  );
  staffToken = await signAccessToken(ctx.config.jwtSecret, { userId: rows[0]!.id, tokenVersion: 0, sessionId });
});
afterAll(async () => {
  await fake?.settled();
  await ctx?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.options.holdPending = false;
  fake.options.duplicate = 'reject';
  fake.options.rejectPhone = FAKE_REJECT_PHONE;
  // Every test pays from Finipay's one test number: the codes of earlier tests are moved out of the hour, or the
  // per-phone limit (8 an hour, tested in payments-payable.test.ts) would refuse the ninth.
  await ctx.app.db.execute(
    sql`update payment set created_at = now() - interval '61 minutes' where created_at > now() - interval '61 minutes'`,
  );
});

async function run<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const payments = () => createPaymentsContext(ctx.app);
const provider = (timeoutMs = 5000) =>
  new FinipayProvider(ctx.app.db, {
    baseUrl: fake.url,
    login: fake.login,
    password: fake.password,
    callbackUrl: undefined,
    timeoutMs,
  });
const startInput = (orderNumber: string, overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: `${orderNumber}:1`,
  attempt: 1,
  amount: 2500,
  currency: 'KGS',
  phone: '+996 772 140 014',
  orderNumber,
  language: 'en' as const,
  ...overrides,
});
const uniqueOrder = () => randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();

async function inject(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}
/** Payments act on their order: the order token (remembered by the booking fixtures) goes with every call. */
const paymentTokens = new Map<string, string>();
const tokenHeader = (token: string | undefined): Record<string, string> => (token ? { 'x-order-token': token } : {});
async function create(orderNumber: string, phone = '+996772140014') {
  const token = orderTokens.get(orderNumber);
  const res = await inject(
    'POST',
    '/api/payments/mbank/otp/create/',
    { order_number: orderNumber, phone },
    tokenHeader(token),
  );
  if (res.statusCode === 200 && token) paymentTokens.set(res.json().payment_id as string, token);
  return res;
}
const confirmCode = (paymentId: string, code: string) =>
  inject(
    'POST',
    '/api/payments/mbank/otp/confirm/',
    { payment_id: paymentId, code },
    tokenHeader(paymentTokens.get(paymentId)),
  );
const paymentOf = async (paymentId: string) =>
  (await inject('GET', `/api/payments/${paymentId}/`, undefined, tokenHeader(paymentTokens.get(paymentId)))).json();
const staff = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
  inject(method, url, body, { authorization: `JWT ${staffToken}` });
const callback = (body: Record<string, unknown>) => inject('POST', '/api/payments/finipay/callback/', body);

describe('Finipay adapter against the fake', () => {
  it('converts phones and order numbers to what Finipay accepts', () => {
    expect(toFinipayPhone('+996 772 140 014')).toBe('996772140014');
    expect(toFinipayPhone('0772 140 014')).toBe('996772140014');
    expect(toFinipayPhone('+7 701 123 45 67')).toBeNull();
    expect(finipayOrderNumber('ab_c1/2', 3)).toBe('ABC12-3');
  });

  it('starts with Basic auth, whole som, 996 phone and a number per attempt; the status read is a GET with a JSON body', async () => {
    const order = uniqueOrder();
    const started = await provider().start(startInput(order));
    expect(started).toEqual({ status: 'otp_sent', reference: `${order}-1` });
    const sent = fake.requests.filter((r) => r.path === '/api/v1.1.0/mbank/pay').at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      authorized: true,
      body: { orderNumber: `${order}-1`, phone: FAKE_TEST_PHONE, amount: 2500, comment: `Sapar ${order}` },
    });
    expect(await provider().start(startInput(order, { attempt: 2 }))).toEqual({
      status: 'otp_sent',
      reference: `${order}-2`,
    });

    expect(await provider().status(`${order}-1`)).toEqual({ status: 'otp_sent', amount: 2500 });
    const read = fake.requests.filter((r) => r.path.startsWith('/api/v1.1.0/status')).at(-1)!;
    expect(read).toMatchObject({ method: 'GET', body: { orderNumber: `${order}-1` }, authorized: true });
    expect(await provider().status('NOPE-1')).toEqual({ status: 'unknown' });
  });

  it('refuses fractional amounts, other currencies and foreign phones without calling Finipay', async () => {
    const before = fake.requests.length;
    await expect(provider().start(startInput(uniqueOrder(), { amount: 2500.5 }))).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    await expect(provider().start(startInput(uniqueOrder(), { amount: 0 }))).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    await expect(provider().start(startInput(uniqueOrder(), { currency: 'USD' }))).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    await expect(provider().start(startInput(uniqueOrder(), { phone: '+77011234567' }))).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('counts wrong codes (3 -> REJECT), accepts 0000 as CONFIRMED but only the status read says CHARGE', async () => {
    const order = uniqueOrder();
    const { reference } = await provider().start(startInput(order));
    expect(await provider().confirm(reference, '1111')).toEqual({ status: 'wrong_code' });
    expect(await provider().confirm(reference, '2222')).toEqual({ status: 'wrong_code' });
    expect(await provider().confirm(reference, '3333')).toEqual({ status: 'attempts_exceeded' });
    expect(await provider().confirm(reference, FAKE_TEST_OTP)).toEqual({ status: 'declined' });
    expect((await provider().status(reference)).status).toBe('declined');

    const other = (await provider().start(startInput(uniqueOrder()))).reference;
    expect(await provider().confirm(other, FAKE_TEST_OTP)).toEqual({ status: 'accepted' });
    expect(await provider().status(other)).toEqual({ status: 'paid', amount: 2500, currency: 'KGS' });
  });

  it('answers an expired code and a phone the bank rejects after confirming', async () => {
    const expiring = (await provider().start(startInput(uniqueOrder()))).reference;
    fake.expire(expiring);
    expect(await provider().confirm(expiring, FAKE_TEST_OTP)).toEqual({ status: 'code_expired' });
    const rejected = (await provider().start(startInput(uniqueOrder(), { phone: `+${FAKE_REJECT_PHONE}` }))).reference;
    expect(await provider().confirm(rejected, '1234')).toEqual({ status: 'accepted' });
    expect(await provider().status(rejected)).toEqual({ status: 'declined' });
  });

  it('turns timeouts, 5xx, unknown codes and refused credentials into clear errors', async () => {
    fake.failNext('timeout');
    const started = Date.now();
    await expect(provider(300).start(startInput(uniqueOrder()))).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    fake.failNext('5xx');
    await expect(provider().start(startInput(uniqueOrder()))).rejects.toMatchObject({ kind: 'unavailable' });
    fake.failNext('unknown_code');
    await expect(provider().start(startInput(uniqueOrder()))).rejects.toMatchObject({ kind: 'unexpected' });
    fake.failNext('unknown_code', 1, '/status');
    await expect(provider().status('ANY-1')).rejects.toBeInstanceOf(PaymentProviderError);
    const wrong = new FinipayProvider(ctx.app.db, {
      baseUrl: fake.url,
      login: 'x',
      password: 'y',
      callbackUrl: undefined,
    });
    await expect(wrong.start(startInput(uniqueOrder()))).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('credentials refused'),
    });
  });

  it('duplicate order numbers: adopts its own lost attempt, refuses anything else', async () => {
    const order = uniqueOrder();
    await provider().start(startInput(order));
    // Same number, same amount, still waiting for its code: the earlier try whose answer was lost.
    expect(await provider().start(startInput(order))).toEqual({ status: 'otp_sent', reference: `${order}-1` });
    await expect(provider().start(startInput(order, { amount: 999 }))).rejects.toMatchObject({ kind: 'duplicate' });
    fake.options.duplicate = 'return_existing';
    expect(await provider().start(startInput(order))).toEqual({ status: 'otp_sent', reference: `${order}-1` });
    await expect(provider().start(startInput(order, { amount: 999 }))).rejects.toMatchObject({ kind: 'unexpected' });
  });

  it('refunds by hand: a keyed manual refund row, done only once staff mark it', async () => {
    const key = `late:${randomUUID()}`;
    expect(await provider().refund({ reference: 'X-1', amount: 300, key })).toBe('manual');
    expect(await provider().refund({ reference: 'X-1', amount: 300, key })).toBe('manual');
    const rows = await run<{ status: string; amount: number }>(
      sql`select status, amount from payment_manual_refund where key = ${key}`,
    );
    expect(rows).toEqual([{ status: 'pending', amount: 300 }]);
    await run(sql`update payment_manual_refund set status = 'done', done_at = now() where key = ${key}`);
    expect(await provider().refund({ reference: 'X-1', amount: 300, key })).toBe('done');
    expect(await provider().refund({ reference: 'X-1', amount: 0, key: `late:${randomUUID()}` })).toBe('refused');
  });
});

describe('paying with Finipay through the API', () => {
  it('pays with the 4-digit code: CONFIRMED, then the status read CHARGE tickets the order; callbacks twice change nothing more', async () => {
    const { order } = await bookOne(ctx, { language: 'en' });
    const started = await create(order.order_number);
    expect(started.statusCode, started.body).toBe(200);
    const paymentId = started.json().payment_id as string;
    expect(fake.records.get(`${order.order_number}-1`)).toMatchObject({
      amount: order.total_price,
      phone: FAKE_TEST_PHONE,
      callbackUrl: expect.stringMatching(/\/api\/payments\/finipay\/callback\/$/),
    });

    const res = await confirmCode(paymentId, FAKE_TEST_OTP);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      order_status: 'ticketed',
      provider: 'finipay',
      amount: order.total_price,
    });
    await fake.settled();
    const sent = fake.callbacks.filter((c) => c.body.orderNumber === `${order.order_number}-1`);
    expect(sent.map((c) => [c.status, c.body.status])).toEqual([
      [200, 'CHARGE'],
      [200, 'CHARGE'],
    ]);
    // Replayed and out-of-order callbacks: still one ticketing, one email.
    await callback({ ...sent[0]!.body, status: 'REJECT' });
    await callback(sent[0]!.body);
    await fake.settled();
    await vi.waitFor(async () => expect((await paymentOf(paymentId)).status).toBe('paid'));
    const mails = await run<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox m join "order" o on o.id = m.order_id where o.number = ${order.order_number}`,
    );
    expect(mails[0]!.n).toBe(1);
    expect((await inject('GET', `/api/booking/${order.order_number}/?email=buyer@example.com`)).json().status).toBe(
      'ticketed',
    );
  });

  it('an order past its deadline: the confirmation answers 410 and no code reaches Finipay (nothing to pay back by hand)', async () => {
    const { order } = await bookOne(ctx, { language: 'en' });
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    await run(
      sql`update "order" set payment_deadline = now() - interval '1 second' where number = ${order.order_number}`,
    );
    const res = await confirmCode(paymentId, FAKE_TEST_OTP);
    expect(res.statusCode, res.body).toBe(410);
    expect(res.json().code).toBe('order_expired');
    const confirmsSent = fake.requests.filter(
      (r) =>
        r.path.endsWith('/mbank/confirm') &&
        (r.body as { orderNumber?: string }).orderNumber?.startsWith(order.order_number),
    );
    expect(confirmsSent).toEqual([]);
    expect(fake.records.get(`${order.order_number}-1`)?.status).toBe('CREATED');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'expired', order_status: 'expired', refunded: false });
    const owed = (await staff('GET', '/api/staff/payments/manual-refunds/')).json();
    expect(JSON.stringify(owed)).not.toContain(order.order_number);
  });

  it('a wrong code answers 400 and the attempt takes a code again; the third wrong code ends it', async () => {
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    const wrong = await confirmCode(paymentId, '9999');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Incorrect otp', errors: { code: 'Incorrect otp' } });
    expect((await paymentOf(paymentId)).status).toBe('otp_sent');
    expect((await confirmCode(paymentId, '8888')).statusCode).toBe(400);
    const third = await confirmCode(paymentId, '7777');
    expect(third.statusCode).toBe(400);
    expect(third.json().detail).toBe('Too many wrong attempts. Please request a new code.');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'failed', order_status: 'booked' });
  });

  it('an expired code answers 400 and expires the attempt; a rejecting bank fails it with the reason', async () => {
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    fake.expire(`${order.order_number}-1`);
    const res = await confirmCode(paymentId, FAKE_TEST_OTP);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The code has expired. Please request a new one.');
    expect((await paymentOf(paymentId)).status).toBe('expired');

    // Our phone rules refuse the fake's default 996000000003, so a real-looking number plays the rejecting phone.
    fake.options.rejectPhone = '996700000003';
    const other = await bookOne(ctx);
    const rejected = (await create(other.order.order_number, '+996700000003')).json().payment_id as string;
    const declined = await confirmCode(rejected, '1234');
    expect(declined.json()).toMatchObject({
      status: 'failed',
      order_status: 'booked',
      reason: 'The bank declined the payment. Try another number or payment method.',
    });
  });

  it('Finipay down or answering nonsense when starting: 503 with a translated message, and the next attempt gets a new number', async () => {
    const { order } = await bookOne(ctx);
    fake.failNext('5xx', 1, '/mbank/pay');
    const down = await inject(
      'POST',
      '/api/payments/mbank/otp/create/',
      { order_number: order.order_number, phone: '+996772140014' },
      { 'accept-language': 'ru', ...tokenHeader(orderTokens.get(order.order_number)) },
    );
    expect(down.statusCode).toBe(503);
    expect(down.json().detail).toMatch(/\S/);
    fake.failNext('timeout', 1, '/mbank/pay');
    expect((await create(order.order_number)).statusCode).toBe(503);
    fake.failNext('unknown_code', 1, '/mbank/pay');
    expect((await create(order.order_number)).statusCode).toBe(503);
    const ok = await create(order.order_number);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.records.has(`${order.order_number}-4`)).toBe(true);
    const statuses = await run<{ attempt: number; status: string }>(
      sql`select p.attempt, p.status from payment p join "order" o on o.id = p.order_id where o.number = ${order.order_number} order by p.attempt`,
    );
    expect(statuses).toEqual([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'failed' },
      { attempt: 3, status: 'failed' },
      { attempt: 4, status: 'otp_sent' },
    ]);
  });

  it('a duplicate order number at Finipay with another amount: 503 refused, the next attempt goes through', async () => {
    const { order } = await bookOne(ctx);
    await provider().start(startInput(order.order_number, { amount: order.total_price + 1 }));
    const refused = await create(order.order_number);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().detail).toBe(
      'The payment service did not accept this payment. Ask for a new code or try another payment method.',
    );
    expect((await create(order.order_number)).statusCode).toBe(200);
  });

  it('a confirmation whose answer is lost stays processing, refuses a new code, and the poll tickets it', async () => {
    // Pending at the bank for a while, so the immediate callback cannot settle it before our timeout.
    fake.options.holdPending = true;
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    fake.failNext('drop_answer', 1, '/mbank/confirm');
    const res = await confirmCode(paymentId, FAKE_TEST_OTP);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processing', order_status: 'booked' });
    await run(sql`update payment set created_at = created_at - interval '2 minutes' where id = ${paymentId}`);
    const again = await create(order.order_number);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'payment_in_progress',
      detail: 'The bank is checking the code you entered. Wait for the result before asking for a new code.',
    });
    await fake.settled();
    fake.records.get(`${order.order_number}-1`)!.callbackUrl = undefined;
    await fake.release(`${order.order_number}-1`);
    await run(sql`update payment set checked_at = null where id = ${paymentId}`);
    expect(await pollPendingPayments(payments())).toBeGreaterThanOrEqual(1);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'paid', order_status: 'ticketed' });
  });

  it('a confirmation the bank never saw (5xx) is released after a minute and the code can be sent again', async () => {
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    fake.failNext('5xx', 1, '/mbank/confirm');
    expect((await confirmCode(paymentId, FAKE_TEST_OTP)).json().status).toBe('processing');
    await run(sql`update payment set checked_at = null where id = ${paymentId}`);
    await pollPendingPayments(payments());
    expect((await paymentOf(paymentId)).status).toBe('processing');
    await run(
      sql`update payment set updated_at = now() - interval '61 seconds', checked_at = null where id = ${paymentId}`,
    );
    await pollPendingPayments(payments());
    expect((await paymentOf(paymentId)).status).toBe('otp_sent');
    expect((await confirmCode(paymentId, FAKE_TEST_OTP)).json()).toMatchObject({
      status: 'paid',
      order_status: 'ticketed',
    });
  });

  it('pending at the bank: polled every ~10 s; a forged CHARGE callback changes nothing; the real answer tickets it', async () => {
    fake.options.holdPending = true;
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    const reference = `${order.order_number}-1`;
    expect((await confirmCode(paymentId, FAKE_TEST_OTP)).json().status).toBe('processing');
    await fake.settled();
    const forged = await callback({
      orderNumber: reference,
      amount: order.total_price,
      currency: 'KGS',
      status: 'CHARGE',
      dateCreated: '2026-01-01 10:00:00',
      provider: 'MBANK',
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ received: true });
    expect((await callback({ orderNumber: 'NOT-OURS-1', status: 'CHARGE' })).statusCode).toBe(200);
    expect((await callback({})).statusCode).toBe(200);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'processing', order_status: 'booked' });
    // Read less than 10 s ago: the poll leaves it; once due it reads again (and it is still pending).
    const reads = () =>
      fake.requests.filter(
        (r) =>
          r.path.startsWith('/api/v1.1.0/status') && (r.body as { orderNumber?: string }).orderNumber === reference,
      ).length;
    const before = reads();
    await pollPendingPayments(payments());
    expect(reads()).toBe(before);
    await run(sql`update payment set checked_at = now() - interval '11 seconds' where id = ${paymentId}`);
    await pollPendingPayments(payments());
    expect(reads()).toBe(before + 1);
    await fake.release(reference);
    await vi.waitFor(async () =>
      expect(await paymentOf(paymentId)).toMatchObject({ status: 'paid', order_status: 'ticketed' }),
    );
  });

  it('a forged CHARGE callback for an unpaid payment changes nothing', async () => {
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    await callback({
      orderNumber: `${order.order_number}-1`,
      amount: order.total_price,
      currency: 'KGS',
      status: 'CHARGE',
      provider: 'MBANK',
    });
    await callback({
      orderNumber: `${order.order_number}-1`,
      amount: order.total_price,
      currency: 'KGS',
      status: 'CHARGE',
      provider: 'MBANK',
    });
    await vi.waitFor(async () => {
      const checked = await run<{ checked_at: Date | null }>(
        sql`select checked_at from payment where id = ${paymentId}`,
      );
      expect(checked[0]!.checked_at).not.toBeNull();
    });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'otp_sent', order_status: 'booked' });
  });

  it('an amount mismatch never marks paid: the charge is owed back by hand until staff mark it done; reconciliation shows it until then', async () => {
    const { order } = await bookOne(ctx);
    const paymentId = (await create(order.order_number)).json().payment_id as string;
    const reference = `${order.order_number}-1`;
    fake.reportAmount(reference, order.total_price - 100);
    const res = await confirmCode(paymentId, FAKE_TEST_OTP);
    expect(res.json()).toMatchObject({
      status: 'failed',
      order_status: 'booked',
      refunded: false,
      reason:
        'This payment was not used for the order. Our staff will return the money to your account; this can take a few working days.',
    });
    await fake.settled();
    const list = await staff('GET', '/api/staff/payments/manual-refunds/?status=pending');
    expect(list.statusCode, list.body).toBe(200);
    const owed = list.json().results.find((r: { provider_ref: string }) => r.provider_ref === reference);
    expect(owed).toMatchObject({
      status: 'pending',
      amount: order.total_price - 100,
      payment_id: paymentId,
      order_number: order.order_number,
      key: `late:${paymentId}`,
      phone: '+996772140014',
    });
    // The job does not hand it over twice.
    await retryOwedRefunds(payments());
    expect(
      (
        await run<{ n: number }>(
          sql`select count(*)::int as n from payment_manual_refund where provider_reference = ${reference}`,
        )
      )[0]!.n,
    ).toBe(1);

    const window = `date_from=${inDays(-1)}&date_to=${inDays(1)}`;
    const before = (await staff('GET', `/api/staff/payments/reconciliation/?${window}`)).json();
    expect(before.unmatched).toContainEqual({
      provider_ref: reference,
      order_number: order.order_number,
      amount: order.total_price - 100,
      status: 'paid',
      reason: 'Waiting for a manual refund by staff.',
    });

    const blank = await staff('POST', `/api/staff/payments/manual-refunds/${owed.id}/done/`, { reason: '  ' });
    expect(blank.statusCode, blank.body).toBe(400);
    const done = await staff('POST', `/api/staff/payments/manual-refunds/${owed.id}/done/`, {
      reason: 'MBank transfer 4471, 12:40',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', done_by: expect.any(String) });
    const audit = await run<{ action: string; reason: string }>(
      sql`select action, reason from staff_audit where entity = 'manual_refund' and entity_id = ${owed.id}`,
    );
    expect(audit).toEqual([{ action: 'marked_paid', reason: 'MBank transfer 4471, 12:40' }]);
    const again = await staff('POST', `/api/staff/payments/manual-refunds/${owed.id}/done/`, {
      reason: 'clicked twice',
    });
    expect(again.json().status, again.body).toBe('done');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'failed', refunded: true });
    const after = (await staff('GET', `/api/staff/payments/reconciliation/?${window}`)).json();
    expect(after.unmatched.filter((u: { provider_ref: string }) => u.provider_ref === reference)).toEqual([]);
  });

  it('a charge on a superseded attempt is found by the reconciliation job and refunded by hand (late:{payment})', async () => {
    const { order } = await bookOne(ctx);
    const first = (await create(order.order_number)).json().payment_id as string;
    // The bank charged the first attempt, but neither our answer nor a callback came (e.g. the process stopped) …
    fake.records.get(`${order.order_number}-1`)!.callbackUrl = undefined;
    await provider().confirm(`${order.order_number}-1`, FAKE_TEST_OTP);
    // … and the traveller asked for a new code, which superseded it, and paid with that.
    await run(sql`update payment set created_at = created_at - interval '2 minutes' where id = ${first}`);
    const second = (await create(order.order_number)).json().payment_id as string;
    expect((await confirmCode(second, FAKE_TEST_OTP)).json()).toMatchObject({
      status: 'paid',
      order_status: 'ticketed',
    });
    await fake.settled();
    expect((await paymentOf(first)).status).toBe('expired');

    const window = `date_from=${inDays(-1)}&date_to=${inDays(1)}`;
    const report = (await staff('GET', `/api/staff/payments/reconciliation/?${window}`)).json();
    expect(report.unmatched).toContainEqual(
      expect.objectContaining({
        provider_ref: `${order.order_number}-1`,
        order_number: order.order_number,
        status: 'paid',
      }),
    );
    expect(await reconcileRecentCharges(payments())).toBeGreaterThanOrEqual(1);
    const actions = await run<{ action: string }>(
      sql`select action from payment_reconciliation where provider_reference = ${`${order.order_number}-1`}`,
    );
    expect(actions).toEqual([{ action: 'refund_manual' }]);
    expect(await paymentOf(first)).toMatchObject({
      status: 'failed',
      refunded: false,
      reason: expect.stringContaining('Our staff will return the money'),
    });
    const rows = await run<{ key: string; amount: number; status: string }>(
      sql`select key, amount, status from payment_manual_refund where provider_reference = ${`${order.order_number}-1`}`,
    );
    expect(rows).toEqual([{ key: `late:${first}`, amount: order.total_price, status: 'pending' }]);
  });

  it('an after-sales refund through Finipay stays owed (completing) until staff pay the manual refund, then completes', async () => {
    const search = await searchFlights(ctx, { days: 35 });
    const offer = await findOffer(ctx, search.searchId, (o) => o.fare_family === 'standard' && o.refund.allowed);
    const booked = await book(
      ctx,
      bookingBody(search.searchId, offer.id, [adult(search.when)], {
        contact: { email: 'buyer@example.com', phone: '+996555123456' },
      }),
      { language: 'en' },
    );
    const orderNumber = booked.json().order_number as string;
    const paymentId = (await create(orderNumber)).json().payment_id as string;
    expect((await confirmCode(paymentId, FAKE_TEST_OTP)).json().status).toBe('paid');
    await fake.settled();

    const access = tokenHeader(orderTokens.get(orderNumber));
    const quote = (
      await inject('POST', '/api/booking/refund/', { order_number: orderNumber, reason: 'Plans changed' }, access)
    ).json();
    expect(quote.amount_back).toBeGreaterThan(0);
    expect((await inject('POST', `/api/booking/refund/${quote.refund_id}/confirm/`, {}, access)).json().status).toBe(
      'requested',
    );
    const completing = await inject(
      'POST',
      `/api/staff/refunds/${quote.refund_id}/complete/`,
      { note: 'Paid back' },
      { authorization: `JWT ${staffToken}` },
    );
    expect(completing.statusCode, completing.body).toBe(200);
    // Decided, but the money has not moved: the refund is owed (completing), the tickets not yet refunded,
    // and it can no longer be rejected.
    expect(completing.json()).toMatchObject({ status: 'completing' });
    expect((await inject('GET', `/api/booking/${orderNumber}/`, undefined, access)).json().status).toBe(
      'refund_requested',
    );
    expect(
      (
        await inject(
          'POST',
          `/api/staff/refunds/${quote.refund_id}/reject/`,
          { note: 'No' },
          { authorization: `JWT ${staffToken}` },
        )
      ).statusCode,
    ).toBe(409);
    const owed = (await staff('GET', '/api/staff/payments/manual-refunds/?status=pending'))
      .json()
      .results.find((r: { key: string }) => r.key === `refund:${quote.refund_id}:${paymentId}`);
    expect(owed).toMatchObject({ amount: quote.amount_back, status: 'pending', order_number: orderNumber });

    expect(
      (
        await staff('POST', `/api/staff/payments/manual-refunds/${owed.id}/done/`, {
          reason: 'Paid from the Finipay back office',
        })
      ).statusCode,
    ).toBe(200);
    const completed = await inject(
      'POST',
      `/api/staff/refunds/${quote.refund_id}/complete/`,
      { note: 'Paid back' },
      { authorization: `JWT ${staffToken}` },
    );
    expect(completed.json()).toMatchObject({ status: 'refunded', amount_back: quote.amount_back });
    expect((await inject('GET', `/api/booking/${orderNumber}/`, undefined, access)).json().status).toBe('refunded');
  });

  it('staff only: 401 without a token', async () => {
    expect((await inject('GET', '/api/staff/payments/reconciliation/')).statusCode).toBe(401);
    expect((await inject('GET', '/api/staff/payments/manual-refunds/')).statusCode).toBe(401);
    expect(
      (await staff('GET', '/api/staff/payments/reconciliation/?date_from=2026-01-10&date_to=2026-01-01')).statusCode,
    ).toBe(400);
  });
});
