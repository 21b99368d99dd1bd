/**
 * Duffel (API v2) as an outside flight supplier, booking side: an order held or paid at once with our reference in
 * its metadata, a hold paid from the Duffel Balance, the order read back with a derived state, cancellation quotes,
 * changes, airline-initiated changes, and Duffel's signed webhooks read as signals (docs/architecture.md, "Flight
 * supply"). The HTTP client (auth, version header, logs with `x-request-id`, supplier metrics) is the search side's.
 *
 * Rules kept here:
 * - Creating an order or a payment, and the confirm actions, are never retried: Duffel has no idempotency key, and
 *   a 500, a 502 other than `order_not_created` or no answer at all may have booked or paid. They answer
 *   SupplierError 'ambiguous'; the caller asks `findByClientRef` (our reference in `metadata.sapar_ref`) before
 *   anything else. A 202 is "accepted, not finished": answered as `{status: 'accepted'}`, never retried either.
 * - Paying a hold reads the order first: the amount paid is exactly what the order costs now, or the payment is not
 *   tried (`price_changed`, with the new total in the message).
 * - Duffel's order has no status: it is derived (deriveDuffelOrderState) from payment_status, documents and
 *   cancelled_at by the caller's clock.
 * - Duffel documents no endpoint for the balance (it is read in the dashboard): balance() answers null.
 * - Webhooks: `X-Duffel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, compared in
 *   constant time over the raw bytes, and `t` within five minutes of now; the envelope is then only a hint
 *   (at-least-once, unordered): the caller dedupes on the event id and reads the order again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { recordSupplierSignal } from '../../shared/metrics.js';
import {
  DuffelHttp,
  list,
  mapDuffelSegment,
  moneyOf,
  obj,
  optMoney,
  optStr,
  sameMoney,
  ShapeError,
  str,
  type DuffelAnswer,
  type DuffelCallOptions,
  type DuffelOptions,
} from './duffel.js';
import { SupplierError, type SupplierMoney, type SupplierOffer, type SupplierSegment } from './flight-supplier.js';
import type {
  SupplierAirlineChange,
  SupplierBooking,
  SupplierBookingMode,
  SupplierCancellationQuote,
  SupplierChangeOffer,
  SupplierDocument,
  SupplierOrder,
  SupplierOrders,
  SupplierOrderSignal,
  SupplierOrderState,
  SupplierTraveller,
} from './supplier-orders.js';

type Json = Record<string, unknown>;

export interface DuffelOrdersOptions extends Pick<DuffelOptions, 'baseUrl' | 'token' | 'name' | 'fetch'> {
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Per call; a booking waits for the airline, so longer than a read. */
  timeoutMs?: number;
  /** The secret Duffel answered when the webhook was registered; without it no signal is trusted. */
  webhookSecret?: string | null;
  /** The clock states are derived by (tests give the fake's virtual clock). */
  now?: () => number;
  /** Recent orders read to find one by our reference when the offer is not known. */
  findScanLimit?: number;
}

/** The metadata key that carries our reference. */
export const CLIENT_REF_KEY = 'sapar_ref';
/** How far `t` of a webhook signature may be from now. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

// ---------------------------------------------------------------------------------------------------------------
// Names

export type SupplierNameCheck = { ok: true } | { ok: false; reason: 'empty' | 'too_long' | 'characters' };

/** Letters Duffel refuses although they sit in the blocks it allows. */
const EXCLUDED_LETTERS = /[\u00C6\u00E6\u0132\u0133\u0152\u0153\u00DE\u00F0]/;
const ALLOWED = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F' -]*$/;

/**
 * Duffel's rule for a passenger's given or family name: 1–20 of space, `-`, `'` and letters of ASCII, Latin-1
 * Supplement and Latin Extended-A except Æ æ Ĳ ĳ Œ œ Þ ð. Cyrillic names are to be written as in the passport's
 * machine-readable zone before they reach it.
 */
