import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, RECOVERY_MAX_PER_WINDOW } from '@sapar/contracts';
import {
  decideOtpSend,
  generateOtp,
  hashOtp,
  isOtpMatch,
  judgeOtp,
  RECOVERY_SEND_RULES,
  type StoredOtp,
} from './otp.js';

const SECRET = 'x'.repeat(48);

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('are stored as an HMAC bound to the secret, address and purpose', () => {
    const hash = hashOtp(SECRET, 'a@b.kg', 'register', '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(isOtpMatch(SECRET, 'a@b.kg', 'register', '012345', hash)).toBe(true);
    expect(isOtpMatch(SECRET, 'a@b.kg', 'register', '012346', hash)).toBe(false);
    expect(isOtpMatch(SECRET, 'c@b.kg', 'register', '012345', hash)).toBe(false);
    expect(isOtpMatch(SECRET, 'a@b.kg', 'recovery', '012345', hash)).toBe(false);
    expect(isOtpMatch('y'.repeat(48), 'a@b.kg', 'register', '012345', hash)).toBe(false);
    expect(isOtpMatch(SECRET, 'a@b.kg', 'register', '012345', 'abcd')).toBe(false);
  });
});

describe('decideOtpSend', () => {
  it('allows the first code and one a minute after the last', () => {
    expect(decideOtpSend({ sentInWindow: 0, newestAgeSeconds: null, oldestAgeSeconds: null })).toEqual({
      allowed: true,
    });
    expect(decideOtpSend({ sentInWindow: 1, newestAgeSeconds: 60, oldestAgeSeconds: 60 })).toEqual({ allowed: true });
  });

  it('refuses a resend within a minute with the seconds left', () => {
    expect(decideOtpSend({ sentInWindow: 1, newestAgeSeconds: 20.2, oldestAgeSeconds: 20.2 })).toEqual({
      allowed: false,
      reason: 'too_soon',
      retryAfterSeconds: 40,
    });
  });

  it('refuses a sixth code in an hour until the oldest one is an hour old', () => {
    expect(decideOtpSend({ sentInWindow: 5, newestAgeSeconds: 100, oldestAgeSeconds: 3000 })).toEqual({
      allowed: false,
      reason: 'hourly_limit',
      retryAfterSeconds: 600,
    });
    expect(decideOtpSend({ sentInWindow: 4, newestAgeSeconds: 100, oldestAgeSeconds: 3000 })).toEqual({
      allowed: true,
    });
  });

  it('limits recovery codes over no more than a code lives, so a refusal always leaves a live code', () => {
    expect(RECOVERY_SEND_RULES.windowSeconds).toBeLessThanOrEqual(OTP_TTL_SECONDS);
    const full = { sentInWindow: RECOVERY_MAX_PER_WINDOW, newestAgeSeconds: 120, oldestAgeSeconds: 400 };
    expect(decideOtpSend(full, RECOVERY_SEND_RULES)).toEqual({
      allowed: false,
      reason: 'hourly_limit',
      retryAfterSeconds: OTP_TTL_SECONDS - 400,
    });
    expect(decideOtpSend({ ...full, sentInWindow: RECOVERY_MAX_PER_WINDOW - 1 }, RECOVERY_SEND_RULES)).toEqual({
      allowed: true,
    });
  });
});

describe('judgeOtp', () => {
  const code = '424242';
  const stored = (overrides: Partial<StoredOtp> = {}): StoredOtp => ({
    codeHash: hashOtp(SECRET, 'a@b.kg', 'register', code),
    attempts: 0,
    isExpired: false,
    isConsumed: false,
    userId: null,
    ...overrides,
  });
  const attempt = (value: string, userId: string | null = null) => ({
    secret: SECRET,
    email: 'a@b.kg',
    purpose: 'register' as const,
    code: value,
    userId,
  });

  it('accepts the right code without spending an attempt', () => {
    expect(judgeOtp(stored(), attempt(code))).toEqual({ verdict: 'ok', countsAsAttempt: false });
  });

  it('spends an attempt on a wrong code', () => {
    expect(judgeOtp(stored(), attempt('000000'))).toEqual({ verdict: 'wrong', countsAsAttempt: true });
  });

  it('treats a queued code not made yet as wrong: nothing matches it', () => {
    expect(judgeOtp(stored({ codeHash: null }), attempt(code))).toEqual({ verdict: 'wrong', countsAsAttempt: true });
  });

  it('treats no code as wrong without anything to count', () => {
    expect(judgeOtp(null, attempt(code))).toEqual({ verdict: 'wrong', countsAsAttempt: false });
  });

  it('refuses an expired or used code, even with the right digits', () => {
    expect(judgeOtp(stored({ isExpired: true }), attempt(code)).verdict).toBe('expired');
    expect(judgeOtp(stored({ isConsumed: true }), attempt(code)).verdict).toBe('expired');
  });

  it(`kills the code after ${OTP_MAX_ATTEMPTS} wrong attempts`, () => {
    expect(judgeOtp(stored({ attempts: OTP_MAX_ATTEMPTS - 1 }), attempt(code)).verdict).toBe('ok');
    expect(judgeOtp(stored({ attempts: OTP_MAX_ATTEMPTS }), attempt(code))).toEqual({
      verdict: 'exhausted',
      countsAsAttempt: false,
    });
  });

  it('accepts a code bound to an account only from that account', () => {
    const bound = stored({ userId: 'u1' });
    expect(judgeOtp(bound, attempt(code, 'u1')).verdict).toBe('ok');
    expect(judgeOtp(bound, attempt(code, 'u2')).verdict).toBe('wrong');
    expect(judgeOtp(bound, attempt(code)).verdict).toBe('wrong');
  });
});
