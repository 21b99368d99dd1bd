/**
 * Duffel (API v2) as an outside flight supplier, search side: an offer request, its offers read page by page,
 * and an offer read again before the traveller books (docs/architecture.md, "Flight supply").
 * The HTTP client below (DuffelHttp) is the booking side's too (duffel-orders.ts).
 *
 * Wire rules kept here: `Authorization: Bearer`, `Duffel-Version: v2`, bodies `{data}`; lists paged by the
 * opaque `meta.after` cursor; money as decimal strings in the organisation's billing currency (passed through,
 * never converted here); segment times are local airport times without offset, turned into instants with the
 * airport's `time_zone` through Intl; durations ISO-8601. Every call is logged with Duffel's `x-request-id`,
 * method, path, status and duration (never the token) and counted in the supplier metrics.
 *
 * Choices where Duffel leaves room:
 * - Time budget of a search: one deadline for the whole search (the request's `timeoutMs`). Duffel is told to
 *   stop waiting for airlines (`supplier_timeout`) early enough to leave a fifth of the budget (0.5–3 s) for
 *   reading the offers; it takes 2–60 s, so a budget under about 2.5 s may run out, and is then `unavailable`.
 *   When the budget runs out while pages are being read, the offers read so far are answered.
 * - Offers are read cheapest first (`sort=total_amount`), 200 a page, up to 300 offers: the cap drops the
 *   dearest, which a traveller would not buy from an aggregator anyway.
 * - Passengers: adults as `{type: 'adult'}`, under-18s by `age`. An infant with a seat of their own has no type
 *   at Duffel: it is asked with its true age and `fare_type: 'contract_bulk_infant_with_seat'`, so that the
 *   birth date given at booking matches the search (asking as age 2 would make the booking refuse it); whether
 *   every airline honours that fare type is to be checked in Duffel's test mode before going live.
 * - Bags: the least over the slice's segments for seated passengers (an infant on a lap has its own, smaller
 *   allowance); a segment that states no allowance of a kind makes it unknown (null), never zero.
 * - Conditions: `null` from Duffel is 'unknown', never allowed.
 * - A read (search, offer) that fails with 500/502 is `unavailable`; only writes (orders, payments, later) read
 *   500 and a 502 other than `order_not_created` as `ambiguous`.
 * - reprice() reads the offer (GET /air/offers/{id}), which Duffel documents as the latest price; the price
 *   action, which adds payment-method surcharges, belongs to booking.
 */
import type { FastifyBaseLogger } from 'fastify';
import { recordSupplierRequest } from '../../shared/metrics.js';
import {
  SupplierError,
  type OutsideFlightSupplier,
  type RepricedOffer,
  type SupplierCondition,
  type SupplierFailureKind,
  type SupplierMoney,
  type SupplierOffer,
  type SupplierOfferSlice,
  type SupplierPassenger,
  type SupplierSearchRequest,
  type SupplierSegment,
} from './flight-supplier.js';

export interface DuffelOptions {
  /** https://api.duffel.com, or a local fake. */
  baseUrl: string;
  /** An access token: `duffel_test_…` in test mode, `duffel_live_…` in production. */
  token: string;
  /** Per call outside a search (reading an offer again). */
  timeoutMs?: number;
  /** The supplier's name as configured; offers and metrics carry it. */
  name?: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetch?: typeof fetch;
  /** Offers per page, 1–200. */
  pageSize?: number;
  /** The most offers read for one search. */
  offerCap?: number;
}

export const DUFFEL_VERSION = 'v2';
const MIN_SUPPLIER_TIMEOUT_MS = 2_000;
const MAX_SUPPLIER_TIMEOUT_MS = 60_000;
const INFANT_WITH_SEAT_FARE_TYPE = 'contract_bulk_infant_with_seat';

type Json = Record<string, unknown>;
/** Duffel calls by name, as the supplier metrics count them. */
export type DuffelOperation =
  | 'create_offer_request'
  | 'list_offers'
  | 'get_offer'
  | 'create_order'
  | 'get_order'
  | 'list_orders'
  | 'create_payment'
  | 'create_order_cancellation'
  | 'confirm_order_cancellation'
  | 'get_order_change_request'
  | 'create_order_change_request'
  | 'create_order_change'
  | 'confirm_order_change'
  | 'accept_airline_initiated_change';
type Operation = DuffelOperation;

