import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.js';
import {
  call,
  displayDate,
  isoFromDisplay,
  PASSWORD,
  registerUser,
  requestCode,
  signIn,
  uniqueEmail,
} from './accounts-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET and PATCH /api/users/me/', () => {
  it('answers the profile with every person field', async () => {
    const user = await registerUser(ctx);
    const res = await call(ctx, 'GET', '/api/users/me/', undefined, { token: user.access });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      first_name: '',
      last_name: '',
      birth_date: null,
      phone: '',
      gender: null,
      citizenship: null,
      document_type: null,
      document_number: '',
      document_expiry: null,
      is_staff: false,
      date_joined: expect.any(String),
    });
  });

  it('updates the person fields, accepting dd.MM.yyyy, dd-MM-yyyy and yyyy-MM-dd, answering yyyy-MM-dd', async () => {
    const user = await registerUser(ctx);
    const expiry = displayDate(5);
    const res = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      {
        first_name: 'Azamat',
        last_name: 'Bekov',
        birth_date: '01.02.1985',
        phone: '+996700123456',
        gender: 'male',
        citizenship: 'kg',
        document_type: 'international_passport',
        document_number: 'AC1234567',
        document_expiry: expiry.replaceAll('.', '-'),
      },
      { token: user.access },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Azamat',
      birth_date: '1985-02-01',
      phone: '+996700123456',
      gender: 'male',
      citizenship: 'KG',
      document_type: 'international_passport',
      document_number: 'AC1234567',
      document_expiry: isoFromDisplay(expiry),
    });
    const iso = await call(ctx, 'PATCH', '/api/users/me/', { birth_date: '1986-03-04' }, { token: user.access });
    expect(iso.json()).toMatchObject({ birth_date: '1986-03-04', first_name: 'Azamat' });
    const cleared = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      { birth_date: '', gender: null, phone: '' },
      { token: user.access },
    );
    expect(cleared.json()).toMatchObject({ birth_date: null, gender: null, phone: '', last_name: 'Bekov' });
  });

  it('refuses invalid phones and dates, an expired document and an unknown country, changing nothing', async () => {
    const user = await registerUser(ctx);
    const res = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      {
        first_name: 'Changed',
        phone: '0555 12 34 56',
        birth_date: '1990/01/01',
        document_expiry: displayDate(0, -1),
        citizenship: 'QQ',
      },
      { token: user.access, lang: 'ru' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        phone: 'Неверный номер телефона',
        birth_date: 'Неверный формат даты рождения.',
        document_expiry: 'Документ просрочен.',
        citizenship: expect.any(String),
      },
    });
    const badExpiry = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      { document_expiry: '32.13.2030' },
      { token: user.access, lang: 'ru' },
    );
    expect(badExpiry.json().errors.document_expiry).toBe('Неверное значение даты');
    const tooYoung = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      { birth_date: displayDate(-5) },
      { token: user.access, lang: 'en' },
    );
    expect(tooYoung.json().errors.birth_date).toBe('An adult passenger must be 12 or older');
    const me = (await call(ctx, 'GET', '/api/users/me/', undefined, { token: user.access })).json();
    expect(me.first_name).toBe('');
    expect(me.phone).toBe('');
  });

  it('changes the email only with the code sent to the new address', async () => {
    const user = await registerUser(ctx);
    const newEmail = uniqueEmail('moved');
    const withoutCode = await call(ctx, 'PATCH', '/api/users/me/', { email: newEmail }, { token: user.access });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().errors.otp).toBe('Enter the code sent to the new address.');

    const otp = await requestCode(ctx, newEmail, 'email_change', { token: user.access });
    const wrong = otp === '000000' ? '111111' : '000000';
    const bad = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      { email: newEmail, otp: wrong, first_name: 'Nope' },
      { token: user.access },
    );
    expect(bad.json().errors.otp).toBe('Incorrect otp');
    expect((await call(ctx, 'GET', '/api/users/me/', undefined, { token: user.access })).json().first_name).toBe('');

    // Another account cannot use the code sent for this one.
    const other = await registerUser(ctx);
    const stolen = await call(ctx, 'PATCH', '/api/users/me/', { email: newEmail, otp }, { token: other.access });
    expect(stolen.json().errors.otp).toBe('Incorrect otp');

    const ok = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      { email: newEmail.toUpperCase(), otp },
      { token: user.access },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(newEmail);
    expect((await signIn(ctx, newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(ctx, user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses an email change to an address that has an account', async () => {
    const user = await registerUser(ctx);
    const other = await registerUser(ctx);
    const code = await call(
      ctx,
      'POST',
      '/api/users/otp/',
      { email: other.email, purpose: 'email_change' },
      { token: user.access },
    );
    expect(code.statusCode).toBe(400);
    expect(code.json().errors.email).toBe('Email already exists');
    const patch = await call(
      ctx,
      'PATCH',
      '/api/users/me/',
      { email: other.email, otp: '123456' },
      { token: user.access },
    );
    expect(patch.json().errors.email).toBe('Email already exists');
  });
});

