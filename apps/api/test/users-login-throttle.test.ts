/**
 * The sign-in throttle under attack: parallel guesses never get more password checks than the
 * limit, delays grow but stay capped, the owner gets back in after the delay, and a stranger's
 * flood from one IP is slowed by the IP's own count.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_IP_MAX_FAILURES,
  LOGIN_MAX_DELAY_SECONDS,
  LOGIN_MAX_FAILURES,
} from '@sapar/contracts';
import { ACCOUNT_POLICY, delayAfterAttempt } from '../src/modules/users/login-throttle.js';
import { createTestContext, type TestContext } from './helper.js';
import { nextIp, registerUser, signIn, uniqueEmail } from './accounts-fixtures.js';
import { queryRows } from './aftersales-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PARALLEL_GUESSES = 32;

async function throttleRow(key: string) {
  const [row] = await queryRows<{ attempts: number; wait: number }>(
    ctx,
    sql`select attempts, extract(epoch from blocked_until - now())::float8 as wait from login_throttle where key = ${key}`,
  );
  return row;
}

/** Signs in until the delay has passed (the first free attempt is at most a couple of seconds away). */
async function signInOnceFree(email: string, password: string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const res = await signIn(ctx, email, password, { ip: nextIp() });
    if (res.statusCode !== 429 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sign-in throttle', () => {
  it('grows the delay 1, 2, 4 … seconds past the free attempts, capped at a few minutes', () => {
    expect(delayAfterAttempt(ACCOUNT_POLICY, LOGIN_MAX_FAILURES - 1)).toBe(0);
    expect(delayAfterAttempt(ACCOUNT_POLICY, LOGIN_MAX_FAILURES)).toBe(1);
    expect(delayAfterAttempt(ACCOUNT_POLICY, LOGIN_MAX_FAILURES + 3)).toBe(8);
    expect(delayAfterAttempt(ACCOUNT_POLICY, LOGIN_MAX_FAILURES + 40)).toBe(LOGIN_MAX_DELAY_SECONDS);
  });

  it(`checks no more than ${LOGIN_MAX_FAILURES} passwords of ${PARALLEL_GUESSES} parallel guesses (plus one per delay elapsed), then lets the owner in`, async () => {
    const victim = await registerUser(ctx);
    // Every guess from its own address: only the account's count can stop them.
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
        signIn(ctx, victim.email, `guess-number-${i}`, { ip: nextIp(), lang: 'en' }),
      ),
    );
    const elapsedSeconds = (Date.now() - started) / 1000;
    // 401 = the password was checked (and wrong); 429 = refused before any check.
    const checked = answers.filter((res) => res.statusCode === 401).length;
    expect(checked + answers.filter((res) => res.statusCode === 429).length).toBe(PARALLEL_GUESSES);
    // Past the free attempts only the delays let another guess through: one after 1 s, the next
    // 2 s later, … A burst answered within a second (the usual case) gets exactly the limit.
    expect(checked).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
    expect(checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES + Math.floor(Math.log2(elapsedSeconds + 1)));
    // Every check was counted first.
    expect((await throttleRow(`account:${victim.email}`))?.attempts).toBe(checked);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in \d+ s\.$/),
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(delayAfterAttempt(ACCOUNT_POLICY, checked));

    // The delay is a second or so; then the owner's success resets the account.
    expect(
      (await signInOnceFree(victim.email, victim.password, (delayAfterAttempt(ACCOUNT_POLICY, checked) + 2) * 1000))
        .statusCode,
    ).toBe(200);
    expect(await throttleRow(`account:${victim.email}`)).toBeUndefined();
    expect((await signIn(ctx, victim.email, 'one-more-typo', { ip: nextIp() })).statusCode).toBe(401);
  });

  it('never keeps an account waiting longer than the cap, and forgets a quiet account', async () => {
    const victim = await registerUser(ctx);
    const key = `account:${victim.email}`;
    // As if a stranger had guessed 60 times, a try at each moment the delay allowed.
    await ctx.database.db.execute(
      sql`insert into login_throttle (key, attempts, last_attempt_at, blocked_until) values (${key}, 60, now(), now())`,
    );
    expect((await signIn(ctx, victim.email, 'guess-61', { ip: nextIp() })).statusCode).toBe(401);
    // Waiting means waiting, even with the right password, or the delay would not slow guessing.
    const waiting = await signIn(ctx, victim.email, victim.password, { ip: nextIp() });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(LOGIN_MAX_DELAY_SECONDS - 5);
    // The stranger stops: once the window is quiet the count starts again from zero.
    await ctx.database.db.execute(
      sql`update login_throttle set last_attempt_at = now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS + 1}), blocked_until = now() where key = ${key}`,
    );
    expect((await signIn(ctx, victim.email, victim.password, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('counts the attempts of one IP over every account, and refuses the IP without touching the accounts', async () => {
    const ip = nextIp();
    // As if this address had already tried all but one of its free attempts.
    await ctx.database.db.execute(
      sql`insert into login_throttle (key, attempts, last_attempt_at, blocked_until) values (${`ip:${ip}`}, ${LOGIN_IP_MAX_FAILURES - 1}, now(), now())`,
    );
    const targets = Array.from({ length: 6 }, () => uniqueEmail('sprayed'));
    const statuses = (await Promise.all(targets.map((email) => signIn(ctx, email, 'password-spray-1', { ip })))).map(
      (res) => res.statusCode,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The accounts behind the refused guesses were not counted: their owners are not slowed down.
    const counted = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from login_throttle where key like 'account:sprayed-%'`,
    );
    expect(counted[0]!.n).toBe(1);
  });

  it('gives a successful sign-in its IP attempt back, so one office address is not slowed by its own users', async () => {
    const ip = nextIp();
    const colleague = await registerUser(ctx);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(ctx, colleague.email, colleague.password, { ip })).statusCode).toBe(200);
    expect((await throttleRow(`ip:${ip}`))?.attempts).toBe(0);
    expect((await signIn(ctx, colleague.email, 'typo-password', { ip })).statusCode).toBe(401);
    expect((await throttleRow(`ip:${ip}`))?.attempts).toBe(1);
  });

  it('counts old-password checks of a password change like sign-ins', async () => {
    const owner = await registerUser(ctx);
    await ctx.database.db.execute(
      sql`insert into login_throttle (key, attempts, last_attempt_at, blocked_until) values (${`account:${owner.email}`}, ${LOGIN_MAX_FAILURES}, now(), now() + interval '30 seconds')`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/password/change/',
      headers: { authorization: `JWT ${owner.access}`, 'accept-language': 'ru' },
      remoteAddress: nextIp(),
      payload: { old_password: owner.password, new_password: 'brand-new-pass-1', new_password2: 'brand-new-pass-1' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/^Слишком много неудачных попыток входа\. Повторите попытку через \d+ с\.$/);
  });
});
