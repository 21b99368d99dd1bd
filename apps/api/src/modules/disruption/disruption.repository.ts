/**
 * All SQL of the disruption module: flight statuses set by staff, disruptions, their affected orders
 * (the answer is a guarded transition out of 'open'), and the outbox rows that tell the travellers.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DisruptionOrderStatus, FlightStatus } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import { disruptionOrder, flightDisruption, flightStatus } from './disruption.schema.js';

export type FlightStatusRow = typeof flightStatus.$inferSelect;
export type DisruptionRow = typeof flightDisruption.$inferSelect;
export type DisruptionOrderRow = typeof disruptionOrder.$inferSelect;

/** The outbox kinds of the disruption notices: one email and one SMS per order (again on a reminder). */
export const DISRUPTION_MAIL = 'disruption_notice';
export const DISRUPTION_SMS = 'disruption_sms';

export async function findFlightStatus(
  db: Executor,
  flightId: number,
  forUpdate = false,
): Promise<FlightStatusRow | null> {
  const query = db.select().from(flightStatus).where(eq(flightStatus.flightId, flightId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findFlightStatuses(db: Executor, flightIds: readonly number[]): Promise<FlightStatusRow[]> {
  if (flightIds.length === 0) return [];
  return db
    .select()
    .from(flightStatus)
    .where(inArray(flightStatus.flightId, [...flightIds]));
}

/**
 * Writes the flight's status when it is still `expected` (null: no row yet). False when another
 * request changed it in between: the caller reports that instead of carrying on.
 */
export async function writeFlightStatus(
  tx: Executor,
  values: typeof flightStatus.$inferInsert,
  expected: FlightStatus | null,
): Promise<FlightStatusRow | null> {
  const set = { ...values, updatedAt: new Date() };
  if (expected === null) {
    const [row] = await tx
      .insert(flightStatus)
      .values(set)
      .onConflictDoNothing({ target: flightStatus.flightId })
      .returning();
    return row ?? null;
  }
  const [row] = await tx
    .update(flightStatus)
    .set(set)
    .where(and(eq(flightStatus.flightId, values.flightId), eq(flightStatus.status, expected)))
    .returning();
  return row ?? null;
}

/** The disruption of this key, created when new; `created` says which. */
export async function openDisruption(
  tx: Executor,
  values: typeof flightDisruption.$inferInsert,
): Promise<{ row: DisruptionRow; created: boolean }> {
  const [inserted] = await tx
    .insert(flightDisruption)
    .values(values)
    .onConflictDoNothing({ target: flightDisruption.key })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx.select().from(flightDisruption).where(eq(flightDisruption.key, values.key)).limit(1);
  return { row: existing!, created: false };
}

/** Adds the order to the disruption; false when it is there already (then nothing is sent again). */
export async function addDisruptionOrder(tx: Executor, disruptionId: string, orderId: string): Promise<boolean> {
  const rows = await tx
    .insert(disruptionOrder)
    .values({ disruptionId, orderId })
    .onConflictDoNothing()
    .returning({ orderId: disruptionOrder.orderId });
  return rows.length > 0;
}

export async function queueDisruptionNotice(
  tx: Executor,
  notice: { disruptionId: string; orderId: string; email: string; phone: string },
): Promise<void> {
  await tx.insert(mailOutbox).values([
    { kind: DISRUPTION_MAIL, orderId: notice.orderId, recipient: notice.email, refId: notice.disruptionId },
    { kind: DISRUPTION_SMS, orderId: notice.orderId, recipient: notice.phone, refId: notice.disruptionId },
  ]);
}

export async function findDisruption(db: Executor, id: string): Promise<DisruptionRow | null> {
  const [row] = await db.select().from(flightDisruption).where(eq(flightDisruption.id, id)).limit(1);
  return row ?? null;
}

/** The departure the flight had before its first retime (null: never retimed). */
export async function originalDeparture(db: Executor, flightId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: flightDisruption.previousDepartsAt })
    .from(flightDisruption)
    .where(
      and(
        eq(flightDisruption.flightId, flightId),
        eq(flightDisruption.kind, 'retimed'),
        isNotNull(flightDisruption.previousDepartsAt),
      ),
    )
    .orderBy(asc(flightDisruption.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function findDisruptionsByIds(db: Executor, ids: readonly string[]): Promise<DisruptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(flightDisruption)
    .where(inArray(flightDisruption.id, [...ids]));
}

/** The order's disruptions, open ones first, then the newest. */
export async function findDisruptionsOfOrder(db: Executor, orderId: string): Promise<DisruptionOrderRow[]> {
  return db
    .select()
    .from(disruptionOrder)
    .where(eq(disruptionOrder.orderId, orderId))
    .orderBy(sql`${disruptionOrder.status} = 'open' desc`, desc(disruptionOrder.notifiedAt));
}

export async function findDisruptionOrder(
  db: Executor,
  disruptionId: string,
  orderId: string,
): Promise<DisruptionOrderRow | null> {
  const [row] = await db
    .select()
    .from(disruptionOrder)
    .where(and(eq(disruptionOrder.disruptionId, disruptionId), eq(disruptionOrder.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/**
 * The traveller's answer: open -> `to`, exactly once. Null when the order was answered already
 * (a second answer, or a concurrent one that won): the caller stops.
 */
export async function answerDisruptionOrder(
  tx: Executor,
  disruptionId: string,
  orderId: string,
  to: Exclude<DisruptionOrderStatus, 'open'>,
  answeredBy: string | null,
): Promise<DisruptionOrderRow | null> {
  const [row] = await tx
    .update(disruptionOrder)
    .set({ status: to, answeredAt: new Date(), answeredBy })
    .where(
      and(
        eq(disruptionOrder.disruptionId, disruptionId),
        eq(disruptionOrder.orderId, orderId),
        eq(disruptionOrder.status, 'open'),
      ),
    )
    .returning();
  return row ?? null;
}

/** An answer settles the order's older open disruptions too (a later change of the same flight replaced them). */
export async function settleOtherOpenDisruptions(
  tx: Executor,
  orderId: string,
  answered: string,
  to: Exclude<DisruptionOrderStatus, 'open'>,
  answeredBy: string | null,
): Promise<void> {
  await tx
    .update(disruptionOrder)
    .set({ status: to, answeredAt: new Date(), answeredBy })
    .where(
      and(
        eq(disruptionOrder.orderId, orderId),
        eq(disruptionOrder.status, 'open'),
        sql`${disruptionOrder.disruptionId} <> ${answered}`,
      ),
    );
}

export async function setDisruptionOutcome(
  tx: Executor,
  disruptionId: string,
  orderId: string,
  outcome: { newOrderId?: string; refundId?: string },
): Promise<void> {
  await tx
    .update(disruptionOrder)
    .set(outcome)
    .where(and(eq(disruptionOrder.disruptionId, disruptionId), eq(disruptionOrder.orderId, orderId)));
}

/** Disruptions for staff, newest first. */
export async function listDisruptions(db: Executor, limit = 100): Promise<DisruptionRow[]> {
  return db.select().from(flightDisruption).orderBy(desc(flightDisruption.createdAt)).limit(limit);
}

export async function findOrdersOfDisruptions(
  db: Executor,
  disruptionIds: readonly string[],
): Promise<DisruptionOrderRow[]> {
  if (disruptionIds.length === 0) return [];
  return db
    .select()
    .from(disruptionOrder)
    .where(inArray(disruptionOrder.disruptionId, [...disruptionIds]))
    .orderBy(asc(disruptionOrder.notifiedAt));
}

/** Marks the open orders of the disruption reminded; answers them (locked) for the new notices. */
export async function markOpenOrdersReminded(tx: Executor, disruptionId: string): Promise<DisruptionOrderRow[]> {
  return tx
    .update(disruptionOrder)
    .set({ remindedAt: new Date() })
    .where(and(eq(disruptionOrder.disruptionId, disruptionId), eq(disruptionOrder.status, 'open')))
    .returning();
}
