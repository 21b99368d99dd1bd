/**
 * Whether an order can still be paid, decided under the order's row lock. A code goes to the bank only
 * from a payment that moved otp_sent -> processing in a transaction holding that lock after this check;
 * every path that takes an order out of 'booked' (the deadline job, staff cancelling, a disruption
 * answer replacing the order an exchange would change) takes the same lock and leaves an order alone
 * while one of its payments is 'processing'. So a code never reaches the bank for an order that can no
 * longer be paid, and an order whose code is with the bank keeps its seats until the outcome is known.
 *
 * Locks are taken in one order everywhere: the order an exchange would replace first, then the exchange
 * order (the disruption answer holds the old order when it reaches its exchange orders).
 */
import type { Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError } from '../../shared/app-error.js';
import { exchangeSettlement } from './exchange-settlement.js';
import { findOrderById, isPastDeadline, type OrderRow } from '../orders/index.js';
import { hasProcessingPayment, supersedeOpenPayments } from './payments.repository.js';

/** Why an order cannot be paid (any more). */
export type Unpayable = 'expired' | 'cancelled' | 'exchange_closed';
export type Payability = 'payable' | 'paid' | Unpayable;

/** The reason an open attempt of such an order is closed with; a later confirmation answers it as `order_expired`. */
export const CLOSED_ATTEMPT_REASON = {
  expired: 'order_expired',
  cancelled: 'payment_order_cancelled',
  exchange_closed: 'payment_exchange_closed',
} as const satisfies Record<Unpayable, MessageKey>;

const CLOSED_REASONS: readonly string[] = Object.values(CLOSED_ATTEMPT_REASON);

/** An attempt closed because its order could no longer be paid (not superseded by a newer code). */
export const isClosedWithOrder = (reason: string | null): reason is (typeof CLOSED_ATTEMPT_REASON)[Unpayable] =>
  reason !== null && CLOSED_REASONS.includes(reason);

/** The 410 a code for such an order answers, with the reason in the traveller's words. */
export const orderClosedError = (why: Unpayable) =>
  new AppError('order_expired', { message: CLOSED_ATTEMPT_REASON[why] });

/** Locks the order (for an exchange order, the order it replaces first) and answers it as it now is. */
export async function lockOrderForPayment(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const unlocked = await findOrderById(tx, orderId);
  if (unlocked?.exchangeOf) await findOrderById(tx, unlocked.exchangeOf, true);
  return findOrderById(tx, orderId, true);
}

/** Whether a locked order can take a payment now: booked, before its deadline, and (an exchange) still exchangeable. */
export async function payabilityOf(tx: Executor, order: OrderRow): Promise<Payability> {
  switch (order.status) {
    case 'booked':
      break;
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return 'paid';
  }
  if (await isPastDeadline(tx, order.id)) return 'expired';
  if (order.kind === 'exchange' && !(await exchangeSettlement().canCompleteExchange(tx, order)))
    return 'exchange_closed';
  return 'payable';
}

export type CloseOutcome = 'closed' | 'payment_at_bank' | 'not_open';

/**
 * Takes a booked order out of sale — expired (its deadline passed, or its exchange can no longer be made)
 * or cancelled by staff — giving its seats back exactly once and closing its attempts still waiting for a
 * code, so a later confirmation answers `order_expired` without reaching the bank. Refused
 * ('payment_at_bank') while a payment of the order is with the bank; 'not_open' when the order is no
 * longer booked (or, with `onlyIfOverdue`, its deadline has not passed).
 */
export async function closeUnpaidOrder(
  tx: Executor,
  orderId: string,
  why: Unpayable,
  options: { onlyIfOverdue?: boolean } = {},
): Promise<CloseOutcome> {
  const order = await lockOrderForPayment(tx, orderId);
  if (order?.status !== 'booked') return 'not_open';
  if (options.onlyIfOverdue && !(await isPastDeadline(tx, orderId))) return 'not_open';
  if (await hasProcessingPayment(tx, orderId)) return 'payment_at_bank';
  const closed =
    why === 'cancelled'
      ? await exchangeSettlement().cancelOrderAndReleaseSeats(tx, orderId)
      : await exchangeSettlement().expireOrderAndReleaseSeats(tx, orderId);
  if (!closed) return 'not_open';
  await supersedeOpenPayments(tx, orderId, CLOSED_ATTEMPT_REASON[why]);
  return 'closed';
}

/**
 * The order's exchanges still waiting for their payment can no longer be made (the order is being
 * rebooked or refunded): their exchange orders are expired with their attempts. Refused with
 * `payment_in_progress` while such a payment is with the bank (its outcome decides first).
 * Runs in the transaction that holds the order's lock.
 */
export async function closePendingExchanges(tx: Executor, orderId: string): Promise<void> {
  for (const exchangeOrderId of await exchangeSettlement().pendingExchangeOrderIds(tx, orderId)) {
    if ((await closeUnpaidOrder(tx, exchangeOrderId, 'exchange_closed')) === 'payment_at_bank')
      throw new AppError('payment_in_progress');
  }
}
