/** All SQL of after-sales: refunds, exchanges, ticket states, seats given back and the history reads. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flightCabin } from '../flights/flights.schema.js';
import { mailOutbox, order, orderExchange, orderLeg, orderPassenger, orderRefund } from '../booking/booking.schema.js';
import { payment } from '../payments/payments.schema.js';
import type { OrderRow } from '../booking/booking.repository.js';

export type RefundRow = typeof orderRefund.$inferSelect;
export type ExchangeRow = typeof orderExchange.$inferSelect;
export type OrderLegRow = typeof orderLeg.$inferSelect;

export async function insertRefund(db: Executor, values: typeof orderRefund.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(orderRefund).values(values).returning();
  return row!;
}

export async function findRefund(db: Executor, id: string, forUpdate = false): Promise<RefundRow | null> {
  const query = db.select().from(orderRefund).where(eq(orderRefund.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listRefundsOf(db: Executor, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderRefund).where(inArray(orderRefund.orderId, [...orderIds])).orderBy(asc(orderRefund.createdAt));
}

export async function listRefundsByStatus(db: Executor, status: RefundRow['status'] | undefined, limit = 200) {
  return db
    .select({ refund: orderRefund, order })
    .from(orderRefund)
    .innerJoin(order, eq(order.id, orderRefund.orderId))
    .where(status ? eq(orderRefund.status, status) : sql`${orderRefund.status} <> 'quoted'`)
    .orderBy(desc(orderRefund.createdAt))
    .limit(limit);
}

/** Moves a refund from one status to another; false when another request moved it first. */
export async function moveRefund(tx: Executor, id: string, from: RefundRow['status'], change: Partial<typeof orderRefund.$inferInsert>): Promise<boolean> {
  const rows = await tx.update(orderRefund).set(change).where(and(eq(orderRefund.id, id), eq(orderRefund.status, from))).returning({ id: orderRefund.id });
  return rows.length === 1;
}

export async function setTicketStatus(tx: Executor, orderId: string, positions: readonly number[], from: string, to: string): Promise<number> {
  if (positions.length === 0) return 0;
  const rows = await tx
    .update(orderPassenger)
    .set({ ticketStatus: to })
    .where(and(eq(orderPassenger.orderId, orderId), inArray(orderPassenger.position, [...positions]), eq(orderPassenger.ticketStatus, from)))
    .returning({ id: orderPassenger.id });
  return rows.length;
}

export async function setAllTicketsStatus(tx: Executor, orderId: string, to: string): Promise<void> {
  await tx.update(orderPassenger).set({ ticketStatus: to }).where(eq(orderPassenger.orderId, orderId));
}

export async function setOrderStatus(tx: Executor, orderId: string, status: string, extra: Partial<typeof order.$inferInsert> = {}): Promise<void> {
  await tx.update(order).set({ status, ...extra }).where(eq(order.id, orderId));
}

export async function findOrderLegs(db: Executor, orderId: string): Promise<OrderLegRow[]> {
  return db.select().from(orderLeg).where(eq(orderLeg.orderId, orderId)).orderBy(asc(orderLeg.flightId));
}

/** Gives `seats` of every held leg of the order back to the flights (legs in flight-id order). */
export async function releaseSeats(tx: Executor, orderId: string, seats: number, flightIds?: ReadonlySet<number>): Promise<void> {
  if (seats <= 0) return;
  for (const leg of await findOrderLegs(tx, orderId)) {
    if (flightIds && !flightIds.has(leg.flightId)) continue;
    const take = Math.min(seats, leg.seats);
    if (take === 0) continue;
    await tx
      .update(flightCabin)
      .set({ seatsSold: sql`${flightCabin.seatsSold} - ${take}` })
      .where(and(eq(flightCabin.flightId, leg.flightId), eq(flightCabin.cabin, leg.cabin)));
    await tx
      .update(orderLeg)
      .set({ seats: sql`${orderLeg.seats} - ${take}` })
      .where(and(eq(orderLeg.orderId, orderId), eq(orderLeg.flightId, leg.flightId), eq(orderLeg.cabin, leg.cabin)));
  }
}

