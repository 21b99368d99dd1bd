/**
 * The first admin is made from the command line (`npm run staff:create -- EMAIL`): a new account
 * with a strong password, or an existing one promoted with its password kept; either way with the
 * `admin` role. Admins invite everyone else through the API (staff-users.service.ts).
 */
import { randomBytes } from 'node:crypto';
import { checkPasswordStrength, emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { findUserByEmail, grantStaffRole, hashPassword, insertUser } from '../users/index.js';
import { findStaffMember, upsertStaffMember } from './staff.repository.js';

export class StaffAccountInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffAccountInputError';
  }
}

export interface StaffAccountInput {
  email: string;
  /** The new account's password; generated when absent. An existing account keeps its own. */
  password?: string | undefined;
}

export type StaffAccountResult =
  | { outcome: 'created'; userId: string; email: string; password: string; isPasswordGenerated: boolean }
  | { outcome: 'promoted' | 'already_staff'; userId: string; email: string; isActive: boolean };

/** 18 random bytes: 24 URL-safe characters, 144 bits. */
export function generateStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The same email rule as sign-up, and the sign-up password rules for a given password. */
export function checkStaffAccountInput(input: StaffAccountInput): { email: string; password: string | undefined } {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new StaffAccountInputError(`"${input.email}" is not a valid email address.`);
  const email = parsed.data;
  const password = input.password === '' ? undefined : input.password;
  if (password !== undefined) {
    if (password.length > PASSWORD_MAX_LENGTH)
      throw new StaffAccountInputError(`The password is longer than ${PASSWORD_MAX_LENGTH} characters.`);
    const problem = checkPasswordStrength(password, email);
    if (problem === 'password_too_short')
      throw new StaffAccountInputError(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
    if (problem === 'password_all_digits') throw new StaffAccountInputError('The password must not be digits only.');
    if (problem === 'password_like_email')
      throw new StaffAccountInputError('The password must not be the email address.');
  }
  return { email, password };
}

export async function createStaffAccount(db: Database, input: StaffAccountInput): Promise<StaffAccountResult> {
  const { email, password } = checkStaffAccountInput(input);
  const newPassword = password ?? generateStaffPassword();
  // Hashed before the transaction: PGlite is one connection, and argon2 takes a while.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx): Promise<StaffAccountResult> => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      const member = await findStaffMember(tx, existing.id);
      if (existing.isStaff && member?.roles.includes('admin'))
        return { outcome: 'already_staff', userId: existing.id, email: existing.email, isActive: existing.isActive };
      await grantStaffRole(tx, existing.id);
      await upsertStaffMember(tx, { userId: existing.id, roles: ['admin'] });
      return { outcome: 'promoted', userId: existing.id, email: existing.email, isActive: existing.isActive };
    }
    const user = await insertUser(tx, { email, passwordHash, isStaff: true });
    await upsertStaffMember(tx, { userId: user.id, roles: ['admin'] });
    return {
      outcome: 'created',
      userId: user.id,
      email: user.email,
      password: newPassword,
      isPasswordGenerated: password === undefined,
    };
  });
}
