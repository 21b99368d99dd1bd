/**
 * An outside supplier's order paid once OUR charge is confirmed (docs/architecture.md, "Flight supply"): a hold is
 * paid from the agency's balance, an offer that must be paid at once is booked as an instant order. A charge we took
 * ends as the supplier's tickets or as a full automatic refund through the payment provider (keyed
 * `late:{payment}`, retried by the refunds job) — never as money kept without a ticket.
 *
 * One caller pays: the supplier order moves to 'paying' by a guarded transition, so two confirmations of one charge,
 * or two processes, never pay the supplier twice. Whatever the supplier answered ambiguously is read again by our
 * reference before anything else is tried; a webhook or the polling job only ever triggers such a fresh read.
 */
import type { SupplierOffer } from '../../providers/flights/flight-supplier.js';
import { SupplierError } from '../../providers/flights/flight-supplier.js';
import type { SupplierOrder, SupplierOrders } from '../../providers/flights/supplier-orders.js';
import { toSupplierTravellers } from '../booking/index.js';
import {
  findHoldsOfClosedOrders,
  findOrderById,
  findOrderPassengers,
  findSupplierOrder,
  findSupplierOrdersToSync,
  reclaimStaleSupplierOrder,
  syncSupplierOrder,
  ticketSupplierOrder,
  transitionOrder,
  transitionSupplierOrder,
  type NewOrderPassenger,
  type SupplierOrderRow,
  type SupplierOrderStatus,
} from '../orders/index.js';
import { markPaidChargeNotKept } from './payments.repository.js';
import type { PaymentsContext } from './payments.service.js';

/** Gives back a payment's charge through its provider (payments.service's refund, keyed by the payment). */
export type RefundCharge = (paymentId: string) => Promise<void>;

/** A supplier order claimed by a caller that then died is read again after this long. */
const STALE_CLAIM_MS = 2 * 60_000;

function supplierOrdersOf(ctx: PaymentsContext, name: string): SupplierOrders | null {
  return (ctx.booking.flights.outside ?? []).find((c) => c.orders?.name === name)?.orders ?? null;
}

const sameMoney = (order: SupplierOrder, row: SupplierOrderRow) =>
  order.total.currency === row.totalCurrency && Number(order.total.amount) === Number(row.totalAmount);

const factsOf = (order: SupplierOrder) => ({
  supplierOrderRef: order.orderRef,
  bookingReference: order.bookingReference,
  paymentRequiredBy: order.paymentRequiredBy === null ? null : new Date(order.paymentRequiredBy),
  syncedAt: new Date(),
});

/** The supplier's tickets by our passengers' positions (the supplier's passenger ids stored at booking). */
function ticketsOf(order: SupplierOrder, row: SupplierOrderRow): Array<{ position: number; number: string }> {
  const tickets: Array<{ position: number; number: string }> = [];
  row.passengerRefs.forEach((ref, position) => {
    const document = order.documents.find((d) => d.type === 'ticket' && d.passengerRefs.includes(ref));
    if (document) tickets.push({ position, number: document.number });
  });
  return tickets;
}

/**
 * Records a supplier order that is paid: ticketed (tickets on our passengers, our order ticketed, the email queued)
 * when every passenger has a ticket, else paid and waiting for them.
 */
async function recordPaid(
  ctx: PaymentsContext,
  row: SupplierOrderRow,
  order: SupplierOrder,
  from: readonly SupplierOrderStatus[],
): Promise<void> {
  const db = ctx.booking.db;
  const tickets = ticketsOf(order, row);
  const facts = factsOf(order);
  await db.transaction(async (tx) => {
    const ours = (await findOrderById(tx, row.orderId))!;
    if (order.state === 'ticketed' && tickets.length === row.passengerRefs.length) {
      await syncSupplierOrder(tx, row.orderId, { ...facts, paidAt: row.paidAt ?? new Date() });
      await ticketSupplierOrder(tx, row.orderId, tickets, ours.contactEmail, from);
    } else if (from.some((s) => s !== 'paid')) {
      await transitionSupplierOrder(
        tx,
        row.orderId,
        'paid',
        { ...facts, paidAt: new Date() },
        from.filter((s) => s !== 'paid'),
      );
    } else {
      await syncSupplierOrder(tx, row.orderId, { syncedAt: facts.syncedAt });
    }
  });
}

/**
 * The supplier order could not be paid: it fails, our order is refunded (paid -> refunded), the charge becomes a
 * refund owed and is given back now (the refunds job retries), and an unpaid hold is given back to the airline.
 */
