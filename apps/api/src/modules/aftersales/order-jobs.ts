/**
 * The background work of orders: expire unpaid orders at their deadline (releasing their seats exactly once), read
 * the status of payments the bank is deciding, retry owed refunds, reconcile the provider's charges with our payments,
 * deliver the mail outbox and read the SMS gateway's delivery reports — as jobs of the one job runner.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, SmsSender } from '../../providers/messaging/index.js';
import type { Job } from '../../shared/job-runner.js';
import type { JobQueues } from '../../shared/metrics.js';
import { outboxJob, readMailOutboxBacklog } from '../outbox/index.js';
import {
  closeUnpaidOrder,
  countPaymentsToPoll,
  findOrderIdsWithPaymentAtBank,
  pollPendingPayments,
  reconcileRecentCharges,
  retryOwedRefunds,
  syncSupplierOrdersNow,
  type PaymentsContext,
} from '../payments/index.js';
import { resumeDecidedRefunds } from './refund.service.js';
import type { BookingContext } from '../booking/index.js';
import { findOverdueOrderIds } from '../orders/index.js';

/**
 * Expires the booked orders past their deadline, closing their attempts still waiting for a code; answers how many
 * this call expired. An order whose code is with the bank keeps its seats until the outcome is known (then it is
 * paid, or expired when its payment ends without a charge).
 */
export async function expireOverdueOrders(ctx: BookingContext, limit = 100): Promise<number> {
  let expired = 0;
  const atBank = await findOrderIdsWithPaymentAtBank(ctx.db);
  for (const id of await findOverdueOrderIds(ctx.db, limit, atBank)) {
    const outcome = await ctx.db.transaction((tx) => closeUnpaidOrder(tx, id, 'expired', { onlyIfOverdue: true }));
    if (outcome === 'closed') expired += 1;
  }
  return expired;
}

/** How often the provider's charges are compared with our payments (the last 48 hours each time). */
const RECONCILE_EVERY_MS = 5 * 60_000;

export interface OrderJobsDeps {
  payments: PaymentsContext;
  mailer: Mailer;
  sms?: SmsSender | undefined;
  log: FastifyBaseLogger;
}

/**
 * The jobs of orders and their messages, for the job runner (shared/job-runner.ts):
 * - `orders` (every 10 s, every process): expire unpaid orders at their deadline, read the status of payments the
 *   bank is deciding, retry owed refunds and resume refunds decided but not yet paid — each step a guarded
 *   transition, so processes may overlap;
 * - `payments-reconciliation` (every 5 minutes, one process at a time): compare the provider's charges with ours;
 * - `outbox` (the outbox module's job): deliver mail and SMS, then read the SMS gateway's delivery reports.
 */
export function orderJobs(deps: OrderJobsDeps, everyMs = 10_000): Job[] {
  const booking = deps.payments.booking;
  return [
    {
      name: 'orders',
      everyMs,
      run: async () => {
        await expireOverdueOrders(booking);
        await pollPendingPayments(deps.payments);
        await retryOwedRefunds(deps.payments);
        // Outside suppliers' orders: late tickets, answers still unknown, holds of orders that closed unpaid.
        await syncSupplierOrdersNow(deps.payments);
        await resumeDecidedRefunds(deps.payments);
      },
    },
    {
      name: 'payments-reconciliation',
      everyMs: RECONCILE_EVERY_MS,
      leaseMs: RECONCILE_EVERY_MS - 30_000,
      runAtStart: true,
      run: async () => {
        await reconcileRecentCharges(deps.payments);
      },
    },
    outboxJob(
      { booking, mailer: deps.mailer, sms: deps.sms, paymentProviders: deps.payments.providers, log: deps.log },
      everyMs,
    ),
  ];
}

/** The work waiting for this runner, for /metrics: due mail outbox rows, their oldest, payments to poll. */
export async function readJobQueues(payments: PaymentsContext): Promise<JobQueues> {
  const mail = await readMailOutboxBacklog(payments.booking.db);
  return {
    mailDue: mail.due,
    oldestUnsentMailSeconds: mail.oldestUnsentSeconds,
    paymentsToPoll: await countPaymentsToPoll(payments),
  };
}
