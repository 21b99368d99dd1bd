/**
 * Password recovery under attack: the request path does the same work for every address (nothing
 * is mailed in the request; the outbox mails real accounts only), and a stranger asking for codes
 * can neither void the owner's code nor keep the owner from recovering.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_TTL_SECONDS, RECOVERY_MAX_PER_WINDOW } from '@sapar/contracts';
import { createTestContext, type TestContext } from './helper.js';
import {
  ageCodes,
  call,
  deliverOutbox,
  latestCode,
  nextIp,
  registerUser,
  signIn,
  uniqueEmail,
} from './accounts-fixtures.js';
import { queryRows } from './aftersales-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const recover = (body: object, lang = 'en') => call(ctx, 'POST', '/api/users/password/recovery/', body, { lang });
const mailTo = async (email: string) => ctx.app.messaging.outbox!.list({ to: email });

/** What a recovery request left in the database for an address. */
async function traces(email: string) {
  const codes = await queryRows<{ has_hash: boolean; language: string | null }>(
    ctx,
    sql`select code_hash is not null as has_hash, language from otp_code where email = ${email} and purpose = 'recovery'`,
  );
  const mail = await queryRows<{ kind: string; sent: boolean }>(
    ctx,
    sql`select kind, sent_at is not null as sent from mail_outbox where recipient = ${email}`,
  );
  return { codes, mail };
}

