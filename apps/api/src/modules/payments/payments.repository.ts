/** All SQL of payments: attempts and their guarded transitions, manual refunds, reconciliation records. */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ManualRefundStatus, PaymentStatus } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { paymentManualRefund } from '../../providers/payments/manual-refund.schema.js';
import { payment, paymentReconciliation, type ReconciliationAction } from './payments.schema.js';

export type PaymentRow = typeof payment.$inferSelect;
export type ManualRefundRow = typeof paymentManualRefund.$inferSelect;

/** Attempts a new code may supersede; 'processing' is never among them (its code is with the bank). */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['created', 'otp_sent', 'processing'];
const NOT_PAID: readonly PaymentStatus[] = ['created', 'otp_sent', 'processing', 'failed', 'expired'];
/** Reasons of payments whose charge was taken but not kept: the money is owed back until refundedAt is set. */
export const REFUND_OWED_REASONS = [
  'payment_late_refunded',
  'payment_duplicate_refunded',
  'payment_amount_mismatch',
  // Charged, but the outside supplier's order could not be paid: the whole charge goes back.
  'payment_supplier_refunded',
] as const;
export type RefundOwedReason = (typeof REFUND_OWED_REASONS)[number];

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.id, id)).limit(1);
  return row ?? null;
}

export async function findPaymentByReference(
  db: Executor,
  provider: string,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.provider, provider), eq(payment.providerReference, reference)))
    .limit(1);
  return row ?? null;
}

/** The order's payments, newest first, with the seconds since each was created (database clock). */
export async function listOrderPayments(db: Executor, orderId: string) {
  return db
    .select({
      id: payment.id,
      status: payment.status,
      attempt: payment.attempt,
      ageSeconds: sql<number>`extract(epoch from now() - ${payment.createdAt})::float8`,
    })
    .from(payment)
    .where(eq(payment.orderId, orderId))
    .orderBy(desc(payment.attempt));
}

/**
 * Expires the order's attempts still waiting for a code (a new code supersedes them, or the order can no longer be
 * paid: `reason` says which); never one whose code is with the bank.
 */
export async function supersedeOpenPayments(
  tx: Executor,
  orderId: string,
  reason: string = 'payment_superseded',
): Promise<void> {
  await tx
    .update(payment)
    .set({ status: 'expired', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payment.orderId, orderId), inArray(payment.status, ['created', 'otp_sent'])));
}

/** Orders with a payment whose code is with the bank: they keep their seats until its outcome is known. */
export async function findOrderIdsWithPaymentAtBank(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderId: payment.orderId })
    .from(payment)
    .where(eq(payment.status, 'processing'));
  return rows.map((r) => r.orderId);
}

/** A fresh read (its own statement): a confirmation may have moved an attempt to 'processing' meanwhile. */
export async function hasProcessingPayment(tx: Executor, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.orderId, orderId), eq(payment.status, 'processing')))
    .limit(1);
  return rows.length > 0;
}

export async function insertPayment(tx: Executor, values: typeof payment.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payment).values(values).returning();
  return row!;
}

/**
 * The guarded transition: moves a payment to `change.status` only from one of `from`; false when
 * another request moved it first (the caller then reports the payment as it is instead of carrying on).
 */
export async function settlePayment(
  db: Executor,
  id: string,
  change: {
    status: PaymentStatus;
    failureReason?: string | null;
    providerReference?: string;
    paid?: boolean;
    chargedAmount?: number;
  },
  from: readonly PaymentStatus[] = OPEN_PAYMENT_STATUSES,
  options: { idleSeconds?: number } = {},
): Promise<boolean> {
  const rows = await db
    .update(payment)
    .set({
      status: change.status,
      updatedAt: sql`now()`,
      ...(change.failureReason !== undefined ? { failureReason: change.failureReason } : {}),
      ...(change.providerReference ? { providerReference: change.providerReference } : {}),
      ...(change.paid ? { paidAt: sql`now()` } : {}),
      ...(change.chargedAmount !== undefined ? { chargedAmount: change.chargedAmount } : {}),
    })
    .where(
      and(
        eq(payment.id, id),
        inArray(payment.status, [...from]),
        options.idleSeconds === undefined
          ? undefined
          : lte(payment.updatedAt, sql`now() - make_interval(secs => ${options.idleSeconds})`),
      ),
    )
    .returning({ id: payment.id });
  return rows.length === 1;
}

