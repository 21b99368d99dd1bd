/**
 * Reconciliation: the provider's charges against our payments. A charge is matched when its money
 * ended in a ticketed order (the payment that ticketed it, for the amount of the order) or in refunds
 * of the whole amount (through the provider, or manual refunds staff marked done). The job settles or
 * refunds every mismatch it can and records what it did; staff read the report for any window.
 */
import type { Language, ManualRefund, ReconciliationReport } from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import type { ProviderCharge } from '../../providers/payments/index.js';
import { AppError } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import {
  findManualRefund,
  findManualRefundsForCharges,
  findPaymentsByReferences,
  findReferencesInWindow,
  listManualRefunds,
  markManualRefundDone,
  markRefunded,
  recordReconciliation,
  type ManualRefundRow,
} from './payments.repository.js';
import type { Executor } from '../../db/client.js';
import { settleChargedPayment, type PaymentsContext } from './payments.service.js';
import { findOrdersByIds } from '../orders/index.js';

/** Payments by provider reference with what reconciliation needs of their order (number, ticketed or not). */
async function findPaymentsForCharges(db: Executor, provider: string, references: readonly string[]) {
  const payments = await findPaymentsByReferences(db, provider, references);
  const orders = new Map(
    (await findOrdersByIds(db, [...new Set(payments.map((p) => p.orderId))])).map((o) => [o.id, o]),
  );
  return payments.map((p) => ({
    payment: p,
    orderNumber: orders.get(p.orderId)?.number ?? null,
    ticketedAt: orders.get(p.orderId)?.ticketedAt ?? null,
  }));
}

async function withOrderNumbers<T extends { orderId: string | null }>(
  db: Executor,
  rows: readonly T[],
): Promise<(T & { orderNumber: string | null })[]> {
  const orders = new Map(
    (await findOrdersByIds(db, [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))])).map((o) => [
      o.id,
      o.number,
    ]),
  );
  return rows.map((r) => ({ ...r, orderNumber: r.orderId ? (orders.get(r.orderId) ?? null) : null }));
}
import type { ManualRefundStatus } from '@sapar/contracts';

type Unmatched = ReconciliationReport['unmatched'][number] & {
  reasonKey: MessageKey;
  provider: string;
  paymentId: string | null;
};

interface ChargeCheck {
  charges: number;
  matched: number;
  unmatched: Unmatched[];
}

/** Compares every provider's charges in [from, to) with our records (reads only). */
async function checkCharges(ctx: PaymentsContext, from: Date, to: Date): Promise<ChargeCheck> {
  const db = ctx.booking.db;
  const result: ChargeCheck = { charges: 0, matched: 0, unmatched: [] };
  for (const provider of ctx.providers.values()) {
    const references = await findReferencesInWindow(db, provider.name, from, to);
    const charges: ProviderCharge[] = await provider.listCharges({ from, to, references });
    if (charges.length === 0) continue;
    const refs = charges.map((c) => c.reference);
    const payments = new Map(
      (await findPaymentsForCharges(db, provider.name, refs)).map((row) => [row.payment.providerReference!, row]),
    );
    const manual = new Map<string, ManualRefundRow[]>();
    for (const row of await findManualRefundsForCharges(db, provider.name, refs))
      manual.set(row.providerReference, [...(manual.get(row.providerReference) ?? []), row]);

    for (const charge of charges) {
      result.charges += 1;
      const found = payments.get(charge.reference);
      const manualRows = manual.get(charge.reference) ?? [];
      const refundedTotal =
        charge.refundedAmount + manualRows.filter((m) => m.status === 'done').reduce((sum, m) => sum + m.amount, 0);
      const ticketing =
        found &&
        found.payment.status === 'paid' &&
        found.ticketedAt !== null &&
        charge.amount === found.payment.amount &&
        charge.currency === found.payment.currency;
      if (ticketing || refundedTotal === charge.amount) {
        result.matched += 1;
        continue;
      }
      const reasonKey: MessageKey = !found
        ? 'reconcile_no_payment'
        : manualRows.some((m) => m.status === 'pending')
          ? 'reconcile_manual_refund_pending'
          : charge.amount !== found.payment.amount || charge.currency !== found.payment.currency
            ? 'reconcile_amount_mismatch'
            : found.payment.status === 'paid'
              ? 'reconcile_not_ticketed'
              : 'reconcile_not_settled';
      result.unmatched.push({
        provider: provider.name,
        paymentId: found?.payment.id ?? null,
        provider_ref: charge.reference,
        order_number: found?.orderNumber ?? null,
        amount: Number.isFinite(charge.amount) ? Math.round(charge.amount) : 0,
        status: charge.status,
        reasonKey,
        reason: '',
      });
    }
  }
  return result;
}