describe('POST /api/users/password/recovery/ (step 1)', () => {
  it('does the same work for a known and an unknown address: no mail in the request, one queued row each', async () => {
    const user = await registerUser(ctx);
    const unknown = uniqueEmail('nobody');
    const send = vi.spyOn(ctx.app.messaging.mailer, 'send');
    // Every statement a request runs is counted (on either database).
    let statements = 0;
    const stopCounting = ctx.database.onStatement(() => {
      statements += 1;
    });

    const before = statements;
    const known = await recover({ email: user.email });
    const knownStatements = statements - before;
    const middle = statements;
    const missing = await recover({ email: unknown });
    const missingStatements = statements - middle;
    stopCounting();

    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
    expect(knownStatements).toBeGreaterThan(0);
    expect(knownStatements).toBe(missingStatements);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json().detail.replace(user.email, 'X')).toBe(missing.json().detail.replace(unknown, 'X'));
    expect(known.json().resend_after).toBe(missing.json().resend_after);
    // The same rows for both: a code not made yet, and a queued mail.
    expect(await traces(user.email)).toEqual({
      codes: [{ has_hash: false, language: 'en' }],
      mail: [{ kind: 'password_recovery', sent: false }],
    });
    expect(await traces(unknown)).toEqual({
      codes: [{ has_hash: false, language: 'en' }],
      mail: [{ kind: 'password_recovery', sent: false }],
    });

    // The outbox mails the real account only, in the request's language; no code exists for the other.
    await deliverOutbox(ctx);
    expect(await mailTo(unknown)).toHaveLength(0);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe('Your Sapar password recovery code');
    expect((await traces(unknown)).codes).toEqual([{ has_hash: false, language: 'en' }]);
    // Nothing was sent to the unknown address: its row is closed as "no recipient", never marked sent.
    expect((await traces(unknown)).mail).toEqual([{ kind: 'password_recovery', sent: false }]);
    expect(
      await queryRows<{ closed: boolean; reason: string }>(
        ctx,
        sql`select failed_at is not null as closed, last_error as reason from mail_outbox where recipient = ${unknown}`,
      ),
    ).toEqual([{ closed: true, reason: 'no recipient' }]);
    expect((await traces(user.email)).mail).toEqual([{ kind: 'password_recovery', sent: true }]);
    expect((await traces(user.email)).codes).toEqual([{ has_hash: true, language: 'en' }]);

    // Limits apply the same way too.
    expect((await recover({ email: unknown })).statusCode).toBe(429);
    expect((await recover({ email: user.email })).statusCode).toBe(429);
  });

  it('mails the code in the language of the request', async () => {
    const user = await registerUser(ctx);
    await recover({ email: user.email }, 'ky');
    await deliverOutbox(ctx);
    expect((await mailTo(user.email))[0]!.subject).toBe('Sapar: сырсөздү калыбына келтирүү коду');
  });

  it("keeps the owner's code valid when a stranger asks for another one", async () => {
    const owner = await registerUser(ctx);
    await recover({ email: owner.email });
    await deliverOutbox(ctx);
    const ownersCode = await latestCode(ctx, owner.email);
    // A stranger asks again for the same address a minute later (from elsewhere).
    await ageCodes(ctx, owner.email, 61);
    expect(
      (await call(ctx, 'POST', '/api/users/password/recovery/', { email: owner.email }, { ip: nextIp() })).statusCode,
    ).toBe(200);
    await deliverOutbox(ctx);
    expect(await mailTo(owner.email)).toHaveLength(3); // sign-up, the owner's and the stranger's codes
    const res = await recover({
      email: owner.email,
      otp: ownersCode,
      password: 'owner-new-pass',
      password2: 'owner-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(ctx, owner.email, 'owner-new-pass')).statusCode).toBe(200);
  });

  it('refuses a flood for minutes, not an hour, and every refusal leaves the owner a working code', async () => {
    const owner = await registerUser(ctx);
    for (let i = 0; i < RECOVERY_MAX_PER_WINDOW; i += 1) {
      expect(
        (await call(ctx, 'POST', '/api/users/password/recovery/', { email: owner.email }, { ip: nextIp() })).statusCode,
      ).toBe(200);
      await ageCodes(ctx, owner.email, 61);
    }
    await deliverOutbox(ctx);
    const refused = await recover({ email: owner.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^Too many codes were requested for this address\. Please try again in \d+ min\.$/,
    );
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(OTP_TTL_SECONDS - RECOVERY_MAX_PER_WINDOW * 61 + 1);
    // The newest code the flood caused is in the owner's mailbox, and it works.
    const code = await latestCode(ctx, owner.email);
    const res = await recover({
      email: owner.email,
      otp: code,
      password: 'owner-new-pass',
      password2: 'owner-new-pass',
    });
    expect(res.statusCode).toBe(200);
    // Once the window has passed, codes may be asked for again.
    await ageCodes(ctx, owner.email, wait);
    expect((await recover({ email: owner.email })).statusCode).toBe(200);
  });

  it('retries a failed mail with a fresh code, which works', async () => {
    await deliverOutbox(ctx); // what earlier tests left queued
    const user = await registerUser(ctx);
    await recover({ email: user.email });
    const send = vi.spyOn(ctx.app.messaging.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    expect(await deliverOutbox(ctx)).toBe(0);
    send.mockRestore();
    expect((await traces(user.email)).mail).toEqual([{ kind: 'password_recovery', sent: false }]);
    await ctx.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where recipient = ${user.email}`);
    expect(await deliverOutbox(ctx)).toBe(1);
    const code = await latestCode(ctx, user.email);
    expect(
      (await recover({ email: user.email, otp: code, password: 'brand-new-pass', password2: 'brand-new-pass' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/users/password/recovery/ (step 2)', () => {
  it('sets the new password with the code and revokes every session', async () => {
    const user = await registerUser(ctx);
    const second = (await signIn(ctx, user.email, user.password)).json();
    await recover({ email: user.email }, 'ru');
    await deliverOutbox(ctx);
    const otp = await latestCode(ctx, user.email);
    const mismatch = await recover({ email: user.email, otp, password: 'brand-new-pass', password2: 'brand-new-pasS' });
    expect(mismatch.json().errors).toEqual({ password2: "The passwords don't match" });
    const missing = await recover({ email: user.email, otp });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['password', 'password2']);

    const res = await recover({ email: user.email, otp, password: 'brand-new-pass', password2: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your password has been changed.' });
    for (const refresh of [user.refresh, second.refresh]) {
      expect((await call(ctx, 'POST', '/api/users/token/refresh/', { refresh })).statusCode).toBe(401);
    }
    expect((await call(ctx, 'GET', '/api/users/me/', undefined, { token: second.access })).statusCode).toBe(401);
    expect((await signIn(ctx, user.email, 'brand-new-pass')).statusCode).toBe(200);
    // The code was single use.
    const again = await recover({ email: user.email, otp, password: 'another-pass-1', password2: 'another-pass-1' });
    expect(again.json().errors.otp).toMatch(/expired or was already used/);
  });

  it('refuses a wrong code for an unknown address like for a known one', async () => {
    const email = uniqueEmail('ghost');
    await recover({ email });
    await deliverOutbox(ctx);
    const res = await recover({ email, otp: '123456', password: 'brand-new-pass', password2: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ otp: 'Incorrect otp' });
  });

  it('ends a sign-in delay', async () => {
    const user = await registerUser(ctx);
    await ctx.database.db.execute(
      sql`insert into login_throttle (key, attempts, last_attempt_at, blocked_until) values (${`account:${user.email}`}, 20, now(), now() + interval '5 minutes')`,
    );
    expect((await signIn(ctx, user.email, user.password)).statusCode).toBe(429);
    await recover({ email: user.email });
    await deliverOutbox(ctx);
    const otp = await latestCode(ctx, user.email);
    expect(
      (await recover({ email: user.email, otp, password: 'recovered-pass', password2: 'recovered-pass' })).statusCode,
    ).toBe(200);
    expect((await signIn(ctx, user.email, 'recovered-pass')).statusCode).toBe(200);
  });
});
