/**
 * Accounts: sign-up with an emailed code, sign-in with its per-account lockout, the profile,
 * password change and recovery. Rules live here; SQL in the repositories; HTTP in the routes.
 */
import {
  type Language,
  type MfaChallenge,
  type OtpPurpose,
  type PersonFields,
  type TokenPair,
  type UserProfile,
} from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError } from '../../shared/app-error.js';
import { issueTokenPair, revokeUserRefreshTokens } from './tokens.service.js';
import type { AuthUser } from './auth.plugin.js';
import { clearAccountThrottle, settlePasswordCheck, takePasswordCheck } from './login-throttle.js';
import { checkOtp, otpError, queueRecoveryCode, sendOtp, type OtpDeps } from './otp.service.js';
import type { OtpVerdict } from './otp.js';
import { hashPassword, newPasswordErrors, PASSWORD_PARAMS, verifyPassword } from './passwords.js';
import {
  checkBirthDate,
  checkDocumentExpiry,
  checkPhone,
  optionalDate,
  today,
  type FieldErrors,
} from './person-fields.js';
import { countryExists } from '../reference/index.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTaken,
  isUniqueViolation,
  setPassword,
  updateUser,
  type UserPatch,
  type UserRow,
} from './users.repository.js';

/**
 * A second sign-in step some accounts need (staff with TOTP; the staff module implements it): the
 * users module asks it after a right password and answers its `mfa_token` instead of tokens.
 */
export interface SecondFactorGate {
  /** An mfa_token when this account must give a second factor; null when the password is enough. */
  challenge(tx: Executor, user: { id: string; email: string; ip: string }): Promise<string | null>;
}

export type UsersDeps = OtpDeps & { secondFactor?: SecondFactorGate | undefined };

export function invalid(errors: FieldErrors, detail: MessageKey = 'validation_failed'): AppError {
  return new AppError('validation_failed', { message: detail, params: PASSWORD_PARAMS, fieldErrors: errors });
}

const emailExists = () => invalid({ email: 'email_exists' });

export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    birth_date: row.birthDate,
    phone: row.phone,
    gender: row.gender as UserProfile['gender'],
    citizenship: row.citizenship,
    document_type: row.documentType as UserProfile['document_type'],
    document_number: row.documentNumber,
    document_expiry: row.documentExpiry,
    is_staff: row.isStaff,
    date_joined: row.createdAt.toISOString(),
  };
}

/**
 * Checks the person fields present in a request and turns them into column values. Absent fields
 * stay as they are; '' (or null) clears one.
 */
async function readPersonFields(deps: UsersDeps, input: PersonFields, errors: FieldErrors): Promise<UserPatch> {
  const patch: UserPatch = {};
  const on = today();
  if (input.first_name !== undefined) patch.firstName = input.first_name;
  if (input.last_name !== undefined) patch.lastName = input.last_name;
  // The account holder fills adult passenger forms with these data: the adult age rule applies.
  const birthDate = optionalDate(input.birth_date, 'birth_date', errors, (value) => checkBirthDate(value, 'ADLT', on));
  if (birthDate !== undefined) patch.birthDate = birthDate;
  if (input.phone !== undefined) {
    const issue = input.phone === '' ? null : checkPhone(input.phone);
    if (issue) errors.phone = issue;
    else patch.phone = input.phone;
  }
  if (input.gender !== undefined) patch.gender = input.gender;
  if (input.citizenship !== undefined) {
    if (input.citizenship !== null && !(await countryExists(deps.db, input.citizenship)))
      errors.citizenship = 'invalid_enum';
    else patch.citizenship = input.citizenship;
  }
  if (input.document_type !== undefined) patch.documentType = input.document_type;
  if (input.document_number !== undefined) patch.documentNumber = input.document_number;
  const expiry = optionalDate(input.document_expiry, 'document_expiry', errors, (value) =>
    checkDocumentExpiry(value, on),
  );
  if (expiry !== undefined) patch.documentExpiry = expiry;
  return patch;
}

