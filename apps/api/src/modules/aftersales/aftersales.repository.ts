/** All SQL of after-sales: refunds, exchanges, ticket states, seats given back and the history reads. */
import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import { orderExchange, orderRefund } from './aftersales.schema.js';

export type RefundRow = typeof orderRefund.$inferSelect;
export type ExchangeRow = typeof orderExchange.$inferSelect;

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
  return db
    .select()
    .from(orderRefund)
    .where(inArray(orderRefund.orderId, [...orderIds]))
    .orderBy(asc(orderRefund.createdAt));
}

export async function listRefundsByStatus(
  db: Executor,
  status: RefundRow['status'] | undefined,
  limit = 200,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefund)
    .where(status ? eq(orderRefund.status, status) : sql`${orderRefund.status} <> 'quoted'`)
    .orderBy(desc(orderRefund.createdAt))
    .limit(limit);
}

/** Refunds decided ('completing') at least `olderThanSeconds` ago: their payouts failed or the process stopped. */
export async function findDecidedRefunds(db: Executor, olderThanSeconds: number, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefund)
    .where(
      and(
        eq(orderRefund.status, 'completing'),
        lte(orderRefund.decidedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(orderRefund.decidedAt))
    .limit(limit);
}

/** Moves a refund from one status to another; false when another request moved it first. */
export async function moveRefund(
  tx: Executor,
  id: string,
  from: RefundRow['status'],
  change: Partial<typeof orderRefund.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(orderRefund)
    .set(change)
    .where(and(eq(orderRefund.id, id), eq(orderRefund.status, from)))
    .returning({ id: orderRefund.id });
  return rows.length === 1;
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

export async function findExchangeByExchangeOrder(
  db: Executor,
  exchangeOrderId: string,
  forUpdate = false,
): Promise<ExchangeRow | null> {
  const query = db.select().from(orderExchange).where(eq(orderExchange.exchangeOrderId, exchangeOrderId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listExchangesOf(db: Executor, orderIds: readonly string[]): Promise<ExchangeRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderExchange)
    .where(inArray(orderExchange.orderId, [...orderIds]))
    .orderBy(asc(orderExchange.createdAt));
}

export async function listExchangesByStatus(
  db: Executor,
  status: ExchangeRow['status'] | undefined,
  limit = 200,
): Promise<ExchangeRow[]> {
  return db
    .select()
    .from(orderExchange)
    .where(status ? eq(orderExchange.status, status) : sql`${orderExchange.status} <> 'quoted'`)
    .orderBy(desc(orderExchange.createdAt))
    .limit(limit);
}

export async function moveExchange(
  tx: Executor,
  id: string,
  from: ExchangeRow['status'],
  change: Partial<typeof orderExchange.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(orderExchange)
    .set(change)
    .where(and(eq(orderExchange.id, id), eq(orderExchange.status, from)))
    .returning({ id: orderExchange.id });
  return rows.length === 1;
}

/** The exchange awaiting the payment of this exchange order expires with it. */
export async function expireAwaitingExchange(tx: Executor, exchangeOrderId: string): Promise<void> {
  await tx
    .update(orderExchange)
    .set({ status: 'expired' })
    .where(and(eq(orderExchange.exchangeOrderId, exchangeOrderId), eq(orderExchange.status, 'awaiting_payment')));
}

/** The exchange orders of the order's exchanges still waiting for their payment. */
export async function findAwaitingExchangeOrderIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ exchangeOrderId: orderExchange.exchangeOrderId })
    .from(orderExchange)
    .where(and(eq(orderExchange.orderId, orderId), eq(orderExchange.status, 'awaiting_payment')));
  return rows.map((r) => r.exchangeOrderId).filter((id): id is string => id !== null);
}

export async function queueMail(
  tx: Executor,
  values: { kind: string; orderId: string; recipient: string; refId?: string },
): Promise<void> {
  await tx.insert(mailOutbox).values(values);
}

/** Housekeeping: quotes nobody confirmed in time expire (refunds and exchanges); answers how many. */
export async function expireStaleQuotes(db: Executor): Promise<number> {
  const refunds = await db
    .update(orderRefund)
    .set({ status: 'expired' })
    .where(and(eq(orderRefund.status, 'quoted'), lt(orderRefund.quoteExpiresAt, sql`now()`)))
    .returning({ id: orderRefund.id });
  const exchanges = await db
    .update(orderExchange)
    .set({ status: 'expired' })
    .where(and(eq(orderExchange.status, 'quoted'), lt(orderExchange.quoteExpiresAt, sql`now()`)))
    .returning({ id: orderExchange.id });
  return refunds.length + exchanges.length;
}

/** The dashboard: som paid back by refunds completed, per Bishkek day since `from`. */
export async function findRefundsByDay(db: Executor, from: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({
      day: sql<string>`to_char((${orderRefund.completedAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`,
      amount: sql<number>`coalesce(sum(${orderRefund.amountBack}), 0)::int`,
    })
    .from(orderRefund)
    .where(
      and(eq(orderRefund.status, 'refunded'), sql`${orderRefund.completedAt} >= ${from.toISOString()}::timestamptz`),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.amount)]));
}

/** Refunds waiting for staff (requested, or decided and being paid back) and exchanges waiting for payment, with their oldest's age. */
export async function countPendingAftersales(
  db: Executor,
): Promise<{ refunds: number; refundsOldest: number | null; exchanges: number; exchangesOldest: number | null }> {
  const [refunds] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<
        number | null
      >`floor(extract(epoch from now() - min(coalesce(${orderRefund.confirmedAt}, ${orderRefund.createdAt}))))::int`,
    })
    .from(orderRefund)
    .where(inArray(orderRefund.status, ['requested', 'completing']));
  const [exchanges] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<
        number | null
      >`floor(extract(epoch from now() - min(coalesce(${orderExchange.confirmedAt}, ${orderExchange.createdAt}))))::int`,
    })
    .from(orderExchange)
    .where(eq(orderExchange.status, 'awaiting_payment'));
  return {
    refunds: Number(refunds?.count ?? 0),
    refundsOldest: refunds?.oldest ?? null,
    exchanges: Number(exchanges?.count ?? 0),
    exchangesOldest: exchanges?.oldest ?? null,
  };
}