/** A taken charge that is not kept: the payment fails with the reason, from any state but paid; false when it is paid. */
export async function markChargeNotKept(
  tx: Executor,
  id: string,
  reason: RefundOwedReason,
  chargedAmount: number | undefined,
): Promise<boolean> {
  return settlePayment(
    tx,
    id,
    {
      status: 'failed',
      failureReason: reason,
      ...(chargedAmount !== undefined && Number.isInteger(chargedAmount) ? { chargedAmount } : {}),
    },
    NOT_PAID,
  );
}

/**
 * The paid charges of an order whose supplier could not be paid become refunds owed (the refunds job retries them
 * until the provider has given the money back); answers their ids.
 */
export async function markPaidChargeNotKept(
  tx: Executor,
  orderId: string,
  reason: RefundOwedReason,
): Promise<string[]> {
  const rows = await tx
    .update(payment)
    .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payment.orderId, orderId), eq(payment.status, 'paid')))
    .returning({ id: payment.id });
  return rows.map((r) => r.id);
}

export async function markRefunded(db: Executor, id: string): Promise<void> {
  await db
    .update(payment)
    .set({ refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payment.id, id), isNull(payment.refundedAt)));
}

export async function markChecked(db: Executor, id: string): Promise<void> {
  await db
    .update(payment)
    .set({ checkedAt: sql`now()` })
    .where(eq(payment.id, id));
}

/** Charges taken but not kept whose refund is still owed (the call failed or the process stopped), not yet handed to staff. */
export async function findOwedRefunds(db: Executor, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payment)
    .where(
      and(
        inArray(payment.failureReason, [...REFUND_OWED_REASONS]),
        isNull(payment.refundedAt),
        isNotNull(payment.providerReference),
        sql`not exists (select 1 from ${paymentManualRefund} m where m.key = 'late:' || ${payment.id}::text)`,
      ),
    )
    .limit(limit);
}

/** Payments whose code is with the bank, not read for `everySeconds`: the job asks the provider again. */
export async function findPaymentsToPoll(db: Executor, everySeconds: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.status, 'processing'),
        isNotNull(payment.providerReference),
        or(isNull(payment.checkedAt), lte(payment.checkedAt, sql`now() - make_interval(secs => ${everySeconds})`)),
      ),
    )
    .orderBy(asc(payment.updatedAt))
    .limit(limit);
}

/** Our references with a provider for payments started in the window (a provider without a list API re-reads them). */
export async function findReferencesInWindow(db: Executor, provider: string, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ reference: payment.providerReference })
    .from(payment)
    .where(
      and(
        eq(payment.provider, provider),
        isNotNull(payment.providerReference),
        gte(payment.createdAt, from),
        lt(payment.createdAt, to),
      ),
    );
  return rows.map((r) => r.reference!);
}

/** Payments by provider reference (their orders come from the orders module). */
export async function findPaymentsByReferences(
  db: Executor,
  provider: string,
  references: readonly string[],
): Promise<PaymentRow[]> {
  if (references.length === 0) return [];
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.provider, provider), inArray(payment.providerReference, [...references])));
}

export async function findManualRefundsForCharges(
  db: Executor,
  provider: string,
  references: readonly string[],
): Promise<ManualRefundRow[]> {
  if (references.length === 0) return [];
  return db
    .select()
    .from(paymentManualRefund)
    .where(
      and(eq(paymentManualRefund.provider, provider), inArray(paymentManualRefund.providerReference, [...references])),
    );
}

