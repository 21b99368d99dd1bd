/**
 * The pure rules of one-time codes: making a code, keeping only its HMAC, comparing in constant
 * time, and deciding whether another code may be sent to an address now.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_SECONDS,
  RECOVERY_MAX_PER_WINDOW,
  type OtpPurpose,
} from '@sapar/contracts';

export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Bound to the address and purpose, so a sign-up code cannot reset a password or open another account. */
export function hashOtp(secret: string, email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${purpose}:${email}:${code}`).digest('hex');
}

export function isOtpMatch(
  secret: string,
  email: string,
  purpose: OtpPurpose,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, email, purpose, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** How often codes may be sent to one address. */
export interface OtpSendRules {
  intervalSeconds: number;
  maxInWindow: number;
  windowSeconds: number;
}

/** Sign-up and email change: once a minute, five an hour. */
export const OTP_SEND_RULES: OtpSendRules = {
  intervalSeconds: OTP_RESEND_INTERVAL_SECONDS,
  maxInWindow: OTP_MAX_PER_HOUR,
  windowSeconds: 3600,
};

/**
 * Recovery: once a minute and a few per code lifetime. Anyone may ask for an address's recovery
 * code, so the limits must never leave the owner without one: every code stays valid until used or
 * expired (a newer one does not replace it), and the window is no longer than a code lives. So when
 * a request is refused, the mailbox holds a code sent within its lifetime that still works; and the
 * limit lifts within minutes, not an hour. Strangers flooding many addresses meet the per-IP limit.
 */
export const RECOVERY_SEND_RULES: OtpSendRules = {
  intervalSeconds: OTP_RESEND_INTERVAL_SECONDS,
  maxInWindow: RECOVERY_MAX_PER_WINDOW,
  windowSeconds: OTP_TTL_SECONDS,
};

/** What the address has been sent in the rules' window (ages in seconds, from the database's clock). */
export interface OtpSendHistory {
  sentInWindow: number;
  /** Age of the newest code, null when none was sent in the window. */
  newestAgeSeconds: number | null;
  /** Age of the oldest code of the window, null when none. */
  oldestAgeSeconds: number | null;
}

export type OtpSendDecision =
  { allowed: true } | { allowed: false; reason: 'too_soon' | 'hourly_limit'; retryAfterSeconds: number };

export function decideOtpSend(history: OtpSendHistory, rules: OtpSendRules = OTP_SEND_RULES): OtpSendDecision {
  if (history.newestAgeSeconds !== null && history.newestAgeSeconds < rules.intervalSeconds) {
    return {
      allowed: false,
      reason: 'too_soon',
      retryAfterSeconds: Math.max(1, Math.ceil(rules.intervalSeconds - history.newestAgeSeconds)),
    };
  }
  if (history.sentInWindow >= rules.maxInWindow) {
    const oldest = history.oldestAgeSeconds ?? 0;
    return {
      allowed: false,
      reason: 'hourly_limit',
      retryAfterSeconds: Math.max(1, Math.ceil(rules.windowSeconds - oldest)),
    };
  }
  return { allowed: true };
}

/** The latest code of an address and purpose, as the database has it. */
export interface StoredOtp {
  /** Null while a queued code has not been made (mailed) yet: nothing can match it. */
  codeHash: string | null;
  attempts: number;
  isExpired: boolean;
  isConsumed: boolean;
  userId: string | null;
}

export type OtpVerdict = 'ok' | 'wrong' | 'expired' | 'exhausted';

/**
 * Judges one attempt. Only a wrong code against a live one costs an attempt; after
 * OTP_MAX_ATTEMPTS wrong tries the code is dead, even for the right digits.
 */
export function judgeOtp(
  stored: StoredOtp | null,
  attempt: { secret: string; email: string; purpose: OtpPurpose; code: string; userId?: string | null },
): { verdict: OtpVerdict; countsAsAttempt: boolean } {
  if (!stored) return { verdict: 'wrong', countsAsAttempt: false };
  if (stored.isConsumed || stored.isExpired) return { verdict: 'expired', countsAsAttempt: false };
  if (stored.attempts >= OTP_MAX_ATTEMPTS) return { verdict: 'exhausted', countsAsAttempt: false };
  const isRightUser = stored.userId === null || stored.userId === (attempt.userId ?? null);
  if (
    isRightUser &&
    stored.codeHash !== null &&
    isOtpMatch(attempt.secret, attempt.email, attempt.purpose, attempt.code, stored.codeHash)
  ) {
    return { verdict: 'ok', countsAsAttempt: false };
  }
  return { verdict: 'wrong', countsAsAttempt: true };
}
