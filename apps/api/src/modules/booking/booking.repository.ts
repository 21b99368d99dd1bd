/** All SQL of orders: seat holds, idempotency keys, access, expiry and the mail outbox rows. */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { country } from '../../db/schema.js';
import { flightCabin } from '../flights/flights.schema.js';
import type { Cabin } from '../flights/pricing.js';
import { bookingRequest, mailOutbox, order, orderExchange, orderLeg, orderPassenger } from './booking.schema.js';

export type OrderRow = typeof order.$inferSelect;
export type OrderPassengerRow = typeof orderPassenger.$inferSelect;
export type NewOrderPassenger = Omit<typeof orderPassenger.$inferInsert, 'orderId' | 'id'>;

export interface LegSeats {
  flightId: number;
  cabin: Cabin;
  seats: number;
}

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

/** False when another request stored the key first (its answer is then replayed). */
export async function insertBookingRequest(db: Executor, values: typeof bookingRequest.$inferInsert): Promise<boolean> {
  const rows = await db.insert(bookingRequest).values(values).onConflictDoNothing().returning({ key: bookingRequest.key });
  return rows.length === 1;
}

export async function countriesExist(db: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: country.code }).from(country).where(inArray(country.code, [...new Set(codes)]));
  return new Set(rows.map((r) => r.code));
}

/**
 * Locks the cabins of the legs in flight-id order (every booking locks in the same order, so two
 * bookings sharing legs never deadlock) and answers their current seats.
 */
export async function lockCabins(tx: Executor, cabin: Cabin, flightIds: readonly number[]): Promise<Map<number, { total: number; sold: number }>> {
  const rows = await tx
    .select({ flightId: flightCabin.flightId, total: flightCabin.seatsTotal, sold: flightCabin.seatsSold })
    .from(flightCabin)
    .where(and(eq(flightCabin.cabin, cabin), inArray(flightCabin.flightId, [...new Set(flightIds)])))
    .orderBy(asc(flightCabin.flightId))
    .for('update');
  return new Map(rows.map((r) => [r.flightId, { total: r.total, sold: r.sold }]));
}

/** The conditional hold: false when the cabin has fewer than `seats` left. */
export async function holdSeats(tx: Executor, leg: LegSeats): Promise<boolean> {
  const rows = await tx
    .update(flightCabin)
    .set({ seatsSold: sql`${flightCabin.seatsSold} + ${leg.seats}` })
    .where(and(eq(flightCabin.flightId, leg.flightId), eq(flightCabin.cabin, leg.cabin), sql`${flightCabin.seatsSold} + ${leg.seats} <= ${flightCabin.seatsTotal}`))
    .returning({ flightId: flightCabin.flightId });
  return rows.length === 1;
}

/** Inserts the order under `number`; false when that number is taken (the caller draws another). */
export async function insertOrder(tx: Executor, values: typeof order.$inferInsert): Promise<OrderRow | null> {
  const [row] = await tx.insert(order).values(values).onConflictDoNothing({ target: order.number }).returning();
  return row ?? null;
}

export async function insertOrderDetails(tx: Executor, orderId: string, passengers: readonly NewOrderPassenger[], legs: readonly LegSeats[]): Promise<void> {
  await tx.insert(orderPassenger).values(passengers.map((p) => ({ ...p, orderId })));
  await tx.insert(orderLeg).values(legs.map((l) => ({ ...l, orderId })));
}

export async function findOrderByNumber(db: Executor, number: string, forUpdate = false): Promise<OrderRow | null> {
  const query = db.select().from(order).where(eq(order.number, number)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderById(db: Executor, id: string, forUpdate = false): Promise<OrderRow | null> {
  const query = db.select().from(order).where(eq(order.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderPassengers(db: Executor, orderId: string): Promise<OrderPassengerRow[]> {
  return db.select().from(orderPassenger).where(eq(orderPassenger.orderId, orderId)).orderBy(asc(orderPassenger.position));
}

/**
 * Expires a booked order and gives its seats back, exactly once: only the transaction whose
 * conditional update moves the order out of 'booked' releases the seats.
 */
export async function expireOrderAndReleaseSeats(tx: Executor, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(order)
    .set({ status: 'expired', expiredAt: sql`now()` })
    .where(and(eq(order.id, orderId), eq(order.status, 'booked')))
    .returning({ id: order.id });
  if (rows.length === 0) return false;
  // An unpaid exchange order takes its exchange with it; the order it would have replaced stays as it was.
  await tx.update(orderExchange).set({ status: 'expired' }).where(and(eq(orderExchange.exchangeOrderId, orderId), eq(orderExchange.status, 'awaiting_payment')));
  const legs = await tx.select().from(orderLeg).where(eq(orderLeg.orderId, orderId)).orderBy(asc(orderLeg.flightId));
  for (const leg of legs) {
    await tx
      .update(flightCabin)
      .set({ seatsSold: sql`${flightCabin.seatsSold} - ${leg.seats}` })
      .where(and(eq(flightCabin.flightId, leg.flightId), eq(flightCabin.cabin, leg.cabin)));
  }
  return true;
}

/** Booked orders past their payment deadline (by the database clock). */
export async function findOverdueOrderIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: order.id })
    .from(order)
    .where(and(eq(order.status, 'booked'), lte(order.paymentDeadline, sql`now()`)))
    .orderBy(asc(order.paymentDeadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function isPastDeadline(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db.select({ past: sql<boolean>`${order.paymentDeadline} <= now()` }).from(order).where(eq(order.id, orderId));
  return row?.past ?? false;
}

export async function markOrderPaid(tx: Executor, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(order)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(order.id, orderId), eq(order.status, 'booked')))
    .returning({ id: order.id });
  return rows.length === 1;
}

/** Agency prefix of e-ticket numbers (3 digits) before the 10 digits of the sequence. */
export const TICKET_NUMBER_PREFIX = '695';

/** Numbers every passenger's e-ticket and marks the order ticketed; the confirmation email is queued with it. */
export async function ticketOrder(tx: Executor, orderId: string, recipient: string): Promise<boolean> {
  await tx
    .update(orderPassenger)
    .set({ ticketNumber: sql`${TICKET_NUMBER_PREFIX} || lpad(nextval('ticket_number_seq')::text, 10, '0')` })
    .where(and(eq(orderPassenger.orderId, orderId), isNull(orderPassenger.ticketNumber)));
  const rows = await tx
    .update(order)
    .set({ status: 'ticketed', ticketedAt: sql`now()` })
    .where(and(eq(order.id, orderId), eq(order.status, 'paid')))
    .returning({ id: order.id });
  if (rows.length === 0) return false;
  await tx.insert(mailOutbox).values({ kind: 'order_confirmation', orderId, recipient });
  return true;
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
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})` })
      .where(inArray(mailOutbox.id, due.map((d) => d.id)))
      .returning();
  });
}

export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Executor, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(retryInSeconds === null ? { failedAt: sql`now()`, lastError: error } : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` })
    .where(eq(mailOutbox.id, id));
}
