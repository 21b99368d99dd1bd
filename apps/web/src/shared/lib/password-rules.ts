/**
 * The password rules of the contracts (checkPasswordStrength: the API enforces the same) as the
 * i18n keys the forms show, plus the repeat check ("The passwords don't match").
 */
import { PASSWORD_MIN_LENGTH, checkPasswordStrength, type PasswordProblem } from '@sapar/contracts';

const PROBLEM_KEYS: Record<PasswordProblem, string> = {
  password_too_short: 'validation.passwordTooShort',
  password_all_digits: 'validation.passwordAllDigits',
  password_like_email: 'validation.passwordSameAsEmail',
};

export const PASSWORD_MISMATCH_KEY = 'validation.passwordsDontMatch';

/** The i18n key of what is wrong with a new password (its `{{min}}` is PASSWORD_MIN_LENGTH), or null. */
export function checkPassword(password: string, email = ''): string | null {
  const problem = checkPasswordStrength(password, email || undefined);
  return problem ? PROBLEM_KEYS[problem] : null;
}

export function checkPasswordRepeat(password: string, repeat: string): string | null {
  return password === repeat ? null : PASSWORD_MISMATCH_KEY;
}

export { PASSWORD_MIN_LENGTH };
