/** All SQL of one-time codes. Times come from the database clock, shared by every API process. */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS, type Language, type OtpPurpose } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { otpCode } from './users.schema.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import type { OtpSendHistory, StoredOtp } from './otp.js';

/** Serialises code requests for one address until the transaction ends (per-address limits stay exact). */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${email}`}, 0))`);
}

/** The codes sent to an address in the last `windowSeconds` (of one purpose, when given). */
export async function readSendHistory(
  db: Executor,
  email: string,
  windowSeconds: number,
  purpose?: OtpPurpose,
): Promise<OtpSendHistory> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      newest: sql<number | null>`extract(epoch from now() - max(${otpCode.createdAt}))::float8`,
      oldest: sql<number | null>`extract(epoch from now() - min(${otpCode.createdAt}))::float8`,
    })
    .from(otpCode)
    .where(
      and(
        eq(otpCode.email, email),
        purpose ? eq(otpCode.purpose, purpose) : undefined,
        sql`${otpCode.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return {
    sentInWindow: Number(row?.sent ?? 0),
    newestAgeSeconds: row?.newest === null || row?.newest === undefined ? null : Number(row.newest),
    oldestAgeSeconds: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

/** A new code. `codeHash` null queues it: the mail outbox makes and mails the code (recovery). */
export async function insertOtp(
  db: Executor,
  values: { email: string; purpose: OtpPurpose; userId: string | null; codeHash: string | null; language?: Language },
): Promise<number> {
  const [row] = await db
    .insert(otpCode)
    .values({ ...values, expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})` })
    .returning({ id: otpCode.id });
  return row!.id;
}

/** Queues the email of a recovery code in the mail outbox, in the caller's transaction. */
export async function insertCodeMail(
  tx: Executor,
  values: { kind: string; otpId: number; email: string },
): Promise<void> {
  await tx.insert(mailOutbox).values({ kind: values.kind, refId: String(values.otpId), recipient: values.email });
}

/** A queued code that may still be mailed: not used, not expired. */
export async function findMailableOtp(db: Executor, id: number, purpose: OtpPurpose) {
  const [row] = await db
    .select({ id: otpCode.id, email: otpCode.email, language: otpCode.language })
    .from(otpCode)
    .where(
      and(
        eq(otpCode.id, id),
        eq(otpCode.purpose, purpose),
        isNull(otpCode.consumedAt),
        gt(otpCode.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Stores the hash of the code about to be mailed (a retried mail gets a new code: the one before
 * never arrived). False when the code was used or expired meanwhile.
 */
export async function setOtpCodeHash(db: Executor, id: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(otpCode)
    .set({ codeHash })
    .where(and(eq(otpCode.id, id), isNull(otpCode.consumedAt), gt(otpCode.expiresAt, sql`now()`)))
    .returning({ id: otpCode.id });
  return rows.length === 1;
}

export async function deleteOtp(db: Executor, id: number): Promise<void> {
  await db.delete(otpCode).where(eq(otpCode.id, id));
}

/**
 * The newest codes of an address and purpose, locked, newest first. Every one of them that is not
 * used, expired or out of attempts is accepted: a newer code does not void an older one, so a
 * stranger asking for codes cannot void the owner's. The send limits keep the live ones few.
 */
export async function findRecentOtps(
  db: Executor,
  email: string,
  purpose: OtpPurpose,
  limit = 10,
): Promise<Array<StoredOtp & { id: number }>> {
  return db
    .select({
      id: otpCode.id,
      codeHash: otpCode.codeHash,
      attempts: otpCode.attempts,
      userId: otpCode.userId,
      isExpired: sql<boolean>`${otpCode.expiresAt} <= now()`,
      isConsumed: sql<boolean>`${otpCode.consumedAt} is not null`,
    })
    .from(otpCode)
    .where(and(eq(otpCode.email, email), eq(otpCode.purpose, purpose)))
    .orderBy(desc(otpCode.createdAt), desc(otpCode.id))
    .limit(limit)
    .for('update');
}

export async function countWrongAttempt(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(otpCode)
    .set({ attempts: sql`${otpCode.attempts} + 1` })
    .where(inArray(otpCode.id, ids));
}

/** Single use: false when another request consumed it first. */
export async function consumeOtp(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCode)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCode.id, id), isNull(otpCode.consumedAt)))
    .returning({ id: otpCode.id });
  return rows.length === 1;
}

/** Housekeeping: codes count towards the hourly send limit for an hour after they are sent; a day is ample. */
export async function deleteOldOtpCodes(db: Executor): Promise<number> {
  const rows = await db
    .delete(otpCode)
    .where(lt(otpCode.createdAt, sql`now() - interval '1 day'`))
    .returning({ id: otpCode.id });
  return rows.length;
}
