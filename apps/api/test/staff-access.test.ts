/**
 * The back office's access rules: roles on every staff route, the TOTP second factor (enrolment,
 * the two-step sign-in, single-use codes, the shared limit on wrong codes), staff accounts managed by
 * admins (invitations, roles, disabling), and the append-only audit log.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MAX_FAILURES, MFA_RECOVERY_CODE_COUNT, type StaffRole } from '@sapar/contracts';
import { createContainer } from '../src/container.js';
import { totpCode } from '../src/modules/staff/mfa-crypto.js';
import { call, deliverOutbox, registerUser, signIn, uniqueEmail, type TestUser } from './accounts-fixtures.js';
import { createTestContext, type TestContext } from './helper.js';
import { createStaff, nextTotp, STAFF_PASSWORD, type TestStaff } from './staff-fixtures.js';

let ctx: TestContext;
let admin: TestStaff;
let agent: TestStaff;
let editor: TestStaff;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, ['admin']);
  agent = await createStaff(ctx, ['agent']);
  editor = await createStaff(ctx, ['editor']);
  customer = await registerUser(ctx);
});
afterAll(() => ctx.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const ALL: StaffRole[] = ['admin', 'agent', 'editor'];
const WORK: StaffRole[] = ['admin', 'agent'];
const ADMIN: StaffRole[] = ['admin'];
const CONTENT: StaffRole[] = ['admin', 'editor'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every staff route with the roles it lets in. The OpenAPI test below checks that the table lists
 * every documented /api/staff/ operation, so a new route cannot skip its role test.
 */
