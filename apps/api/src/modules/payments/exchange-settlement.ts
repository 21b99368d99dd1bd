/**
 * How payments settles an exchange order (docs/architecture.md#modules-with-a-public-entry): the after-sales module
 * owns exchanges and registers their settlement here at composition time (app.ts), so payments, below it, never
 * imports it. Every step runs in the caller's transaction, under the order's lock.
 */
import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../orders/index.js';

export interface ExchangeSettlement {
  /** Whether the exchange an exchange order makes can still take effect (the old order unchanged meanwhile). */
  canCompleteExchange(tx: Executor, exchangeOrder: OrderRow): Promise<boolean>;
  /** The exchange takes effect: old tickets and order exchanged, seats moved. */
  completeExchange(tx: Executor, exchangeOrder: OrderRow): Promise<void>;
  /** Expires a booked order and gives its seats back exactly once (an exchange order takes its exchange with it). */
  expireOrderAndReleaseSeats(tx: Executor, orderId: string): Promise<boolean>;
  /** Cancels a booked order and gives its seats back exactly once. */
  cancelOrderAndReleaseSeats(tx: Executor, orderId: string): Promise<boolean>;
  /** The exchange orders of an order still waiting for their payment. */
  pendingExchangeOrderIds(db: Executor, orderId: string): Promise<string[]>;
}

let registered: ExchangeSettlement | null = null;

/** Called once the application is composed; a later call replaces the settlement (each built app registers the same). */
export function registerExchangeSettlement(settlement: ExchangeSettlement): void {
  registered = settlement;
}

export function exchangeSettlement(): ExchangeSettlement {
  if (!registered)
    throw new Error('payments: no exchange settlement registered (app.ts registers the after-sales one)');
  return registered;
}
