/**
 * The staff second factor: enrolment (setup gives a secret, confirm with a first code enables it and
 * answers one-time recovery codes), and the second sign-in step (`POST /api/users/token/mfa/`).
 * Every code is single use (a TOTP step is accepted once, a recovery code once) and wrong codes are
 * counted in the database before the code is looked at, so the limit holds across API processes.
 */
import QRCode from 'qrcode';
import { MFA_TOKEN_TTL_SECONDS, type StaffMfaEnrolled, type StaffMfaSetup, type TokenPair } from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { findSessionUser, issueTokenPair, type SecondFactorGate } from '../users/index.js';
import {
  decryptSecret,
  encryptSecret,
  hashOpaqueToken,
  hashRecoveryCode,
  matchTotpStep,
  newOpaqueToken,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from './mfa-crypto.js';
import {
  claimMfaChallenge,
  claimRecoveryCode,
  claimTotpStep,
  enableMfa,
  findLiveMfaChallenge,
  findStaffMember,
  insertMfaChallenge,
  refundMfaAttempt,
  replaceRecoveryCodes,
  setPendingSecret,
  takeMfaAttempt,
} from './staff.repository.js';

export { deleteOldMfaChallenges } from './staff.repository.js';

export interface MfaDeps {
  db: Database;
  /** config.staffMfaKey: encrypts the secrets, keys the recovery-code hashes. */
  key: Buffer;
  jwtSecret: string;
}

const codeInvalid = () => new AppError('mfa_code_invalid', { fieldErrors: { code: 'mfa_code_invalid' } });

/** Counts one code check against the account (429 past the limit), before the code is looked at. */
async function takeAttempt(db: Executor, userId: string): Promise<void> {
  const wait = await takeMfaAttempt(db, userId);
  if (wait !== null) throw new AppError('rate_limited', { message: 'mfa_locked', params: { seconds: wait } });
}

async function readMember(db: Executor, userId: string) {
  const member = await findStaffMember(db, userId);
  if (!member) throw new AppError('forbidden');
  return member;
}

/** A new secret to enrol (replacing any earlier unconfirmed one), as text, URI and QR code. */
export async function setupMfa(deps: MfaDeps, user: { id: string; email: string }): Promise<StaffMfaSetup> {
  const member = await readMember(deps.db, user.id);
  if (member.mfaEnabledAt) throw new AppError('mfa_already_enabled');
  const secret = newTotpSecret();
  await setPendingSecret(deps.db, user.id, encryptSecret(deps.key, secret));
  const url = otpauthUrl(secret, user.email);
  return {
    secret,
    otpauth_url: url,
    qr_code: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}

/** Enrols the pending secret with a first right code; answers the recovery codes, shown this once. */
export async function confirmMfa(deps: MfaDeps, actor: StaffActor, code: string): Promise<StaffMfaEnrolled> {
  const member = await readMember(deps.db, actor.id);
  if (member.mfaEnabledAt) throw new AppError('mfa_already_enabled');
  if (!member.mfaPendingSecret) throw new AppError('mfa_not_started');
  await takeAttempt(deps.db, actor.id);
  const step = matchTotpStep(decryptSecret(deps.key, member.mfaPendingSecret), code);
  if (step === null) throw codeInvalid();
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    if (!(await enableMfa(tx, actor.id, member.mfaPendingSecret!, step))) throw new AppError('mfa_already_enabled');
    await replaceRecoveryCodes(
      tx,
      actor.id,
      recoveryCodes.map((c) => hashRecoveryCode(deps.key, c)),
    );
    await recordStaffAction(tx, actor, {
      entity: 'staff_user',
      entityId: actor.id,
      action: 'mfa_enrolled',
      after: { mfa_enabled: true },
    });
  });
  return { mfa_enabled: true, recovery_codes: recoveryCodes };
}

/** What the users module asks after a right password: enrolled staff must bring a code too. */
export function createSecondFactorGate(): SecondFactorGate {
  return {
    async challenge(tx, user) {
      const member = await findStaffMember(tx, user.id);
      if (!member) return null;
      if (!member.mfaEnabledAt) {
        // A staff member signing in before enrolment (to enrol): in the log too.
        await recordStaffAction(tx, user, {
          entity: 'session',
          entityId: user.id,
          action: 'sign_in',
          after: { second_factor: 'none' },
        });
        return null;
      }
      const userId = user.id;
      const token = newOpaqueToken();
      await insertMfaChallenge(tx, userId, hashOpaqueToken(token), MFA_TOKEN_TTL_SECONDS);
      return token;
    },
  };
}

type CodeKind = 'totp' | 'recovery';

/** The second sign-in step: a live mfa_token and a right, unused code give the token pair. */
export async function completeMfaSignIn(
  deps: MfaDeps,
  input: { mfaToken: string; code: string; ip: string },
): Promise<TokenPair> {
  const challenge = await findLiveMfaChallenge(deps.db, hashOpaqueToken(input.mfaToken));
  if (!challenge) throw new AppError('mfa_token_invalid');
  await takeAttempt(deps.db, challenge.userId);
  const member = await readMember(deps.db, challenge.userId);
  if (!member.mfaSecret) throw new AppError('mfa_token_invalid');
  const secret = decryptSecret(deps.key, member.mfaSecret);
  const code = input.code.trim();

  const outcome = await deps.db.transaction(async (tx): Promise<{ pair: TokenPair } | { failure: 'code' }> => {
    let kind: CodeKind | null = null;
    // Six digits are a TOTP code; anything else is tried as a recovery code.
    if (/^\d{6}$/.test(code)) {
      const step = matchTotpStep(secret, code);
      if (step !== null && (await claimTotpStep(tx, challenge.userId, step))) kind = 'totp';
    } else if (await claimRecoveryCode(tx, challenge.userId, hashRecoveryCode(deps.key, code))) {
      kind = 'recovery';
    }
    if (!kind) return { failure: 'code' };
    // Thrown (not returned) so that the code claimed above is given back with the rollback.
    if (!(await claimMfaChallenge(tx, challenge.id))) throw new AppError('mfa_token_invalid');
    const user = await findSessionUser(tx, challenge.userId);
    if (!user?.isActive) throw new AppError('mfa_token_invalid');
    const { access, refresh } = await issueTokenPair(tx, deps.jwtSecret, user);
    await refundMfaAttempt(tx, challenge.userId);
    await recordStaffAction(
      tx,
      { id: user.id, email: user.email, ip: input.ip },
      { entity: 'session', entityId: user.id, action: 'sign_in', after: { second_factor: kind } },
    );
    return { pair: { access, refresh } };
  });
  if ('failure' in outcome) throw codeInvalid();
  return outcome.pair;
}