export interface DuffelCallOptions {
  operation: Operation;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string>;
  body?: Json;
  signal: AbortSignal;
  /** Whether the call may have changed something at Duffel (decides how 500/502 read). */
  isWrite: boolean;
  /** How long the caller allowed, for the message when it ran out. */
  budgetMs: number;
}

export interface DuffelAnswer {
  /** 202: accepted, not finished (the body is not relied on). */
  status: number;
  data: unknown;
  meta: Json | null;
  requestId: string | null;
}

/** Duffel's error codes that say what happened, whatever the HTTP status. */
const CODE_KINDS: Record<string, SupplierFailureKind> = {
  offer_no_longer_available: 'offer_expired',
  price_changed: 'price_changed',
  payment_amount_does_not_match_order_amount: 'price_changed',
  insufficient_balance: 'insufficient_funds',
  already_cancelled: 'not_allowed',
  order_not_changeable: 'not_allowed',
  unsupported_action: 'not_allowed',
  order_type_not_eligible_for_payment: 'not_allowed',
  unavailable_feature: 'not_allowed',
  stale_airline_initiated_change_accept: 'not_allowed',
  // A quote or a hold past its deadline is gone like an expired offer: ask again.
  order_cancellation_expired: 'offer_expired',
  order_change_offer_expired: 'offer_expired',
  order_change_expired: 'offer_expired',
  order_expired: 'offer_expired',
};

// ---------------------------------------------------------------------------------------------------------------
// Time

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * 'yyyy-MM-ddTHH:mm[:ss]' on the clocks of `timeZone` -> the instant. The offset is taken twice: once at the
 * wall time read as UTC, then at the instant that gives, so a time near a daylight-saving change lands right.
 */