export async function requestOtp(
  deps: UsersDeps,
  request: { email: string; purpose: OtpPurpose; language: Language; user: AuthUser | null },
): Promise<{ resendAfter: number }> {
  const { email, purpose, language } = request;
  // Recovery does the same work whether or not the address has an account: the code is queued
  // for the mail outbox, which alone looks the account up (otp.service.ts, account-mail.ts).
  if (purpose === 'recovery') return queueRecoveryCode(deps, { email, language });
  if (await isEmailTaken(deps.db, email)) throw emailExists();
  return sendOtp(deps, {
    email,
    purpose,
    language,
    userId: purpose === 'email_change' ? (request.user?.id ?? null) : null,
  });
}

export async function userExists(deps: UsersDeps, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(deps.db, email));
}

export interface RegisterInput extends Pick<
  PersonFields,
  'first_name' | 'last_name' | 'birth_date' | 'phone' | 'gender' | 'citizenship'
> {
  email: string;
  password: string;
  password2: string;
  otp: string;
}

type Verdicted<T> = { verdict: Exclude<OtpVerdict, 'ok'> } | { value: T };

/** Runs a unit of work whose code may be wrong: the wrong attempt is committed, then answered. */
async function withOtp<T>(work: () => Promise<Verdicted<T>>, onUniqueViolation?: () => AppError): Promise<T> {
  let outcome: Verdicted<T>;
  try {
    outcome = await work();
  } catch (error) {
    if (onUniqueViolation && isUniqueViolation(error)) throw onUniqueViolation();
    throw error;
  }
  if ('verdict' in outcome) throw otpError(outcome.verdict);
  return outcome.value;
}

export async function register(deps: UsersDeps, input: RegisterInput): Promise<TokenPair & { user: UserProfile }> {
  const errors: FieldErrors = {};
  if (await isEmailTaken(deps.db, input.email)) errors.email = 'email_exists';
  Object.assign(
    errors,
    newPasswordErrors(input.password, input.password2, input.email, { password: 'password', repeat: 'password2' }),
  );
  const person = await readPersonFields(deps, input, errors);
  // Nothing is checked against the code (and no attempt spent) until the rest is right.
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const passwordHash = await hashPassword(input.password);
  return withOtp<TokenPair & { user: UserProfile }>(
    () =>
      deps.db.transaction(async (tx) => {
        const verdict = await checkOtp(tx, deps.jwtSecret, {
          email: input.email,
          purpose: 'register',
          code: input.otp,
        });
        if (verdict !== 'ok') return { verdict };
        // The code just read from the mailbox proves the address: orders bought for it join the account.
        const user = await insertUser(tx, {
          ...person,
          email: input.email,
          verifiedEmail: input.email.toLowerCase(),
          passwordHash,
        });
        const { access, refresh } = await issueTokenPair(tx, deps.jwtSecret, user);
        return { value: { access, refresh, user: toProfile(user) } };
      }),
    emailExists,
  );
}

/**
 * Sign-up's code step: a wrong code is refused here, with an attempt counted as at sign-up; a right one stays
 * valid for POST /users/create/, which checks it again and uses it up.
 */
export async function checkRegisterCode(deps: UsersDeps, input: { email: string; otp: string }): Promise<void> {
  await withOtp<undefined>(() =>
    deps.db.transaction(async (tx) => {
      const attempt = { email: input.email, purpose: 'register' as const, code: input.otp };
      const verdict = await checkOtp(tx, deps.jwtSecret, attempt, { consume: false });
      return verdict === 'ok' ? { value: undefined } : { verdict };
    }),
  );
}

export async function login(
  deps: UsersDeps,
  input: { email: string; password: string; ip: string },
): Promise<TokenPair | MfaChallenge> {
  // The attempt is counted before the password is checked: parallel guesses cannot outrun the count.
  // A waiting account waits even with the right password, or the delay would not slow guessing.
  await takePasswordCheck(deps.db, input.email, input.ip);
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = await verifyPassword(user?.isActive ? user.passwordHash : null, input.password);
  if (!user || !isValid) throw new AppError('invalid_credentials');
  return deps.db.transaction(async (tx) => {
    await settlePasswordCheck(tx, input.email, input.ip);
    const mfaToken = (await deps.secondFactor?.challenge(tx, { id: user.id, email: user.email, ip: input.ip })) ?? null;
    if (mfaToken) return { mfa_required: true as const, mfa_token: mfaToken };
    const { access, refresh } = await issueTokenPair(tx, deps.jwtSecret, user);
    return { access, refresh };
  });
}

