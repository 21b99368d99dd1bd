import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping.js';
import { call, registerUser, requestCode, uniqueEmail } from './accounts-fixtures.js';
import { buyTicketed, queryRows } from './aftersales-fixtures.js';
import { bookOne } from './booking-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countOf = async (table: string, where = 'true') =>
  (await queryRows<{ n: number }>(ctx, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;

describe('housekeeping', () => {
  it('removes old codes, failures, expired refresh tokens and old idempotency keys, closes stale quotes, keeps the rest', async () => {
    const old = uniqueEmail('old');
    const fresh = uniqueEmail('fresh');
    await requestCode(ctx, old, 'register');
    await requestCode(ctx, fresh, 'register');
    await ctx.app.db.execute(sql`update otp_code set created_at = now() - interval '2 days' where email = ${old}`);
    await call(ctx, 'POST', '/api/users/token/', { email: old, password: 'wrong-password-1' });
    await ctx.app.db.execute(
      sql`update login_throttle set last_attempt_at = now() - interval '2 days' where key = ${`account:${old}`}`,
    );
    const user = await registerUser(ctx);
    await ctx.app.db.execute(
      sql`update refresh_token set expires_at = now() - interval '2 days' where user_id = ${user.id}`,
    );
    const { order } = await bookOne(ctx);
    await ctx.app.db.execute(
      sql`update booking_request set created_at = now() - interval '8 days' where order_id = (select id from "order" where number = ${order.order_number})`,
    );

    const bought = await buyTicketed(ctx, { family: 'standard', days: 30 });
    const stale = (
      await call(
        ctx,
        'POST',
        '/api/booking/refund/',
        { order_number: bought.orderNumber, reason: 'x' },
        { orderToken: bought.orderToken },
      )
    ).json();
    const live = (
      await call(
        ctx,
        'POST',
        '/api/booking/refund/',
        { order_number: bought.orderNumber, reason: 'y' },
        { orderToken: bought.orderToken },
      )
    ).json();
    expect(stale.refund_id).toEqual(expect.any(String));
    expect(live.refund_id).toEqual(expect.any(String));
    await ctx.app.db.execute(
      sql`update order_refund set quote_expires_at = now() - interval '1 minute' where id = ${stale.refund_id}`,
    );

    const result = await runHousekeeping(ctx.app.db);
    expect(result.quotes).toBe(1);
    expect(await countOf('order_refund', `id = '${stale.refund_id}' and status = 'expired'`)).toBe(1);
    expect(await countOf('order_refund', `id = '${live.refund_id}' and status = 'quoted'`)).toBe(1);
    expect(result.otpCodes).toBeGreaterThanOrEqual(1);
    expect(result.loginFailures).toBeGreaterThanOrEqual(1);
    expect(result.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(result.bookingRequests).toBe(1);
    expect(await countOf('otp_code', `email = '${old}'`)).toBe(0);
    expect(await countOf('otp_code', `email = '${fresh}'`)).toBe(1);
    expect(await countOf('login_throttle', `key = 'account:${old}'`)).toBe(0);
    expect(await countOf('refresh_token', `user_id = '${user.id}'`)).toBe(0);
    // The order itself stays.
    expect(await countOf('"order"', `number = '${order.order_number}'`)).toBe(1);
    // Running again finds nothing more.
    expect(await runHousekeeping(ctx.app.db)).toEqual({
      otpCodes: 0,
      loginFailures: 0,
      refreshTokens: 0,
      bookingRequests: 0,
      quotes: 0,
      mfaChallenges: 0,
      media: 0,
      avifCopies: 0,
    });
  });
});