export function checkSupplierName(name: string): SupplierNameCheck {
  if (name.trim() === '') return { ok: false, reason: 'empty' };
  if (!ALLOWED.test(name) || EXCLUDED_LETTERS.test(name)) return { ok: false, reason: 'characters' };
  if ([...name].length > 20) return { ok: false, reason: 'too_long' };
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------------------------
// The derived state (there is no status field on a Duffel order)

const instantOf = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The order's state by the clock `now`: cancelled once `cancelled_at` is set; while awaiting payment, expired past
 * `payment_required_by`, unguaranteed when `price_guarantee_expires_at` is missing or past, else held; once paid,
 * ticketed when an electronic ticket is among the documents, else awaiting them.
 */
export function deriveDuffelOrderState(order: Json, now: number): Exclude<SupplierOrderState, 'pending_creation'> {
  if (order.cancelled_at) return 'cancelled';
  const payment = (order.payment_status ?? {}) as Json;
  if (payment.awaiting_payment === true) {
    const requiredBy = instantOf(payment.payment_required_by);
    if (requiredBy !== null && requiredBy <= now) return 'hold_expired';
    const guaranteed = instantOf(payment.price_guarantee_expires_at);
    if (guaranteed === null || guaranteed <= now) return 'held_price_unguaranteed';
    return 'held';
  }
  const documents = Array.isArray(order.documents) ? (order.documents as Json[]) : [];
  return documents.some((d) => d?.type === 'electronic_ticket') ? 'ticketed' : 'paid_awaiting_documents';
}

const SIGNAL_TYPES: Record<string, SupplierOrderSignal['type']> = {
  'order.created': 'order_created',
  'order.creation_failed': 'order_creation_failed',
  'payment.created': 'payment_created',
  'order.airline_initiated_change_detected': 'airline_change',
  'order.updated': 'order_updated',
  // A confirmed cancellation changes the order: read it again.
  'order_cancellation.confirmed': 'order_updated',
};

const REFUND_TO: Record<string, SupplierCancellationQuote['refundTo']> = {
  balance: 'balance',
  card: 'card',
  voucher: 'voucher',
  airline_credits: 'airline_credits',
  awaiting_payment: 'awaiting_payment',
};

// ---------------------------------------------------------------------------------------------------------------

export class DuffelOrders implements SupplierOrders {
  readonly name: string;
  private readonly http: DuffelHttp;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  private readonly findScanLimit: number;

  constructor(private readonly options: DuffelOrdersOptions) {
    this.name = options.name ?? 'duffel';
    this.http = new DuffelHttp(options);
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.log = options.logger;
    this.findScanLimit = Math.max(50, options.findScanLimit ?? 1_000);
  }

  async book(
    offer: SupplierOffer,
    travellers: SupplierTraveller[],
    mode: SupplierBookingMode,
    clientRef: string,
  ): Promise<SupplierBooking> {
    this.checkTravellers(offer, travellers);
    if (mode === 'hold' && offer.requiresInstantPayment)
      throw new SupplierError(
        'not_allowed',
        this.name,
        null,
        'book: this offer must be paid at once; it cannot be held',
      );
    const answer = await this.send('create_order', 'POST', '/air/orders', {
      data: {
        type: mode,
        selected_offers: [offer.offerRef],
        ...(mode === 'instant'
          ? { payments: [{ type: 'balance', amount: offer.total.amount, currency: offer.total.currency }] }
          : {}),
        passengers: travellers.map((t) => ({
          id: t.passengerRef,
          title: t.title,
          gender: t.gender,
          given_name: t.givenName,
          family_name: t.familyName,
          born_on: t.bornOn,
          email: t.email,
          phone_number: t.phone,
          ...(t.document
            ? {
                identity_documents: [
                  {
                    type: 'passport',
                    unique_identifier: t.document.number,
                    issuing_country_code: t.document.issuingCountry,
                    expires_on: t.document.expiresOn,
                  },
                ],
              }
            : {}),
          ...(t.infantRef ? { infant_passenger_id: t.infantRef } : {}),
        })),
        metadata: { [CLIENT_REF_KEY]: clientRef },
      },
    });
    if (answer.status === 202) {
      this.log.info(
        { supplier: this.name, clientRef, requestId: answer.requestId },
        'supplier order accepted, not finished: the outcome comes by webhook or by reading again',
      );
      return { status: 'accepted', clientRef };
    }
    return { status: 'created', order: this.readOrder(answer, 'create_order') };
  }

  async payHold(orderRef: string, amount: SupplierMoney): Promise<SupplierOrder> {
    const before = await this.getOrder(orderRef);
    if (before.state === 'paid_awaiting_documents' || before.state === 'ticketed') return before;
    if (before.state === 'cancelled')
      throw new SupplierError('not_allowed', this.name, null, `pay: order ${orderRef} is cancelled`);
    if (before.state === 'hold_expired')
      throw new SupplierError('offer_expired', this.name, null, `pay: order ${orderRef} is past its payment deadline`);
    if (!sameMoney(before.total, amount))
      throw new SupplierError(
        'price_changed',
        this.name,
        null,
        `pay: order ${orderRef} costs ${before.total.amount} ${before.total.currency} now, not ${amount.amount} ${amount.currency}`,
      );
    await this.send('create_payment', 'POST', '/air/payments', {
      data: { order_id: orderRef, payment: { type: 'balance', amount: amount.amount, currency: amount.currency } },
    });
    return this.getOrder(orderRef);
  }

  async getOrder(orderRef: string): Promise<SupplierOrder> {
    const answer = await this.send('get_order', 'GET', `/air/orders/${encodeURIComponent(orderRef)}`);
    return this.readOrder(answer, 'get_order');
  }

  async findByClientRef(clientRef: string, hint: { offerRef?: string } = {}): Promise<SupplierOrder | null> {
    const found: Json[] = [];
    let after: string | null = null;
    let read = 0;
    do {
      const answer = await this.send('list_orders', 'GET', '/air/orders', undefined, {
        limit: '200',
        ...(hint.offerRef ? { offer_id: hint.offerRef } : {}),
        ...(after ? { after } : {}),
      });
      let orders: Json[];
      try {
        orders = list(answer.data, 'orders').map((o) => obj(o, 'order'));
        const cursor = answer.meta?.after;
        after = typeof cursor === 'string' && cursor !== '' ? cursor : null;
      } catch (error) {
        throw this.http.unreadable(answer.requestId, 'list_orders', error);
      }
      read += orders.length;
      for (const order of orders) if (((order.metadata ?? {}) as Json)[CLIENT_REF_KEY] === clientRef) found.push(order);
      if (orders.length === 0) break;
    } while (after && read < this.findScanLimit);
    if (found.length > 1)
      this.log.warn(
        { supplier: this.name, clientRef, orderRefs: found.map((o) => o.id) },
        'more than one supplier order carries our reference',
      );
    if (found.length === 0) return null;
    // The oldest is the one our booking made; a later one would be someone's second attempt.
    found.sort((a, b) => (instantOf(a.created_at) ?? 0) - (instantOf(b.created_at) ?? 0));
    return this.mapOrder(found[0]!, null);
  }

  async quoteCancellation(orderRef: string): Promise<SupplierCancellationQuote> {
    const answer = await this.send('create_order_cancellation', 'POST', '/air/order_cancellations', {
      data: { order_id: orderRef },
    });
    return this.readQuote(answer, 'create_order_cancellation');
  }

  async confirmCancellation(quoteRef: string): Promise<SupplierCancellationQuote> {
    const answer = await this.send(
      'confirm_order_cancellation',
      'POST',
      `/air/order_cancellations/${encodeURIComponent(quoteRef)}/actions/confirm`,
      {},
    );
    return this.readQuote(answer, 'confirm_order_cancellation');
  }

  async requestChange(
    orderRef: string,
    change: { removeSliceIndex: number; add: { origin: string; destination: string; departureDate: string } },
  ): Promise<SupplierChangeOffer[]> {
    const order = await this.send('get_order', 'GET', `/air/orders/${encodeURIComponent(orderRef)}`);
    let sliceId: string;
    let cabin: string;
    try {
      const slice = obj(list(obj(order.data, 'order').slices, 'slices')[change.removeSliceIndex], 'slice');
      sliceId = str(slice.id, 'slice id');
      const firstPassenger = (list(obj(list(slice.segments, 'segments')[0], 'segment').passengers ?? [], 'p')[0] ??
        {}) as Json;
      cabin = optStr(firstPassenger.cabin_class) ?? 'economy';
    } catch (error) {
      throw new SupplierError(
        'validation_failed',
        this.name,
        order.requestId,
        `change: order ${orderRef} has no slice ${change.removeSliceIndex}: ${String(error)}`,
      );
    }
    const answer = await this.send('create_order_change_request', 'POST', '/air/order_change_requests', {
      data: {
        order_id: orderRef,
        slices: {
          remove: [{ slice_id: sliceId }],
          add: [
            {
              origin: change.add.origin,
              destination: change.add.destination,
              departure_date: change.add.departureDate,
              cabin_class: cabin,
            },
          ],
        },
      },
    });
    try {
      return list(obj(answer.data, 'change request').order_change_offers, 'change offers').map((o) =>
        this.mapChangeOffer(obj(o, 'change offer')),
      );
    } catch (error) {
      throw this.http.unreadable(answer.requestId, 'create_order_change_request', error);
    }
  }

  async confirmChange(changeOfferRef: string, payment: SupplierMoney | null): Promise<SupplierOrder> {
    const pending = await this.send('create_order_change', 'POST', '/air/order_changes', {
      data: { selected_order_change_offer: changeOfferRef },
    });
    let changeId: string;
    let orderRef: string;
    try {
      const change = obj(pending.data, 'order change');
      changeId = str(change.id, 'order change id');
      orderRef = str(change.order_id, 'order id');
    } catch (error) {
      throw this.http.unreadable(pending.requestId, 'create_order_change', error);
    }
    const pays = payment !== null && Number(payment.amount) > 0;
    await this.send(
      'confirm_order_change',
      'POST',
      `/air/order_changes/${encodeURIComponent(changeId)}/actions/confirm`,
      pays ? { data: { payment: { type: 'balance', amount: payment.amount, currency: payment.currency } } } : {},
    );
    return this.getOrder(orderRef);
  }

  async acceptAirlineChange(changeRef: string): Promise<SupplierOrder> {
    const answer = await this.send(
      'accept_airline_initiated_change',
      'POST',
      `/air/airline_initiated_changes/${encodeURIComponent(changeRef)}/actions/accept`,
      {},
    );
    let orderRef: string;
    try {
      orderRef = str(obj(answer.data, 'airline change').order_id, 'order id');
    } catch (error) {
      throw this.http.unreadable(answer.requestId, 'accept_airline_initiated_change', error);
    }
    return this.getOrder(orderRef);
  }

  /** Duffel documents no endpoint for the balance: it is seen in the dashboard, and an order it cannot pay is refused. */
  balance(): Promise<SupplierMoney | null> {
    return Promise.resolve(null);
  }

  verifySignal(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now: number,
  ): SupplierOrderSignal | null {
    const secret = this.options.webhookSecret;
    const raw = headers['x-duffel-signature'] ?? headers['X-Duffel-Signature'];
    const header = Array.isArray(raw) ? raw[0] : raw;
    const reject = (outcome: 'bad_signature' | 'stale' | 'unreadable', reason: string) => {
      recordSupplierSignal(this.name, outcome);
      this.log.warn({ supplier: this.name, reason }, 'supplier signal refused');
      return null;
    };
    if (!secret) return reject('bad_signature', 'no webhook secret configured');
    if (!header) return reject('bad_signature', 'no signature header');
    let t: string | null = null;
    const signatures: string[] = [];
    for (const part of header.split(',')) {
      const [key, value] = part.trim().split('=', 2);
      if (key === 't' && value) t = value;
      if (key === 'v1' && value) signatures.push(value);
    }
    if (t === null || !/^\d{1,12}$/.test(t) || signatures.length === 0)
      return reject('bad_signature', 'signature header not readable');
    const expected = createHmac('sha256', secret)
      .update(Buffer.concat([Buffer.from(`${t}.`), rawBody]))
      .digest();
    const matches = signatures.some((signature) => {
      if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    });
    if (!matches) return reject('bad_signature', 'signature does not match');
    if (Math.abs(now - Number(t) * 1000) > SIGNATURE_TOLERANCE_MS)
      return reject('stale', 'signature time outside five minutes');
    try {
      const event = obj(JSON.parse(rawBody.toString('utf8')), 'event');
      const type = str(event.type, 'type');
      const object = (event.data && typeof event.data === 'object' ? ((event.data as Json).object ?? {}) : {}) as Json;
      const orderRef =
        type.startsWith('order.') && typeof object.id === 'string' && object.id.startsWith('ord_')
          ? object.id
          : optStr(object.order_id);
      const metadata = (object.metadata ?? {}) as Json;
      const signal: SupplierOrderSignal = {
        eventId: str(event.id, 'event id'),
        type: SIGNAL_TYPES[type] ?? 'other',
        orderRef,
        clientRef: optStr(metadata[CLIENT_REF_KEY]),
        createdAt: instantOf(event.created_at) ?? now,
      };
      recordSupplierSignal(this.name, 'accepted');
      return signal;
    } catch (error) {
      return reject('unreadable', error instanceof Error ? error.message : String(error));
    }
  }

  // -------------------------------------------------------------------------------------------------------------

  /** Names and passenger ids checked before Duffel is asked, so that a refusal never costs a booking attempt. */
  private checkTravellers(offer: SupplierOffer, travellers: SupplierTraveller[]): void {
    const refuse = (detail: string) => new SupplierError('validation_failed', this.name, null, `book: ${detail}`);
    const refs = new Set(offer.passengerRefs);
    if (travellers.length !== refs.size || travellers.some((t) => !refs.has(t.passengerRef)))
      throw refuse('travellers do not match the offer passengers');
    travellers.forEach((t, i) => {
      for (const [field, name] of [
        ['givenName', t.givenName],
        ['familyName', t.familyName],
      ] as const) {
        const check = checkSupplierName(name);
        if (!check.ok) throw refuse(`traveller ${i} ${field}: ${check.reason}`);
      }
      if (offer.identityDocumentsRequired && !t.document) throw refuse(`traveller ${i}: a passport is required`);
    });
  }

  private send(
    operation: DuffelCallOptions['operation'],
    method: DuffelCallOptions['method'],
    path: string,
    body?: Json,
    query?: Record<string, string>,
  ): Promise<DuffelAnswer> {
    // Reads and quotes change nothing: a 500 on them is only unanswered. Bookings, payments and confirmations may
    // have been done when no answer comes.
    const isWrite = !['get_order', 'list_orders', 'create_order_cancellation', 'create_order_change_request'].includes(
      operation,
    );
    return this.http.call({
      operation,
      method,
      path,
      query,
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
      isWrite,
      budgetMs: this.timeoutMs,
    });
  }

  private readOrder(answer: DuffelAnswer, operation: DuffelCallOptions['operation']): SupplierOrder {
    try {
      return this.mapOrder(obj(answer.data, 'order'), answer.requestId);
    } catch (error) {
      throw this.http.unreadable(answer.requestId, operation, error);
    }
  }

  private mapOrder(order: Json, requestId: string | null): SupplierOrder {
    try {
      const payment = (order.payment_status ?? {}) as Json;
      const metadata = (order.metadata ?? {}) as Json;
      const actions = (Array.isArray(order.available_actions) ? order.available_actions : []).filter(
        (a): a is 'cancel' | 'change' => a === 'cancel' || a === 'change',
      );
      const documents: SupplierDocument[] = (Array.isArray(order.documents) ? (order.documents as Json[]) : [])
        .filter((d) => typeof d?.unique_identifier === 'string')
        .map((d) => ({
          type: d.type === 'electronic_ticket' ? 'ticket' : 'emd',
          number: d.unique_identifier as string,
          passengerRefs: Array.isArray(d.passenger_ids) ? (d.passenger_ids as string[]) : [],
        }));
      const airlineChanges = (Array.isArray(order.airline_initiated_changes) ? order.airline_initiated_changes : [])
        .map((c) => this.mapAirlineChange(obj(c, 'airline change')))
        .sort((a, b) => a.createdAt - b.createdAt);
      return {
        supplier: this.name,
        orderRef: str(order.id, 'order id'),
        clientRef: optStr(metadata[CLIENT_REF_KEY]),
        bookingReference: optStr(order.booking_reference),
        state: deriveDuffelOrderState(order, this.now()),
        total: moneyOf(order.total_amount, order.total_currency, 'total'),
        paymentRequiredBy: payment.awaiting_payment === true ? instantOf(payment.payment_required_by) : null,
        priceGuaranteedUntil: payment.awaiting_payment === true ? instantOf(payment.price_guarantee_expires_at) : null,
        documents,
        slices: list(order.slices, 'slices').map((s) => this.mapSlice(s)),
        actions,
        airlineChanges,
        syncedAt: instantOf(order.synced_at),
      };
    } catch (error) {
      if (error instanceof ShapeError) throw this.http.unreadable(requestId, 'get_order', error);
      throw error;
    }
  }

  private mapSlice(slice: unknown): { segments: SupplierSegment[] } {
    return { segments: list(obj(slice, 'slice').segments, 'segments').map((s) => mapDuffelSegment(obj(s, 'segment'))) };
  }

  private mapAirlineChange(change: Json): SupplierAirlineChange {
    const taken = change.action_taken;
    return {
      ref: str(change.id, 'airline change id'),
      removed: list(change.removed ?? [], 'removed').map((s) => this.mapSlice(s)),
      added: list(change.added ?? [], 'added').map((s) => this.mapSlice(s)),
      actionTaken: taken === 'accepted' || taken === 'cancelled' || taken === 'changed' ? taken : null,
      actions: (Array.isArray(change.available_actions) ? change.available_actions : []).filter(
        (a): a is 'accept' | 'cancel' | 'change' => a === 'accept' || a === 'cancel' || a === 'change',
      ),
      createdAt: instantOf(change.created_at) ?? 0,
    };
  }

  private readQuote(answer: DuffelAnswer, operation: DuffelCallOptions['operation']): SupplierCancellationQuote {
    try {
      const quote = obj(answer.data, 'cancellation');
      return {
        ref: str(quote.id, 'cancellation id'),
        orderRef: str(quote.order_id, 'order id'),
        refund: optMoney(quote.refund_amount, quote.refund_currency, 'refund'),
        refundTo: REFUND_TO[quote.refund_to as string] ?? 'other',
        expiresAt: instantOf(quote.expires_at) ?? this.now(),
        confirmedAt: instantOf(quote.confirmed_at),
      };
    } catch (error) {
      throw this.http.unreadable(answer.requestId, operation, error);
    }
  }

  private mapChangeOffer(offer: Json): SupplierChangeOffer {
    const slices = (offer.slices ?? {}) as Json;
    const penalty = optMoney(
      offer.penalty_total_amount ?? offer.penalty_amount,
      offer.penalty_total_currency ?? offer.penalty_currency,
      'penalty',
    );
    return {
      ref: str(offer.id, 'change offer id'),
      changeTotal: moneyOf(offer.change_total_amount, offer.change_total_currency, 'change total'),
      newTotal: moneyOf(offer.new_total_amount, offer.new_total_currency, 'new total'),
      penalty,
      expiresAt: instantOf(offer.expires_at) ?? this.now(),
      slices: list(slices.add ?? [], 'added slices').map((s) => this.mapSlice(s)),
    };
  }
}
