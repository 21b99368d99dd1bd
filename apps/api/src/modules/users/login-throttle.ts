/**
 * The sign-in throttle: growing delays per account and per client IP instead of a hard lock.
 *
 * Every attempt is taken from the database *before* the password is checked, by one conditional
 * upsert (login-throttle.repository.ts). Parallel guesses therefore queue on the row: no more
 * passwords are ever checked than the policy allows, across any number of API processes.
 *
 * Past the free attempts each further attempt must wait 1, 2, 4 … seconds after the previous one,
 * capped at LOGIN_MAX_DELAY_SECONDS. A stranger can thus slow an account down to one try every few
 * minutes but never shut its owner out for long: a success resets the account, a quiet window
 * forgets the count, and a password recovery (which a stranger cannot block) resets it too.
 */
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_IP_MAX_FAILURES,
  LOGIN_MAX_DELAY_SECONDS,
  LOGIN_MAX_FAILURES,
} from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { refundLoginAttempt, resetLoginAttempts, takeLoginAttempt } from './login-throttle.repository.js';

export interface ThrottlePolicy {
  /** Attempts allowed without any wait. */
  freeAttempts: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
  /** A key without attempts for this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeAttempts: LOGIN_MAX_FAILURES,
  maxDelaySeconds: LOGIN_MAX_DELAY_SECONDS,
  forgetAfterSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
};

export const IP_POLICY: ThrottlePolicy = {
  freeAttempts: LOGIN_IP_MAX_FAILURES,
  maxDelaySeconds: LOGIN_MAX_DELAY_SECONDS,
  forgetAfterSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
};

/** The wait after the n-th attempt of a key (0 while free): 2^(n - free) seconds, capped. */
export function delayAfterAttempt(policy: ThrottlePolicy, attempt: number): number {
  if (attempt < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** Math.min(attempt - policy.freeAttempts, 30));
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

const tooManyAttempts = (seconds: number) =>
  new AppError('rate_limited', { message: 'login_locked', params: { seconds } });

/**
 * Takes one password check for an account from a client, or answers 429 with the seconds to wait.
 * The IP goes first: a blocked IP leaves the account untouched, so a stranger's flood from one
 * address does not slow the owner down more than the account's own count does.
 */
export async function takePasswordCheck(db: Executor, email: string, ip: string): Promise<void> {
  const ipWait = await takeLoginAttempt(db, ipKey(ip), IP_POLICY);
  if (ipWait !== null) throw tooManyAttempts(ipWait);
  const accountWait = await takeLoginAttempt(db, accountKey(email), ACCOUNT_POLICY);
  if (accountWait !== null) throw tooManyAttempts(accountWait);
}

/**
 * After a right password: the account starts again from zero; the client gets its attempt back
 * (many people may sign in from one office or mobile-carrier address, only failures count for it).
 */
export async function settlePasswordCheck(db: Executor, email: string, ip: string): Promise<void> {
  await resetLoginAttempts(db, accountKey(email));
  await refundLoginAttempt(db, ipKey(ip));
}

/** A new password (recovery) ends any wait of the account. */
export async function clearAccountThrottle(db: Executor, email: string): Promise<void> {
  await resetLoginAttempts(db, accountKey(email));
}