describe('POST /api/users/password/change/', () => {
  it('changes the password, signs out every other session and answers a fresh pair', async () => {
    const user = await registerUser(ctx);
    const otherSession = (await signIn(ctx, user.email, user.password)).json();
    const res = await call(
      ctx,
      'POST',
      '/api/users/password/change/',
      { old_password: PASSWORD, new_password: 'new-secret-pass', new_password2: 'new-secret-pass' },
      { token: user.access, lang: 'en' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.detail).toBe('Your password has been changed.');
    // The caller continues with the new pair; old access tokens and every refresh token are dead.
    expect((await call(ctx, 'GET', '/api/users/me/', undefined, { token: body.access })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/users/token/refresh/', { refresh: body.refresh })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/users/me/', undefined, { token: otherSession.access })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/users/me/', undefined, { token: user.access })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/api/users/token/refresh/', { refresh: otherSession.refresh })).statusCode).toBe(
      401,
    );
    expect((await call(ctx, 'POST', '/api/users/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
    expect((await signIn(ctx, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx, user.email, 'new-secret-pass')).statusCode).toBe(200);
  });

  it('refuses a wrong old password, mismatched and weak new ones, changing nothing', async () => {
    const user = await registerUser(ctx);
    const res = await call(
      ctx,
      'POST',
      '/api/users/password/change/',
      { old_password: 'wrong-old-pass', new_password: '12345678', new_password2: '12345679' },
      { token: user.access, lang: 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      old_password: 'The current password is incorrect.',
      new_password: 'The password cannot consist of digits only.',
      new_password2: "The passwords don't match",
    });
    expect((await call(ctx, 'GET', '/api/users/me/', undefined, { token: user.access })).statusCode).toBe(200);
    expect((await signIn(ctx, user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('/api/users/me/passenger/', () => {
  const passenger = () => ({
    type: 'ADLT',
    first_name: 'Бакыт',
    last_name: 'Осмонов',
    gender: 'male',
    birth_date: '12.05.1980',
    citizenship: 'KG',
    document_type: 'passport_kg',
    document_number: 'ID1234567',
    document_expiry: displayDate(3),
    email: 'Bakyt@Example.kg',
    phone: '+996555123456',
  });

  it('answers 200 with null when none is saved (the path the web app calls, not a missing page)', async () => {
    const user = await registerUser(ctx);
    const empty = await call(ctx, 'GET', '/api/users/me/passenger/', undefined, { token: user.access });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
  });

  it('saves, reads, replaces (one per user) and deletes the passenger', async () => {
    const user = await registerUser(ctx);
    const saved = await call(ctx, 'PUT', '/api/users/me/passenger/', passenger(), { token: user.access });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      first_name: 'Бакыт',
      birth_date: '1980-05-12',
      email: 'bakyt@example.kg',
      document_expiry: isoFromDisplay(passenger().document_expiry),
    });
    expect((await call(ctx, 'GET', '/api/users/me/passenger/', undefined, { token: user.access })).json()).toEqual(
      saved.json(),
    );

    const child = {
      ...passenger(),
      type: 'CHLD',
      first_name: 'Айбек',
      birth_date: displayDate(-5),
      document_type: 'birth_certificate',
      document_expiry: undefined,
      email: '',
      phone: '',
    };
    const replaced = await call(ctx, 'PUT', '/api/users/me/passenger/', child, { token: user.access });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      type: 'CHLD',
      first_name: 'Айбек',
      document_expiry: null,
      email: null,
      phone: null,
    });
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from saved_passenger where user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);

    // Each user has their own.
    const other = await registerUser(ctx);
    expect((await call(ctx, 'GET', '/api/users/me/passenger/', undefined, { token: other.access })).json()).toBeNull();

    expect((await call(ctx, 'DELETE', '/api/users/me/passenger/', undefined, { token: user.access })).statusCode).toBe(
      204,
    );
    expect((await call(ctx, 'GET', '/api/users/me/passenger/', undefined, { token: user.access })).json()).toBeNull();
    expect((await call(ctx, 'DELETE', '/api/users/me/passenger/', undefined, { token: user.access })).statusCode).toBe(
      204,
    );
  });

  it('checks the type-specific ages, the document expiry, email and phone', async () => {
    const user = await registerUser(ctx);
    const put = (fields: object) =>
      call(ctx, 'PUT', '/api/users/me/passenger/', { ...passenger(), ...fields }, { token: user.access, lang: 'ru' });
    expect((await put({ type: 'ADLT', birth_date: displayDate(-11) })).json().errors.birth_date).toBe(
      'Возраст взрослого пассажира, должен быть от 12 лет',
    );
    expect((await put({ type: 'CHLD', birth_date: displayDate(-1) })).json().errors.birth_date).toBe(
      'Возраст ребенка должен быть от 2-х до 12 лет.',
    );
    expect((await put({ type: 'INFT', birth_date: displayDate(-3) })).json().errors.birth_date).toBe(
      'Максимальный возраст младенца - 2 года.',
    );
    expect((await put({ type: 'INFT', birth_date: displayDate(-1) })).statusCode).toBe(200);
    expect((await put({ birth_date: '1980.05.12' })).json().errors.birth_date).toBe('Неверный формат даты рождения.');
    expect((await put({ document_expiry: displayDate(0, -1) })).json().errors.document_expiry).toBe(
      'Документ просрочен.',
    );
    const bad = await put({ email: 'no-at-sign', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Неверный формат почты', phone: 'Неверный номер телефона' });
    const missing = await call(
      ctx,
      'PUT',
      '/api/users/me/passenger/',
      { type: 'ADLT' },
      { token: user.access, lang: 'en' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      first_name: 'This field is required.',
      document_number: 'This field is required.',
    });
    // Names in any script are fine here; the last good save is what is kept.
    expect((await call(ctx, 'GET', '/api/users/me/passenger/', undefined, { token: user.access })).json().type).toBe(
      'INFT',
    );
  });
});
