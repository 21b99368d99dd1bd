/**
 * What booking shows of an order that higher modules draw (docs/architecture.md#modules-with-a-public-entry): the
 * whole order with its after-sales history and disruption, and the itinerary receipt PDF. They are registered at
 * composition time (app.ts), so booking, below after-sales, disruption and ticketing, never imports them.
 */
import type { Language, OrderDetail } from '@sapar/contracts';
import type { OrderPassengerRow, OrderRow } from '../orders/index.js';
import type { BookingContext, OrderAccess } from './booking.service.js';

export interface OrderViews {
  /** The whole order for its owner or the holder of its token. */
  detail(ctx: BookingContext, row: OrderRow, access: OrderAccess, language: Language): Promise<OrderDetail>;
  /** The itinerary receipt of a ticketed order, in the buyer's language. */
  receiptPdf(ctx: BookingContext, row: OrderRow, passengers: readonly OrderPassengerRow[]): Promise<Buffer>;
}

let registered: OrderViews | null = null;

/** Called once the application is composed; a later call replaces the views (each built app registers the same). */
export function registerOrderViews(views: OrderViews): void {
  registered = views;
}

export function orderViews(): OrderViews {
  if (!registered) throw new Error('booking: no order views registered (app.ts registers them)');
  return registered;
}
