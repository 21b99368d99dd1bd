/**
 * All SQL of booking: idempotency keys, and the order mails booking queues (orders themselves: the orders module;
 * delivering the outbox: the outbox module).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
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

/** Forgets a key whose booking was refused after it was stored (the supplier would not hold the offer). */
export async function deleteBookingRequest(db: Executor, key: string): Promise<void> {
  await db.delete(bookingRequest).where(eq(bookingRequest.key, key));
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

/** Housekeeping: retries of a purchase come within minutes; a week of replayable answers is generous. */
export async function deleteOldBookingRequests(db: Executor): Promise<number> {
  const rows = await db
    .delete(bookingRequest)
    .where(lt(bookingRequest.createdAt, sql`now() - interval '7 days'`))
    .returning({ key: bookingRequest.key });
  return rows.length;
}
