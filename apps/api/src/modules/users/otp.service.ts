/**
 * Sending and checking one-time codes. Sending is limited per address from rows in the database,
 * so every API process sees the same limits. Sign-up and email-change codes are mailed in the
 * request; recovery codes are queued for the mail outbox (the same work for every address).
 */
import type { FastifyBaseLogger } from 'fastify';
import { OTP_RESEND_INTERVAL_SECONDS, type Language, type OtpPurpose } from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import type { Mailer } from '../../providers/messaging/index.js';
import { AppError } from '../../shared/app-error.js';
import {
  decideOtpSend,
  generateOtp,
  hashOtp,
  judgeOtp,
  OTP_SEND_RULES,
  RECOVERY_SEND_RULES,
  type OtpSendDecision,
  type OtpVerdict,
} from './otp.js';
import {
  consumeOtp,
  countWrongAttempt,
  deleteOtp,
  findRecentOtps,
  insertCodeMail,
  insertOtp,
  lockAddress,
  readSendHistory,
} from './otp.repository.js';
import { RECOVERY_MAIL_KIND } from './account-mail.js';
import { buildOtpEmail } from './users.mail.js';

export interface OtpDeps {
  db: Database;
  jwtSecret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface OtpSendRequest {
  email: string;
  purpose: OtpPurpose;
  language: Language;
  /** The account asking for an email_change code; the code works only for it. */
  userId?: string | null;
}

type Refusal = Extract<OtpSendDecision, { allowed: false }>;
type InsertOutcome = { id: number; code: string } | { refused: Refusal };

function refusalError({ reason, retryAfterSeconds: seconds }: Refusal): AppError {
  if (reason === 'too_soon')
    return new AppError('rate_limited', { message: 'otp_resend_too_soon', params: { seconds } });
  return new AppError('rate_limited', {
    message: 'otp_hourly_limit',
    params: { seconds, minutes: Math.ceil(seconds / 60) },
  });
}

/** Stores a new code and mails it after the commit. Answers the seconds until another may be asked. */
export async function sendOtp(deps: OtpDeps, request: OtpSendRequest): Promise<{ resendAfter: number }> {
  const { email, purpose } = request;
  const outcome = await deps.db.transaction(async (tx): Promise<InsertOutcome> => {
    await lockAddress(tx, email);
    const decision = decideOtpSend(await readSendHistory(tx, email, OTP_SEND_RULES.windowSeconds), OTP_SEND_RULES);
    if (!decision.allowed) return { refused: decision };
    const code = generateOtp();
    const id = await insertOtp(tx, {
      email,
      purpose,
      userId: request.userId ?? null,
      codeHash: hashOtp(deps.jwtSecret, email, purpose, code),
    });
    return { id, code };
  });

  if ('refused' in outcome) throw refusalError(outcome.refused);

  try {
    await deps.mailer.send(await buildOtpEmail(request.language, purpose, email, outcome.code));
  } catch (error) {
    // A code the person never received must not count against their limits: it is removed.
    deps.log.error({ err: error, purpose }, 'otp: sending the email failed');
    await deleteOtp(deps.db, outcome.id).catch((cleanup: unknown) =>
      deps.log.error({ err: cleanup }, 'otp: removing an unsent code failed'),
    );
    throw new AppError('service_unavailable', { message: 'email_send_failed' });
  }
  return { resendAfter: OTP_RESEND_INTERVAL_SECONDS };
}

/**
 * Step 1 of recovery. Nothing here depends on whether the address has an account: a code row and
 * an outbox row are written in one transaction, and the outbox later makes the code and mails it
 * only to a real account (account-mail.ts). The answer, its timing and the limits are therefore
 * the same for every address. See RECOVERY_SEND_RULES for why a stranger cannot lock the owner out.
 */
export async function queueRecoveryCode(
  deps: OtpDeps,
  request: { email: string; language: Language },
): Promise<{ resendAfter: number }> {
  const { email, language } = request;
  const refused = await deps.db.transaction(async (tx): Promise<Refusal | null> => {
    await lockAddress(tx, email);
    const decision = decideOtpSend(
      await readSendHistory(tx, email, RECOVERY_SEND_RULES.windowSeconds, 'recovery'),
      RECOVERY_SEND_RULES,
    );
    if (!decision.allowed) return decision;
    const otpId = await insertOtp(tx, { email, purpose: 'recovery', userId: null, codeHash: null, language });
    await insertCodeMail(tx, { kind: RECOVERY_MAIL_KIND, otpId, email });
    return null;
  });
  if (refused) throw refusalError(refused);
  return { resendAfter: RECOVERY_SEND_RULES.intervalSeconds };
}

/**
 * Checks a code inside the caller's transaction and consumes it when right. Any live code of the
 * address and purpose is accepted. A wrong code costs an attempt of every live code (so no code
 * meets more than OTP_MAX_ATTEMPTS guesses); the caller must let the transaction commit and only
 * then throw `otpError(verdict)`.
 */
export async function checkOtp(
  tx: Executor,
  secret: string,
  attempt: { email: string; purpose: OtpPurpose; code: string; userId?: string | null },
  options: { consume: boolean } = { consume: true },
): Promise<OtpVerdict> {
  const codes = await findRecentOtps(tx, attempt.email, attempt.purpose);
  const judged = codes.map((stored) => ({ stored, ...judgeOtp(stored, { secret, ...attempt }) }));
  const match = judged.find((j) => j.verdict === 'ok');
  if (match && !options.consume) return 'ok';
  if (match) return (await consumeOtp(tx, match.stored.id)) ? 'ok' : 'expired';
  const counted = judged.filter((j) => j.countsAsAttempt);
  await countWrongAttempt(
    tx,
    counted.map((j) => j.stored.id),
  );
  // A wrong guess against a live code is "incorrect"; with none live the newest code says why.
  // (A check that does not consume still counts a wrong guess: the code step spends attempts like sign-up.)
  if (counted.length > 0) return 'wrong';
  return judged[0]?.verdict ?? 'wrong';
}

const OTP_MESSAGES: Record<Exclude<OtpVerdict, 'ok'>, MessageKey> = {
  wrong: 'otp_incorrect',
  expired: 'otp_expired',
  exhausted: 'otp_attempts_exceeded',
};

export function otpError(verdict: Exclude<OtpVerdict, 'ok'>): AppError {
  const key = OTP_MESSAGES[verdict];
  return new AppError('validation_failed', { message: key, fieldErrors: { otp: key } });
}
