/**
 * The background work of orders, run in every API process: expire unpaid orders at their deadline
 * (releasing their seats exactly once), read the status of payments the bank is deciding (every
 * ~10 s), retry owed refunds, reconcile the provider's charges with our payments (every few minutes),
 * deliver the mail outbox and read the SMS gateway's delivery reports. `stop()` waits for the tick
 * in flight, so a stopping server closes its database only after it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { deliverPendingMail, pollSmsDeliveryReports } from '../ticketing/confirmation-mail.js';
import type { Mailer, SmsSender } from '../../providers/messaging/index.js';
import type { JobQueues } from '../../shared/metrics.js';
import { readMailOutboxBacklog } from './booking.repository.js';
import {
  closeUnpaidOrder,
  countPaymentsToPoll,
  findOrderIdsWithPaymentAtBank,
  pollPendingPayments,
  reconcileRecentCharges,
  retryOwedRefunds,
  type PaymentsContext,
} from '../payments/index.js';
import { resumeDecidedRefunds } from '../aftersales/refund.service.js';
import type { BookingContext } from './booking.service.js';
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

export interface BookingJobs {
  /** Runs one tick now (or answers the one in flight): what the timer does every few seconds. */
  tick(): Promise<void>;
  /** No new ticks; resolves once the tick in flight, if any, has finished (before the database closes). */
  stop(): Promise<void>;
}

/** How often the provider's charges are compared with our payments (the last 48 hours each time). */
const RECONCILE_EVERY_MS = 5 * 60_000;

export function startBookingJobs(
  deps: { payments: PaymentsContext; mailer: Mailer; sms?: SmsSender; log: FastifyBaseLogger },
  everyMs = 10_000,
): BookingJobs {
  const booking = deps.payments.booking;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let reconciledAt = 0;
  const run = async () => {
    try {
      await expireOverdueOrders(booking);
      await pollPendingPayments(deps.payments);
      await retryOwedRefunds(deps.payments);
      await resumeDecidedRefunds(deps.payments);
      if (Date.now() - reconciledAt >= RECONCILE_EVERY_MS) {
        reconciledAt = Date.now();
        // A provider that cannot answer must not hold up the mail.
        await reconcileRecentCharges(deps.payments).catch((error: unknown) =>
          deps.log.error({ err: error }, 'payments reconciliation failed'),
        );
      }
      await deliverPendingMail({
        booking,
        mailer: deps.mailer,
        sms: deps.sms,
        paymentProviders: deps.payments.providers,
        log: deps.log,
      });
      await pollSmsDeliveryReports({ booking, sms: deps.sms, log: deps.log });
    } catch (error) {
      deps.log.error({ err: error }, 'booking jobs failed');
    }
  };
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
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
