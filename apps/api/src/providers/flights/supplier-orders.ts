/**
 * Selling an outside supplier's offer and standing behind it until the trip is over, in words that belong to no one
 * provider (docs/architecture.md, "Flight supply"): an aggregator with resources and webhooks (Duffel) and a GDS with
 * a booking record and queues (Travelport) both fit. The order stays the agency's; the supplier's order is the
 * airline's side of it, found again by our own reference (`clientRef`) whatever happened to an answer in between.
 *
 * Money is in the supplier's currency, as its decimal strings. The traveller pays the agency in som through the
 * payment provider; the agency pays the supplier from its balance.
 */
import type { SupplierMoney, SupplierOffer, SupplierSegment } from './flight-supplier.js';

export type SupplierTitle = 'mr' | 'ms' | 'mrs' | 'miss';

/** A traveller as the airline must have them: Latin names exactly as in the passport's machine-readable zone. */
export interface SupplierTraveller {
  /** The supplier's passenger id from the offer (`SupplierOffer.passengerRefs`), in the same order. */
  passengerRef: string;
  title: SupplierTitle;
  gender: 'm' | 'f';
  givenName: string;
  familyName: string;
  /** yyyy-MM-dd */
  bornOn: string;
  email: string;
  /** E.164, '+996…' */
  phone: string;
  document: { type: 'passport'; number: string; issuingCountry: string; expiresOn: string } | null;
  /** On an adult who carries an infant on the lap: the infant's passengerRef. */
  infantRef: string | null;
}

/** How the supplier's order is made: held while the traveller pays us, or booked and paid at once. */
export type SupplierBookingMode = 'hold' | 'instant';

/** The life of a supplier's order, derived from what the supplier says (Duffel has no single status field). */
export type SupplierOrderState =
  /** Accepted, not finished: the outcome comes by webhook or by reading again. */
  | 'pending_creation'
  | 'held'
  /** Held, but the price is no longer guaranteed: read again before paying. */
  | 'held_price_unguaranteed'
  | 'paid_awaiting_documents'
  | 'ticketed'
  | 'cancelled'
  | 'hold_expired';

export interface SupplierDocument {
  type: 'ticket' | 'emd';
  /** The ticket number ('1252106312810'). */
  number: string;
  passengerRefs: string[];
}

export interface SupplierOrder {
  supplier: string;
  /** The supplier's id ('ord_…'). */
  orderRef: string;
  /** Our own reference, carried in the supplier order's metadata. */
  clientRef: string | null;
  /** The airline's booking reference (PNR). */
  bookingReference: string | null;
  state: SupplierOrderState;
  total: SupplierMoney;
  /** While held: the last moment the airline keeps the seats, and the price. */
  paymentRequiredBy: number | null;
  priceGuaranteedUntil: number | null;
  documents: SupplierDocument[];
  slices: Array<{ segments: SupplierSegment[] }>;
  /** What the supplier allows now. */
  actions: Array<'cancel' | 'change'>;
  /** Changes the airline made that wait for an answer (schedule changes, cancellations), newest last. */
  airlineChanges: SupplierAirlineChange[];
  /** When the supplier last synchronised with the airline (milliseconds since the epoch). */
  syncedAt: number | null;
}

export interface SupplierAirlineChange {
  /** The supplier's id ('aic_…'). */
  ref: string;
  removed: Array<{ segments: SupplierSegment[] }>;
  added: Array<{ segments: SupplierSegment[] }>;
  actionTaken: 'accepted' | 'cancelled' | 'changed' | null;
  actions: Array<'accept' | 'cancel' | 'change'>;
  createdAt: number;
}

/** What a booking answered: the order, or "accepted, wait" (never retry: find it by clientRef). */
export type SupplierBooking = { status: 'created'; order: SupplierOrder } | { status: 'accepted'; clientRef: string };

export interface SupplierCancellationQuote {
  /** The supplier's id ('ore_…'). */
  ref: string;
  orderRef: string;
  /** null when the airline gave no amount. */
  refund: SupplierMoney | null;
  refundTo: 'balance' | 'card' | 'voucher' | 'airline_credits' | 'awaiting_payment' | 'other';
  expiresAt: number;
  confirmedAt: number | null;
}

export interface SupplierChangeOffer {
  /** The supplier's id ('oco_…'). */
  ref: string;
  /** What the traveller pays (negative: what comes back), penalty included. */
  changeTotal: SupplierMoney;
  newTotal: SupplierMoney;
  penalty: SupplierMoney | null;
  expiresAt: number;
  slices: Array<{ segments: SupplierSegment[] }>;
}

/** A change to one of our supplier orders, told by the supplier (webhook) or found by asking (queues, polling). */
export interface SupplierOrderSignal {
  /** The supplier's event id: a signal is acted on once. */
  eventId: string;
  type: 'order_created' | 'order_creation_failed' | 'payment_created' | 'airline_change' | 'order_updated' | 'other';
  /** The order it concerns, when known; clientRef for a creation that failed before an order existed. */
  orderRef: string | null;
  clientRef: string | null;
  createdAt: number;
}

export interface SupplierOrders {
  readonly name: string;
  /** Makes the supplier's order for a priced offer; `clientRef` travels in its metadata. */
  book(
    offer: SupplierOffer,
    travellers: SupplierTraveller[],
    mode: SupplierBookingMode,
    clientRef: string,
  ): Promise<SupplierBooking>;
  /** Pays a held order from the agency's balance, exactly `amount` (read the order first). */
  payHold(orderRef: string, amount: SupplierMoney): Promise<SupplierOrder>;
  getOrder(orderRef: string): Promise<SupplierOrder>;
  /**
   * The order made with our reference, if any: asked before anything is tried again. `offerRef`, when the caller
   * knows which offer was booked, narrows the search (Duffel lists orders by offer; without it, recent orders).
   */
  findByClientRef(clientRef: string, hint?: { offerRef?: string }): Promise<SupplierOrder | null>;
  quoteCancellation(orderRef: string): Promise<SupplierCancellationQuote>;
  confirmCancellation(quoteRef: string): Promise<SupplierCancellationQuote>;
  requestChange(
    orderRef: string,
    change: { removeSliceIndex: number; add: { origin: string; destination: string; departureDate: string } },
  ): Promise<SupplierChangeOffer[]>;
  confirmChange(changeOfferRef: string, payment: SupplierMoney | null): Promise<SupplierOrder>;
  acceptAirlineChange(changeRef: string): Promise<SupplierOrder>;
  /** The agency's balance at the supplier; null when the supplier does not tell it through its API (Duffel). */
  balance(): Promise<SupplierMoney | null>;
  /**
   * A pushed signal checked and read: null when the signature or its age is wrong (nothing is acted on). Suppliers
   * without pushes answer null.
   */
  verifySignal(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now: number,
  ): SupplierOrderSignal | null;
}
