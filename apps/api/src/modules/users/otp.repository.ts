/** All SQL of one-time codes. Times come from the database clock, shared by every API process. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS, type OtpPurpose } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { otpCode } from '../../db/schema.js';
import type { OtpSendHistory, StoredOtp } from './otp.js';

/** Serialises code requests for one address until the transaction ends (per-address limits stay exact). */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${email}`}, 0))`);
}

export async function readSendHistory(db: Executor, email: string): Promise<OtpSendHistory> {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      newest: sql<number | null>`extract(epoch from now() - max(${otpCode.createdAt}))::float8`,
      oldest: sql<number | null>`extract(epoch from now() - min(${otpCode.createdAt}))::float8`,
    })
    .from(otpCode)
    .where(and(eq(otpCode.email, email), sql`${otpCode.createdAt} > now() - interval '1 hour'`));
  return {
    sentInLastHour: Number(row?.sent ?? 0),
    newestAgeSeconds: row?.newest === null || row?.newest === undefined ? null : Number(row.newest),
    oldestAgeSeconds: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

export async function insertOtp(db: Executor, values: { email: string; purpose: OtpPurpose; userId: string | null; codeHash: string }): Promise<number> {
  const [row] = await db
    .insert(otpCode)
    .values({ ...values, expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})` })
    .returning({ id: otpCode.id });
  return row!.id;
}

export async function deleteOtp(db: Executor, id: number): Promise<void> {
  await db.delete(otpCode).where(eq(otpCode.id, id));
}

/** The newest code of an address and purpose, locked: a newer code makes every older one unusable. */
export async function findLatestOtp(db: Executor, email: string, purpose: OtpPurpose): Promise<(StoredOtp & { id: number }) | null> {
  const [row] = await db
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
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongAttempt(db: Executor, id: number): Promise<void> {
  await db.update(otpCode).set({ attempts: sql`${otpCode.attempts} + 1` }).where(eq(otpCode.id, id));
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
