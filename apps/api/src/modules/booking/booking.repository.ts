/** All SQL of booking: idempotency keys and the mail outbox rows (orders themselves: the orders module). */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import { bookingRequest } from './booking.schema.js';

export async function findBookingRequest(db: Executor, key: string) {
  const [row] = await db.select().from(bookingRequest).where(eq(bookingRequest.key, key)).limit(1);
  return row ?? null;
}

/**
 * Serialises requests carrying the same Idempotency-Key until the transaction ends, so a retry sent
 * while the first request is still running waits for it and replays its answer instead of racing it.
 */
export async function lockIdempotencyKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${key}`}, 0))`);
}

/**
 * Serialises the bookings of these flights (in flight-id order, so two bookings sharing flights never
 * deadlock) until the transaction ends: the unpaid holds a booking counts cannot grow under it before it
 * holds its own, in any process. Every cabin of a flight shares the lock: the limits are per flight.
 */
export async function lockFlightHolds(tx: Executor, flightIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(flightIds)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-holds:${id}`}, 0))`);
}

/** False when another request stored the key first (its answer is then replayed). */
export async function insertBookingRequest(db: Executor, values: typeof bookingRequest.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(bookingRequest)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: bookingRequest.key });
  return rows.length === 1;
}

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Lease of a claimed outbox row: another process may take it again once it has passed (a crash mid-send). */
const CLAIM_LEASE_SECONDS = 120;

/**
 * Claims due outbox rows. On PostgreSQL `skip locked` lets every process claim different rows;
 * PGlite is one connection, where it is simply a plain update.
 */
export async function claimDueMail(db: Executor, limit: number): Promise<MailOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Claims one row when it is due (not sent, not dead, not held by a claim); null otherwise. */
export async function claimMail(db: Executor, id: number): Promise<MailOutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(
  db: Executor,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { failedAt: sql`now()`, lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(mailOutbox.id, id));
}

export async function queueOrderMail(
  tx: Executor,
  values: { kind: string; orderId: string; recipient: string },
): Promise<void> {
  await tx.insert(mailOutbox).values(values);
}

/** Mails of this kind queued for the order within the last `seconds` (limits what a stranger can trigger). */
export async function countRecentOrderMail(
  db: Executor,
  orderId: string,
  kind: string,
  seconds: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.orderId, orderId),
        eq(mailOutbox.kind, kind),
        sql`${mailOutbox.createdAt} > now() - make_interval(secs => ${seconds})`,
      ),
    );
  return row?.count ?? 0;
}

/** The mail outbox's backlog for /metrics: rows due now, and the age in seconds of the oldest unsent one (0 when none waits). */
export async function readMailOutboxBacklog(db: Executor): Promise<{ due: number; oldestUnsentSeconds: number }> {
  const [row] = await db
    .select({
      due: sql<number>`(count(*) filter (where ${mailOutbox.nextAttemptAt} <= now()))::int`,
      oldestUnsentSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return { due: Number(row?.due ?? 0), oldestUnsentSeconds: Math.max(0, Number(row?.oldestUnsentSeconds ?? 0)) };
}

/** Housekeeping: retries of a purchase come within minutes; a week of replayable answers is generous. */
export async function deleteOldBookingRequests(db: Executor): Promise<number> {
  const rows = await db
    .delete(bookingRequest)
    .where(lt(bookingRequest.createdAt, sql`now() - interval '7 days'`))
    .returning({ key: bookingRequest.key });
  return rows.length;
}
