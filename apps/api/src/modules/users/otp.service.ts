/**
 * Sending and checking one-time codes. Sending is limited per address (once a minute, five an
 * hour) from rows in the database, so every API process sees the same limits.
 */
import type { FastifyBaseLogger } from 'fastify';
import { OTP_RESEND_INTERVAL_SECONDS, type Language, type OtpPurpose } from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import type { Mailer } from '../../providers/messaging/index.js';
import { AppError } from '../../shared/app-error.js';
import { decideOtpSend, generateOtp, hashOtp, judgeOtp, type OtpVerdict } from './otp.js';
import { consumeOtp, countWrongAttempt, deleteOtp, findLatestOtp, insertOtp, lockAddress, readSendHistory } from './otp.repository.js';
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
  /**
   * False stores the code without mailing it (password recovery for an unknown address), so that
   * the answer and the limits are the same whether or not the account exists.
   */
  deliver?: boolean;
}

type InsertOutcome = { id: number; code: string } | { refused: 'too_soon' | 'hourly_limit'; seconds: number };

/** Stores a new code and mails it after the commit. Answers the seconds until another may be asked. */
export async function sendOtp(deps: OtpDeps, request: OtpSendRequest): Promise<{ resendAfter: number }> {
  const { email, purpose } = request;
  const outcome = await deps.db.transaction(async (tx): Promise<InsertOutcome> => {
    await lockAddress(tx, email);
    const decision = decideOtpSend(await readSendHistory(tx, email));
    if (!decision.allowed) return { refused: decision.reason, seconds: decision.retryAfterSeconds };
    const code = generateOtp();
    const id = await insertOtp(tx, { email, purpose, userId: request.userId ?? null, codeHash: hashOtp(deps.jwtSecret, email, purpose, code) });
    return { id, code };
  });

  if ('refused' in outcome) {
    if (outcome.refused === 'too_soon') throw new AppError('rate_limited', 429, 'otp_resend_too_soon', { seconds: outcome.seconds });
    throw new AppError('rate_limited', 429, 'otp_hourly_limit', { seconds: outcome.seconds, minutes: Math.ceil(outcome.seconds / 60) });
  }

  if (request.deliver !== false) {
    try {
      await deps.mailer.send(buildOtpEmail(request.language, purpose, email, outcome.code));
    } catch (error) {
      // A code the person never received must not count against their limits: it is removed.
      deps.log.error({ err: error, purpose }, 'otp: sending the email failed');
      await deleteOtp(deps.db, outcome.id).catch((cleanup: unknown) => deps.log.error({ err: cleanup }, 'otp: removing an unsent code failed'));
      throw new AppError('service_unavailable', 503, 'email_send_failed');
    }
  }
  return { resendAfter: OTP_RESEND_INTERVAL_SECONDS };
}

/**
 * Checks a code inside the caller's transaction and consumes it when right. A wrong code costs an
 * attempt, so the caller must let the transaction commit and only then throw `otpError(verdict)`.
 */
export async function checkOtp(
  tx: Executor,
  secret: string,
  attempt: { email: string; purpose: OtpPurpose; code: string; userId?: string | null },
): Promise<OtpVerdict> {
  const stored = await findLatestOtp(tx, attempt.email, attempt.purpose);
  const { verdict, countsAsAttempt } = judgeOtp(stored, { secret, ...attempt });
  if (countsAsAttempt && stored) await countWrongAttempt(tx, stored.id);
  if (verdict === 'ok' && stored && !(await consumeOtp(tx, stored.id))) return 'expired';
  return verdict;
}

const OTP_MESSAGES: Record<Exclude<OtpVerdict, 'ok'>, MessageKey> = {
  wrong: 'otp_incorrect',
  expired: 'otp_expired',
  exhausted: 'otp_attempts_exceeded',
};

export function otpError(verdict: Exclude<OtpVerdict, 'ok'>): AppError {
  const key = OTP_MESSAGES[verdict];
  return new AppError('validation_failed', 400, key, {}, { otp: key });
}
