/**
 * The account emails the mail outbox delivers (confirmation-mail.ts dispatches on the row's kind).
 * A password-recovery row points at its queued code (ref_id = otp_code.id): only here, off the
 * request path, is the account looked up; a code is made and mailed only when the address has an
 * active account, and only while the code may still be used.
 */
import { isLanguage } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { generateOtp, hashOtp } from './otp.js';
import { findMailableOtp, setOtpCodeHash } from './otp.repository.js';
import { buildOtpEmail } from './users.mail.js';
import { findUserByEmail } from './users.repository.js';

export const RECOVERY_MAIL_KIND = 'password_recovery';

export function isAccountMail(kind: string): boolean {
  return kind === RECOVERY_MAIL_KIND;
}

/** The email of an account outbox row, or null when there is nothing to send (no account, code gone). */
/**
 * The recovery email of a queued row; `NO_RECIPIENT` when by design nobody is to get it (no active account
 * for that address, or the code was used meanwhile): the row is closed without being marked sent.
 */
export const NO_RECIPIENT = 'no_recipient' as const;

export async function buildAccountEmail(
  ctx: { db: Executor; config: { jwtSecret: string } },
  kind: string,
  refId: string | null,
): Promise<EmailMessage | typeof NO_RECIPIENT | null> {
  if (kind !== RECOVERY_MAIL_KIND || !refId || !/^\d+$/.test(refId)) return null;
  const otp = await findMailableOtp(ctx.db, Number(refId), 'recovery');
  if (!otp) return NO_RECIPIENT;
  const account = await findUserByEmail(ctx.db, otp.email);
  if (!account?.isActive) return NO_RECIPIENT;
  const code = generateOtp();
  if (!(await setOtpCodeHash(ctx.db, otp.id, hashOtp(ctx.config.jwtSecret, otp.email, 'recovery', code)))) return null;
  return buildOtpEmail(isLanguage(otp.language) ? otp.language : 'ru', 'recovery', otp.email, code);
}
