/**
 * Staff for the tests, made the way people are: an account with roles (the staff:create logic, then
 * the roles set), a password sign-in, and the second factor enrolled through the API with codes this
 * file computes as an authenticator app would.
 */
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@sapar/contracts';
import { totpCode } from '../src/modules/staff/mfa-crypto.js';
import { createStaffAccount } from '../src/modules/staff/staff-accounts.js';
import { call, signIn, uniqueEmail } from './accounts-fixtures.js';
import type { TestContext } from './helper.js';

export const STAFF_PASSWORD = 'staff-password-1';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  roles: StaffRole[];
  access: string;
  refresh: string;
  /** Base32 TOTP secret (null when not enrolled). */
  secret: string | null;
  recoveryCodes: string[];
}

/** The code of the next time step: a code of the step just used would be refused as a replay. */
export const nextTotp = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);

export async function createStaff(
  ctx: TestContext,
  roles: StaffRole[],
  options: { enrol?: boolean; email?: string } = {},
): Promise<TestStaff> {
  const email = options.email ?? uniqueEmail(roles.join('-') || 'staff');
  const created = await createStaffAccount(ctx.database.db, { email, password: STAFF_PASSWORD });
  await ctx.database.db.execute(
    sql`update staff_member set roles = ${`{${roles.join(',')}}`}::text[] where user_id = ${created.userId}`,
  );
  const login = await signIn(ctx, email, STAFF_PASSWORD);
  if (login.statusCode !== 200) throw new Error(`staff sign-in failed: ${login.statusCode} ${login.body}`);
  const { access, refresh } = login.json();
  const staff: TestStaff = {
    id: created.userId,
    email,
    password: STAFF_PASSWORD,
    roles,
    access,
    refresh,
    secret: null,
    recoveryCodes: [],
  };
  if (options.enrol === false) return staff;
  const setup = await call(ctx, 'POST', '/api/staff/mfa/setup/', undefined, { token: access });
  if (setup.statusCode !== 200) throw new Error(`mfa setup failed: ${setup.statusCode} ${setup.body}`);
  staff.secret = setup.json().secret as string;
  const confirm = await call(
    ctx,
    'POST',
    '/api/staff/mfa/confirm/',
    { code: totpCode(staff.secret) },
    { token: access },
  );
  if (confirm.statusCode !== 200) throw new Error(`mfa confirm failed: ${confirm.statusCode} ${confirm.body}`);
  staff.recoveryCodes = confirm.json().recovery_codes;
  return staff;
}
