/**
 * The moment an exchange takes effect, inside the transaction that tickets its exchange order
 * (the payment's settlement, or the confirmation when nothing is due): the old tickets become
 * 'exchanged', the old order 'exchanged', the changed leg's seats go back to the flights and the
 * unchanged leg's seats move to the new order. All or nothing.
 */
import type { Executor } from '../../db/client.js';
import type { ItinerarySnapshot } from '../booking/index.js';
import type { ExchangeSettlement } from '../payments/index.js';
import {
  expireAwaitingExchange,
  findAwaitingExchangeOrderIds,
  findExchangeByExchangeOrder,
  moveExchange,
} from './aftersales.repository.js';
import {
  cancelUnpaidOrder,
  expireOrder,
  findOrderById,
  findOrderPassengers,
  findOrdersByIds,
  moveLegs,
  releaseSeats,
  transitionOrder,
  transitionTickets,
  type OrderRow,
} from '../orders/index.js';

/**
 * Expires a booked order and gives its seats back, exactly once (the orders module); an exchange order
 * takes its exchange with it, while the order it would have replaced stays as it was. Every expiry goes
 * through here, called by the payments module's guard (closeUnpaidOrder), which first makes sure no
 * payment of the order is with the bank.
 */
export async function expireOrderAndReleaseSeats(tx: Executor, orderId: string): Promise<boolean> {
  if (!(await expireOrder(tx, orderId))) return false;
  await expireAwaitingExchange(tx, orderId);
  return true;
}

/** Cancels a booked order (staff) and gives its seats back, exactly once; an exchange order takes its exchange with it. */
export async function cancelOrderAndReleaseSeats(tx: Executor, orderId: string): Promise<boolean> {
  if (!(await cancelUnpaidOrder(tx, orderId))) return false;
  await expireAwaitingExchange(tx, orderId);
  return true;
}

/** The exchange orders of the order still waiting for their payment (booked, holding seats). */
export async function pendingExchangeOrderIds(db: Executor, orderId: string): Promise<string[]> {
  const exchangeOrders = await findOrdersByIds(db, await findAwaitingExchangeOrderIds(db, orderId));
  return exchangeOrders.filter((o) => o.status === 'booked').map((o) => o.id);
}

/** An exchange of the order still waiting for its payment (its exchange order is booked and holds seats). */
export async function hasPendingExchange(db: Executor, orderId: string): Promise<boolean> {
  return (await pendingExchangeOrderIds(db, orderId)).length > 0;
}

/** The old order can still be exchanged: ticketed and every ticket valid. */
export async function canCompleteExchange(tx: Executor, exchangeOrder: OrderRow): Promise<boolean> {
  if (!exchangeOrder.exchangeOf) return false;
  const old = await findOrderById(tx, exchangeOrder.exchangeOf, true);
  if (old?.status !== 'ticketed') return false;
  const passengers = await findOrderPassengers(tx, old.id);
  return passengers.every((p) => p.ticketStatus === 'issued');
}

export async function completeExchange(tx: Executor, exchangeOrder: OrderRow): Promise<void> {
  const exchange = await findExchangeByExchangeOrder(tx, exchangeOrder.id, true);
  if (!exchange || !exchangeOrder.exchangeOf) throw new Error(`exchange order ${exchangeOrder.number} has no exchange`);
  if (!(await moveExchange(tx, exchange.id, 'awaiting_payment', { status: 'completed', completedAt: new Date() })))
    return;
  const old = (await findOrderById(tx, exchangeOrder.exchangeOf, true))!;
  const oldSnapshot = old.itinerary as ItinerarySnapshot;
  const changed = new Set(oldSnapshot.offers.filter((o) => o.leg === exchange.leg).flatMap((o) => o.flightIds));
  const kept = oldSnapshot.offers
    .filter((o) => o.leg !== exchange.leg)
    .flatMap((o) => o.flightIds.filter((id) => !changed.has(id)));
  // Everything the old order holds on the changed leg goes back; the kept leg moves over as it is.
  await releaseSeats(tx, old.id, Number.MAX_SAFE_INTEGER, changed);
  await moveLegs(tx, old.id, exchangeOrder.id, kept);
  // canCompleteExchange checked under the order's lock that the old order is ticketed with every ticket issued.
  if (!(await transitionOrder(tx, old.id, 'exchanged', { exchangedAt: new Date() }, ['ticketed'])))
    throw new Error(`exchange: order ${old.number} is no longer ticketed`);
  await transitionTickets(tx, old.id, 'all', 'issued', 'exchanged');
}

/** How payments settles exchange orders: registered with the payments module at composition time (app.ts). */
export const aftersalesExchangeSettlement: ExchangeSettlement = {
  canCompleteExchange,
  completeExchange,
  expireOrderAndReleaseSeats,
  cancelOrderAndReleaseSeats,
  pendingExchangeOrderIds,
};
