/**
 * The second factor across two real API processes on one PostgreSQL database: wrong codes sent to
 * both at once are counted together (exactly MFA_MAX_FAILURES get checked), and one TOTP code raced
 * to both processes signs in once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MAX_FAILURES } from '@sapar/contracts';
import { totpCode } from '../src/modules/staff/mfa-crypto.js';
import { hashPassword } from '../src/modules/users/passwords.js';
import { call, startCluster, START_TIMEOUT_MS, type ProcessCluster } from './api-processes.js';
import { TEST_DATABASE_URL } from './helper.js';

const PASSWORD = 'staff-password-1';

describe.skipIf(!TEST_DATABASE_URL)('staff second factor, two API processes on PostgreSQL', () => {
  let cluster: ProcessCluster;
  let secret: string;
  const email = `mfa-${Date.now()}@sapar.kg`;

  beforeAll(async () => {
    cluster = await startCluster(TEST_DATABASE_URL!, 2, { STAFF_MFA_KEY: 'k'.repeat(48) });
    const [user] = await cluster.query<{ id: string }>(
      `insert into app_user (email, password_hash, is_staff) values ($1, $2, true) returning id`,
      [email, await hashPassword(PASSWORD)],
    );
    await cluster.query(`insert into staff_member (user_id, roles) values ($1, array['agent'])`, [user!.id]);
    // Enrolled through both processes: set up on A, confirmed on B (the secret is read from the database, encrypted).
    const [a, b] = cluster.apis;
    const login = await call(a!, 'POST', '/api/users/token/', { email, password: PASSWORD });
    const auth = { authorization: `JWT ${login.body.access}` };
    secret = (await call(a!, 'POST', '/api/staff/mfa/setup/', {}, auth)).body.secret;
    const confirmed = await call(b!, 'POST', '/api/staff/mfa/confirm/', { code: totpCode(secret) }, auth);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }, START_TIMEOUT_MS * 2);
  afterAll(() => cluster?.stop());

  const challenge = async () => {
    const res = await call(cluster.apis[0]!, 'POST', '/api/users/token/', { email, password: PASSWORD });
    expect(res.body.mfa_required).toBe(true);
    return res.body.mfa_token as string;
  };

  it('counts wrong codes sent to both processes at once together', async () => {
    const token = await challenge();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(cluster.apis[i % 2]!, 'POST', '/api/users/token/mfa/', { mfa_token: token, code: '000000' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MFA_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - MFA_MAX_FAILURES);
    // The right code waits too, on both.
    for (const api of cluster.apis)
      expect(
        (
          await call(api, 'POST', '/api/users/token/mfa/', {
            mfa_token: token,
            code: totpCode(secret, Date.now() + 30_000),
          })
        ).status,
      ).toBe(429);
    await cluster.query(
      `update staff_member set mfa_failures = 0, mfa_failures_since = null where user_id = (select id from app_user where email = $1)`,
      [email],
    );
  });

  it('one TOTP code raced to both processes signs in once', async () => {
    const [first, second] = [await challenge(), await challenge()];
    const code = totpCode(secret, Date.now() + 30_000);
    const answers = await Promise.all([
      call(cluster.apis[0]!, 'POST', '/api/users/token/mfa/', { mfa_token: first, code }),
      call(cluster.apis[1]!, 'POST', '/api/users/token/mfa/', { mfa_token: second, code }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(Object.keys(winner.body).sort()).toEqual(['access', 'refresh']);
  });
});
