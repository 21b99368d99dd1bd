/**
 * Orders bought as a guest join the account that later proves the same email with a mailed code: the history lists
 * them and the account acts on them as on its own (docs/product.md#bookings-history). Nothing else grants this: not
 * an unproved or changed email, not knowing the order number. Also sign-up's code step, which refuses a wrong code
 * before the personal-data step.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, registerUser, requestCode, uniqueEmail } from './accounts-fixtures.js';
import { buyTicketed } from './aftersales-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const history = async (token: string) => {
  const res = await call(ctx, 'GET', '/api/booking/my/', undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: Array<{ order_number: string }> }).results.map((o) => o.order_number);
};

describe('guest orders and the account with the same verified email', () => {
  it('a guest buys, then signs up with that email (in other letter case): the history has the order, and the account opens it, its receipt, refunds and exchanges it', async () => {
    const email = uniqueEmail('guest-buyer');
    const { orderNumber, when } = await buyTicketed(ctx, { family: 'flex', days: 35, email });
    const user = await registerUser(ctx, { email: email.toUpperCase() });

    expect(await history(user.access)).toEqual([orderNumber]);
    const page = await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { token: user.access });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ order_number: orderNumber, actions: { refund: true } });
    const receipt = await call(ctx, 'GET', `/api/booking/${orderNumber}/receipt.pdf`, undefined, {
      token: user.access,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');

    const exchange = await call(
      ctx,
      'POST',
      '/api/booking/exchange/',
      { order_number: orderNumber, leg: 'there', new_date: dayAfter(when) },
      { token: user.access },
    );
    expect(exchange.statusCode, exchange.body).toBe(200);

    const quote = await call(
      ctx,
      'POST',
      '/api/booking/refund/',
      { order_number: orderNumber, reason: 'Plans changed' },
      { token: user.access },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const refund = await call(
      ctx,
      'POST',
      `/api/booking/refund/${quote.json().refund_id}/confirm/`,
      {},
      { token: user.access },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().status).toBe('refunded');
  });

  it('an account whose email was never proved (made without a code) or is another address sees and opens nothing', async () => {
    const email = uniqueEmail('unproved');
    const { orderNumber } = await buyTicketed(ctx, { family: 'flex', days: 36, email });
    const other = await registerUser(ctx);
    const unproved = await registerUser(ctx, { email });
    // As staff accounts are made: the address is the order's, but no code was ever read from it.
    await ctx.app.db.execute(sql`update app_user set verified_email = null where id = ${unproved.id}`);

    for (const token of [other.access, unproved.access]) {
      expect(await history(token)).toEqual([]);
      const page = await call(ctx, 'GET', `/api/booking/${orderNumber}/`, undefined, { token });
      expect(page.statusCode).toBe(404);
      const quote = await call(
        ctx,
        'POST',
        '/api/booking/refund/',
        { order_number: orderNumber, reason: 'Plans changed' },
        { token },
      );
      expect(quote.statusCode).toBe(404);
    }
  });

  it('an email changed away from the order’s address takes the order away; a new address proved by its code brings its own orders', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const { orderNumber: firstOrder } = await buyTicketed(ctx, { family: 'flex', days: 37, email: first });
    const { orderNumber: secondOrder } = await buyTicketed(ctx, { family: 'flex', days: 38, email: second });
    const user = await registerUser(ctx, { email: first });
    expect(await history(user.access)).toEqual([firstOrder]);

    const otp = await requestCode(ctx, second, 'email_change', { token: user.access });
    const changed = await call(ctx, 'PATCH', '/api/users/me/', { email: second, otp }, { token: user.access });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await history(user.access)).toEqual([secondOrder]);
    expect((await call(ctx, 'GET', `/api/booking/${firstOrder}/`, undefined, { token: user.access })).statusCode).toBe(
      404,
    );

    // An address written without a code (as a data fix might) grants nothing until it is proved.
    await ctx.app.db.execute(sql`update app_user set email = ${first} where id = ${user.id}`);
    expect(await history(user.access)).toEqual([]);
  });

  it('finding an order by number and email: the right pair answers, a wrong email or number the same 404; lookups are limited', async () => {
    const email = uniqueEmail('finder');
    const { orderNumber } = await buyTicketed(ctx, { family: 'flex', days: 39, email });
    const user = await registerUser(ctx);
    const ip = '10.250.0.1';
    const find = (number: string, address: string) =>
      call(ctx, 'GET', `/api/booking/${number}/?email=${encodeURIComponent(address)}`, undefined, {
        token: user.access,
        ip,
      });

    const found = await find(orderNumber, email);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ summary: true, order_number: orderNumber });
    const wrongEmail = await find(orderNumber, 'someone-else@example.kg');
    const wrongNumber = await find('ZZZZZZ', email);
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(wrongNumber.json());

    let last = 0;
    for (let i = 0; i < 30 && last !== 429; i += 1) last = (await find('ZZZZZZ', email)).statusCode;
    expect(last).toBe(429);
  });
});

describe("sign-up's code step", () => {
  it('refuses a wrong code at once, in the reader’s language, counting the attempt; the right code passes and still signs up', async () => {
    const email = uniqueEmail('code-step');
    const code = await requestCode(ctx, email, 'register');
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await call(ctx, 'POST', '/api/users/otp/check/', { email, otp: wrong }, { lang: 'ky' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ otp: expect.any(String) });
    const refusedEn = await call(ctx, 'POST', '/api/users/otp/check/', { email, otp: wrong }, { lang: 'en' });
    expect(refusedEn.json().errors.otp).not.toEqual(refused.json().errors.otp);
    const attempts = await ctx.app.db.execute(sql`select attempts from otp_code where email = ${email}`);
    expect((attempts as unknown as { rows: Array<{ attempts: number }> }).rows[0]!.attempts).toBe(2);

    const passed = await call(ctx, 'POST', '/api/users/otp/check/', { email, otp: code }, { lang: 'en' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toEqual({ detail: 'The code is confirmed.' });

    const created = await call(ctx, 'POST', '/api/users/create/', {
      email,
      password: PASSWORD,
      password2: PASSWORD,
      otp: code,
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('after the allowed wrong tries even the right code is refused at the code step', async () => {
    const email = uniqueEmail('code-tries');
    const code = await requestCode(ctx, email, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await call(ctx, 'POST', '/api/users/otp/check/', { email, otp: wrong })).statusCode).toBe(400);
    const exhausted = await call(ctx, 'POST', '/api/users/otp/check/', { email, otp: code }, { lang: 'en' });
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().errors.otp).toBe('Too many wrong attempts. Please request a new code.');
  });
});