export function localTimeToInstant(local: string, timeZone: string): number {
  const m = LOCAL_TIME.exec(local);
  if (!m) throw new Error(`not a local time: ${local}`);
  const asUtc = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}Z`);
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(guess, timeZone);
}

/** Minutes of an ISO-8601 duration ('PT6H15M', 'P1DT2H30M'); null when it is not one. */
export function parseIsoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return null;
  return Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) + Math.round(Number(m[4] ?? 0) / 60);
}

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    zoneFormatter(value);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading Duffel's objects

export class ShapeError extends Error {}

export const obj = (value: unknown, what: string): Json => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ShapeError(`${what} is not an object`);
  return value as Json;
};
export const list = (value: unknown, what: string): unknown[] => {
  if (!Array.isArray(value)) throw new ShapeError(`${what} is not a list`);
  return value;
};
export const str = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || value === '') throw new ShapeError(`${what} is missing`);
  return value;
};
export const optStr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const DECIMAL = /^-?\d+(\.\d+)?$/;

export function moneyOf(amount: unknown, currency: unknown, what: string): SupplierMoney {
  if (typeof amount !== 'string' || !DECIMAL.test(amount)) throw new ShapeError(`${what} amount is not a decimal`);
  return { amount, currency: str(currency, `${what} currency`) };
}
export function optMoney(amount: unknown, currency: unknown, what: string): SupplierMoney | null {
  return amount === null || amount === undefined ? null : moneyOf(amount, currency, what);
}

function carrierOf(value: unknown, what: string): { code: string; name: string } {
  const airline = obj(value, what);
  return { code: str(airline.iata_code, `${what} code`), name: optStr(airline.name) ?? str(airline.iata_code, what) };
}

function conditionOf(value: unknown): SupplierCondition {
  if (value === null || value === undefined || typeof value !== 'object') return 'unknown';
  const rule = value as Json;
  if (rule.allowed === false) return { allowed: false };
  if (rule.allowed !== true) return 'unknown';
  return { allowed: true, penalty: optMoney(rule.penalty_amount, rule.penalty_currency, 'penalty') };
}

/** Decimal strings compared exactly ('221.7' equals '221.70'). */
export function sameMoney(a: SupplierMoney, b: SupplierMoney): boolean {
  if (a.currency !== b.currency) return false;
  const scaled = (amount: string) => {
    const [whole, fraction = ''] = amount.replace(/^-/, '').split('.');
    const digits = BigInt(`${whole}${fraction.padEnd(6, '0').slice(0, 6)}`);
    return amount.startsWith('-') ? -digits : digits;
  };
  return scaled(a.amount) === scaled(b.amount);
}

function passengerJson(passenger: SupplierPassenger): Json {
  if (passenger.kind === 'adult') return { type: 'adult' };
  if (passenger.age <= 1 && passenger.seat) return { age: passenger.age, fare_type: INFANT_WITH_SEAT_FARE_TYPE };
  return { age: passenger.age };
}

// ---------------------------------------------------------------------------------------------------------------

export class DuffelSupplier implements OutsideFlightSupplier {
  readonly name: string;
  private readonly timeoutMs: number;
  private readonly pageSize: number;
  private readonly offerCap: number;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  private readonly http: DuffelHttp;

  constructor(options: DuffelOptions) {
    this.name = options.name ?? 'duffel';
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.pageSize = Math.min(200, Math.max(1, options.pageSize ?? 200));
    this.offerCap = Math.max(1, options.offerCap ?? 300);
    this.log = options.logger;
    this.http = new DuffelHttp(options);
  }

  async search(request: SupplierSearchRequest): Promise<SupplierOffer[]> {
    const budgetMs = request.timeoutMs;
    const deadline = Date.now() + budgetMs;
    const signal = AbortSignal.timeout(budgetMs);
    const reserveMs = Math.min(3_000, Math.max(500, Math.round(budgetMs / 5)));
    const supplierTimeout = Math.min(
      MAX_SUPPLIER_TIMEOUT_MS,
      Math.max(MIN_SUPPLIER_TIMEOUT_MS, Math.floor((budgetMs - reserveMs) / 100) * 100),
    );

    const created = await this.http.call({
      operation: 'create_offer_request',
      method: 'POST',
      path: '/air/offer_requests',
      query: { return_offers: 'false', supplier_timeout: String(supplierTimeout) },
      body: {
        data: {
          slices: request.slices.map((slice) => ({
            origin: slice.origin,
            destination: slice.destination,
            departure_date: slice.departureDate,
          })),
          passengers: request.passengers.map(passengerJson),
          cabin_class: request.cabin,
          max_connections: 1,
        },
      },
      signal,
      isWrite: false,
      budgetMs,
    });
    let offerRequestId: string;
    let passengerRefs: string[];
    try {
      const offerRequest = obj(created.data, 'offer request');
      offerRequestId = str(offerRequest.id, 'offer request id');
      passengerRefs = list(offerRequest.passengers, 'passengers').map((p, i) =>
        str(obj(p, 'passenger').id, `passenger ${i}`),
      );
      if (passengerRefs.length !== request.passengers.length)
        throw new ShapeError(`${passengerRefs.length} passengers answered for ${request.passengers.length} asked`);
    } catch (error) {
      throw this.http.unreadable(created.requestId, 'create_offer_request', error);
    }

    const offers: SupplierOffer[] = [];
    let after: string | null = null;
    do {
      let page: DuffelAnswer;
      try {
        page = await this.http.call({
          operation: 'list_offers',
          method: 'GET',
          path: '/air/offers',
          query: {
            offer_request_id: offerRequestId,
            sort: 'total_amount',
            limit: String(Math.min(this.pageSize, this.offerCap - offers.length)),
            ...(after ? { after } : {}),
          },
          signal,
          isWrite: false,
          budgetMs,
        });
      } catch (error) {
        // Offers already read are still good when the time runs out on a later page.
        if (offers.length > 0 && error instanceof SupplierError && Date.now() >= deadline - 50) {
          this.log.warn(
            { supplier: this.name, offerRequestId, offers: offers.length, clientRef: request.clientRef },
            'supplier search: time ran out while reading offers; answering the offers read so far',
          );
          break;
        }
        throw error;
      }
      let items: unknown[];
      try {
        items = list(page.data, 'offers');
        const cursor = page.meta?.after;
        after = typeof cursor === 'string' && cursor !== '' ? cursor : null;
      } catch (error) {
        throw this.http.unreadable(page.requestId, 'list_offers', error);
      }
      for (const item of items) {
        if (offers.length >= this.offerCap) break;
        const offer = this.mapOffer(item, passengerRefs, page.requestId, request.slices.length);
        if (offer) offers.push(offer);
      }
      if (items.length === 0) break;
    } while (after && offers.length < this.offerCap);
    return offers;
  }

  async reprice(offerRef: string, previous: SupplierMoney): Promise<RepricedOffer> {
    let answer: DuffelAnswer;
    try {
      answer = await this.http.call({
        operation: 'get_offer',
        method: 'GET',
        path: `/air/offers/${encodeURIComponent(offerRef)}`,
        signal: AbortSignal.timeout(this.timeoutMs),
        isWrite: false,
        budgetMs: this.timeoutMs,
      });
    } catch (error) {
      if (error instanceof SupplierError && error.kind === 'offer_expired') return { status: 'gone' };
      throw error;
    }
    let refs: string[];
    try {
      refs = list(obj(answer.data, 'offer').passengers, 'passengers').map((p) =>
        str(obj(p, 'passenger').id, 'passenger id'),
      );
    } catch (error) {
      throw this.http.unreadable(answer.requestId, 'get_offer', error);
    }
    const offer = this.mapOffer(answer.data, refs, answer.requestId, null);
    if (!offer) throw this.http.unreadable(answer.requestId, 'get_offer', new ShapeError('offer not readable'));
    if (offer.expiresAt <= Date.now()) return { status: 'gone' };
    return sameMoney(offer.total, previous)
      ? { status: 'unchanged', offer }
      : { status: 'changed', offer, previousTotal: previous };
  }

  /** One Duffel offer as a SupplierOffer; null (logged) when it cannot be read, so one bad offer spoils no search. */
  private mapOffer(
    value: unknown,
    passengerRefs: string[],
    requestId: string | null,
    sliceCount: number | null,
  ): SupplierOffer | null {
    try {
      const offer = obj(value, 'offer');
      const offerRef = str(offer.id, 'offer id');
      const expiresAt = Date.parse(str(offer.expires_at, 'expires_at'));
      if (Number.isNaN(expiresAt)) throw new ShapeError('expires_at is not a date');
      const known = new Set(
        list(offer.passengers, 'passengers').map((p) => str(obj(p, 'passenger').id, 'passenger id')),
      );
      for (const ref of passengerRefs)
        if (!known.has(ref)) throw new ShapeError(`passenger ${ref} is not on the offer`);
      // An infant on a lap carries a smaller allowance of its own: bags are what a seated traveller gets.
      const lapInfants = new Set(
        list(offer.passengers, 'passengers')
          .map((p) => obj(p, 'passenger'))
          .filter((p) => p.type === 'infant_without_seat')
          .map((p) => p.id as string),
      );
      const slices = list(offer.slices, 'slices').map((s, i) => this.mapSlice(obj(s, `slice ${i}`), lapInfants));
      if (sliceCount !== null && slices.length !== sliceCount)
        throw new ShapeError(`${slices.length} slices for ${sliceCount} asked`);
      const conditions = (offer.conditions && typeof offer.conditions === 'object' ? offer.conditions : {}) as Json;
      const payment = (offer.payment_requirements ?? {}) as Json;
      return {
        supplier: this.name,
        offerRef,
        expiresAt,
        slices,
        total: moneyOf(offer.total_amount, offer.total_currency, 'total'),
        base: optMoney(offer.base_amount, offer.base_currency, 'base'),
        tax: optMoney(offer.tax_amount, offer.tax_currency, 'tax'),
        owner: carrierOf(offer.owner, 'owner'),
        refundBeforeDeparture: conditionOf(conditions.refund_before_departure),
        changeBeforeDeparture: conditionOf(conditions.change_before_departure),
        // Duffel states no seats left at a price.
        seatsLeft: null,
        // Unstated is read as "pay at once": a hold is only tried when Duffel says one is allowed.
        requiresInstantPayment: payment.requires_instant_payment !== false,
        identityDocumentsRequired: offer.passenger_identity_documents_required === true,
        passengerRefs: [...passengerRefs],
      };
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      this.log.warn(
        { supplier: this.name, requestId, offerRef: (value as Json | null)?.id, reason: error.message },
        'supplier offer left out: not readable',
      );
      return null;
    }
  }

  private mapSlice(slice: Json, lapInfants: Set<string>): SupplierOfferSlice {
    const segments = list(slice.segments, 'segments').map((s, i) => obj(s, `segment ${i}`));
    if (segments.length === 0) throw new ShapeError('slice without segments');
    const mapped = segments.map((segment) => mapDuffelSegment(segment));
    const allowance = (type: 'checked' | 'carry_on'): number | null => {
      let least: number | null = null;
      for (const segment of segments) {
        const seated = list(segment.passengers ?? [], 'segment passengers')
          .map((p) => obj(p, 'segment passenger'))
          .filter((p) => !lapInfants.has(p.passenger_id as string));
        if (seated.length === 0) return null;
        for (const passenger of seated) {
          const bags = Array.isArray(passenger.baggages) ? (passenger.baggages as Json[]) : [];
          const stated = bags.filter((b) => b?.type === type && typeof b.quantity === 'number');
          if (stated.length === 0) return null;
          const quantity = stated.reduce((sum, b) => sum + (b.quantity as number), 0);
          least = least === null ? quantity : Math.min(least, quantity);
        }
      }
      return least;
    };
    const first = mapped[0]!;
    const last = mapped.at(-1)!;
    return {
      segments: mapped,
      durationMin: parseIsoDurationMinutes(slice.duration) ?? Math.round((last.arrivesAt - first.departsAt) / 60_000),
      fareBrand: optStr(slice.fare_brand_name),
      checkedBags: allowance('checked'),
      carryOnBags: allowance('carry_on'),
    };
  }
}

/** Duffel's HTTP client, shared by the search and the order sides: one call logged, counted, its failures typed. */
export class DuffelHttp {
  readonly name: string;
  private readonly base: string;
  private readonly fetch: typeof fetch;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;

  constructor(private readonly options: Pick<DuffelOptions, 'baseUrl' | 'token' | 'name' | 'logger' | 'fetch'>) {
    this.name = options.name ?? 'duffel';
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.log = options.logger;
  }

  unreadable(requestId: string | null, operation: Operation, error: unknown): SupplierError {
    if (error instanceof SupplierError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn({ supplier: this.name, requestId, operation, reason }, 'supplier answer not readable');
    return new SupplierError('unavailable', this.name, requestId, `${operation}: answer not readable: ${reason}`);
  }

  /** One HTTP call: logged, counted, and every failure turned into a SupplierError. */
  async call(options: DuffelCallOptions): Promise<DuffelAnswer> {
    const url = new URL(this.base + options.path);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const path = url.pathname + url.search;
    const started = performance.now();
    let status = 0;
    let requestId: string | null = null;
    const finish = (outcome: string, extra: Json = {}) => {
      const seconds = (performance.now() - started) / 1000;
      recordSupplierRequest(this.name, options.operation, outcome, seconds);
      const entry = {
        supplier: this.name,
        operation: options.operation,
        method: options.method,
        path,
        status,
        requestId,
        durationMs: Math.round(seconds * 1000),
        outcome,
        ...extra,
      };
      if (outcome === 'ok') this.log.info(entry, 'supplier call');
      else this.log.warn(entry, 'supplier call failed');
    };

    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, {
        method: options.method,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'duffel-version': DUFFEL_VERSION,
          accept: 'application/json',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
      status = response.status;
      requestId = response.headers.get('x-request-id');
      text = await response.text();
    } catch (error) {
      const timedOut =
        options.signal.aborted ||
        (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      // A write without an answer may have been done at Duffel; a read without one is only unanswered.
      const kind: SupplierFailureKind = options.isWrite ? 'ambiguous' : 'unavailable';
      const detail = timedOut
        ? `${options.method} ${url.pathname}: no answer within ${options.budgetMs} ms`
        : `${options.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`;
      finish(kind, { reason: timedOut ? 'timeout' : 'network' });
      throw new SupplierError(kind, this.name, requestId, detail);
    }

    let parsed: Json | null = null;
    try {
      const value: unknown = text ? JSON.parse(text) : null;
      parsed = value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
    } catch {
      parsed = null;
    }

    if (status === 202) {
      // Accepted, not finished: what follows comes by webhook or by reading again; the body is not relied on.
      finish('ok');
      return { status, data: parsed?.data ?? null, meta: null, requestId };
    }
    if (response.ok) {
      if (!parsed || !('data' in parsed)) {
        finish('unavailable', { reason: 'not_json' });
        throw new SupplierError(
          'unavailable',
          this.name,
          requestId,
          `${options.method} ${url.pathname}: HTTP ${status} without a data envelope`,
        );
      }
      finish('ok');
      const meta = parsed.meta && typeof parsed.meta === 'object' ? (parsed.meta as Json) : null;
      return { status, data: parsed.data, meta, requestId };
    }

    const errors = Array.isArray(parsed?.errors) ? (parsed.errors as Json[]) : [];
    const first = errors[0] ?? {};
    const code = optStr(first.code);
    const type = optStr(first.type);
    requestId ??= optStr((parsed?.meta as Json | undefined)?.request_id);
    const kind = this.kindOf(status, code, type, options.isWrite);
    const retryAfterMs = status === 429 ? retryAfterOf(response.headers) : null;
    finish(kind, { code, type });
    throw new SupplierError(
      kind,
      this.name,
      requestId,
      `${options.method} ${url.pathname}: HTTP ${status}${code ? ` ${code}` : ''}${optStr(first.message) ? `: ${String(first.message)}` : ''}`,
      retryAfterMs,
    );
  }

  private kindOf(status: number, code: string | null, type: string | null, isWrite: boolean): SupplierFailureKind {
    if (status === 401) return 'auth_failed';
    if (status === 429 || type === 'rate_limit_error') return 'unavailable';
    if (code && CODE_KINDS[code]) return CODE_KINDS[code];
    if (status === 403) return 'auth_failed';
    if (status === 404) return 'offer_expired';
    if (status === 503 || status === 504) return 'unavailable';
    if (status >= 500) {
      // order_not_created guarantees nothing was done at the airline.
      if (!isWrite || code === 'order_not_created') return 'unavailable';
      return 'ambiguous';
    }
    if (type === 'invalid_state_error') return 'not_allowed';
    return 'validation_failed';
  }
}

/** One Duffel segment (of an offer, an order, a change) in the supplier's words. */
export function mapDuffelSegment(segment: Json): SupplierSegment {
  const origin = obj(segment.origin, 'segment origin');
  const destination = obj(segment.destination, 'segment destination');
  const departing = str(segment.departing_at, 'departing_at');
  const arriving = str(segment.arriving_at, 'arriving_at');
  if (!LOCAL_TIME.test(departing) || !LOCAL_TIME.test(arriving))
    throw new ShapeError('segment times are not local times');
  const originTimeZone = isTimeZone(origin.time_zone) ? origin.time_zone : null;
  const destinationTimeZone = isTimeZone(destination.time_zone) ? destination.time_zone : null;
  const statedMinutes = parseIsoDurationMinutes(segment.duration);
  // Without a zone the instant cannot be known exactly; UTC keeps the order and the stated duration holds.
  const departsAt = localTimeToInstant(departing, originTimeZone ?? 'UTC');
  const arrivesAt =
    destinationTimeZone || statedMinutes === null
      ? localTimeToInstant(arriving, destinationTimeZone ?? 'UTC')
      : departsAt + statedMinutes * 60_000;
  const marketingCarrier = carrierOf(segment.marketing_carrier, 'marketing carrier');
  const operating = segment.operating_carrier ? carrierOf(segment.operating_carrier, 'operating carrier') : null;
  const aircraft = segment.aircraft && typeof segment.aircraft === 'object' ? (segment.aircraft as Json) : null;
  return {
    id: str(segment.id, 'segment id'),
    origin: str(origin.iata_code, 'origin code'),
    destination: str(destination.iata_code, 'destination code'),
    departingAtLocal: departing.slice(0, 16),
    arrivingAtLocal: arriving.slice(0, 16),
    originTimeZone,
    destinationTimeZone,
    departsAt,
    arrivesAt,
    durationMin: statedMinutes ?? Math.round((arrivesAt - departsAt) / 60_000),
    marketingCarrier,
    marketingFlightNumber: str(segment.marketing_carrier_flight_number, 'flight number'),
    operatingCarrier: operating ?? marketingCarrier,
    operatingFlightNumber: optStr(segment.operating_carrier_flight_number),
    aircraft:
      aircraft && optStr(aircraft.iata_code)
        ? { code: aircraft.iata_code as string, name: optStr(aircraft.name) ?? (aircraft.iata_code as string) }
        : null,
    originTerminal: optStr(segment.origin_terminal),
    destinationTerminal: optStr(segment.destination_terminal),
  };
}

/**
 * How long Duffel asks us to wait after a 429: `ratelimit-reset` (an HTTP date) measured against the answer's own
 * `date`, so that a clock difference between us and Duffel does not matter; `retry-after` when given instead.
 */
function retryAfterOf(headers: Headers): number | null {
  const reset = Date.parse(headers.get('ratelimit-reset') ?? '');
  if (!Number.isNaN(reset)) {
    const serverNow = Date.parse(headers.get('date') ?? '');
    const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
    return Math.max(1_000, reset - now);
  }
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}