const STAFF_ROUTES: Array<{ method: Method; path: string; roles: StaffRole[]; body?: object }> = [
  { method: 'GET', path: '/api/staff/me/', roles: ALL },
  { method: 'GET', path: '/api/staff/requests/', roles: WORK },
  { method: 'GET', path: '/api/staff/requests/{number}/', roles: WORK },
  { method: 'POST', path: '/api/staff/requests/{number}/answer/', roles: WORK, body: { message: 'Hello' } },
  { method: 'POST', path: '/api/staff/requests/{number}/status/', roles: WORK, body: { status: 'done' } },
  { method: 'POST', path: '/api/staff/requests/{number}/assign/', roles: WORK, body: {} },
  { method: 'GET', path: '/api/staff/requests/{number}/templates/', roles: WORK },
  { method: 'GET', path: '/api/staff/audit/', roles: WORK },
  { method: 'GET', path: '/api/staff/dashboard/', roles: WORK },
  { method: 'GET', path: '/api/staff/partners/', roles: WORK },
  { method: 'PATCH', path: '/api/staff/partners/{code}/', roles: ADMIN, body: { commission_rate: 5 } },
  { method: 'GET', path: '/api/staff/partners/{code}/report.csv?month=2026-01', roles: WORK },
  { method: 'GET', path: '/api/staff/refunds/', roles: WORK },
  { method: 'POST', path: '/api/staff/refunds/{id}/complete/', roles: WORK, body: { note: 'x' } },
  { method: 'POST', path: '/api/staff/refunds/{id}/reject/', roles: WORK, body: { note: 'x' } },
  { method: 'GET', path: '/api/staff/exchanges/', roles: WORK },
  { method: 'GET', path: '/api/staff/payments/reconciliation/', roles: WORK },
  { method: 'GET', path: '/api/staff/payments/manual-refunds/', roles: WORK },
  { method: 'POST', path: '/api/staff/payments/manual-refunds/{id}/done/', roles: WORK, body: { reason: 'x' } },
  { method: 'GET', path: '/api/staff/orders/', roles: WORK },
  { method: 'GET', path: '/api/staff/orders/export.csv', roles: WORK },
  { method: 'GET', path: '/api/staff/orders/{order_number}/', roles: WORK },
  { method: 'POST', path: '/api/staff/orders/{order_number}/resend-confirmation/', roles: WORK, body: { reason: 'x' } },
  { method: 'POST', path: '/api/staff/orders/{order_number}/cancel/', roles: WORK, body: { reason: 'x' } },
  { method: 'POST', path: '/api/staff/orders/{order_number}/refund/', roles: WORK, body: { reason: 'x' } },
  {
    method: 'POST',
    path: '/api/staff/orders/{order_number}/manual-refunds/{id}/paid/',
    roles: WORK,
    body: { reason: 'x' },
  },
  { method: 'POST', path: '/api/staff/orders/{order_number}/notes/', roles: WORK, body: { text: 'x' } },
  { method: 'POST', path: '/api/staff/flights/{id}/status/', roles: WORK, body: { status: 'on_time', reason: 'x' } },
  { method: 'GET', path: '/api/staff/disruptions/', roles: WORK },
  { method: 'POST', path: '/api/staff/disruptions/{id}/remind/', roles: WORK, body: {} },
  { method: 'GET', path: '/api/staff/users/', roles: ADMIN },
  { method: 'POST', path: '/api/staff/users/', roles: ADMIN, body: { email: 'x@example.kg', roles: ['agent'] } },
  { method: 'PATCH', path: '/api/staff/users/{id}/', roles: ADMIN, body: { active: true } },
  // The inventory: admins and the inventory role (inventory-only staff are tested in inventory.test.ts).
  { method: 'POST', path: '/api/staff/inventory/import/', roles: ADMIN, body: {} },
  { method: 'GET', path: '/api/staff/inventory/unpriced/', roles: ADMIN },
  { method: 'GET', path: '/api/staff/inventory/schedules/', roles: ADMIN },
  { method: 'POST', path: '/api/staff/inventory/schedules/', roles: ADMIN, body: {} },
  { method: 'PUT', path: '/api/staff/inventory/schedules/{id}/', roles: ADMIN, body: {} },
  { method: 'DELETE', path: '/api/staff/inventory/schedules/{id}/', roles: ADMIN },
  { method: 'GET', path: '/api/staff/inventory/fares/', roles: ADMIN },
  { method: 'POST', path: '/api/staff/inventory/fares/', roles: ADMIN, body: {} },
  { method: 'PUT', path: '/api/staff/inventory/fares/{id}/', roles: ADMIN, body: {} },
  { method: 'DELETE', path: '/api/staff/inventory/fares/{id}/', roles: ADMIN },
  { method: 'GET', path: '/api/staff/inventory/seat-blocks/', roles: ADMIN },
  { method: 'POST', path: '/api/staff/inventory/seat-blocks/', roles: ADMIN, body: {} },
  { method: 'DELETE', path: '/api/staff/inventory/seat-blocks/{id}/', roles: ADMIN },
  // Pricing rules of outside suppliers' offers (pricing-rules.test.ts).
  { method: 'GET', path: '/api/staff/pricing-rules/', roles: ADMIN },
  { method: 'POST', path: '/api/staff/pricing-rules/', roles: ADMIN, body: {} },
  { method: 'PUT', path: '/api/staff/pricing-rules/{id}/', roles: ADMIN, body: {} },
  { method: 'DELETE', path: '/api/staff/pricing-rules/{id}/', roles: ADMIN },
  // content
  { method: 'POST', path: '/api/staff/media/', roles: CONTENT, body: { file: 'x' } },
  { method: 'DELETE', path: '/api/staff/media/{id}/', roles: CONTENT },
  { method: 'GET', path: '/api/staff/news/', roles: CONTENT },
  { method: 'POST', path: '/api/staff/news/', roles: CONTENT, body: { slug: 'x' } },
  { method: 'GET', path: '/api/staff/news/{id}/', roles: CONTENT },
  { method: 'PATCH', path: '/api/staff/news/{id}/', roles: CONTENT, body: { status: 'draft' } },
  { method: 'DELETE', path: '/api/staff/news/{id}/', roles: CONTENT },
  { method: 'GET', path: '/api/staff/pages/{slug}/', roles: CONTENT },
  {
    method: 'POST',
    path: '/api/staff/pages/{slug}/',
    roles: CONTENT,
    body: { title: { ru: 'Оферта' }, content: { ru: '<p>Текст</p>' } },
  },
  { method: 'GET', path: '/api/staff/pages/{slug}/versions/{version}/', roles: CONTENT },
  { method: 'GET', path: '/api/staff/faq/', roles: CONTENT },
  { method: 'POST', path: '/api/staff/faq/categories/', roles: CONTENT, body: { slug: 'x' } },
  { method: 'PATCH', path: '/api/staff/faq/categories/{id}/', roles: CONTENT, body: {} },
  { method: 'DELETE', path: '/api/staff/faq/categories/{id}/', roles: CONTENT },
  { method: 'POST', path: '/api/staff/faq/categories/{id}/move/', roles: CONTENT, body: { direction: 'up' } },
  { method: 'POST', path: '/api/staff/faq/questions/', roles: CONTENT, body: { slug: 'x' } },
  { method: 'PATCH', path: '/api/staff/faq/questions/{id}/', roles: CONTENT, body: {} },
  { method: 'DELETE', path: '/api/staff/faq/questions/{id}/', roles: CONTENT },
  { method: 'POST', path: '/api/staff/faq/questions/{id}/move/', roles: CONTENT, body: { direction: 'up' } },
  { method: 'GET', path: '/api/staff/tours/', roles: CONTENT },
  { method: 'POST', path: '/api/staff/tours/', roles: CONTENT, body: { slug: 'x' } },
  { method: 'GET', path: '/api/staff/tours/{id}/', roles: CONTENT },
  { method: 'PATCH', path: '/api/staff/tours/{id}/', roles: CONTENT, body: {} },
  { method: 'DELETE', path: '/api/staff/tours/{id}/', roles: CONTENT },
];
/** Routes outside the role table, each tested on its own below. */
const OTHER_STAFF_ROUTES = [
  'post /api/staff/mfa/setup/',
  'post /api/staff/mfa/confirm/',
  'post /api/staff/users/accept/',
];