async function failAndRefund(
  ctx: PaymentsContext,
  row: SupplierOrderRow,
  reason: string,
  refund: RefundCharge,
  orders: SupplierOrders | null,
): Promise<void> {
  const db = ctx.booking.db;
  const paymentIds = await db.transaction(async (tx) => {
    await findOrderById(tx, row.orderId, true);
    if (!(await transitionSupplierOrder(tx, row.orderId, 'failed', { failureReason: reason }, ['paying']))) return [];
    await transitionOrder(tx, row.orderId, 'refunded', { refundedAt: new Date() }, ['paid']);
    return markPaidChargeNotKept(tx, row.orderId, 'payment_supplier_refunded');
  });
  ctx.log?.warn({ orderId: row.orderId, reason }, 'supplier order not paid: the charge is refunded');
  for (const paymentId of paymentIds) await refund(paymentId);
  if (orders && row.supplierOrderRef) await cancelHold(ctx, orders, row.supplierOrderRef);
}

/** Gives an unpaid hold back to the airline; a failure is logged (the hold lapses by itself at its deadline). */
async function cancelHold(ctx: PaymentsContext, orders: SupplierOrders, orderRef: string): Promise<void> {
  try {
    const current = await orders.getOrder(orderRef);
    if (!['held', 'held_price_unguaranteed'].includes(current.state)) return;
    const quote = await orders.quoteCancellation(orderRef);
    await orders.confirmCancellation(quote.ref);
  } catch (error) {
    ctx.log?.warn({ err: error, orderRef }, 'supplier hold not cancelled; it lapses at its deadline');
  }
}

/** The supplier's order as it is now: by its id when known, else by our reference (null: none was made). */
async function readSupplierOrder(orders: SupplierOrders, row: SupplierOrderRow): Promise<SupplierOrder | null> {
  if (row.supplierOrderRef) return orders.getOrder(row.supplierOrderRef);
  return orders.findByClientRef(row.clientRef, { offerRef: row.offerRef });
}

/** Books an instant order for an offer that cannot be held, at the price the traveller paid for. */
async function bookInstant(
  ctx: PaymentsContext,
  orders: SupplierOrders,
  row: SupplierOrderRow,
): Promise<SupplierOrder | 'gone' | 'price_changed' | 'accepted'> {
  const configured = (ctx.booking.flights.outside ?? []).find((c) => c.orders === orders)!;
  const repriced = await configured.supplier.reprice(row.offerRef, {
    amount: row.totalAmount,
    currency: row.totalCurrency,
  });
  if (repriced.status === 'gone') return 'gone';
  if (repriced.status === 'changed') return 'price_changed';
  const offer: SupplierOffer = repriced.offer;
  const ours = (await findOrderById(ctx.booking.db, row.orderId))!;
  const passengers = await findOrderPassengers(ctx.booking.db, row.orderId);
  const travellers = toSupplierTravellers(
    passengers as unknown as NewOrderPassenger[],
    row.passengerRefs,
    { email: ours.contactEmail, phone: ours.contactPhone },
    offer.identityDocumentsRequired,
  );
  const answer = await orders.book(offer, travellers, 'instant', row.clientRef);
  return answer.status === 'accepted' ? 'accepted' : answer.order;
}

/**
 * Pays the supplier for an order whose charge is confirmed (our order 'paid'). Safe to call any number of times from
 * any process: only the caller that moves the supplier order to 'paying' acts.
 */
export async function fulfilSupplierOrder(ctx: PaymentsContext, orderId: string, refund: RefundCharge): Promise<void> {
  const db = ctx.booking.db;
  const before = await findSupplierOrder(db, orderId);
  if (!before) return;
  const claimed = await db.transaction(async (tx) => {
    const ours = await findOrderById(tx, orderId, true);
    if (ours?.status !== 'paid') return null;
    return transitionSupplierOrder(tx, orderId, 'paying', { syncedAt: new Date() }, ['booking', 'pending', 'held']);
  });
  if (!claimed) return;
  await payClaimed(ctx, claimed, refund);
}

