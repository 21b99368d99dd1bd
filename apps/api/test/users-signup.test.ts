import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@sapar/contracts';
import { createTestContext, type TestContext } from './helper.js';
import { ageCodes, call, latestCode, PASSWORD, registerUser, requestCode, uniqueEmail } from './accounts-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function otpRows(email: string) {
  const result = await ctx.database.db.execute(
    sql`select attempts, consumed_at from otp_code where email = ${email} order by id`,
  );
  return (result as unknown as { rows: Array<{ attempts: number; consumed_at: unknown }> }).rows;
}

const create = (payload: object, lang = 'en') => call(ctx, 'POST', '/api/users/create/', payload, { lang });

describe('POST /api/users/otp/', () => {
  it('mails a 6-digit code in the request language, with subject, text and HTML', async () => {
    const email = uniqueEmail();
    const res = await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'register' }, { lang: 'ky' });
    expect(res.statusCode).toBe(200);
    expect(res.json().resend_after).toBe(60);
    expect(res.json().detail).toContain(email);
    const [message] = await ctx.app.messaging.outbox!.list({ to: email });
    expect(message!.subject).toMatch(/каттоо/i);
    expect(message!.text).toMatch(/\b\d{6}\b/);
    expect(message!.text).toContain('10');
    expect(message!.html).toContain(await latestCode(ctx, email));
    expect(message!.html).toContain('lang="ky"');
  });

  it('normalises the address and rejects a malformed one with a translated field error', async () => {
    const email = uniqueEmail();
    await call(ctx, 'POST', '/api/users/otp/', { email: `  ${email.toUpperCase()} `, purpose: 'register' });
    expect(await ctx.app.messaging.outbox!.list({ to: email })).toHaveLength(1);

    const bad = await call(
      ctx,
      'POST',
      '/api/users/otp/',
      { email: 'not-an-email', purpose: 'register' },
      { lang: 'ru' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: { email: 'Неверный формат почты' } });
    const purpose = await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'hack' });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().errors).toHaveProperty('purpose');
  });

  it('refuses a second code within a minute with 429, retry seconds and Retry-After', async () => {
    const email = uniqueEmail();
    await requestCode(ctx, email, 'register');
    const again = await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'register' }, { lang: 'tr' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('rate_limited');
    expect(again.json().detail).toMatch(/sn sonra/);
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await ctx.app.messaging.outbox!.list({ to: email })).toHaveLength(1);
  });

  it('allows five codes an hour per address, the sixth answers 429', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) {
      await requestCode(ctx, email, 'register');
      await ageCodes(ctx, email, 61);
    }
    const sixth = await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'register' }, { lang: 'en' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/Too many codes.*min/);
    // An hour after the first one, a code may be sent again.
    await ageCodes(ctx, email, 3600 - 5 * 61 + 1);
    expect((await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'register' })).statusCode).toBe(200);
  });

  it('answers 503 when the email cannot be sent, and the unsent code does not count', async () => {
    const email = uniqueEmail();
    const send = vi.spyOn(ctx.app.messaging.mailer, 'send').mockRejectedValueOnce(new Error('smtp down at 10.9.9.9'));
    const res = await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'register' }, { lang: 'zh' });
    send.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/);
    expect(res.body).not.toContain('10.9.9.9');
    expect(await otpRows(email)).toHaveLength(0);
    expect((await call(ctx, 'POST', '/api/users/otp/', { email, purpose: 'register' })).statusCode).toBe(200);
  });

  it('refuses a register code for an address that has an account', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'POST', '/api/users/otp/', { email: user.email, purpose: 'register' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe('Email already exists');
  });

  it('needs a signed-in user for an email_change code', async () => {
    const res = await call(ctx, 'POST', '/api/users/otp/', { email: uniqueEmail(), purpose: 'email_change' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});

describe('POST /api/users/otp/user-exists/', () => {
  it('answers whether an account exists, whatever the case of the address', async () => {
    const user = await registerUser(ctx);
    const known = await call(ctx, 'POST', '/api/users/otp/user-exists/', { email: user.email.toUpperCase() });
    expect(known.json()).toEqual({ exists: true });
    const unknown = await call(ctx, 'POST', '/api/users/otp/user-exists/', { email: uniqueEmail() });
    expect(unknown.json()).toEqual({ exists: false });
  });
});

describe('POST /api/users/create/', () => {
  it('creates the user with the optional person fields and answers a token pair and the profile', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(ctx, email, 'register');
    const res = await create({
      email,
      password: PASSWORD,
      password2: PASSWORD,
      otp,
      first_name: 'Айгүл',
      last_name: 'Асанова',
      birth_date: '15-03-1990',
      phone: '+996 555 123 456',
      gender: 'female',
      citizenship: 'kg',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access).toBeTruthy();
    expect(body.refresh).toBeTruthy();
    expect(body.user).toMatchObject({
      email,
      first_name: 'Айгүл',
      birth_date: '1990-03-15',
      gender: 'female',
      citizenship: 'KG',
      is_staff: false,
    });
    const me = await call(ctx, 'GET', '/api/users/me/', undefined, { token: body.access });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it("answers the spec's messages: existing email, mismatched passwords (translated)", async () => {
    const user = await registerUser(ctx);
    const res = await create({ email: user.email, password: PASSWORD, password2: `${PASSWORD}x`, otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Email already exists', password2: "The passwords don't match" });

    const ru = await create(
      { email: uniqueEmail(), password: PASSWORD, password2: 'other-password', otp: '123456' },
      'ru',
    );
    expect(ru.json().errors.password2).toBe('Пароли не совпадают.');
    const zh = await create(
      { email: uniqueEmail(), password: PASSWORD, password2: 'other-password', otp: '123456' },
      'zh',
    );
    expect(zh.json().errors.password2).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses weak passwords with a clear message', async () => {
    const email = uniqueEmail();
    const attempt = async (password: string) =>
      (await create({ email, password, password2: password, otp: '123456' })).json().errors.password;
    expect(await attempt('short1')).toBe('The password must be at least 8 characters long.');
    expect(await attempt('1234567890')).toBe('The password cannot consist of digits only.');
    expect(await attempt(email)).toBe('The password must not be the same as your email.');
    expect(await attempt(email.split('@')[0]!)).toBe('The password must not be the same as your email.');
    expect(await attempt(`${email.split('@')[0]!}-travels`)).toBeUndefined();
  });

  it('checks the person fields with the passenger rules', async () => {
    const res = await create(
      {
        email: uniqueEmail(),
        password: PASSWORD,
        password2: PASSWORD,
        otp: '123456',
        birth_date: '31.02.1990',
        phone: '555123',
        citizenship: 'XX',
      },
      'ru',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      birth_date: 'Неверный формат даты рождения.',
      phone: 'Неверный номер телефона',
      citizenship: expect.any(String),
    });
  });

  it('answers Incorrect otp for a wrong code, counts it, and changes nothing else', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(ctx, email, 'register');
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await create({ email, password: PASSWORD, password2: PASSWORD, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ otp: 'Incorrect otp' });
    expect((await otpRows(email))[0]!.attempts).toBe(1);
    const exists = await call(ctx, 'POST', '/api/users/otp/user-exists/', { email });
    expect(exists.json().exists).toBe(false);
    const ru = await create({ email, password: PASSWORD, password2: PASSWORD, otp: wrong }, 'ru');
    expect(ru.json().errors.otp).toBe('Неверный код подтверждения.');
  });

  it(`kills a code after ${OTP_MAX_ATTEMPTS} wrong tries: the sixth try fails even with the right code`, async () => {
    const email = uniqueEmail();
    const otp = await requestCode(ctx, email, 'register');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await create({ email, password: PASSWORD, password2: PASSWORD, otp: wrong });
      expect(res.json().errors.otp).toBe('Incorrect otp');
    }
    const sixth = await create({ email, password: PASSWORD, password2: PASSWORD, otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors.otp).toBe('Too many wrong attempts. Please request a new code.');
    // A new code (after the resend interval) works.
    await ageCodes(ctx, email, 61);
    const fresh = await requestCode(ctx, email, 'register');
    expect((await create({ email, password: PASSWORD, password2: PASSWORD, otp: fresh })).statusCode).toBe(201);
  });

  it('refuses an expired code and a code already used', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(ctx, email, 'register');
    await ctx.database.db.execute(
      sql`update otp_code set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    const expired = await create({ email, password: PASSWORD, password2: PASSWORD, otp });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.otp).toMatch(/expired/);

    const user = await registerUser(ctx);
    const [message] = await ctx.app.messaging.outbox!.list({ to: user.email, limit: 1 });
    const used = /\b(\d{6})\b/.exec(message!.text)![1]!;
    await ctx.database.db.execute(sql`delete from app_user where email = ${user.email}`);
    const reused = await create({ email: user.email, password: PASSWORD, password2: PASSWORD, otp: used });
    expect(reused.json().errors.otp).toMatch(/expired or was already used/);
  });

  it('accepts an earlier code while it lives (a newer one does not void it), never a code of another purpose', async () => {
    const email = uniqueEmail();
    const first = await requestCode(ctx, email, 'register');
    await ageCodes(ctx, email, 61);
    const second = await requestCode(ctx, email, 'register');
    // A register code cannot recover a password (there are no recovery codes for this address).
    const recover = await call(ctx, 'POST', '/api/users/password/recovery/', {
      email,
      otp: second,
      password: 'brand-new-pass',
      password2: 'brand-new-pass',
    });
    expect(recover.json().errors.otp).toBe('Incorrect otp');
    expect((await create({ email, password: PASSWORD, password2: PASSWORD, otp: first })).statusCode).toBe(201);
    // Used: the other code of the address is of no further use either (the account exists now).
    expect((await create({ email, password: PASSWORD, password2: PASSWORD, otp: second })).json().errors.email).toBe(
      'Email already exists',
    );
  });

  it('lets only one of two parallel sign-ups with the same address through', async () => {
    const email = uniqueEmail();
    const otp = await requestCode(ctx, email, 'register');
    const [a, b] = await Promise.all([
      create({ email, password: PASSWORD, password2: PASSWORD, otp }),
      create({ email, password: PASSWORD, password2: PASSWORD, otp }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
  });
});
