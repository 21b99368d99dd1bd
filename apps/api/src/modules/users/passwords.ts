/** Password hashing (argon2id, OWASP's minimum: 19 MiB, 2 passes, 1 lane) and the strength rules. */
import { hash, verify } from '@node-rs/argon2';
import { checkPasswordStrength, PASSWORD_MIN_LENGTH } from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  // argon2id is the library's default algorithm (its enum is a const enum, unusable under isolatedModules).
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the time of one verification, so an
 * unknown address answers as slowly as a known one.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('sapar-no-such-account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * Field errors of a new password and its repeat, keyed by the caller's field names.
 * The `{min}` of the messages is `PASSWORD_PARAMS`.
 */
export function newPasswordErrors(
  password: string,
  repeat: string,
  email: string | undefined,
  fields: { password: string; repeat: string },
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  const problem = checkPasswordStrength(password, email);
  if (problem) errors[fields.password] = problem;
  if (password !== repeat) errors[fields.repeat] = 'passwords_mismatch';
  return errors;
}

export const PASSWORD_PARAMS = { min: PASSWORD_MIN_LENGTH };