/** The one claimant's work: read, pay (or book), record; reconciles by our reference on an ambiguous answer. */
async function payClaimed(ctx: PaymentsContext, row: SupplierOrderRow, refund: RefundCharge): Promise<void> {
  const orders = supplierOrdersOf(ctx, row.supplier);
  if (!orders) return failAndRefund(ctx, row, 'supplier_not_configured', refund, null);
  try {
    let current = await readSupplierOrder(orders, row);
    if (!current && row.mode === 'instant') {
      const booked = await bookInstant(ctx, orders, row);
      if (booked === 'gone') return failAndRefund(ctx, row, 'offer_gone', refund, orders);
      if (booked === 'price_changed') return failAndRefund(ctx, row, 'supplier_price_changed', refund, orders);
      // Accepted, not finished: the webhook or the polling job reads it by our reference.
      if (booked === 'accepted') return;
      current = booked;
    }
    if (!current) return failAndRefund(ctx, row, 'supplier_order_missing', refund, orders);
    const known = { ...row, supplierOrderRef: current.orderRef };
    switch (current.state) {
      case 'ticketed':
      case 'paid_awaiting_documents':
        return recordPaid(ctx, known, current, ['paying']);
      case 'cancelled':
      case 'hold_expired':
        return failAndRefund(ctx, known, 'supplier_hold_lapsed', refund, orders);
      case 'pending_creation':
        return;
      case 'held':
      case 'held_price_unguaranteed': {
        // The price the traveller paid for, or nothing: a hold whose price moved is refunded and given back.
        if (!sameMoney(current, row)) return failAndRefund(ctx, known, 'supplier_price_changed', refund, orders);
        const paid = await orders.payHold(current.orderRef, { amount: row.totalAmount, currency: row.totalCurrency });
        return recordPaid(ctx, known, paid, ['paying']);
      }
    }
  } catch (error) {
    if (error instanceof SupplierError && (error.kind === 'ambiguous' || error.kind === 'unavailable')) {
      // The supplier may have acted: the polling job reads the order again before anything else.
      ctx.log?.warn({ err: error, orderId: row.orderId }, 'supplier answer unknown; the order is read again later');
      return;
    }
    const reason = error instanceof SupplierError ? `supplier_${error.kind}` : 'supplier_failed';
    ctx.log?.warn({ err: error, orderId: row.orderId }, 'supplier order not paid');
    return failAndRefund(ctx, row, reason.slice(0, 40), refund, orders);
  }
}

/**
 * Reads one supplier order again and applies what it says (the webhook and the polling job): a pending hold becomes
 * held; a paid one takes its tickets; a claim whose caller died is finished; a hold of an order that closed unpaid
 * is given back.
 */
export async function syncSupplierOrderNow(
  ctx: PaymentsContext,
  orderId: string,
  refund: RefundCharge,
  now = Date.now(),
): Promise<void> {
  const db = ctx.booking.db;
  const row = await findSupplierOrder(db, orderId);
  if (!row) return;
  const orders = supplierOrdersOf(ctx, row.supplier);
  if (!orders) return;
  const ours = await findOrderById(db, orderId);
  if (!ours) return;
  if (row.state === 'paying') {
    if (row.syncedAt && now - row.syncedAt.getTime() < STALE_CLAIM_MS) return;
    // Only the process whose compare-and-set wins takes the claim over: never two payments of one hold.
    const taken = await db.transaction((tx) => reclaimStaleSupplierOrder(tx, orderId, new Date(now - STALE_CLAIM_MS)));
    if (taken) await payClaimed(ctx, taken, refund);
    return;
  }
  if (['failed', 'cancelled', 'ticketed'].includes(row.state)) return;
  const current = await readSupplierOrder(orders, row);
  if (row.state === 'paid') {
    if (current) await recordPaid(ctx, row, current, ['paid']);
    return;
  }
  // booking, pending, held: our order decides.
  if (ours.status === 'expired' || ours.status === 'cancelled') {
    if (current && (await db.transaction((tx) => transitionSupplierOrder(tx, orderId, 'cancelled', factsOf(current)))))
      await cancelHold(ctx, orders, current.orderRef);
    else if (!current && row.state !== 'held')
      await db.transaction((tx) => transitionSupplierOrder(tx, orderId, 'cancelled', { syncedAt: new Date() }));
    return;
  }
  if (ours.status === 'paid') {
    await fulfilSupplierOrder(ctx, orderId, refund);
    return;
  }
  if (current && row.state !== 'held' && ['held', 'held_price_unguaranteed'].includes(current.state))
    await db.transaction((tx) =>
      transitionSupplierOrder(tx, orderId, 'held', factsOf(current), ['booking', 'pending']),
    );
  else await db.transaction((tx) => syncSupplierOrder(tx, orderId, { syncedAt: new Date() }));
}

/** The polling job's pass: supplier orders waiting for the supplier, and holds of orders that closed unpaid. */
export async function syncSupplierOrders(ctx: PaymentsContext, refund: RefundCharge, limit = 20): Promise<number> {
  const db = ctx.booking.db;
  const due = await findSupplierOrdersToSync(
    db,
    ['booking', 'pending', 'paying', 'paid'],
    new Date(Date.now() - 10_000),
    limit,
  );
  const closed = await findHoldsOfClosedOrders(db, limit);
  const ids = [...new Set([...due, ...closed].map((r) => r.orderId))];
  for (const id of ids) {
    await syncSupplierOrderNow(ctx, id, refund).catch((error: unknown) =>
      ctx.log?.warn({ err: error, orderId: id }, 'supplier order not read again'),
    );
  }
  return ids.length;
}
