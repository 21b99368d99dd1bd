/** All SQL of payments. */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payment } from './payments.schema.js';

export type PaymentRow = typeof payment.$inferSelect;

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.id, id)).limit(1);
  return row ?? null;
}

/** The order's payments, newest first, with the seconds since each was created (database clock). */
export async function listOrderPayments(db: Executor, orderId: string) {
  return db
    .select({ id: payment.id, status: payment.status, attempt: payment.attempt, ageSeconds: sql<number>`extract(epoch from now() - ${payment.createdAt})::float8` })
    .from(payment)
    .where(eq(payment.orderId, orderId))
    .orderBy(desc(payment.attempt));
}

export async function supersedeOpenPayments(tx: Executor, orderId: string): Promise<void> {
  await tx
    .update(payment)
    .set({ status: 'expired', failureReason: 'payment_superseded', updatedAt: sql`now()` })
    .where(and(eq(payment.orderId, orderId), inArray(payment.status, ['created', 'otp_sent'])));
}

export async function insertPayment(tx: Executor, values: typeof payment.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payment).values(values).returning();
  return row!;
}

/** Moves a payment out of an open state; false when another request already settled it. */
export async function settlePayment(
  db: Executor,
  id: string,
  change: { status: PaymentRow['status']; failureReason?: string | null; providerReference?: string; paid?: boolean },
  from: readonly string[] = ['created', 'otp_sent', 'processing'],
): Promise<boolean> {
  const rows = await db
    .update(payment)
    .set({
      status: change.status,
      updatedAt: sql`now()`,
      ...(change.failureReason !== undefined ? { failureReason: change.failureReason } : {}),
      ...(change.providerReference ? { providerReference: change.providerReference } : {}),
      ...(change.paid ? { paidAt: sql`now()` } : {}),
    })
    .where(and(eq(payment.id, id), inArray(payment.status, [...from])))
    .returning({ id: payment.id });
  return rows.length === 1;
}

export async function markRefunded(db: Executor, id: string): Promise<void> {
  await db.update(payment).set({ refundedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(payment.id, id));
}

/** Late payments whose refund is still owed (the refund call failed or the process stopped). */
export async function findOwedRefunds(db: Executor, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.failureReason, 'payment_late_refunded'), isNull(payment.refundedAt), isNotNull(payment.providerReference)))
    .limit(limit);
}
