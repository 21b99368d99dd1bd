/**
 * All SQL of supplier orders (docs/architecture.md, "Flight supply"): the record written before the supplier is
 * asked, its guarded transitions, the tickets the supplier's documents carry, and the pushed events received once.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import { order, orderPassenger, supplierEvent, supplierOrder } from './orders.schema.js';
import { transitionOrder } from './orders.repository.js';
import { supplierOrderSourcesOf, type SupplierOrderStatus } from './supplier-order-state.js';

export type SupplierOrderRow = typeof supplierOrder.$inferSelect;
export type NewSupplierOrder = Omit<typeof supplierOrder.$inferInsert, 'state'>;
type SupplierOrderChange = Partial<
  Pick<
    SupplierOrderRow,
    'supplierOrderRef' | 'bookingReference' | 'paymentRequiredBy' | 'failureReason' | 'syncedAt' | 'paidAt'
  >
>;

export async function insertSupplierOrder(tx: Executor, values: NewSupplierOrder): Promise<void> {
  await tx.insert(supplierOrder).values(values);
}

/** The supplier order of one of our orders; `lock` takes its row lock (the caller's transaction). */
export async function findSupplierOrder(db: Executor, orderId: string, lock = false): Promise<SupplierOrderRow | null> {
  const query = db.select().from(supplierOrder).where(eq(supplierOrder.orderId, orderId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findSupplierOrderByRef(
  db: Executor,
  supplier: string,
  ref: { orderRef?: string | null; clientRef?: string | null },
): Promise<SupplierOrderRow | null> {
  const conditions = [
    ref.orderRef ? eq(supplierOrder.supplierOrderRef, ref.orderRef) : undefined,
    ref.clientRef ? eq(supplierOrder.clientRef, ref.clientRef) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select()
    .from(supplierOrder)
    .where(and(eq(supplierOrder.supplier, supplier), or(...conditions)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves a supplier order to `to` from the states allowed (narrowed by `from`), with its change; null when it was no
 * longer in one of them: someone else moved it first.
 */
export async function transitionSupplierOrder(
  tx: Executor,
  orderId: string,
  to: SupplierOrderStatus,
  change: SupplierOrderChange = {},
  from?: readonly SupplierOrderStatus[],
): Promise<SupplierOrderRow | null> {
  const sources = supplierOrderSourcesOf(to, from);
  if (sources.length === 0) throw new Error(`orders: no supplier order transition to ${to} from ${from?.join(', ')}`);
  const [row] = await tx
    .update(supplierOrder)
    .set({ ...change, state: to })
    .where(and(eq(supplierOrder.orderId, orderId), inArray(supplierOrder.state, sources)))
    .returning();
  if (row && change.bookingReference) await keepBookingReference(tx, orderId, change.bookingReference);
  return row ?? null;
}

/**
 * Takes over a claim ('paying') whose caller went quiet before `staleBefore`: a compare-and-set on the claim's time,
 * so of several processes that find it stale at once exactly one gets the row (the others null) and pays.
 */
export async function reclaimStaleSupplierOrder(
  tx: Executor,
  orderId: string,
  staleBefore: Date,
): Promise<SupplierOrderRow | null> {
  const [row] = await tx
    .update(supplierOrder)
    .set({ syncedAt: new Date() })
    .where(
      and(
        eq(supplierOrder.orderId, orderId),
        eq(supplierOrder.state, 'paying'),
        or(isNull(supplierOrder.syncedAt), lt(supplierOrder.syncedAt, staleBefore)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The PNR shown with our order (its page, the ticket email, the receipt). */
async function keepBookingReference(tx: Executor, orderId: string, bookingReference: string): Promise<void> {
  await tx.update(order).set({ bookingReference }).where(eq(order.id, orderId));
}

/** What the supplier said of the order, kept while its state stays. */
export async function syncSupplierOrder(tx: Executor, orderId: string, change: SupplierOrderChange): Promise<void> {
  await tx.update(supplierOrder).set(change).where(eq(supplierOrder.orderId, orderId));
  if (change.bookingReference) await keepBookingReference(tx, orderId, change.bookingReference);
}

/**
 * The supplier's tickets written on our passengers (by the supplier's passenger ids), the supplier order and ours
 * ticketed, and the confirmation email queued: one transaction, exactly once (false when already done).
 */
export async function ticketSupplierOrder(
  tx: Executor,
  orderId: string,
  tickets: ReadonlyArray<{ position: number; number: string }>,
  recipient: string,
  from: readonly SupplierOrderStatus[],
): Promise<boolean> {
  if (!(await transitionSupplierOrder(tx, orderId, 'ticketed', { syncedAt: new Date() }, from))) return false;
  for (const ticket of tickets) {
    await tx
      .update(orderPassenger)
      .set({ ticketNumber: ticket.number })
      .where(
        and(
          eq(orderPassenger.orderId, orderId),
          eq(orderPassenger.position, ticket.position),
          isNull(orderPassenger.ticketNumber),
        ),
      );
  }
  if (!(await transitionOrder(tx, orderId, 'ticketed', { ticketedAt: sql`now()` }, ['paid'])))
    throw new Error(`orders: order ${orderId} was not paid when its supplier tickets came`);
  await tx.insert(mailOutbox).values({ kind: 'order_confirmation', orderId, recipient });
  return true;
}

/** Supplier orders still waiting for something the supplier decides (creation, payment, tickets), oldest first. */
export async function findSupplierOrdersToSync(
  db: Executor,
  states: readonly SupplierOrderStatus[],
  notSyncedSince: Date,
  limit: number,
): Promise<SupplierOrderRow[]> {
  return db
    .select()
    .from(supplierOrder)
    .where(
      and(
        inArray(supplierOrder.state, [...states]),
        or(isNull(supplierOrder.syncedAt), lt(supplierOrder.syncedAt, notSyncedSince)),
      ),
    )
    .orderBy(asc(supplierOrder.createdAt))
    .limit(limit);
}

/** Unpaid holds whose own order is closed (expired or cancelled): the supplier is asked to give them back. */
export async function findHoldsOfClosedOrders(db: Executor, limit: number): Promise<SupplierOrderRow[]> {
  const rows = await db
    .select({ supplierOrder })
    .from(supplierOrder)
    .innerJoin(order, eq(order.id, supplierOrder.orderId))
    .where(
      and(
        inArray(supplierOrder.state, ['booking', 'pending', 'held']),
        inArray(order.status, ['expired', 'cancelled']),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.supplierOrder);
}

/** Records a pushed event; false when it was received before (acted on once). */
export async function recordSupplierEvent(db: Executor, supplier: string, eventId: string): Promise<boolean> {
  const rows = await db.insert(supplierEvent).values({ supplier, eventId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** An unpaid order's deadline brought forward to the supplier's (never later than it was). */
export async function shortenPaymentDeadline(tx: Executor, orderId: string, deadline: Date): Promise<void> {
  await tx
    .update(order)
    .set({ paymentDeadline: sql`least(${order.paymentDeadline}, ${deadline.toISOString()}::timestamptz)` })
    .where(and(eq(order.id, orderId), eq(order.status, 'booked')));
}
