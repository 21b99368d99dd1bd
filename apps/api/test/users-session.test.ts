import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sapar/contracts';
import { signAccessToken } from '../src/modules/users/access-token.js';
import { IP_LIMITS } from '../src/modules/users/users.routes.js';
import { createTestContext, type TestContext } from './helper.js';
import { call, registerUser, signIn, uniqueEmail, type TestUser } from './accounts-fixtures.js';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await registerUser(ctx);
});
afterAll(() => ctx.close());

const me = (options: Parameters<typeof call>[4]) => call(ctx, 'GET', '/api/users/me/', undefined, options);
const refreshWith = (refresh: string, lang = 'en') =>
  call(ctx, 'POST', '/api/users/token/refresh/', { refresh }, { lang });

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('POST /api/users/token/', () => {
  it('answers an access and a refresh token; the access token is a short-lived HS256 JWT', async () => {
    const res = await signIn(ctx, user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    const [header, payload] = access.split('.');
    expect(decodePart(header)).toMatchObject({ alg: 'HS256' });
    const claims = decodePart(payload);
    expect(claims).toMatchObject({ sub: user.id, typ: 'access' });
    expect(claims.jti).toEqual(expect.any(String));
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(15 * 60);
    expect(refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me({ token: access })).statusCode).toBe(200);
  });

  it('stores the refresh token only as a SHA-256 hash', async () => {
    const { refresh } = (await signIn(ctx, user.email, user.password)).json();
    const result = await ctx.database.db.execute(sql`select token_hash from refresh_token where user_id = ${user.id}`);
    const hashes = (result as unknown as { rows: Array<{ token_hash: string }> }).rows.map((r) => r.token_hash);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(hashes).not.toContain(refresh);
  });

  it('answers 401 with a translated message for a wrong password or an unknown address', async () => {
    const wrong = await signIn(ctx, user.email, 'wrong-password-1', { lang: 'ru' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Неверная почта или пароль.', code: 'invalid_credentials' });
    const unknown = await signIn(ctx, uniqueEmail(), 'whatever-123', { lang: 'ru' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i <= IP_LIMITS.signIn.max; i += 1) {
      statuses.push((await signIn(ctx, uniqueEmail(), 'whatever-123', { ip })).statusCode);
    }
    expect(statuses.slice(0, IP_LIMITS.signIn.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await call(ctx, 'POST', '/api/users/token/', { email: user.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
  });
});

describe('POST /api/users/token/refresh/', () => {
  it('rotates: answers a new pair, and the old refresh token cannot be used again', async () => {
    const first = (await signIn(ctx, user.email, user.password)).json();
    const second = await refreshWith(first.refresh);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).not.toBe(first.refresh);
    expect((await me({ token: second.json().access })).statusCode).toBe(200);
    const third = await refreshWith(second.json().refresh);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const stolen = (await signIn(ctx, user.email, user.password)).json().refresh;
    const owner = (await refreshWith(stolen)).json().refresh;
    const replay = await refreshWith(stolen, 'ru');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('unauthorized');
    expect(replay.json().detail).toBe('Сеанс завершён. Войдите снова.');
    // The owner's newer token is dead too: both are signed out.
    expect((await refreshWith(owner)).statusCode).toBe(401);
    // Another session of the same user lives on.
    const other = (await signIn(ctx, user.email, user.password)).json().refresh;
    expect((await refreshWith(other)).statusCode).toBe(200);
  });

  it('lets only one of two parallel refreshes with the same token succeed, and the loser ends the family', async () => {
    const { refresh } = (await signIn(ctx, user.email, user.password)).json();
    const results = await Promise.all([refreshWith(refresh), refreshWith(refresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)!.json().refresh;
    expect((await refreshWith(winner)).statusCode).toBe(401);
  });

  it('refuses unknown, expired and malformed refresh tokens', async () => {
    expect((await refreshWith('not-a-token')).statusCode).toBe(401);
    const { refresh } = (await signIn(ctx, user.email, user.password)).json();
    await ctx.database.db.execute(
      sql`update refresh_token set expires_at = now() - interval '1 second' where revoked_at is null and used_at is null and user_id = ${user.id}`,
    );
    expect((await refreshWith(refresh)).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/api/users/token/refresh/', {})).statusCode).toBe(400);
  });

  it('signs out with POST /api/users/logout/: the refresh token and, at once, the access token stop working', async () => {
    const { access, refresh } = (await signIn(ctx, user.email, user.password)).json();
    const other = (await signIn(ctx, user.email, user.password)).json();
    expect((await me({ token: access })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/users/logout/', { refresh })).statusCode).toBe(204);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
    const after = await me({ token: access, lang: 'en' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: expect.any(String), code: 'unauthorized' });
    // Only that session ends: another device of the same user stays signed in.
    expect((await me({ token: other.access })).statusCode).toBe(200);
  });

  it('ends the access tokens of a session whose refresh token was rotated, once the session is signed out', async () => {
    const first = (await signIn(ctx, user.email, user.password)).json();
    const second = (await refreshWith(first.refresh)).json();
    // Rotation alone keeps the earlier access token of the session valid until it expires…
    expect((await me({ token: first.access })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/users/logout/', { refresh: second.refresh })).statusCode).toBe(204);
    // …signing out with the newest refresh token ends every access token of the session.
    expect((await me({ token: first.access })).statusCode).toBe(401);
    expect((await me({ token: second.access })).statusCode).toBe(401);
  });

  it('ends the access tokens of a family revoked for refresh-token reuse (the thief is out at once)', async () => {
    const stolen = (await signIn(ctx, user.email, user.password)).json();
    const thief = (await refreshWith(stolen.refresh)).json();
    expect((await me({ token: thief.access })).statusCode).toBe(200);
    expect((await refreshWith(stolen.refresh)).statusCode).toBe(401);
    expect((await me({ token: thief.access })).statusCode).toBe(401);
  });
});

describe('authentication', () => {
  const protectedRoutes: Array<['GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
    ['GET', '/api/users/me/'],
    ['PATCH', '/api/users/me/', { first_name: 'X' }],
    ['POST', '/api/users/password/change/', { old_password: 'a', new_password: 'b', new_password2: 'b' }],
    ['GET', '/api/users/me/passenger/'],
    ['PUT', '/api/users/me/passenger/', {}],
    ['DELETE', '/api/users/me/passenger/'],
  ];

  it.each(protectedRoutes)('%s %s answers 401 without a token, translated', async (method, url, payload) => {
    const res = await call(ctx, method, url, payload, { lang: 'tr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Devam etmek için giriş yapmanız gerekiyor.', code: 'unauthorized' });
  });

  it('accepts `JWT {access}` and `Bearer {access}`, refuses other schemes', async () => {
    expect((await me({ authorization: `JWT ${user.access}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${user.access}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Basic ${user.access}` })).statusCode).toBe(401);
    expect((await me({ authorization: 'JWT' })).statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = user.access.split('.');
    const claims = decodePart(payload!);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url');
    expect((await me({ token: `${header}.${forged}.${signature}` })).statusCode).toBe(401);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect((await me({ token: `${header}.${payload}.${flipped}` })).statusCode).toBe(401);
  });

  it('refuses an `alg: none` token and a token signed with another algorithm', async () => {
    const claims = decodePart(user.access.split('.')[1]!);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await me({ token: none })).statusCode).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await me({ token: hs512 })).statusCode).toBe(401);
  });

  it('refuses an expired access token, one signed with another secret, and one of an unknown session', async () => {
    const session = { userId: user.id, tokenVersion: 0, sessionId: String(decodePart(user.access.split('.')[1]!).sid) };
    const past = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    const expired = await signAccessToken(ctx.config.jwtSecret, session, past);
    expect((await me({ token: expired })).statusCode).toBe(401);
    const fresh = await signAccessToken(ctx.config.jwtSecret, session);
    expect((await me({ token: fresh })).statusCode).toBe(200);
    const foreign = await signAccessToken('another-secret-of-at-least-32-characters', session);
    expect((await me({ token: foreign })).statusCode).toBe(401);
    const orphan = await signAccessToken(ctx.config.jwtSecret, { ...session, sessionId: randomUUID() });
    expect((await me({ token: orphan })).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    expect((await me({ token: user.refresh })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every account route with a tag, a summary and schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.entries(
      doc.paths as Record<string, Record<string, { tags?: string[]; summary?: string; responses?: object }>>,
    ).filter(
      ([path]) => path.startsWith('/api/users/') && !['/api/users/gender/', '/api/users/document-type/'].includes(path),
    );
    const operations = paths.flatMap(([, methods]) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(13);
    for (const operation of operations) {
      expect(operation.tags).toEqual(['users']);
      expect(operation.summary).toBeTruthy();
      expect(operation.responses).toBeTruthy();
    }
    expect(doc.paths['/api/users/create/'].post.requestBody).toBeTruthy();
  });
});