/** Hands the order's held legs of `flightIds` to another order (the unchanged leg of an exchange). */
export async function moveLegs(tx: Executor, fromOrderId: string, toOrderId: string, flightIds: readonly number[]): Promise<void> {
  if (flightIds.length === 0) return;
  await tx.update(orderLeg).set({ orderId: toOrderId }).where(and(eq(orderLeg.orderId, fromOrderId), inArray(orderLeg.flightId, [...flightIds])));
}

export async function insertExchange(db: Executor, values: typeof orderExchange.$inferInsert): Promise<ExchangeRow> {
  const [row] = await db.insert(orderExchange).values(values).returning();
  return row!;
}

export async function findExchange(db: Executor, id: string, forUpdate = false): Promise<ExchangeRow | null> {
  const query = db.select().from(orderExchange).where(eq(orderExchange.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findExchangeByExchangeOrder(db: Executor, exchangeOrderId: string, forUpdate = false): Promise<ExchangeRow | null> {
  const query = db.select().from(orderExchange).where(eq(orderExchange.exchangeOrderId, exchangeOrderId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listExchangesOf(db: Executor, orderIds: readonly string[]): Promise<ExchangeRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderExchange).where(inArray(orderExchange.orderId, [...orderIds])).orderBy(asc(orderExchange.createdAt));
}

export async function listExchangesByStatus(db: Executor, status: ExchangeRow['status'] | undefined, limit = 200) {
  return db
    .select({ exchange: orderExchange, order })
    .from(orderExchange)
    .innerJoin(order, eq(order.id, orderExchange.orderId))
    .where(status ? eq(orderExchange.status, status) : sql`${orderExchange.status} <> 'quoted'`)
    .orderBy(desc(orderExchange.createdAt))
    .limit(limit);
}

export async function moveExchange(tx: Executor, id: string, from: ExchangeRow['status'], change: Partial<typeof orderExchange.$inferInsert>): Promise<boolean> {
  const rows = await tx.update(orderExchange).set(change).where(and(eq(orderExchange.id, id), eq(orderExchange.status, from))).returning({ id: orderExchange.id });
  return rows.length === 1;
}

/** An exchange of the order still waiting for its payment (its exchange order is booked and holds seats). */
export async function hasPendingExchange(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderExchange.id })
    .from(orderExchange)
    .innerJoin(order, eq(order.id, orderExchange.exchangeOrderId))
    .where(and(eq(orderExchange.orderId, orderId), eq(orderExchange.status, 'awaiting_payment'), eq(order.status, 'booked')))
    .limit(1);
  return rows.length > 0;
}

export async function findOrdersByIds(db: Executor, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(order).where(inArray(order.id, [...ids]));
}

export async function findUserOrders(db: Executor, userId: string): Promise<OrderRow[]> {
  return db.select().from(order).where(eq(order.userId, userId)).orderBy(desc(order.createdAt)).limit(500);
}

export async function findPassengersOf(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderPassenger).where(inArray(orderPassenger.orderId, [...orderIds])).orderBy(asc(orderPassenger.position));
}

/** Paid payments of the orders, newest first, with what each can still give back. */
export async function findRefundablePayments(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payment)
    .where(and(inArray(payment.orderId, [...orderIds]), eq(payment.status, 'paid')))
    .orderBy(desc(payment.paidAt));
}

/** Counts a payout on our side once: false when this payment cannot take it (already counted). */
export async function addRefundedAmount(tx: Executor, paymentId: string, amount: number): Promise<boolean> {
  const rows = await tx
    .update(payment)
    .set({
      refundedAmount: sql`${payment.refundedAmount} + ${amount}`,
      refundedAt: sql`case when ${payment.refundedAmount} + ${amount} = ${payment.amount} then now() else ${payment.refundedAt} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payment.id, paymentId), sql`${payment.refundedAmount} + ${amount} <= ${payment.amount}`))
    .returning({ id: payment.id });
  return rows.length === 1;
}

export async function queueMail(tx: Executor, values: { kind: string; orderId: string; recipient: string; refId?: string }): Promise<void> {
  await tx.insert(mailOutbox).values(values);
}
