/**
 * All SQL of delivering the mail outbox (docs/architecture.md#outbox): due rows are claimed under a lease, then
 * marked sent, retried later or closed as dead letters. The rows are written by the modules whose change causes
 * them, in that change's transaction.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';

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