const concrete = (path: string) =>
  path
    .replace('{code}', 'partner-x')
    .replace('{number}', 'R-ABCDEF')
    .replace('{order_number}', 'ZZZZZZ')
    .replace('{id}', SOME_ID)
    .replace('{slug}', 'offer')
    .replace('{version}', '1');

describe('roles on every staff route', () => {
  it('the table covers every documented staff operation', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/staff/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    const listed = [
      ...STAFF_ROUTES.map((route) => `${route.method.toLowerCase()} ${route.path.split('?')[0]}`),
      ...OTHER_STAFF_ROUTES,
    ];
    expect(documented.sort()).toEqual(listed.sort());
  });

  it.each(STAFF_ROUTES)(
    '$method $path: 401 anonymous, 403 for customers and the wrong roles, through for its roles',
    async ({ method, path, roles, body }) => {
      const url = concrete(path);
      expect((await call(ctx, method, url, body)).statusCode).toBe(401);
      const asCustomer = await call(ctx, method, url, body, { token: customer.access });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().code).toBe('forbidden');
      for (const staff of [admin, agent, editor]) {
        const res = await call(ctx, method, url, body, { token: staff.access, lang: 'en' });
        if (roles.includes(staff.roles[0]!)) {
          expect([200, 201, 400, 404, 409], `${staff.roles[0]} ${method} ${url}: ${res.body}`).toContain(
            res.statusCode,
          );
        } else {
          expect(res.statusCode, `${staff.roles[0]} ${method} ${url}`).toBe(403);
          expect(res.json()).toEqual({ detail: 'You do not have permission to do this.', code: 'forbidden' });
        }
      }
    },
  );

  it('a staff account without the second factor gets 403 mfa_setup_required on every route but enrolment', async () => {
    const fresh = await createStaff(ctx, ['admin', 'agent', 'editor'], { enrol: false });
    for (const { method, path, body } of STAFF_ROUTES) {
      const res = await call(ctx, method, concrete(path), body, { token: fresh.access, lang: 'ru' });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({
        code: 'mfa_setup_required',
        detail: 'Сначала подключите второй фактор входа (приложение-аутентификатор).',
      });
    }
    expect((await call(ctx, 'POST', '/api/staff/mfa/setup/', undefined, { token: fresh.access })).statusCode).toBe(200);
    // Enrolment itself is for staff only.
    expect((await call(ctx, 'POST', '/api/staff/mfa/setup/', undefined, { token: customer.access })).statusCode).toBe(
      403,
    );
    expect((await call(ctx, 'POST', '/api/staff/mfa/confirm/', { code: '123456' })).statusCode).toBe(401);
  });
});