export async function getProfile(deps: UsersDeps, userId: string): Promise<UserProfile> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new AppError('unauthorized');
  return toProfile(row);
}

export async function updateProfile(
  deps: UsersDeps,
  user: AuthUser,
  input: PersonFields & { email?: string | undefined; otp?: string | undefined },
): Promise<UserProfile> {
  const errors: FieldErrors = {};
  const patch = await readPersonFields(deps, input, errors);
  const newEmail = input.email !== undefined && input.email !== user.email.toLowerCase() ? input.email : null;
  if (newEmail) {
    if (await isEmailTaken(deps.db, newEmail, user.id)) errors.email = 'email_exists';
    else if (!input.otp) errors.otp = 'email_change_otp_required';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  return withOtp<UserProfile>(
    () =>
      deps.db.transaction(async (tx) => {
        if (newEmail) {
          const verdict = await checkOtp(tx, deps.jwtSecret, {
            email: newEmail,
            purpose: 'email_change',
            code: input.otp!,
            userId: user.id,
          });
          if (verdict !== 'ok') return { verdict };
          patch.email = newEmail;
          // The code was mailed to the new address: it is verified, and the old one grants nothing any more.
          patch.verifiedEmail = newEmail.toLowerCase();
        }
        return { value: toProfile(await updateUser(tx, user.id, patch)) };
      }),
    emailExists,
  );
}

/** Signs every other session out; the caller continues with the pair this answers. */
export async function changePassword(
  deps: UsersDeps,
  user: AuthUser,
  input: { old_password: string; new_password: string; new_password2: string; ip: string },
): Promise<TokenPair> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw new AppError('unauthorized');
  // Old-password checks are taken like sign-in attempts: a stolen access token cannot brute-force it.
  await takePasswordCheck(deps.db, row.email, input.ip);
  const errors: FieldErrors = newPasswordErrors(input.new_password, input.new_password2, row.email, {
    password: 'new_password',
    repeat: 'new_password2',
  });
  if (await verifyPassword(row.passwordHash, input.old_password))
    await settlePasswordCheck(deps.db, row.email, input.ip);
  else errors.old_password = 'password_incorrect';
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const passwordHash = await hashPassword(input.new_password);
  return deps.db.transaction(async (tx) => {
    const updated = await setPassword(tx, row.id, passwordHash);
    await revokeUserRefreshTokens(tx, row.id);
    const { access, refresh } = await issueTokenPair(tx, deps.jwtSecret, updated);
    return { access, refresh };
  });
}

export interface RecoveryInput {
  email: string;
  otp?: string | undefined;
  password?: string | undefined;
  password2?: string | undefined;
}

export function isRecoveryStepOne(input: RecoveryInput): boolean {
  return input.otp === undefined && input.password === undefined && input.password2 === undefined;
}

/** Step 2 of recovery: the code proves the mailbox; every session of the account ends. */
export async function resetPassword(deps: UsersDeps, input: RecoveryInput): Promise<void> {
  const errors: FieldErrors = {};
  if (!input.otp) errors.otp = 'field_required';
  if (!input.password) errors.password = 'field_required';
  if (!input.password2) errors.password2 = 'field_required';
  if (input.password && input.password2) {
    Object.assign(
      errors,
      newPasswordErrors(input.password, input.password2, input.email, { password: 'password', repeat: 'password2' }),
    );
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const passwordHash = await hashPassword(input.password!);
  await withOtp<undefined>(() =>
    deps.db.transaction(async (tx) => {
      const verdict = await checkOtp(tx, deps.jwtSecret, { email: input.email, purpose: 'recovery', code: input.otp! });
      if (verdict !== 'ok') return { verdict };
      const user = await findUserByEmail(tx, input.email);
      if (!user) return { verdict: 'wrong' as const };
      await setPassword(tx, user.id, passwordHash);
      await revokeUserRefreshTokens(tx, user.id);
      await clearAccountThrottle(tx, input.email);
      return { value: undefined };
    }),
  );
}
