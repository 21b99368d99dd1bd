/**
 * The background work of orders, run in every API process: expire unpaid orders at their deadline
 * (releasing their seats exactly once), retry owed refunds and deliver the mail outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import { deliverPendingMail } from '../ticketing/confirmation-mail.js';
import type { Mailer } from '../../providers/messaging/index.js';
import { retryOwedRefunds, type PaymentsContext } from '../payments/payments.service.js';
import { resumeDecidedRefunds } from '../aftersales/refund.service.js';
import type { BookingContext } from './booking.service.js';
import { expireOrderAndReleaseSeats, findOverdueOrderIds } from '../orders/index.js';

/** Expires the booked orders past their deadline; answers how many this call expired. */
export async function expireOverdueOrders(ctx: BookingContext, limit = 100): Promise<number> {
  let expired = 0;
  for (const id of await findOverdueOrderIds(ctx.db, limit)) {
    if (await ctx.db.transaction((tx) => expireOrderAndReleaseSeats(tx, id))) expired += 1;
  }
  return expired;
}

export interface BookingJobs {
  stop(): void;
}

export function startBookingJobs(deps: { payments: PaymentsContext; mailer: Mailer; log: FastifyBaseLogger }, everyMs = 15_000): BookingJobs {
  const booking = deps.payments.booking;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireOverdueOrders(booking);
      await retryOwedRefunds(deps.payments);
      await resumeDecidedRefunds(deps.payments);
      await deliverPendingMail({ booking, mailer: deps.mailer, log: deps.log });
    } catch (error) {
      deps.log.error({ err: error }, 'booking jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