describe('the second factor', () => {
  it('enrols with a QR code and a first code; the secret is stored encrypted; ten recovery codes once', async () => {
    const staff = await createStaff(ctx, ['agent'], { enrol: false });
    expect(
      (await call(ctx, 'POST', '/api/staff/mfa/confirm/', { code: '123456' }, { token: staff.access })).json().code,
    ).toBe('mfa_not_started');
    const setup = await call(ctx, 'POST', '/api/staff/mfa/setup/', undefined, { token: staff.access });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url: url, qr_code: qr } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toMatch(/^otpauth:\/\/totp\/Sapar:/);
    expect(new URL(url).searchParams.get('secret')).toBe(secret);
    expect(new URL(url).searchParams.get('issuer')).toBe('Sapar');
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const [stored] = await rows<{ mfa_pending_secret: string }>(
      sql`select mfa_pending_secret from staff_member where user_id = ${staff.id}`,
    );
    expect(stored!.mfa_pending_secret).toMatch(/^v1\./);
    expect(stored!.mfa_pending_secret).not.toContain(secret);

    const wrong = await call(
      ctx,
      'POST',
      '/api/staff/mfa/confirm/',
      { code: totpCode(secret, Date.now() - 10 * 60_000) },
      { token: staff.access },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('mfa_code_invalid');
    expect(
      (await call(ctx, 'POST', '/api/staff/mfa/confirm/', { code: 'abc' }, { token: staff.access })).statusCode,
    ).toBe(400);

    const confirmed = await call(
      ctx,
      'POST',
      '/api/staff/mfa/confirm/',
      { code: totpCode(secret) },
      { token: staff.access },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(MFA_RECOVERY_CODE_COUNT);
    const hashes = await rows<{ code_hash: string }>(
      sql`select code_hash from staff_recovery_code where user_id = ${staff.id}`,
    );
    expect(hashes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    const [enrolled] = await rows<{ mfa_secret: string; mfa_pending_secret: string | null }>(
      sql`select mfa_secret, mfa_pending_secret from staff_member where user_id = ${staff.id}`,
    );
    expect(enrolled).toMatchObject({ mfa_secret: expect.stringMatching(/^v1\./), mfa_pending_secret: null });

    expect((await call(ctx, 'GET', '/api/staff/me/', undefined, { token: staff.access })).json()).toMatchObject({
      roles: ['agent'],
      mfa_enabled: true,
    });
    expect((await call(ctx, 'POST', '/api/staff/mfa/setup/', undefined, { token: staff.access })).json().code).toBe(
      'mfa_already_enabled',
    );
  });

  it('an enrolled account signs in in two steps; a TOTP code is never accepted twice', async () => {
    const first = await signIn(ctx, agent.email, STAFF_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['mfa_required', 'mfa_token']);
    expect(first.json().mfa_required).toBe(true);

    const code = nextTotp(agent.secret!);
    const pair = await call(ctx, 'POST', '/api/users/token/mfa/', { mfa_token: first.json().mfa_token, code });
    expect(pair.statusCode, pair.body).toBe(200);
    expect(Object.keys(pair.json()).sort()).toEqual(['access', 'refresh']);
    expect((await call(ctx, 'GET', '/api/staff/me/', undefined, { token: pair.json().access })).statusCode).toBe(200);

    // The mfa_token is single use, and the same code with a new one is a replay.
    expect(
      (await call(ctx, 'POST', '/api/users/token/mfa/', { mfa_token: first.json().mfa_token, code })).json().code,
    ).toBe('mfa_token_invalid');
    const second = await signIn(ctx, agent.email, STAFF_PASSWORD);
    const replay = await call(
      ctx,
      'POST',
      '/api/users/token/mfa/',
      { mfa_token: second.json().mfa_token, code },
      { lang: 'en' },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'mfa_code_invalid',
      detail: 'The code is wrong or has already been used.',
    });
    // An older step than the last one used is refused too (the code of "now", after "now + 30 s" was used).
    expect(
      (
        await call(ctx, 'POST', '/api/users/token/mfa/', {
          mfa_token: second.json().mfa_token,
          code: totpCode(agent.secret!),
        })
      ).statusCode,
    ).toBe(400);

    expect(
      (await call(ctx, 'POST', '/api/users/token/mfa/', { mfa_token: 'made-up-token', code: '123456' })).statusCode,
    ).toBe(401);
    // A customer's sign-in is unchanged.
    expect(Object.keys((await signIn(ctx, customer.email, customer.password)).json()).sort()).toEqual([
      'access',
      'refresh',
    ]);
  });

  it('a recovery code signs in once', async () => {
    const staff = await createStaff(ctx, ['agent']);
    const recovery = staff.recoveryCodes[3]!;
    const first = await signIn(ctx, staff.email, STAFF_PASSWORD);
    const ok = await call(ctx, 'POST', '/api/users/token/mfa/', {
      mfa_token: first.json().mfa_token,
      code: ` ${recovery.toUpperCase()} `,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await signIn(ctx, staff.email, STAFF_PASSWORD);
    expect(
      (await call(ctx, 'POST', '/api/users/token/mfa/', { mfa_token: again.json().mfa_token, code: recovery })).json()
        .code,
    ).toBe('mfa_code_invalid');
    const [used] = await rows<{ count: number }>(
      sql`select count(*)::int as count from staff_recovery_code where user_id = ${staff.id} and used_at is not null`,
    );
    expect(used!.count).toBe(1);
  });

  it('wrong codes are limited per account in the database: a second API process on the same database sees the count', async () => {
    const staff = await createStaff(ctx, ['agent']);
    const other = await createContainer({ config: ctx.config, database: ctx.database });
    await other.app.ready();
    try {
      const apps = [ctx.app, other.app];
      const token = async () => (await signIn(ctx, staff.email, STAFF_PASSWORD)).json().mfa_token as string;
      for (let attempt = 0; attempt < MFA_MAX_FAILURES; attempt += 1) {
        const res = await apps[attempt % 2]!.inject({
          method: 'POST',
          url: '/api/users/token/mfa/',
          payload: { mfa_token: await token(), code: '000000' },
          remoteAddress: `10.9.9.${attempt}`,
        });
        expect(res.statusCode, res.body).toBe(400);
      }
      // The right code now waits too, on either process.
      for (const app of apps) {
        const locked = await app.inject({
          method: 'POST',
          url: '/api/users/token/mfa/',
          headers: { 'accept-language': 'en' },
          payload: { mfa_token: await token(), code: nextTotp(staff.secret!) },
        });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().detail).toMatch(/^Too many wrong codes\. Try again in \d+ s\.$/);
      }
      await ctx.database.db.execute(
        sql`update staff_member set mfa_failures_since = now() - interval '16 minutes' where user_id = ${staff.id}`,
      );
      const open = await other.app.inject({
        method: 'POST',
        url: '/api/users/token/mfa/',
        payload: { mfa_token: await token(), code: nextTotp(staff.secret!) },
      });
      expect(open.statusCode, open.body).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

describe('staff accounts (admins)', () => {
  const inviteLink = async (email: string) => {
    await deliverOutbox(ctx);
    const [message] = await ctx.app.messaging.outbox!.list({ to: email, limit: 1 });
    const token = /\/staff\/accept\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation link was mailed to ${email}: ${message?.text}`);
    return { token, message: message! };
  };

  it('invites by email; the link sets the password once; the new agent signs in and must enrol', async () => {
    const email = uniqueEmail('invited');
    const invited = await call(
      ctx,
      'POST',
      '/api/staff/users/',
      { email: email.toUpperCase(), roles: ['agent', 'agent'] },
      { token: admin.access, lang: 'ky' },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email,
      roles: ['agent'],
      active: true,
      mfa_enabled: false,
      invite_pending: true,
    });
    const id = invited.json().id as string;

    const { token, message } = await inviteLink(email);
    expect(message.subject).toBe('Sapar бэк-офисине чакыруу');
    expect(message.text).toContain('72');
    // Nothing usable waits in the database: only the token's hash.
    const [stored] = await rows<{ token_hash: string }>(sql`select token_hash from staff_invite where user_id = ${id}`);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect(
      (await call(ctx, 'POST', '/api/staff/users/', { email, roles: ['editor'] }, { token: admin.access })).statusCode,
    ).toBe(409);
    expect(
      (
        await call(
          ctx,
          'POST',
          '/api/staff/users/',
          { email: 'not-an-email', roles: ['agent'] },
          { token: admin.access },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx, 'POST', '/api/staff/users/', { email: uniqueEmail(), roles: ['boss'] }, { token: admin.access }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(ctx, 'POST', '/api/staff/users/', { email: uniqueEmail(), roles: [] }, { token: admin.access }))
        .statusCode,
    ).toBe(400);

    const weak = await call(ctx, 'POST', '/api/staff/users/accept/', { token, password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toHaveProperty('password');
    const accepted = await call(
      ctx,
      'POST',
      '/api/staff/users/accept/',
      { token, password: 'a-new-staff-passphrase' },
      { lang: 'en' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ email, detail: 'Your password is set. Sign in and set up the second factor.' });
    const reused = await call(ctx, 'POST', '/api/staff/users/accept/', { token, password: 'another-passphrase-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('staff_invite_invalid');

    const login = await signIn(ctx, email, 'a-new-staff-passphrase');
    expect(login.statusCode).toBe(200);
    expect(
      (await call(ctx, 'GET', '/api/staff/requests/', undefined, { token: login.json().access })).json().code,
    ).toBe('mfa_setup_required');

    const list = await call(ctx, 'GET', '/api/staff/users/', undefined, { token: admin.access });
    expect(list.json().results).toContainEqual(
      expect.objectContaining({ id, email, roles: ['agent'], invite_pending: false, mfa_enabled: false }),
    );
    expect(list.json().results).toContainEqual(
      expect.objectContaining({ id: admin.id, roles: ['admin'], mfa_enabled: true }),
    );
  });

  it('an invitation expires after 72 hours', async () => {
    const email = uniqueEmail('late');
    const invited = await call(ctx, 'POST', '/api/staff/users/', { email, roles: ['editor'] }, { token: admin.access });
    const { token } = await inviteLink(email);
    await ctx.database.db.execute(
      sql`update staff_invite set expires_at = now() - interval '1 second' where user_id = ${invited.json().id}`,
    );
    expect(
      (await call(ctx, 'POST', '/api/staff/users/accept/', { token, password: 'a-new-staff-passphrase' })).json().code,
    ).toBe('staff_invite_invalid');
  });

  it('an invitation to an account disabled since refuses to set its password and changes nothing', async () => {
    const email = uniqueEmail('disabled-invite');
    const invited = await call(ctx, 'POST', '/api/staff/users/', { email, roles: ['agent'] }, { token: admin.access });
    const id = invited.json().id as string;
    const { token } = await inviteLink(email);
    const disabled = await call(ctx, 'PATCH', `/api/staff/users/${id}/`, { active: false }, { token: admin.access });
    expect(disabled.json()).toMatchObject({ active: false });
    const account = sql`select password_hash, token_version, is_active from app_user where id = ${id}`;
    const before = await rows<Record<string, unknown>>(account);

    const refused = await call(
      ctx,
      'POST',
      '/api/staff/users/accept/',
      { token, password: 'a-new-staff-passphrase' },
      { lang: 'en' },
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'staff_invite_account_disabled',
      detail:
        'This staff account is disabled, so the invitation cannot set a password. Ask an administrator to enable it.',
    });
    expect(await rows(account)).toEqual(before);
    const [invite] = await rows<{ accepted_at: unknown }>(
      sql`select accepted_at from staff_invite where user_id = ${id}`,
    );
    expect(invite!.accepted_at).toBeNull();
    expect((await signIn(ctx, email, 'a-new-staff-passphrase')).statusCode).toBe(401);
    const audit = await rows(sql`select 1 from staff_audit where entity_id = ${id} and action = 'invite_accepted'`);
    expect(audit).toEqual([]);
  });

  it('changes roles and disables an account: its sessions end at once; each change is in the audit log', async () => {
    const staff = await createStaff(ctx, ['agent']);
    expect((await call(ctx, 'GET', '/api/staff/requests/', undefined, { token: staff.access })).statusCode).toBe(200);

    const demoted = await call(
      ctx,
      'PATCH',
      `/api/staff/users/${staff.id}/`,
      { roles: ['editor'] },
      { token: admin.access },
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toMatchObject({ roles: ['editor'], active: true });
    expect((await call(ctx, 'GET', '/api/staff/requests/', undefined, { token: staff.access })).statusCode).toBe(403);

    const disabled = await call(
      ctx,
      'PATCH',
      `/api/staff/users/${staff.id}/`,
      { active: false },
      { token: admin.access },
    );
    expect(disabled.json()).toMatchObject({ active: false });
    expect((await call(ctx, 'GET', '/api/staff/me/', undefined, { token: staff.access })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/api/users/token/refresh/', { refresh: staff.refresh })).statusCode).toBe(401);
    expect((await signIn(ctx, staff.email, STAFF_PASSWORD)).statusCode).toBe(401);

    const audit = await call(
      ctx,
      'GET',
      `/api/staff/audit/?entity=staff_user&id=${staff.id}&staff=${admin.email.toUpperCase()}`,
      undefined,
      { token: agent.access },
    );
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().results.map((entry: { action: string }) => entry.action)).toEqual([
      'deactivated',
      'roles_changed',
    ]);
    expect(audit.json().results[1]).toMatchObject({
      staff: { id: admin.id, email: admin.email },
      entity: 'staff_user',
      entity_id: staff.id,
      before: { roles: ['agent'] },
      after: { roles: ['editor'] },
      ip: expect.stringMatching(/^10\./),
    });

    expect(
      (await call(ctx, 'PATCH', `/api/staff/users/${admin.id}/`, { active: false }, { token: admin.access })).json()
        .code,
    ).toBe('staff_self_change');
    expect(
      (await call(ctx, 'PATCH', `/api/staff/users/${admin.id}/`, { roles: ['agent'] }, { token: admin.access })).json()
        .code,
    ).toBe('staff_self_change');
    expect(
      (await call(ctx, 'PATCH', `/api/staff/users/${SOME_ID}/`, { active: false }, { token: admin.access })).statusCode,
    ).toBe(404);
    expect((await call(ctx, 'PATCH', `/api/staff/users/${staff.id}/`, {}, { token: admin.access })).statusCode).toBe(
      400,
    );
  });
});

describe('the audit log', () => {
  it('records sign-ins and enrolments, filters and pages', async () => {
    const mine = await call(ctx, 'GET', `/api/staff/audit/?staff=${agent.id}&entity=&id=&page=`, undefined, {
      token: agent.access,
    });
    expect(mine.statusCode).toBe(200);
    const actions = mine.json().results.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('mfa_enrolled');
    expect(actions).toContain('sign_in');
    const signIns = mine
      .json()
      .results.filter((entry: { action: string }) => entry.action === 'sign_in')
      .map((entry: { after: { second_factor: string } }) => entry.after.second_factor);
    // The password-only sign-in before enrolment, and the two-step one after it.
    expect(signIns).toEqual(expect.arrayContaining(['none', 'totp']));
    expect(mine.json()).toMatchObject({ page: 1, page_size: 50 });
    expect((await call(ctx, 'GET', '/api/staff/audit/?page=0', undefined, { token: agent.access })).statusCode).toBe(
      400,
    );
  });

  it('has no update or delete path: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const statement of [
      sql`update staff_audit set action = 'nothing'`,
      sql`delete from staff_audit`,
      sql`truncate staff_audit`,
    ]) {
      const error = await ctx.database.db.execute(statement).then(
        () => null,
        (failure: unknown) => failure as Error & { cause?: Error },
      );
      expect(`${error?.message} ${error?.cause?.message}`).toMatch(/staff_audit is append-only/);
    }
    const [count] = await rows<{ count: number }>(sql`select count(*)::int as count from staff_audit`);
    expect(count!.count).toBeGreaterThan(0);
  });
});
