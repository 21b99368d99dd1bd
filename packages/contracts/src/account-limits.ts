/**
 * Account limits and lifetimes (passwords, one-time codes, tokens, sign-in throttle), apart from the zod schemas of
 * users.ts: the web app's first load reads the token lifetimes without loading zod or the phone metadata.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Sign-in throttle: every attempt is counted before the password is checked. The first
 * LOGIN_MAX_FAILURES attempts of an account come freely; after that each further attempt must wait
 * 1, 2, 4 … seconds (at most LOGIN_MAX_DELAY_SECONDS) after the one before (answer 429). A success
 * resets the account; LOGIN_FAILURE_WINDOW_SECONDS without attempts forget the count.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_DELAY_SECONDS = 5 * 60;
/** The same rule per client IP over every account (a success gives its attempt back). */
export const LOGIN_IP_MAX_FAILURES = 100;
/**
 * Password recovery codes per address: one a minute and RECOVERY_MAX_PER_WINDOW in OTP_TTL_SECONDS.
 * The window is no longer than a code lives, so whenever a request is refused the address holds a
 * code mailed within its lifetime, which still works.
 */
export const RECOVERY_MAX_PER_WINDOW = 5;