export async function listManualRefunds(
  db: Executor,
  filter: { status?: ManualRefundStatus | undefined; id?: string },
) {
  return db
    .select({ refund: paymentManualRefund, paymentId: payment.id, phone: payment.phone, orderId: payment.orderId })
    .from(paymentManualRefund)
    .leftJoin(
      payment,
      and(
        eq(payment.provider, paymentManualRefund.provider),
        eq(payment.providerReference, paymentManualRefund.providerReference),
      ),
    )
    .where(
      and(
        filter.status ? eq(paymentManualRefund.status, filter.status) : undefined,
        filter.id ? eq(paymentManualRefund.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(paymentManualRefund.createdAt))
    .limit(500);
}

export async function findManualRefund(db: Executor, id: string): Promise<ManualRefundRow | null> {
  const [row] = await db.select().from(paymentManualRefund).where(eq(paymentManualRefund.id, id));
  return row ?? null;
}

/** pending -> done, once: false when it was done already. */
export async function markManualRefundDone(tx: Executor, id: string, staffId: string): Promise<boolean> {
  const rows = await tx
    .update(paymentManualRefund)
    .set({ status: 'done', doneAt: sql`now()`, doneBy: staffId })
    .where(and(eq(paymentManualRefund.id, id), eq(paymentManualRefund.status, 'pending')))
    .returning({ id: paymentManualRefund.id });
  return rows.length === 1;
}

export async function recordReconciliation(
  db: Executor,
  values: {
    provider: string;
    providerReference: string;
    paymentId: string | null;
    action: ReconciliationAction;
    detail: string;
  },
): Promise<void> {
  await db.insert(paymentReconciliation).values(values);
}

/** Payments started for this phone (any format: digits compared) within the last `seconds`. */
export async function countRecentPaymentsToPhone(db: Executor, phone: string, seconds: number): Promise<number> {
  const digits = phone.replace(/\D/g, '');
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payment)
    .where(
      and(
        sql`regexp_replace(${payment.phone}, '[^0-9]', '', 'g') = ${digits}`,
        sql`${payment.createdAt} > now() - make_interval(secs => ${seconds})`,
      ),
    );
  return row?.count ?? 0;
}

/** Payments whose code is with the bank and whose outcome the job polls ('processing' with a provider reference), for /metrics. */
export async function countPaymentsAwaitingProvider(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payment)
    .where(and(eq(payment.status, 'processing'), isNotNull(payment.providerReference)));
  return Number(row?.count ?? 0);
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

/** The back office's order page: every payment attempt of the order with its provider reference, oldest first. */
export async function findPaymentsOfOrder(db: Executor, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(payment.attempt);
}

/** The manual refunds (money owed back by hand) of these payments' charges. */
export async function findManualRefundsOfPayments(
  db: Executor,
  payments: readonly Pick<PaymentRow, 'provider' | 'providerReference'>[],
): Promise<ManualRefundRow[]> {
  const refs = payments.filter((p) => p.providerReference);
  if (refs.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentManualRefund)
    .where(
      inArray(
        paymentManualRefund.providerReference,
        refs.map((p) => p.providerReference!),
      ),
    );
  return rows.filter((row) =>
    refs.some((p) => p.provider === row.provider && p.providerReference === row.providerReference),
  );
}

/** The dashboard: payment attempts started since `from`, and how many of them were paid. */
export async function countPaymentOutcomes(db: Executor, from: Date): Promise<{ attempts: number; paid: number }> {
  const [row] = await db
    .select({
      attempts: sql<number>`count(*)::int`,
      paid: sql<number>`count(*) filter (where ${payment.status} = 'paid')::int`,
    })
    .from(payment)
    .where(sql`${payment.createdAt} >= ${from.toISOString()}::timestamptz`);
  return { attempts: Number(row?.attempts ?? 0), paid: Number(row?.paid ?? 0) };
}