/** The staff report for a window of UTC days, `date_to` inclusive. */
export async function reconciliationReport(
  ctx: PaymentsContext,
  query: { date_from?: string | undefined; date_to?: string | undefined },
  language: Language,
): Promise<ReconciliationReport> {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(`${query.date_from ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
  const to = new Date(new Date(`${query.date_to ?? today}T00:00:00Z`).getTime() + 86_400_000);
  if (!(from < to) || to.getTime() - from.getTime() > 93 * 86_400_000) {
    throw new AppError('validation_failed', { fieldErrors: { date_to: 'reconcile_window_invalid' } });
  }
  let check: ChargeCheck;
  try {
    check = await checkCharges(ctx, from, to);
  } catch (error) {
    ctx.log?.error({ err: error }, 'payments: reconciliation could not read the provider');
    throw new AppError('service_unavailable');
  }
  return {
    charges: check.charges,
    matched: check.matched,
    unmatched: check.unmatched.map((u) => ({
      provider_ref: u.provider_ref,
      order_number: u.order_number,
      amount: u.amount,
      status: u.status,
      reason: translate(language, u.reasonKey, { status: u.status }),
    })),
  };
}

/**
 * The job: settles (tickets while the order is payable) or refunds every charge that does not match,
 * and records what it did. Answers how many charges it acted on.
 */
export async function reconcileRecentCharges(ctx: PaymentsContext, windowHours = 48): Promise<number> {
  const to = new Date(Date.now() + 60_000);
  const from = new Date(to.getTime() - windowHours * 3_600_000);
  const check = await checkCharges(ctx, from, to);
  const db = ctx.booking.db;
  for (const charge of check.unmatched) {
    if (charge.reasonKey === 'reconcile_manual_refund_pending') continue; // with staff already
    try {
      if (charge.paymentId) {
        const [row] = await findPaymentsForCharges(db, charge.provider, [charge.provider_ref]);
        await settleChargedPayment(ctx, row!.payment);
        const [after] = await findPaymentsForCharges(db, charge.provider, [charge.provider_ref]);
        const action =
          after!.payment.status === 'paid' ? 'settled' : after!.payment.refundedAt ? 'refunded' : 'refund_manual';
        await recordReconciliation(db, {
          provider: charge.provider,
          providerReference: charge.provider_ref,
          paymentId: charge.paymentId,
          action,
          detail: `${charge.reasonKey}: payment now ${after!.payment.status}`,
        });
      } else {
        // A charge none of our payments made: it is given back whole.
        const outcome = await ctx.providers.get(charge.provider)!.refund({
          reference: charge.provider_ref,
          amount: charge.amount,
          key: `reconcile:${charge.provider}:${charge.provider_ref}`,
        });
        await recordReconciliation(db, {
          provider: charge.provider,
          providerReference: charge.provider_ref,
          paymentId: null,
          action: outcome === 'done' ? 'refunded' : outcome === 'manual' ? 'refund_manual' : 'failed',
          detail: `${charge.reasonKey}: refund ${outcome}`,
        });
      }
    } catch (error) {
      ctx.log?.error({ err: error, reference: charge.provider_ref }, 'payments: reconciling a charge failed');
      await recordReconciliation(db, {
        provider: charge.provider,
        providerReference: charge.provider_ref,
        paymentId: charge.paymentId,
        action: 'failed',
        detail: String((error as Error).message ?? error).slice(0, 500),
      });
    }
  }
  return check.unmatched.length;
}

function manualRefundView(
  row: ManualRefundRow,
  extra: { paymentId: string | null; phone: string | null; orderNumber: string | null },
): ManualRefund {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    provider_ref: row.providerReference,
    payment_id: extra.paymentId,
    order_number: extra.orderNumber,
    phone: extra.phone,
    amount: row.amount,
    currency: 'KGS',
    key: row.key,
    created_at: row.createdAt.toISOString(),
    done_at: row.doneAt?.toISOString() ?? null,
    done_by: row.doneBy,
  };
}

export async function listManualRefundsForStaff(
  ctx: PaymentsContext,
  status: ManualRefundStatus | undefined,
): Promise<{ results: ManualRefund[] }> {
  const rows = await withOrderNumbers(ctx.booking.db, await listManualRefunds(ctx.booking.db, { status }));
  return { results: rows.map((r) => manualRefundView(r.refund, r)) };
}

/**
 * Staff paid a manual refund from the provider's back office. A late payment's refund (`late:{payment}`)
 * then counts as refunded; an after-sales refund is completed by staff again, which now finds it done.
 */
export async function markManualRefundPaid(
  ctx: PaymentsContext,
  id: string,
  staffId: string,
  actor?: StaffActor,
  reason?: string | null,
): Promise<ManualRefund> {
  const db = ctx.booking.db;
  const existing = await findManualRefund(db, id);
  if (!existing) throw new AppError('not_found', { message: 'manual_refund_not_found' });
  await db.transaction(async (tx) => {
    if (!(await markManualRefundDone(tx, id, staffId))) return;
    if (actor) {
      await recordStaffAction(tx, actor, {
        entity: 'manual_refund',
        entityId: String(id),
        action: 'marked_paid',
        reason: reason ?? null,
        before: { status: existing.status, key: existing.key, amount: existing.amount },
        after: { status: 'done' },
      });
    }
    const late = /^late:([0-9a-f-]{36})$/.exec(existing.key);
    if (late) await markRefunded(tx, late[1]!);
  });
  const [row] = await withOrderNumbers(db, await listManualRefunds(db, { id }));
  return manualRefundView(row!.refund, row!);
}
