/**
 * A local stand-in for Duffel's flights API (v2), a real HTTP server on 127.0.0.1, written from Duffel's
 * documented contract so that the adapter's tests would run unchanged against Duffel's own test mode:
 *
 * - `Authorization: Bearer <token>` (401 `authentication_error` otherwise; a read-only token gets 403 on writes),
 *   `Duffel-Version: v2` (400 `invalid_request_error` otherwise). Bodies are `{"data": …}`; lists add
 *   `meta {limit, after, before}` with opaque cursors (`limit` 1–200, default 50). Errors are
 *   `{"errors": [{type, title, message, code, documentation_url, source?}], "meta": {status, request_id}}`.
 * - Every answer carries `x-request-id`, `ratelimit-limit`, `ratelimit-remaining` and `ratelimit-reset` (an HTTP
 *   date at the end of the window); beyond the limit, 429 `rate_limit_error`. The `date` header is the fake's
 *   virtual clock, so a client can measure the reset against the server's own time.
 * - Ids carry Duffel's prefixes (orq_, off_, pas_, sli_, seg_, arp_, arl_); money is decimal strings with a currency
 *   field (USD unless configured); `created_at`/`expires_at` are UTC with `Z`; segment times are local airport
 *   times without offset, with the airport's `time_zone`; durations ISO-8601 (`PT6H15M`).
 *
 * Endpoints: POST /air/offer_requests?return_offers=&supplier_timeout=, GET /air/offers?offer_request_id=&limit=
 * &after=&before=&sort=&max_connections=, GET /air/offers/{id}, POST /air/offers/{id}/actions/price, then the life of
 * an order (each resource's state in `FakeState`, every deadline on `clock`):
 * - POST /air/orders: `instant` (one `balance` payment of exactly the offer's total, taken from the Duffel Balance)
 *   or `hold` (only when the offer allows it: `payment_required_by` 72 h and `price_guarantee_expires_at` 48 h after
 *   the search). Passengers are checked as Duffel does: the offer's ids, names by Duffel's letters (1–20 of ASCII,
 *   Latin-1 and Latin Extended-A letters but Æ æ Ĳ ĳ Œ œ Þ ð, space, - and '), title, gender, born_on giving the
 *   searched age on the last slice's date (adults 18+), e-mail, E.164 phone, one passport when the offer requires
 *   documents, every lap infant as `infant_passenger_id` on exactly one adult; metadata at most 50 pairs (keys
 *   1–40 of [A-Za-z0-9_-], values ≤ 500). 201 with the order, or 202 (`{data: null}`) in async mode, the order then
 *   made (or not) later and told by webhook. There is no idempotency key: the same POST twice makes two orders.
 * - GET /air/orders/{id}; GET /air/orders?offer_id=&booking_reference=&awaiting_payment=&limit=&after= (newest
 *   first, opaque cursors); PATCH /air/orders/{id} (metadata only).
 * - POST /air/payments for a hold (exact amount, else 422 `payment_amount_does_not_match_order_amount`; after the
 *   price guarantee the hold costs 10.00 more and the old amount is 422 `price_changed`; `insufficient_balance`;
 *   `order_type_not_eligible_for_payment` on an instant or paid order); GET /air/payments?order_id=.
 * - Tickets (`electronic_ticket`, 13 digits, one per passenger) at payment, or late: `lateDocumentsMs` after it by
 *   the virtual clock or on `issueDocuments`, with `order.updated`.
 * - POST /air/order_cancellations (quote: refund by the fare's refund rule to the balance, 0.00 to
 *   `awaiting_payment` for an unpaid hold, expires in 15 min), POST …/{id}/actions/confirm (`already_cancelled` the
 *   second time; refused past expiry), GET /air/order_cancellations?order_id=.
 * - POST /air/order_change_requests (the order's airline on the new date, up to two offers; the fare's change
 *   penalty added; `order_not_changeable` when the fare does not allow it or after one change), GET
 *   /air/order_change_offers?order_change_request_id= and /{id}, POST /air/order_changes, POST …/{id}/actions/confirm
 *   (`payment` of the change amount from the balance; new tickets).
 * - Airline-initiated changes (`fireAirlineChange`, the admin API, or the route LHR→LTN): every flight moved, the
 *   order's slices show the new times at once; GET /air/airline_initiated_changes?order_id=, POST …/{id}/actions/accept
 *   (only the newest: `stale_airline_initiated_change_accept`).
 * - Webhooks: POST /air/webhooks answers the `secret` once (one webhook per mode, else 422 `unsafe_unique`), GET, PATCH,
 *   DELETE, POST …/{id}/actions/ping, GET /air/webhooks/deliveries, GET /air/webhooks/events/{id}, POST
 *   …/events/{id}/actions/redeliver. Events `order.created`, `order.creation_failed`, `payment.created`,
 *   `order.airline_initiated_change_detected`, `order.updated`, `order_cancellation.confirmed` (and `ping.triggered`)
 *   go to the subscribed endpoint as `{id: wev_…, type, api_version, live_mode, idempotency_key, created_at,
 *   identity_organisation_id, data: {object}}`, signed `X-Duffel-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret,
 *   "<t>.<raw body>")>`; a non-2xx answer is retried 1, 2, 4 … min later (at most 6 h apart) for 72 h, on the
 *   virtual clock. Deliveries can be held, duplicated, reversed or delayed (`webhooks.control`).
 *
 * Where Duffel documents no behaviour the fake chooses, and says so where it does: a hold past payment_required_by
 * stays readable and refuses payment with 422 `order_expired`; an expired cancellation quote answers 422
 * `order_cancellation_expired`; `order.creation_failed` carries `{offer_id, metadata, errors}`.
 *
 * Failures on booking calls (`failNext(operation, failure, {offerId, orderId, times})`, or POST /_fake/failures):
 * `order_not_created` (502, nothing done), `airline_unknown` (502), `internal_error` (500, nothing done),
 * `internal_error_after_create` (500 after the order or payment was made), `timeout` / `timeout_after_create`
 * (never answered, before or after the work), `offer_no_longer_available`, `insufficient_balance`.
 *
 * The fake's own control API (not Duffel's, no token): POST /_fake/clock/advance {ms}, GET|POST /_fake/balance
 * {amount}, POST /_fake/failures {operation, failure, offer_id?, order_id?, times?}, POST /_fake/orders/creation
 * {async?, asyncOutcome?, asyncDelayMs?, lateDocumentsMs?}, POST /_fake/orders/{id}/documents, POST
 * /_fake/orders/{id}/airline_change {shift_minutes?}, POST /_fake/webhooks/control {hold?, duplicate?, reverse?,
 * delayMs?}, POST /_fake/webhooks/release, POST /_fake/webhooks/flush.
 *
 * Flights: the test airline ZZ (Duffel Airways) flies between any two airports it knows, every day, holdable,
 * with Basic/Standard/Flex brands; real-looking carriers fly the Kyrgyz routes (TK to Istanbul and on to
 * Frankfurt, FZ to Dubai, KC to Almaty and on to Seoul on a flight operated by Asiana, HY to Tashkent and on to
 * Moscow with no brand, no stated conditions and no stated bags, CZ to Ürümqi). Bishkek Manas is asked as BSZ or
 * FRU (the airline world still writes FRU); offers answer with the code that was asked. One-stop itineraries
 * connect within one airline, 1–12 h apart. Prices are deterministic: seeded by route, date and cabin.
 * Passengers are asked as `{type: 'adult'}` or `{age}`; offers type them adult (18+), child (2–17, or an infant
 * searched with fare_type `contract_bulk_infant_with_seat`) and infant_without_seat (0–1).
 *
 * Scripted routes (any origin, by destination; Duffel's own test pairs first):
 * | Destination | Behaviour |
 * |---|---|
 * | LGW (and Duffel's LGW→LHR) | offers expire at once: listed, but every read/price answers 422 `offer_no_longer_available` |
 * | STN (and Duffel's LHR→STN) | the price rises 10.00 on every read and price action |
 * | LCY | the search never answers (until the client gives up or the fake closes) |
 * | LTN | the search answers 500 `internal_server_error` |
 * | BHX | the search answers 502 from a gateway: an HTML body, no `x-request-id` |
 * | MAN | the search answers 503 `service_unavailable` |
 * | EDI | the search answers 429 `rate_limit_error` (reset 7 s later) |
 * | Duffel's STN→LHR | the search answers 504 `gateway_timeout_error` |
 * | Duffel's PVD→RAI | the search succeeds with no offers |
 * | Duffel's LHR→LGW | booking fails: 502 `airline_unknown` |
 * | Duffel's LGW→STN | booking fails: 422 `insufficient_balance` |
 * | Duffel's LHR→LTN | the order gets an airline-initiated change as soon as it is made |
 *
 * Any offer read after its `expires_at` (30 min after the search, by the virtual clock) answers 422
 * `offer_no_longer_available`. `latencyMs` delays every search answer (benchmarks set 300 and 2000); when it is
 * longer than the request's `supplier_timeout`, the search answers at the timeout with the fast airline's (ZZ)
 * offers only, as Duffel drops airlines that did not answer in time.
 *
 * In tests: `const fake = await startDuffelFake({ latencyMs: 0 })` → `{ url, token, clock, state, requests,
 * setLatency(ms), setRateLimit(n), setBalance(amount), balance(), failNext(…), setOrderCreation(…),
 * issueDocuments(orderId), fireAirlineChange(orderId, minutes), webhooks.{control, release, flush}, close() }`; `fake.clock.advance(31 * 60_000)` expires offers. From the command
 * line (a local site against the fake): `npx tsx apps/api/test/fakes/duffel-fake.ts --port 4010 --latency 300
 * [--host 127.0.0.1] [--token T] [--currency EUR] [--rate-limit 120] [--balance 5000.00]` prints `DUFFEL_URL=…` and `DUFFEL_TOKEN=…`
 * and serves until stopped (SIGINT/SIGTERM).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface DuffelFakeOptions {
  /** The test token the fake accepts (Duffel's test tokens start `duffel_test_`). */
  token?: string;
  /** A token that may read but gets 403 on writes. */
  readOnlyToken?: string;
  /** The organisation's billing currency: every amount is in it. */
  currency?: string;
  /** Requests allowed per rate-limit window. */
  rateLimit?: number;
  rateLimitWindowMs?: number;
  /** Delay of every search answer (POST /air/offer_requests), in real milliseconds. */
  latencyMs?: number;
  /** How long an offer may be sold after the search. */
  offerTtlMs?: number;
  /** The Duffel Balance at the start ('100000.00' unless given). */
  balance?: string;
  /** The virtual clock's start (epoch ms); the clock then runs with real time. */
  now?: number;
  port?: number;
  host?: string;
}

/** The fake's time: real time plus an offset the test moves. */
export interface FakeClock {
  now(): number;
  set(epochMs: number): void;
  advance(ms: number): void;
}

type Json = Record<string, unknown>;

export type ScriptedBehaviour =
  | 'normal'
  | 'gone'
  | 'price_rises'
  | 'hang'
  | 'error_500'
  | 'error_502'
  | 'error_503'
  | 'error_504'
  | 'rate_limited'
  | 'no_offers'
  /** Booking fails: 502 `airline_unknown`. */
  | 'order_fails'
  /** Booking fails: 422 `insufficient_balance`. */
  | 'insufficient_balance'
  /** The order gets an airline-initiated change as soon as it is made. */
  | 'airline_changes';

export interface FakeOfferRequest {
  id: string;
  createdAt: number;
  /** The wire object as answered (without offers). */
  body: Json;
  offerIds: string[];
  behaviour: ScriptedBehaviour;
}

export interface FakeOffer {
  id: string;
  offerRequestId: string;
  behaviour: ScriptedBehaviour;
  createdAt: number;
  expiresAt: number;
  /** Reads and price actions so far (the price-rise route adds 10.00 on each). */
  reads: number;
  /** Total in minor units at the search, and how the rises split it. */
  baseCents: number;
  taxCents: number;
  /** The wire object at the search, before any rise. */
  body: Json;
}

/** An order as the fake keeps it; its wire object is drawn from this on every read, by the virtual clock. */
export interface FakeOrder {
  id: string;
  offerId: string;
  type: 'instant' | 'hold';
  createdAt: number;
  owner: string;
  bookingReference: string;
  /** Offer passengers with the names given at booking (wire objects). */
  passengers: Json[];
  slices: Json[];
  conditions: Json;
  currency: string;
  baseCents: number;
  taxCents: number;
  /** Added to an unpaid hold's price once its guarantee has lapsed. */
  priceDriftCents: number;
  paymentRequiredBy: number | null;
  priceGuaranteeExpiresAt: number | null;
  paidAt: number | null;
  documents: Json[];
  /** Late tickets: the instant the airline issues them (virtual clock), null when issued or not paid. */
  documentsDueAt: number | null;
  cancelledAt: number | null;
  cancellationId: string | null;
  /** A confirmed change: Duffel's ZZ refuses a second one. */
  changed: boolean;
  metadata: Record<string, string>;
  airlineChangeIds: string[];
}

export interface FakeWebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret: string;
  createdAt: number;
}

export interface FakeWebhookEvent {
  id: string;
  type: string;
  createdAt: number;
  /** The envelope as delivered (the body bytes are this, serialised once per attempt). */
  envelope: Json;
}

export interface FakeDelivery {
  id: string;
  eventId: string;
  endpointId: string;
  status: 'held' | 'pending' | 'delivered' | 'gave_up';
  attempts: number;
  firstAt: number;
  nextAt: number;
  /** HTTP statuses answered by the receiver (0: no answer). */
  responses: number[];
  inFlight: boolean;
}

/** Everything the fake remembers. */
export interface FakeState {
  offerRequests: Map<string, FakeOfferRequest>;
  offers: Map<string, FakeOffer>;
  orders: Map<string, FakeOrder>;
  payments: Map<string, Json>;
  cancellations: Map<string, Json>;
  changeRequests: Map<string, Json>;
  changeOffers: Map<string, Json & { order_id: string; order_change_request_id: string }>;
  orderChanges: Map<string, Json>;
  airlineChanges: Map<string, Json>;
  webhooks: Map<string, FakeWebhookEndpoint>;
  events: FakeWebhookEvent[];
  deliveries: FakeDelivery[];
  /** The organisation's Duffel Balance, minor units of `currency`. */
  balanceCents: number;
}

/** Operations a failure can be injected into. */
export type FakeOperation = 'create_order' | 'create_payment' | 'confirm_cancellation' | 'confirm_change';

/**
 * Failures as Duffel answers them: `order_not_created` (502, nothing done), `airline_unknown` (502, observed),
 * `internal_error` (500, nothing done), `internal_error_after_create` (500 after the order or payment was made —
 * the ambiguous case), `timeout` (never answers, nothing done), `timeout_after_create` (done, then never answers),
 * `offer_no_longer_available` (sold out at booking), `insufficient_balance`.
 */
export type FakeFailure =
  | 'order_not_created'
  | 'airline_unknown'
  | 'internal_error'
  | 'internal_error_after_create'
  | 'timeout'
  | 'timeout_after_create'
  | 'offer_no_longer_available'
  | 'insufficient_balance';

export interface FakeWebhookControl {
  /** Deliveries wait until `release()`. */
  hold: boolean;
  /** Every event is delivered twice (Duffel delivers at least once). */
  duplicate: boolean;
  /** Due deliveries go out newest first (Duffel does not order them). */
  reverse: boolean;
  /** Virtual milliseconds between an event and its first attempt. */
  delayMs: number;
}

export interface FakeRequestRecord {
  method: string;
  /** Path with query, as received. */
  path: string;
  query: Record<string, string>;
  headers: { authorization: string | undefined; duffelVersion: string | undefined; accept: string | undefined };
  body: unknown;
  status: number;
  requestId: string | null;
  at: number;
}

export interface DuffelFake {
  url: string;
  token: string;
  currency: string;
  clock: FakeClock;
  state: FakeState;
  requests: FakeRequestRecord[];
  setLatency(ms: number): void;
  /** Sets the rate limit (and starts a fresh window). */
  setRateLimit(limit: number): void;
  /** Sets the Duffel Balance ('5000.00'). */
  setBalance(amount: string): void;
  /** The Duffel Balance as a decimal string. */
  balance(): string;
  /** The next `times` calls of `operation` (for one offer or order when given) fail so. */
  failNext(
    operation: FakeOperation,
    failure: FakeFailure,
    scope?: { offerId?: string; orderId?: string; times?: number },
  ): void;
  /**
   * How orders are made: `async` answers 202 and makes (or fails) the order `asyncDelayMs` later (virtual), then
   * says so by webhook; `lateDocumentsMs` issues tickets that long after payment instead of at once (null: at once).
   */
  setOrderCreation(
    settings: Partial<{
      async: boolean;
      asyncOutcome: 'created' | 'failed';
      asyncDelayMs: number;
      lateDocumentsMs: number | null;
    }>,
  ): void;
  /** Issues a paid order's late tickets now. */
  issueDocuments(orderId: string): void;
  /** The airline moves the order's flights by `shiftMinutes` (default 95): an airline-initiated change. */
  fireAirlineChange(orderId: string, shiftMinutes?: number): Json;
  /** Webhook delivery controls. */
  webhooks: {
    control(settings: Partial<FakeWebhookControl>): void;
    /** Lets held deliveries go, then delivers everything due. */
    release(): Promise<void>;
    /** Delivers everything due by the virtual clock and waits for the answers. */
    flush(): Promise<void>;
  };
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------------
// Reference data

interface Airport {
  iata: string;
  icao: string;
  name: string;
  city: string;
  cityCode: string;
  country: string;
  timeZone: string;
  lat: number;
  lon: number;
  terminal: string | null;
}

const AIRPORTS: Airport[] = [
  {
    iata: 'BSZ',
    icao: 'UCFM',
    name: 'Manas International Airport',
    city: 'Bishkek',
    cityCode: 'FRU',
    country: 'KG',
    timeZone: 'Asia/Bishkek',
    lat: 43.0613,
    lon: 74.4776,
    terminal: null,
  },
  {
    iata: 'OSS',
    icao: 'UCFO',
    name: 'Osh International Airport',
    city: 'Osh',
    cityCode: 'OSS',
    country: 'KG',
    timeZone: 'Asia/Bishkek',
    lat: 40.609,
    lon: 72.7933,
    terminal: null,
  },
  {
    iata: 'IST',
    icao: 'LTFM',
    name: 'Istanbul Airport',
    city: 'Istanbul',
    cityCode: 'IST',
    country: 'TR',
    timeZone: 'Europe/Istanbul',
    lat: 41.2753,
    lon: 28.7519,
    terminal: null,
  },
  {
    iata: 'DXB',
    icao: 'OMDB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    cityCode: 'DXB',
    country: 'AE',
    timeZone: 'Asia/Dubai',
    lat: 25.2528,
    lon: 55.3644,
    terminal: '2',
  },
  {
    iata: 'SVO',
    icao: 'UUEE',
    name: 'Sheremetyevo International Airport',
    city: 'Moscow',
    cityCode: 'MOW',
    country: 'RU',
    timeZone: 'Europe/Moscow',
    lat: 55.9726,
    lon: 37.4146,
    terminal: 'C',
  },
  {
    iata: 'ICN',
    icao: 'RKSI',
    name: 'Incheon International Airport',
    city: 'Seoul',
    cityCode: 'SEL',
    country: 'KR',
    timeZone: 'Asia/Seoul',
    lat: 37.4602,
    lon: 126.4407,
    terminal: '1',
  },
  {
    // Ürümqi keeps Beijing time for flights (the tz database's Asia/Urumqi is the local, unofficial time).
    iata: 'URC',
    icao: 'ZWWW',
    name: 'Ürümqi Diwopu International Airport',
    city: 'Ürümqi',
    cityCode: 'URC',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 43.9071,
    lon: 87.4742,
    terminal: '3',
  },
  {
    iata: 'FRA',
    icao: 'EDDF',
    name: 'Frankfurt Airport',
    city: 'Frankfurt',
    cityCode: 'FRA',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 50.0379,
    lon: 8.5622,
    terminal: '1',
  },
  {
    iata: 'ALA',
    icao: 'UAAA',
    name: 'Almaty International Airport',
    city: 'Almaty',
    cityCode: 'ALA',
    country: 'KZ',
    timeZone: 'Asia/Almaty',
    lat: 43.3521,
    lon: 77.0405,
    terminal: '1',
  },
  {
    iata: 'TAS',
    icao: 'UTTT',
    name: 'Islam Karimov Tashkent International Airport',
    city: 'Tashkent',
    cityCode: 'TAS',
    country: 'UZ',
    timeZone: 'Asia/Tashkent',
    lat: 41.2579,
    lon: 69.2812,
    terminal: '2',
  },
  // The scripted test routes' airports (Duffel's own test routes are between London's airports).
  ...(
    [
      ['LHR', 'EGLL', 'Heathrow Airport', '5', 51.47, -0.4543],
      ['LGW', 'EGKK', 'Gatwick Airport', 'S', 51.1537, -0.1821],
      ['STN', 'EGSS', 'London Stansted Airport', null, 51.885, 0.235],
      ['LCY', 'EGLC', 'London City Airport', null, 51.5048, 0.0495],
      ['LTN', 'EGGW', 'London Luton Airport', null, 51.8747, -0.3683],
    ] as const
  ).map(([iata, icao, name, terminal, lat, lon]) => ({
    iata,
    icao,
    name,
    city: 'London',
    cityCode: 'LON',
    country: 'GB',
    timeZone: 'Europe/London',
    lat,
    lon,
    terminal,
  })),
  {
    iata: 'BHX',
    icao: 'EGBB',
    name: 'Birmingham Airport',
    city: 'Birmingham',
    cityCode: 'BHX',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 52.4539,
    lon: -1.748,
    terminal: null,
  },
  {
    iata: 'MAN',
    icao: 'EGCC',
    name: 'Manchester Airport',
    city: 'Manchester',
    cityCode: 'MAN',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 53.365,
    lon: -2.2727,
    terminal: '2',
  },
  {
    iata: 'EDI',
    icao: 'EGPH',
    name: 'Edinburgh Airport',
    city: 'Edinburgh',
    cityCode: 'EDI',
    country: 'GB',
    timeZone: 'Europe/London',
    lat: 55.95,
    lon: -3.3725,
    terminal: null,
  },
  {
    iata: 'PVD',
    icao: 'KPVD',
    name: 'Rhode Island T. F. Green International Airport',
    city: 'Providence',
    cityCode: 'PVD',
    country: 'US',
    timeZone: 'America/New_York',
    lat: 41.724,
    lon: -71.4282,
    terminal: null,
  },
  {
    iata: 'RAI',
    icao: 'GVNP',
    name: 'Nelson Mandela International Airport',
    city: 'Praia',
    cityCode: 'RAI',
    country: 'CV',
    timeZone: 'Atlantic/Cape_Verde',
    lat: 14.9245,
    lon: -23.4935,
    terminal: null,
  },
];

/** Airline codes the world writes for an airport: Manas is still FRU in most systems. */
const AIRPORT_ALIASES: Record<string, string> = { FRU: 'BSZ' };

function findAirport(code: string): Airport | undefined {
  const iata = AIRPORT_ALIASES[code] ?? code;
  return AIRPORTS.find((a) => a.iata === iata);
}

interface Airline {
  iata: string;
  name: string;
}

const AIRLINES: Record<string, Airline> = {
  ZZ: { iata: 'ZZ', name: 'Duffel Airways' },
  TK: { iata: 'TK', name: 'Turkish Airlines' },
  FZ: { iata: 'FZ', name: 'flydubai' },
  KC: { iata: 'KC', name: 'Air Astana' },
  OZ: { iata: 'OZ', name: 'Asiana Airlines' },
  HY: { iata: 'HY', name: 'Uzbekistan Airways' },
  CZ: { iata: 'CZ', name: 'China Southern Airlines' },
};

const AIRCRAFT: Record<string, string> = {
  '320': 'Airbus A320',
  '321': 'Airbus A321',
  '32N': 'Airbus A320neo',
  '7M8': 'Boeing 737 MAX 8',
  '738': 'Boeing 737-800',
  '788': 'Boeing 787-8',
  '333': 'Airbus A330-300',
};

interface ScheduledFlight {
  carrier: string;
  number: string;
  /** A codeshare: the airline that flies it. */
  operatedBy?: { carrier: string; number: string };
  from: string;
  to: string;
  /** Local departure time at `from`, every day. */
  departs: string;
  minutes: number;
  aircraft: string;
}

/** The real-looking carriers' daily flights (ZZ's are made for every pair, see zzFlights). */
const SCHEDULE: ScheduledFlight[] = [
  { carrier: 'TK', number: '345', from: 'BSZ', to: 'IST', departs: '06:35', minutes: 380, aircraft: '321' },
  { carrier: 'TK', number: '344', from: 'IST', to: 'BSZ', departs: '20:10', minutes: 340, aircraft: '321' },
  { carrier: 'TK', number: '371', from: 'OSS', to: 'IST', departs: '07:20', minutes: 375, aircraft: '7M8' },
  { carrier: 'TK', number: '370', from: 'IST', to: 'OSS', departs: '21:05', minutes: 330, aircraft: '7M8' },
  { carrier: 'TK', number: '1589', from: 'IST', to: 'FRA', departs: '13:45', minutes: 200, aircraft: '333' },
  { carrier: 'TK', number: '1590', from: 'FRA', to: 'IST', departs: '10:30', minutes: 190, aircraft: '333' },
  { carrier: 'FZ', number: '1622', from: 'BSZ', to: 'DXB', departs: '02:40', minutes: 250, aircraft: '7M8' },
  { carrier: 'FZ', number: '1621', from: 'DXB', to: 'BSZ', departs: '20:55', minutes: 235, aircraft: '7M8' },
  { carrier: 'FZ', number: '1658', from: 'OSS', to: 'DXB', departs: '03:15', minutes: 235, aircraft: '738' },
  { carrier: 'FZ', number: '1657', from: 'DXB', to: 'OSS', departs: '21:40', minutes: 225, aircraft: '738' },
  { carrier: 'KC', number: '110', from: 'BSZ', to: 'ALA', departs: '07:10', minutes: 70, aircraft: '32N' },
  { carrier: 'KC', number: '112', from: 'BSZ', to: 'ALA', departs: '19:30', minutes: 70, aircraft: '32N' },
  { carrier: 'KC', number: '109', from: 'ALA', to: 'BSZ', departs: '21:50', minutes: 65, aircraft: '32N' },
  { carrier: 'KC', number: '111', from: 'ALA', to: 'BSZ', departs: '09:40', minutes: 65, aircraft: '32N' },
  {
    carrier: 'KC',
    number: '909',
    operatedBy: { carrier: 'OZ', number: '578' },
    from: 'ALA',
    to: 'ICN',
    departs: '23:40',
    minutes: 385,
    aircraft: '333',
  },
  {
    carrier: 'KC',
    number: '910',
    operatedBy: { carrier: 'OZ', number: '577' },
    from: 'ICN',
    to: 'ALA',
    departs: '17:50',
    minutes: 420,
    aircraft: '333',
  },
  { carrier: 'KC', number: '921', from: 'ALA', to: 'FRA', departs: '11:15', minutes: 450, aircraft: '788' },
  { carrier: 'KC', number: '922', from: 'FRA', to: 'ALA', departs: '20:45', minutes: 400, aircraft: '788' },
  { carrier: 'HY', number: '782', from: 'BSZ', to: 'TAS', departs: '08:05', minutes: 85, aircraft: '320' },
  { carrier: 'HY', number: '781', from: 'TAS', to: 'BSZ', departs: '16:25', minutes: 80, aircraft: '320' },
  { carrier: 'HY', number: '601', from: 'TAS', to: 'SVO', departs: '11:30', minutes: 260, aircraft: '788' },
  { carrier: 'HY', number: '602', from: 'SVO', to: 'TAS', departs: '09:00', minutes: 250, aircraft: '788' },
  { carrier: 'CZ', number: '6008', from: 'BSZ', to: 'URC', departs: '12:20', minutes: 110, aircraft: '320' },
  { carrier: 'CZ', number: '6007', from: 'URC', to: 'BSZ', departs: '09:15', minutes: 115, aircraft: '320' },
];

interface Brand {
  /** Duffel's fare_brand_name; null when the airline names none. */
  name: string | null;
  cabin: 'economy' | 'business';
  /** Price factor over the carrier's base fare. */
  factor: number;
  /** Included per seated passenger and segment; undefined: the airline states nothing. */
  checked: number | undefined;
  carryOn: number | undefined;
  /** null: not stated; otherwise allowed with a penalty (major units, null = none stated), or not. */
  change: null | { allowed: false } | { allowed: true; penalty: number | null };
  refund: null | { allowed: false } | { allowed: true; penalty: number | null };
}

const economy = (b: Omit<Brand, 'cabin'>): Brand => ({ ...b, cabin: 'economy' });
const business = (b: Omit<Brand, 'cabin'>): Brand => ({ ...b, cabin: 'business' });

interface CarrierFares {
  brands: Brand[];
  requiresInstantPayment: boolean;
  /** USD per minute flown and a fixed part per segment. */
  perMinute: number;
  perSegment: number;
}

const FARES: Record<string, CarrierFares> = {
  ZZ: {
    requiresInstantPayment: false,
    perMinute: 0.42,
    perSegment: 35,
    brands: [
      economy({
        name: 'Basic',
        factor: 1,
        checked: 0,
        carryOn: 1,
        change: { allowed: false },
        refund: { allowed: false },
      }),
      economy({
        name: 'Standard',
        factor: 1.3,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 40 },
        refund: null,
      }),
      economy({
        name: 'Flex',
        factor: 1.75,
        checked: 2,
        carryOn: 1,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 40 },
      }),
      business({
        name: 'Business',
        factor: 3.2,
        checked: 2,
        carryOn: 2,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 0 },
      }),
    ],
  },
  TK: {
    requiresInstantPayment: true,
    perMinute: 0.5,
    perSegment: 40,
    brands: [
      economy({
        name: 'EcoFly',
        factor: 1,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 50 },
        refund: { allowed: false },
      }),
      economy({
        name: 'ExtraFly',
        factor: 1.25,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 75 },
      }),
      economy({
        name: 'PrimeFly',
        factor: 1.6,
        checked: 2,
        carryOn: 1,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 0 },
      }),
      business({
        name: 'BusinessFly',
        factor: 3,
        checked: 2,
        carryOn: 2,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 0 },
      }),
    ],
  },
  FZ: {
    requiresInstantPayment: true,
    perMinute: 0.38,
    perSegment: 25,
    brands: [
      economy({
        name: 'Lite',
        factor: 1,
        checked: 0,
        carryOn: 1,
        change: { allowed: false },
        refund: { allowed: false },
      }),
      economy({
        name: 'Value',
        factor: 1.2,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 60 },
        refund: { allowed: false },
      }),
      economy({
        name: 'Flex',
        factor: 1.5,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 90 },
      }),
    ],
  },
  KC: {
    requiresInstantPayment: false,
    perMinute: 0.48,
    perSegment: 30,
    brands: [
      economy({
        name: 'Economy Light',
        factor: 1,
        checked: 0,
        carryOn: 1,
        change: { allowed: true, penalty: 45 },
        refund: { allowed: false },
      }),
      economy({
        name: 'Economy Classic',
        factor: 1.3,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 25 },
        refund: { allowed: true, penalty: 50 },
      }),
      business({
        name: 'Business Classic',
        factor: 2.9,
        checked: 2,
        carryOn: 2,
        change: { allowed: true, penalty: 0 },
        refund: { allowed: true, penalty: 0 },
      }),
    ],
  },
  HY: {
    requiresInstantPayment: true,
    perMinute: 0.35,
    perSegment: 20,
    brands: [economy({ name: null, factor: 1, checked: undefined, carryOn: undefined, change: null, refund: null })],
  },
  CZ: {
    requiresInstantPayment: false,
    perMinute: 0.55,
    perSegment: 30,
    brands: [
      economy({
        name: 'Economy',
        factor: 1,
        checked: 1,
        carryOn: 1,
        change: { allowed: true, penalty: 30 },
        refund: { allowed: true, penalty: 60 },
      }),
    ],
  },
};

/** Scripted behaviours: Duffel's own test pairs, then Sapar's by destination ('*-XXX'). */
const SCRIPTS: Record<string, ScriptedBehaviour> = {
  'LGW-LHR': 'gone',
  'LHR-STN': 'price_rises',
  'STN-LHR': 'error_504',
  'PVD-RAI': 'no_offers',
  'LHR-LGW': 'order_fails',
  'LGW-STN': 'insufficient_balance',
  'LHR-LTN': 'airline_changes',
  '*-LGW': 'gone',
  '*-STN': 'price_rises',
  '*-LCY': 'hang',
  '*-LTN': 'error_500',
  '*-BHX': 'error_502',
  '*-MAN': 'error_503',
  '*-EDI': 'rate_limited',
};

function scriptFor(origin: string, destination: string): ScriptedBehaviour {
  const o = AIRPORT_ALIASES[origin] ?? origin;
  const d = AIRPORT_ALIASES[destination] ?? destination;
  return SCRIPTS[`${o}-${d}`] ?? SCRIPTS[`*-${d}`] ?? 'normal';
}

// ---------------------------------------------------------------------------------------------------------------
// Time: local airport times from instants and back, with the Intl API

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(ms: number, timeZone: string): number[] {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const get = (type: string) => Number(format.formatToParts(ms).find((p) => p.type === type)!.value);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

function offsetMs(ms: number, timeZone: string): number {
  const [y, mo, d, h, mi, s] = partsIn(ms, timeZone);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - Math.floor(ms / 1000) * 1000;
}

/** 'yyyy-MM-ddTHH:mm' local to `timeZone` -> instant. */
function localToInstant(local: string, timeZone: string): number {
  const asUtc = Date.parse(`${local.slice(0, 16)}:00Z`);
  const first = asUtc - offsetMs(asUtc, timeZone);
  return asUtc - offsetMs(first, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Instant -> Duffel's local 'yyyy-MM-ddTHH:mm:ss'. */
function instantToLocal(ms: number, timeZone: string): string {
  const [y, mo, d, h, mi, s] = partsIn(ms, timeZone);
  return `${y}-${pad(mo!)}-${pad(d!)}T${pad(h!)}:${pad(mi!)}:${pad(s!)}`;
}

function isoDuration(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  return `P${days ? `${days}D` : ''}T${hours ? `${hours}H` : ''}${mins || !hours ? `${mins}M` : ''}`;
}

const utc = (ms: number) => new Date(ms).toISOString().replace(/Z$/, '000Z');

// ---------------------------------------------------------------------------------------------------------------
// Offers

function distanceKm(a: Airport, b: Airport): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A number in [0, 1) from the words given: the same route, date and cabin always price the same. */
function seeded(...words: string[]): number {
  return createHash('sha256').update(words.join('|')).digest().readUInt32BE(0) / 2 ** 32;
}

/** Duffel Airways flies every pair it knows twice a day, a morning and an evening flight, at hours drawn from the pair. */
function zzFlights(from: Airport, to: Airport): ScheduledFlight[] {
  const minutes = Math.round(distanceKm(from, to) / 780) * 60 + 35;
  const number = 100 + Math.floor(seeded('zz-number', from.iata, to.iata) * 2400) * 2;
  const minute = seeded('zz-min', from.iata, to.iata) < 0.5 ? '15' : '45';
  const morning = 6 + Math.floor(seeded('zz', from.iata, to.iata) * 6);
  return [morning, morning + 9].map((hour, i) => ({
    carrier: 'ZZ',
    number: String(number + i * 5000),
    from: from.iata,
    to: to.iata,
    departs: `${pad(hour)}:${minute}`,
    minutes,
    aircraft: minutes > 300 ? '788' : '320',
  }));
}

interface DatedFlight {
  flight: ScheduledFlight;
  departsAt: number;
  arrivesAt: number;
}

function dated(flight: ScheduledFlight, date: string): DatedFlight {
  const from = findAirport(flight.from)!;
  const departsAt = localToInstant(`${date}T${flight.departs}`, from.timeZone);
  return { flight, departsAt, arrivesAt: departsAt + flight.minutes * 60_000 };
}

const localDate = (ms: number, airport: Airport) => instantToLocal(ms, airport.timeZone).slice(0, 10);

/** Itineraries (flight lists) from `origin` to `destination` leaving on `date`, direct and with one stop. */
function itineraries(origin: Airport, destination: Airport, date: string, maxConnections: number): DatedFlight[][] {
  if (origin.iata === destination.iata) return [];
  const found: DatedFlight[][] = zzFlights(origin, destination).map((flight) => [dated(flight, date)]);
  const direct = distanceKm(origin, destination);
  for (const flight of SCHEDULE) {
    if (flight.from !== origin.iata) continue;
    const first = dated(flight, date);
    if (flight.to === destination.iata) {
      found.push([first]);
      continue;
    }
    if (maxConnections < 1) continue;
    const hub = findAirport(flight.to)!;
    // Nobody sells a stop far off the way (Bishkek to Osh through Istanbul).
    if (distanceKm(origin, hub) + distanceKm(hub, destination) > 1.6 * direct) continue;
    for (const next of SCHEDULE) {
      if (next.from !== hub.iata || next.to !== destination.iata || next.carrier !== flight.carrier) continue;
      // The onward flight on the arrival's local day or the day after, 1–12 hours after landing.
      for (const day of [localDate(first.arrivesAt, hub), localDate(first.arrivesAt + 86_400_000, hub)]) {
        const second = dated(next, day);
        const wait = second.departsAt - first.arrivesAt;
        if (wait >= 3_600_000 && wait <= 12 * 3_600_000) found.push([first, second]);
      }
    }
  }
  return found;
}

type PassengerType = 'adult' | 'child' | 'infant_without_seat';

interface SearchPassenger {
  id: string;
  type: PassengerType;
  age: number | null;
  fareType: string | null;
}

const PASSENGER_SHARE: Record<PassengerType, number> = { adult: 1, child: 0.75, infant_without_seat: 0.1 };

function newId(prefix: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = randomBytes(18);
  let body = '0000';
  for (const byte of bytes) body += alphabet[byte % alphabet.length];
  return `${prefix}_${body}`;
}

const money = (cents: number) => (cents / 100).toFixed(2);

function placeJson(airport: Airport, askedAs: string): Json {
  const code = askedAs || airport.iata;
  return {
    type: 'airport',
    id: `arp_${airport.iata.toLowerCase()}_${airport.country.toLowerCase()}`,
    iata_code: code,
    icao_code: airport.icao,
    name: airport.name,
    city_name: airport.city,
    iata_city_code: airport.cityCode,
    iata_country_code: airport.country,
    latitude: airport.lat,
    longitude: airport.lon,
    time_zone: airport.timeZone,
    city: {
      type: 'city',
      id: `cit_${airport.cityCode.toLowerCase()}_${airport.country.toLowerCase()}`,
      iata_code: airport.cityCode,
      iata_country_code: airport.country,
      name: airport.city,
    },
  };
}

function airlineJson(code: string): Json {
  const airline = AIRLINES[code]!;
  return {
    id: `arl_00009VME7DAGiJjwomhv3${code}`,
    iata_code: airline.iata,
    name: airline.name,
    logo_symbol_url: `https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/${code}.svg`,
    logo_lockup_url: `https://assets.duffel.com/img/airlines/for-light-background/full-color-lockup/${code}.svg`,
    conditions_of_carriage_url: null,
  };
}

function conditionJson(rule: Brand['change'], currency: string): Json | null {
  if (rule === null) return null;
  if (!rule.allowed) return { allowed: false, penalty_amount: null, penalty_currency: null };
  return {
    allowed: true,
    penalty_amount: rule.penalty === null ? null : money(rule.penalty * 100),
    penalty_currency: rule.penalty === null ? null : currency,
  };
}

interface SliceAsked {
  origin: string;
  destination: string;
  departure_date: string;
}

interface BuiltOffer {
  body: Json;
  baseCents: number;
  taxCents: number;
  owner: string;
}

function buildOffer(
  owner: string,
  brand: Brand,
  legs: Array<{ asked: SliceAsked; flights: DatedFlight[] }>,
  passengers: SearchPassenger[],
  currency: string,
): BuiltOffer {
  const fares = FARES[owner]!;
  let baseCents = 0;
  let taxCents = 0;
  const seated = (p: SearchPassenger) => p.type !== 'infant_without_seat';
  const slices = legs.map(({ asked, flights }) => {
    const minutes = (flights.at(-1)!.arrivesAt - flights[0]!.departsAt) / 60_000;
    const segments = flights.map(({ flight, departsAt, arrivesAt }, index) => {
      const from = findAirport(flight.from)!;
      const to = findAirport(flight.to)!;
      const demand = 0.85 + seeded(owner, flight.from, flight.to, asked.departure_date, brand.cabin) * 0.5;
      const fareUsd = (fares.perSegment + fares.perMinute * flight.minutes) * brand.factor * demand;
      for (const p of passengers) {
        baseCents += Math.round(fareUsd * PASSENGER_SHARE[p.type]) * 100;
        taxCents += seated(p) ? 1850 + Math.round(flight.minutes / 10) * 10 : 0;
      }
      const baggages = (p: SearchPassenger) => {
        const list: Json[] = [];
        if (brand.checked !== undefined) list.push({ type: 'checked', quantity: seated(p) ? brand.checked : 0 });
        if (brand.carryOn !== undefined) list.push({ type: 'carry_on', quantity: seated(p) ? brand.carryOn : 0 });
        return list;
      };
      const operating = flight.operatedBy ?? { carrier: flight.carrier, number: flight.number };
      return {
        id: newId('seg'),
        origin: placeJson(from, index === 0 ? asked.origin : from.iata),
        destination: placeJson(to, index === flights.length - 1 ? asked.destination : to.iata),
        origin_terminal: from.terminal,
        destination_terminal: to.terminal,
        departing_at: instantToLocal(departsAt, from.timeZone),
        arriving_at: instantToLocal(arrivesAt, to.timeZone),
        duration: isoDuration(flight.minutes),
        distance: distanceKm(from, to).toFixed(1),
        marketing_carrier: airlineJson(flight.carrier),
        marketing_carrier_flight_number: flight.number,
        operating_carrier: airlineJson(operating.carrier),
        operating_carrier_flight_number: operating.number,
        aircraft: {
          id: `arc_00009UhD4ongolulWd9${flight.aircraft}`,
          iata_code: flight.aircraft,
          name: AIRCRAFT[flight.aircraft],
        },
        stops: [],
        passengers: passengers.map((p) => ({
          passenger_id: p.id,
          cabin_class: brand.cabin,
          cabin_class_marketing_name: brand.cabin === 'business' ? 'Business' : 'Economy',
          fare_basis_code: `${brand.cabin === 'business' ? 'J' : 'Y'}${flight.carrier}${(brand.name ?? 'OW').slice(0, 3).toUpperCase()}`,
          cabin: null,
          baggages: baggages(p),
        })),
      };
    });
    return {
      id: newId('sli'),
      origin: segments[0]!.origin,
      destination: segments.at(-1)!.destination,
      origin_type: 'airport',
      destination_type: 'airport',
      duration: isoDuration(minutes),
      fare_brand_name: brand.name,
      comparison_key: createHash('sha1')
        .update(flights.map((f) => `${f.flight.carrier}${f.flight.number}${f.departsAt}`).join())
        .digest('base64')
        .slice(0, 10),
      ngs_shelf: Math.min(5, Math.max(1, Math.round(brand.factor * 2) - 1)),
      conditions: { advance_seat_selection: null, priority_boarding: null, priority_check_in: null },
      segments,
    };
  });
  const countries = new Set(
    legs.flatMap((l) => l.flights.flatMap((f) => [f.flight.from, f.flight.to])).map((c) => findAirport(c)!.country),
  );
  return {
    owner,
    baseCents,
    taxCents,
    body: {
      live_mode: false,
      owner: airlineJson(owner),
      slices,
      passengers: passengers.map((p) => ({
        id: p.id,
        type: p.type,
        age: p.age,
        fare_type: p.fareType,
        given_name: null,
        family_name: null,
        loyalty_programme_accounts: [],
      })),
      total_emissions_kg: String(Math.round(slices.length * 110 * passengers.length)),
      partial: false,
      conditions: {
        change_before_departure: conditionJson(brand.change, currency),
        refund_before_departure: conditionJson(brand.refund, currency),
      },
      passenger_identity_documents_required: countries.size > 1,
      supported_passenger_identity_document_types: countries.size > 1 ? ['passport'] : [],
      supported_loyalty_programmes: [],
      private_fares: [],
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The server

class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    readonly title: string,
    message: string,
    readonly source?: { field: string; pointer: string },
  ) {
    super(message);
  }
}

const validation = (field: string, code: string, message: string) =>
  new FakeHttpError(422, 'validation_error', code, 'Validation error', message, { field, pointer: `/${field}` });

interface Answer {
  status: number;
  body: Json | string;
  contentType?: string;
  /** A gateway's answer: no x-request-id. */
  bare?: boolean;
  /** Delay before answering (real ms). */
  delayMs?: number;
  /** Never answered. */
  hang?: boolean;
}

interface Handled {
  req: http.IncomingMessage;
  url: URL;
  params: string[];
  body: Json;
  isWrite: boolean;
}

type Handler = (call: Handled) => Answer | Promise<Answer>;

export async function startDuffelFake(options: DuffelFakeOptions = {}): Promise<DuffelFake> {
  const token = options.token ?? 'duffel_test_sapar_local_fake';
  const currency = options.currency ?? 'USD';
  const windowMs = options.rateLimitWindowMs ?? 60_000;
  const offerTtlMs = options.offerTtlMs ?? 30 * 60_000;
  let rateLimit = options.rateLimit ?? 120;
  let latencyMs = options.latencyMs ?? 0;

  let clockOffset = options.now === undefined ? 0 : options.now - Date.now();
  const clock: FakeClock = {
    now: () => Date.now() + clockOffset,
    set: (epochMs) => void (clockOffset = epochMs - Date.now()),
    advance: (ms) => void (clockOffset += ms),
  };
  const state: FakeState = {
    offerRequests: new Map(),
    offers: new Map(),
    orders: new Map(),
    payments: new Map(),
    cancellations: new Map(),
    changeRequests: new Map(),
    changeOffers: new Map(),
    orderChanges: new Map(),
    airlineChanges: new Map(),
    webhooks: new Map(),
    events: [],
    deliveries: [],
    balanceCents: Math.round(Number(options.balance ?? '100000.00') * 100),
  };
  const requests: FakeRequestRecord[] = [];
  const hanging = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  let window = { startedAt: clock.now(), used: 0 };

  const data = (status: number, value: unknown): Answer => ({ status, body: { data: value } });

  /** The offer as it reads now (the price-rise route adds 10.00 per read), or a 422 when it cannot be sold. */
  const readOffer = (id: string, countRead: boolean): Json => {
    const offer = state.offers.get(id);
    if (!offer)
      throw new FakeHttpError(
        404,
        'invalid_request_error',
        'not_found',
        'Not found',
        'The resource you are trying to access does not exist.',
      );
    if (offer.behaviour === 'gone' || clock.now() >= offer.expiresAt)
      throw new FakeHttpError(
        422,
        'invalid_state_error',
        'offer_no_longer_available',
        'Offer no longer available',
        'The offer you selected is no longer available. Please search again.',
      );
    if (countRead) offer.reads += 1;
    const rise = offer.behaviour === 'price_rises' ? offer.reads * 1000 : 0;
    return {
      ...offer.body,
      base_amount: money(offer.baseCents + rise),
      tax_amount: money(offer.taxCents),
      total_amount: money(offer.baseCents + offer.taxCents + rise),
      updated_at: utc(countRead ? clock.now() : offer.createdAt),
    };
  };

  const createOfferRequest: Handler = ({ url, body }) => {
    const input = body.data as Json | undefined;
    if (!input || typeof input !== 'object') throw validation('data', 'validation_required', 'data is required');
    const slicesAsked = input.slices;
    if (!Array.isArray(slicesAsked) || slicesAsked.length === 0)
      throw validation('slices', 'validation_required', 'slices must contain at least one slice');
    const slices: SliceAsked[] = slicesAsked.map((s: Json, i) => {
      for (const field of ['origin', 'destination', 'departure_date'])
        if (typeof s?.[field] !== 'string')
          throw validation(`slices/${i}/${field}`, 'validation_required', `${field} is required`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s.departure_date as string))
        throw validation(`slices/${i}/departure_date`, 'validation_format', 'departure_date must be YYYY-MM-DD');
      return {
        origin: s.origin as string,
        destination: s.destination as string,
        departure_date: s.departure_date as string,
      };
    });
    const passengersAsked = input.passengers;
    if (!Array.isArray(passengersAsked) || passengersAsked.length === 0 || passengersAsked.length > 9)
      throw validation('passengers', 'validation_required', 'passengers must list 1 to 9 passengers');
    const passengers: SearchPassenger[] = passengersAsked.map((p: Json, i) => {
      const fareType = typeof p?.fare_type === 'string' ? p.fare_type : null;
      if (p?.type === 'adult') return { id: newId('pas'), type: 'adult', age: null, fareType };
      if (typeof p?.age === 'number' && Number.isInteger(p.age) && p.age >= 0 && p.age <= 130) {
        const age = p.age;
        const type: PassengerType =
          age >= 18
            ? 'adult'
            : age >= 2 || fareType === 'contract_bulk_infant_with_seat'
              ? 'child'
              : 'infant_without_seat';
        return { id: newId('pas'), type, age, fareType };
      }
      throw validation(`passengers/${i}`, 'validation_required', 'a passenger needs a type of adult or an age');
    });
    const adults = passengers.filter((p) => p.type === 'adult').length;
    if (passengers.filter((p) => p.type === 'infant_without_seat').length > adults)
      throw validation('passengers', 'validation_inclusion', 'each infant without a seat must travel with an adult');
    const cabin = input.cabin_class ?? 'economy';
    if (!['economy', 'premium_economy', 'business', 'first'].includes(cabin as string))
      throw validation('cabin_class', 'validation_inclusion', 'cabin_class is not one of the allowed values');
    const maxConnections = input.max_connections === undefined ? 1 : Number(input.max_connections);
    const supplierTimeoutRaw = url.searchParams.get('supplier_timeout');
    const supplierTimeout = supplierTimeoutRaw === null ? 20_000 : Number(supplierTimeoutRaw);
    if (!Number.isInteger(supplierTimeout) || supplierTimeout < 2000 || supplierTimeout > 60_000)
      throw validation('supplier_timeout', 'validation_format', 'supplier_timeout must be between 2000 and 60000');
    const returnOffers = url.searchParams.get('return_offers') !== 'false';

    const behaviour = scriptFor(slices[0]!.origin, slices[0]!.destination);
    if (behaviour === 'hang') return { status: 0, body: '', hang: true };
    if (behaviour === 'error_500')
      throw new FakeHttpError(
        500,
        'api_error',
        'internal_server_error',
        'Internal server error',
        'An internal server error occurred. Please try again later.',
      );
    if (behaviour === 'error_502')
      return {
        status: 502,
        bare: true,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
      };
    if (behaviour === 'error_503')
      throw new FakeHttpError(
        503,
        'api_error',
        'service_unavailable',
        'Service unavailable',
        'The service is temporarily unavailable. Please try again later.',
      );
    if (behaviour === 'error_504')
      throw new FakeHttpError(
        504,
        'api_error',
        'gateway_timeout_error',
        'Gateway timeout',
        'The airline did not answer in time.',
      );
    if (behaviour === 'rate_limited') throw rateLimited(clock.now() + 7000);

    const now = clock.now();
    const requestId = newId('orq');
    // An airline slower than the supplier timeout is left out: only Duffel Airways answers that fast.
    const onlyFast = latencyMs > supplierTimeout;
    const perSlice = slices.map((asked) => {
      const origin = findAirport(asked.origin);
      const destination = findAirport(asked.destination);
      if (!origin || !destination || behaviour === 'no_offers') return [];
      return itineraries(origin, destination, asked.departure_date, maxConnections).filter(
        (flights) => !onlyFast || flights[0]!.flight.carrier === 'ZZ',
      );
    });
    const offers: FakeOffer[] = [];
    const owners = [...new Set(perSlice[0]!.map((flights) => flights[0]!.flight.carrier))];
    for (const owner of owners) {
      // A return is sold by one airline: every slice's itineraries of that owner, combined.
      let combos: DatedFlight[][][] = [[]];
      for (const options of perSlice) {
        const own = options.filter((flights) => flights[0]!.flight.carrier === owner);
        combos = combos.flatMap((combo) => own.map((flights) => [...combo, flights]));
      }
      for (const brand of FARES[owner]!.brands) {
        if ((brand.cabin === 'business') !== (cabin === 'business' || cabin === 'first')) continue;
        for (const combo of combos) {
          const built = buildOffer(
            owner,
            brand,
            combo.map((flights, i) => ({ asked: slices[i]!, flights })),
            passengers,
            currency,
          );
          const id = newId('off');
          const hold = !FARES[owner]!.requiresInstantPayment;
          const expiresAt = behaviour === 'gone' ? now : now + offerTtlMs;
          offers.push({
            id,
            offerRequestId: requestId,
            behaviour,
            createdAt: now,
            expiresAt,
            reads: 0,
            baseCents: built.baseCents,
            taxCents: built.taxCents,
            body: {
              id,
              created_at: utc(now),
              updated_at: utc(now),
              expires_at: utc(expiresAt),
              total_amount: money(built.baseCents + built.taxCents),
              total_currency: currency,
              base_amount: money(built.baseCents),
              base_currency: currency,
              tax_amount: money(built.taxCents),
              tax_currency: currency,
              ...built.body,
              payment_requirements: {
                requires_instant_payment: !hold,
                payment_required_by: hold ? utc(now + 72 * 3_600_000) : null,
                price_guarantee_expires_at: hold ? utc(now + 48 * 3_600_000) : null,
              },
            },
          });
        }
      }
    }
    for (const offer of offers) state.offers.set(offer.id, offer);
    const requestBody: Json = {
      id: requestId,
      live_mode: false,
      created_at: utc(now),
      cabin_class: cabin,
      client_key: randomBytes(16).toString('base64'),
      slices: slices.map((asked) => {
        const origin = findAirport(asked.origin);
        const destination = findAirport(asked.destination);
        return {
          origin: origin ? placeJson(origin, asked.origin) : { type: 'airport', iata_code: asked.origin },
          destination: destination
            ? placeJson(destination, asked.destination)
            : { type: 'airport', iata_code: asked.destination },
          origin_type: 'airport',
          destination_type: 'airport',
          departure_date: asked.departure_date,
        };
      }),
      passengers: passengers.map((p) => ({
        id: p.id,
        type: p.age === null ? p.type : undefined,
        age: p.age ?? undefined,
        fare_type: p.fareType,
        given_name: null,
        family_name: null,
        loyalty_programme_accounts: [],
      })),
    };
    state.offerRequests.set(requestId, {
      id: requestId,
      createdAt: now,
      body: requestBody,
      offerIds: offers.map((o) => o.id),
      behaviour,
    });
    return {
      ...data(201, returnOffers ? { ...requestBody, offers: offers.map((o) => readOffer(o.id, false)) } : requestBody),
      delayMs: Math.min(latencyMs, supplierTimeout),
    };
  };

  const listOffers: Handler = ({ url }) => {
    const requestId = url.searchParams.get('offer_request_id');
    if (!requestId) throw validation('offer_request_id', 'validation_required', 'offer_request_id is required');
    const request = state.offerRequests.get(requestId);
    if (!request)
      throw new FakeHttpError(
        404,
        'invalid_request_error',
        'not_found',
        'Not found',
        'The resource you are trying to access does not exist.',
      );
    const limit = Number(url.searchParams.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      throw validation('limit', 'validation_format', 'limit must be an integer between 1 and 200');
    const sort = url.searchParams.get('sort');
    if (sort !== null && !['total_amount', '-total_amount', 'total_duration'].includes(sort))
      throw validation('sort', 'validation_inclusion', 'sort is not one of the allowed values');
    const maxConnections = url.searchParams.get('max_connections');
    let offers = request.offerIds.map((id) => {
      const offer = state.offers.get(id)!;
      return { offer, body: { ...offer.body } };
    });
    if (maxConnections !== null)
      offers = offers.filter(({ body }) =>
        (body.slices as Array<{ segments: unknown[] }>).every((s) => s.segments.length - 1 <= Number(maxConnections)),
      );
    const totalOf = (o: FakeOffer) => o.baseCents + o.taxCents;
    const durationOf = (o: FakeOffer) =>
      (o.body.slices as Array<{ duration: string }>).reduce((sum, s) => sum + minutesOf(s.duration), 0);
    if (sort === 'total_amount') offers.sort((a, b) => totalOf(a.offer) - totalOf(b.offer));
    if (sort === '-total_amount') offers.sort((a, b) => totalOf(b.offer) - totalOf(a.offer));
    if (sort === 'total_duration') offers.sort((a, b) => durationOf(a.offer) - durationOf(b.offer));
    // Cursors are opaque to clients: the position, signed to the request, sort and filter they belong to.
    const scope = `${requestId}|${sort ?? ''}|${maxConnections ?? ''}`;
    const cursor = (position: number) =>
      Buffer.from(
        JSON.stringify({ p: position, s: createHash('sha1').update(scope).digest('hex').slice(0, 8) }),
      ).toString('base64url');
    const readCursor = (value: string | null): number | null => {
      if (value === null) return null;
      try {
        const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { p: number; s: string };
        if (parsed.s === createHash('sha1').update(scope).digest('hex').slice(0, 8) && Number.isInteger(parsed.p))
          return parsed.p;
      } catch {
        // fall through
      }
      throw validation('after', 'validation_format', 'the cursor is not valid for this list');
    };
    const after = readCursor(url.searchParams.get('after'));
    const before = readCursor(url.searchParams.get('before'));
    const start = after ?? (before !== null ? Math.max(0, before - limit) : 0);
    const end = before !== null && after === null ? before : Math.min(offers.length, start + limit);
    const page = offers.slice(start, end);
    return {
      status: 200,
      body: {
        // A listed offer's price is the search's; only reads and price actions see the price move.
        data: page.map(({ body }) => body),
        meta: { limit, after: end < offers.length ? cursor(end) : null, before: start > 0 ? cursor(start) : null },
      },
    };
  };

  const getOffer: Handler = ({ params }) => data(200, readOffer(params[0]!, true));

  const priceOffer: Handler = ({ params, body }) => {
    const offer = readOffer(params[0]!, true);
    const input = (body.data ?? {}) as Json;
    const methods = Array.isArray(input.intended_payment_methods) ? (input.intended_payment_methods as Json[]) : [];
    return data(200, {
      ...offer,
      intended_payment_methods: methods.map((m) => ({
        type: m.type,
        charge_amount: offer.total_amount,
        charge_currency: offer.total_currency,
        surcharge_amount: '0.00',
        surcharge_currency: offer.total_currency,
      })),
      intended_services: [],
    });
  };

  // -------------------------------------------------------------------------------------------------------------
  // Orders, payments, cancellations, changes, airline changes and webhooks

  const failures: Array<{
    operation: FakeOperation;
    failure: FakeFailure;
    offerId?: string;
    orderId?: string;
    times: number;
  }> = [];
  const creation = {
    async: false,
    asyncOutcome: 'created' as 'created' | 'failed',
    asyncDelayMs: 30_000,
    lateDocumentsMs: null as number | null,
  };
  const pendingCreations: Array<{ dueAt: number; input: Json; offerId: string }> = [];
  const webhookControl: FakeWebhookControl = { hold: false, duplicate: false, reverse: false, delayMs: 0 };

  const notFound = () =>
    new FakeHttpError(
      404,
      'invalid_request_error',
      'not_found',
      'Not found',
      'The resource you are trying to access does not exist.',
    );
  const invalidState = (code: string, message: string) =>
    new FakeHttpError(422, 'invalid_state_error', code, 'Invalid state', message);

  /** The failure injected for this call, used up by taking it. */
  const takeFailure = (operation: FakeOperation, ids: { offerId?: string; orderId?: string }): FakeFailure | null => {
    const index = failures.findIndex(
      (f) =>
        f.operation === operation &&
        (f.offerId === undefined || f.offerId === ids.offerId) &&
        (f.orderId === undefined || f.orderId === ids.orderId),
    );
    if (index < 0) return null;
    const failure = failures[index]!;
    failure.times -= 1;
    if (failure.times <= 0) failures.splice(index, 1);
    return failure.failure;
  };

  /** A failure that happens before anything is done. */
  const failBefore = (failure: FakeFailure | null): Answer | null => {
    if (failure === 'order_not_created')
      throw new FakeHttpError(
        502,
        'airline_error',
        'order_not_created',
        'Order not created',
        'The airline did not create the order. Nothing was booked.',
      );
    if (failure === 'airline_unknown')
      throw new FakeHttpError(
        502,
        'airline_error',
        'airline_unknown',
        'Airline error',
        'The airline answered with an unknown error.',
      );
    if (failure === 'internal_error')
      throw new FakeHttpError(
        500,
        'api_error',
        'internal_server_error',
        'Internal server error',
        'An internal server error occurred.',
      );
    if (failure === 'offer_no_longer_available')
      throw invalidState(
        'offer_no_longer_available',
        'The offer you selected is no longer available. Please search again.',
      );
    if (failure === 'insufficient_balance')
      throw invalidState('insufficient_balance', 'Your Duffel Balance is too low for this payment.');
    if (failure === 'timeout') return { status: 0, body: '', hang: true };
    return null;
  };
  /** The same failure after the work was done: the caller cannot know whether it was. */
  const failAfter = (failure: FakeFailure | null): Answer | null => {
    if (failure === 'internal_error_after_create')
      throw new FakeHttpError(
        500,
        'api_error',
        'internal_server_error',
        'Internal server error',
        'An internal server error occurred.',
      );
    if (failure === 'timeout_after_create') return { status: 0, body: '', hang: true };
    return null;
  };

  const cents = (amount: unknown, field: string): number => {
    if (typeof amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount))
      throw validation(field, 'validation_format', `${field} must be a decimal string`);
    return Math.round(Number(amount) * 100);
  };

  const TICKET_PREFIX: Record<string, string> = {
    ZZ: '125',
    TK: '235',
    FZ: '141',
    KC: '465',
    OZ: '988',
    HY: '250',
    CZ: '784',
  };
  const ticketsFor = (order: FakeOrder): Json[] =>
    order.passengers.map((p) => ({
      type: 'electronic_ticket',
      unique_identifier: `${TICKET_PREFIX[order.owner] ?? '125'}${String(randomBytes(5).readUIntBE(0, 5) % 10_000_000_000).padStart(10, '0')}`,
      passenger_ids: [p.id],
    }));

  const holdExpired = (order: FakeOrder, now: number) =>
    order.paidAt === null && order.paymentRequiredBy !== null && now >= order.paymentRequiredBy;
  /** What the order costs now: an unpaid hold past its price guarantee costs what the airline asks today. */
  const orderTotalCents = (order: FakeOrder, now: number) =>
    order.baseCents +
    order.taxCents +
    (order.paidAt === null && order.priceGuaranteeExpiresAt !== null && now >= order.priceGuaranteeExpiresAt
      ? order.priceDriftCents
      : 0);
  const changeAllowed = (order: FakeOrder) => {
    const rule = order.conditions.change_before_departure as Json | null;
    return rule?.allowed === true && !order.changed;
  };

  const airlineChangeJson = (id: string) => state.airlineChanges.get(id)!;

  const orderJson = (order: FakeOrder): Json => {
    const now = clock.now();
    const total = orderTotalCents(order, now);
    const drift = total - order.baseCents - order.taxCents;
    let actions: string[];
    if (order.cancelledAt !== null || holdExpired(order, now)) actions = ['update'];
    else if (order.paidAt === null) actions = ['cancel', 'update'];
    else actions = changeAllowed(order) ? ['cancel', 'change', 'update'] : ['cancel', 'update'];
    return {
      id: order.id,
      live_mode: false,
      type: order.type,
      created_at: utc(order.createdAt),
      synced_at: utc(now),
      booking_reference: order.bookingReference,
      owner: airlineJson(order.owner),
      content: 'managed',
      offer_id: order.offerId,
      slices: order.slices,
      passengers: order.passengers,
      services: [],
      total_amount: money(total),
      total_currency: order.currency,
      base_amount: money(order.baseCents + drift),
      base_currency: order.currency,
      tax_amount: money(order.taxCents),
      tax_currency: order.currency,
      payment_status: {
        awaiting_payment: order.paidAt === null && order.cancelledAt === null,
        payment_required_by: order.paymentRequiredBy === null ? null : utc(order.paymentRequiredBy),
        price_guarantee_expires_at: order.priceGuaranteeExpiresAt === null ? null : utc(order.priceGuaranteeExpiresAt),
        paid_at: order.paidAt === null ? null : utc(order.paidAt),
      },
      documents: order.documents,
      conditions: order.conditions,
      available_actions: actions,
      airline_initiated_changes: order.airlineChangeIds.map(airlineChangeJson),
      cancelled_at: order.cancelledAt === null ? null : utc(order.cancelledAt),
      cancellation: order.cancellationId === null ? null : state.cancellations.get(order.cancellationId)!,
      metadata: order.metadata,
      users: [],
    };
  };

  const findOrder = (id: unknown): FakeOrder => {
    const order = typeof id === 'string' ? state.orders.get(id) : undefined;
    if (!order) throw notFound();
    return order;
  };

  /** Duffel's name rule: ASCII, Latin-1 Supplement and Latin Extended-A letters (not Æ æ Ĳ ĳ Œ œ Þ ð), space, - and '. */
  const NAME = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F' -]{1,20}$/;
  const NAME_EXCLUDED = /[\u00C6\u00E6\u0132\u0133\u0152\u0153\u00DE\u00F0]/;

  const ageOn = (bornOn: string, date: string): number => {
    const [by, bm, bd] = bornOn.split('-').map(Number) as [number, number, number];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  };

  /** Checks the passengers against the offer as Duffel does; answers them as the order will carry them. */
  const validatePassengers = (offer: FakeOffer, given: unknown): Json[] => {
    const offered = offer.body.passengers as Json[];
    if (!Array.isArray(given) || given.length !== offered.length)
      throw validation('passengers', 'validation_required', 'every passenger of the offer must be given');
    const lastSlice = (offer.body.slices as Json[]).at(-1)!;
    const travelDate = String((lastSlice.segments as Json[])[0]!.departing_at).slice(0, 10);
    const seen = new Set<string>();
    const carried = new Map<string, string>();
    const out = given.map((raw: Json, i): Json => {
      const field = (name: string) => `passengers/${i}/${name}`;
      const known = offered.find((p) => p.id === raw?.id);
      if (!known || seen.has(known.id as string))
        throw validation(field('id'), 'validation_inclusion', 'id must be a passenger of the offer');
      seen.add(known.id as string);
      for (const name of ['given_name', 'family_name'] as const) {
        const value = raw[name];
        if (typeof value !== 'string' || !NAME.test(value) || NAME_EXCLUDED.test(value) || value.trim() === '')
          throw validation(
            field(name),
            'validation_format',
            `${name} may use only Latin letters, spaces, hyphens and apostrophes, 1 to 20 characters`,
          );
      }
      if (!['mr', 'ms', 'mrs', 'miss', 'dr'].includes(raw.title as string))
        throw validation(field('title'), 'validation_inclusion', 'title must be one of mr, ms, mrs, miss, dr');
      if (!['m', 'f'].includes(raw.gender as string))
        throw validation(field('gender'), 'validation_inclusion', 'gender must be m or f');
      if (typeof raw.born_on !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.born_on))
        throw validation(field('born_on'), 'validation_format', 'born_on must be YYYY-MM-DD');
      const age = ageOn(raw.born_on, travelDate);
      const searched = known.age as number | null;
      if (age < 0 || (searched === null ? age < 18 : age !== searched))
        throw validation(
          field('born_on'),
          'validation_format',
          "born_on does not match the passenger's age or type in the search",
        );
      if (typeof raw.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(raw.email))
        throw validation(field('email'), 'validation_format', 'email is not valid');
      if (typeof raw.phone_number !== 'string' || !/^\+[1-9]\d{6,14}$/.test(raw.phone_number))
        throw validation(field('phone_number'), 'validation_format', 'phone_number must be in E.164 format');
      const documents = raw.identity_documents;
      if (documents !== undefined && (!Array.isArray(documents) || documents.length > 1))
        throw validation(field('identity_documents'), 'validation_format', 'at most one identity document');
      if (offer.body.passenger_identity_documents_required === true) {
        const document = (documents as Json[] | undefined)?.[0];
        if (
          !document ||
          document.type !== 'passport' ||
          typeof document.unique_identifier !== 'string' ||
          document.unique_identifier === '' ||
          typeof document.issuing_country_code !== 'string' ||
          !/^[A-Z]{2}$/.test(document.issuing_country_code) ||
          typeof document.expires_on !== 'string' ||
          !/^\d{4}-\d{2}-\d{2}$/.test(document.expires_on)
        )
          throw validation(field('identity_documents'), 'validation_required', 'a passport is required for this offer');
      }
      if (raw.infant_passenger_id !== undefined && raw.infant_passenger_id !== null) {
        const infant = offered.find((p) => p.id === raw.infant_passenger_id);
        if (
          known.type !== 'adult' ||
          !infant ||
          infant.type !== 'infant_without_seat' ||
          carried.has(infant.id as string)
        )
          throw validation(
            field('infant_passenger_id'),
            'validation_inclusion',
            'an infant is carried by exactly one adult',
          );
        carried.set(infant.id as string, known.id as string);
      }
      return {
        id: known.id,
        type: known.type,
        age: known.age,
        title: raw.title,
        gender: raw.gender,
        given_name: raw.given_name,
        family_name: raw.family_name,
        born_on: raw.born_on,
        email: raw.email,
        phone_number: raw.phone_number,
        identity_documents: documents ?? [],
        infant_passenger_id: raw.infant_passenger_id ?? null,
        loyalty_programme_accounts: [],
      };
    });
    for (const p of offered)
      if (p.type === 'infant_without_seat' && !carried.has(p.id as string))
        throw validation(
          'passengers',
          'validation_required',
          'each infant must be given as infant_passenger_id on an adult',
        );
    return out;
  };

  const validateMetadata = (value: unknown): Record<string, string> => {
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw validation('metadata', 'validation_format', 'metadata must be an object');
    const entries = Object.entries(value as Json);
    if (entries.length > 50) throw validation('metadata', 'validation_format', 'metadata may hold at most 50 pairs');
    for (const [key, item] of entries) {
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(key))
        throw validation('metadata', 'validation_format', 'metadata keys are 1 to 40 of A-Z a-z 0-9 _ -');
      if (typeof item !== 'string' || item.length > 500)
        throw validation('metadata', 'validation_format', 'metadata values are strings of at most 500 characters');
    }
    return Object.fromEntries(entries) as Record<string, string>;
  };

  /** Checks the create-order body; throws Duffel's errors. Nothing is changed. */
  const checkOrderInput = (input: Json) => {
    if (input.type !== 'instant' && input.type !== 'hold')
      throw validation('type', 'validation_inclusion', 'type must be instant or hold');
    const selected = input.selected_offers;
    if (!Array.isArray(selected) || selected.length !== 1 || typeof selected[0] !== 'string')
      throw validation('selected_offers', 'validation_required', 'selected_offers must hold exactly one offer id');
    const offerId = selected[0];
    const offer = state.offers.get(offerId);
    if (!offer) throw notFound();
    const metadata = validateMetadata(input.metadata);
    return { offer, offerId, metadata };
  };

  /** Makes the order; the offer is read (and priced) as a booking reads it. */
  const makeOrder = (input: Json): FakeOrder => {
    const { offer, metadata } = checkOrderInput(input);
    const wire = readOffer(offer.id, true);
    const passengers = validatePassengers(offer, input.passengers);
    const now = clock.now();
    const totalCents = Math.round(Number(wire.total_amount) * 100);
    const requirements = offer.body.payment_requirements as Json;
    let paidAt: number | null = null;
    if (input.type === 'instant') {
      const payments = input.payments;
      if (!Array.isArray(payments) || payments.length !== 1 || (payments[0] as Json)?.type !== 'balance')
        throw validation('payments', 'validation_required', 'an instant order needs one payment of type balance');
      const payment = payments[0] as Json;
      if (payment.currency !== currency)
        throw validation('payments/0/currency', 'validation_inclusion', `currency must be ${currency}`);
      const amount = cents(payment.amount, 'payments/0/amount');
      if (amount !== totalCents) {
        if (offer.behaviour === 'price_rises')
          throw new FakeHttpError(
            422,
            'invalid_state_error',
            'price_changed',
            'Price changed',
            'The price of the offer has changed since it was last read.',
          );
        throw validation(
          'payments/0/amount',
          'payment_amount_does_not_match_order_amount',
          'The payment amount does not match the order amount.',
        );
      }
      if (state.balanceCents < amount)
        throw invalidState('insufficient_balance', 'Your Duffel Balance is too low for this payment.');
      state.balanceCents -= amount;
      paidAt = now;
    } else {
      if (requirements.requires_instant_payment === true)
        throw validation('type', 'validation_inclusion', 'this offer must be paid at once (requires_instant_payment)');
      if (input.payments !== undefined)
        throw validation('payments', 'validation_format', 'a hold order takes no payments');
    }
    const order: FakeOrder = {
      id: newId('ord'),
      offerId: offer.id,
      type: input.type as 'instant' | 'hold',
      createdAt: now,
      owner: ((offer.body.owner as Json).iata_code as string) ?? 'ZZ',
      bookingReference: randomBytes(6)
        .toString('hex')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')
        .slice(0, 6),
      passengers,
      slices: structuredClone(offer.body.slices as Json[]),
      conditions: structuredClone(offer.body.conditions as Json),
      currency,
      baseCents: Math.round(Number(wire.base_amount) * 100),
      taxCents: Math.round(Number(wire.tax_amount) * 100),
      priceDriftCents: 1000,
      paymentRequiredBy:
        paidAt === null && requirements.payment_required_by
          ? Date.parse(requirements.payment_required_by as string)
          : null,
      priceGuaranteeExpiresAt:
        paidAt === null && requirements.price_guarantee_expires_at
          ? Date.parse(requirements.price_guarantee_expires_at as string)
          : null,
      paidAt,
      documents: [],
      documentsDueAt: null,
      cancelledAt: null,
      cancellationId: null,
      changed: false,
      metadata,
      airlineChangeIds: [],
    };
    state.orders.set(order.id, order);
    if (paidAt !== null) issueOrSchedule(order);
    if (offer.behaviour === 'airline_changes') fireAirlineChange(order.id, 95);
    return order;
  };

  const issueOrSchedule = (order: FakeOrder) => {
    if (creation.lateDocumentsMs === null) order.documents = ticketsFor(order);
    else order.documentsDueAt = clock.now() + creation.lateDocumentsMs;
  };
  const issueDocuments = (order: FakeOrder) => {
    if (order.paidAt === null || order.documents.length > 0) return;
    order.documents = ticketsFor(order);
    order.documentsDueAt = null;
    emit('order.updated', order.id, orderJson(order));
  };

  const createOrder: Handler = ({ body }) => {
    const input = body.data as Json | undefined;
    if (!input || typeof input !== 'object') throw validation('data', 'validation_required', 'data is required');
    const { offerId } = checkOrderInput(input);
    const failure = takeFailure('create_order', { offerId });
    const before = failBefore(failure);
    if (before) return before;
    const script = state.offers.get(offerId)!.behaviour;
    if (script === 'order_fails') failBefore('airline_unknown');
    if (script === 'insufficient_balance') failBefore('insufficient_balance');
    if (creation.async) {
      // Accepted, not finished: the outcome comes by webhook; the offer is checked now as Duffel would.
      readOffer(offerId, false);
      pendingCreations.push({ dueAt: clock.now() + creation.asyncDelayMs, input: structuredClone(input), offerId });
      return { status: 202, body: { data: null } };
    }
    const order = makeOrder(input);
    emit('order.created', order.id, orderJson(order));
    if (order.paidAt !== null) emitPayment(order, order.baseCents + order.taxCents);
    const after = failAfter(failure);
    if (after) return after;
    return data(201, orderJson(order));
  };

  /** Finishes accepted (202) creations whose time has come. */
  const finishCreations = () => {
    const now = clock.now();
    for (const pending of pendingCreations.filter((p) => p.dueAt <= now)) {
      pendingCreations.splice(pendingCreations.indexOf(pending), 1);
      const metadata = (pending.input.metadata ?? {}) as Json;
      let failedWith: FakeHttpError | null = null;
      let order: FakeOrder | null = null;
      if (creation.asyncOutcome === 'failed')
        failedWith = new FakeHttpError(
          502,
          'airline_error',
          'order_not_created',
          'Order not created',
          'The airline did not create the order.',
        );
      else
        try {
          order = makeOrder(pending.input);
        } catch (error) {
          if (!(error instanceof FakeHttpError)) throw error;
          failedWith = error;
        }
      if (order) {
        emit('order.created', order.id, orderJson(order));
        if (order.paidAt !== null) emitPayment(order, order.baseCents + order.taxCents);
      } else
        emit('order.creation_failed', pending.offerId, {
          // What Duffel puts in a failed creation's object is not documented beyond the event name: the fake
          // carries the offer, the metadata sent and the error, which is what a consumer needs to match it.
          offer_id: pending.offerId,
          metadata,
          errors: [
            { type: failedWith!.type, code: failedWith!.code, title: failedWith!.title, message: failedWith!.message },
          ],
        });
    }
  };

  const listOrders: Handler = ({ url }) => {
    const limit = Number(url.searchParams.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      throw validation('limit', 'validation_format', 'limit must be an integer between 1 and 200');
    const awaiting = url.searchParams.get('awaiting_payment');
    const offerId = url.searchParams.get('offer_id');
    const reference = url.searchParams.get('booking_reference');
    const now = clock.now();
    // Newest first.
    const orders = [...state.orders.values()]
      .filter((o) => offerId === null || o.offerId === offerId)
      .filter((o) => reference === null || o.bookingReference === reference)
      .filter(
        (o) =>
          awaiting === null ||
          (o.paidAt === null && o.cancelledAt === null && !holdExpired(o, now)) === (awaiting === 'true'),
      )
      .sort((a, b) => b.createdAt - a.createdAt || (b.id < a.id ? -1 : 1));
    const decode = (value: string | null) => {
      if (value === null) return 0;
      const position = Number(Buffer.from(value, 'base64url').toString('utf8').replace(/^o:/, ''));
      if (!Number.isInteger(position) || position < 0)
        throw validation('after', 'validation_format', 'the cursor is not valid for this list');
      return position;
    };
    const start = decode(url.searchParams.get('after'));
    const page = orders.slice(start, start + limit);
    const end = start + page.length;
    return {
      status: 200,
      body: {
        data: page.map(orderJson),
        meta: {
          limit,
          after: end < orders.length ? Buffer.from(`o:${end}`).toString('base64url') : null,
          before: start > 0 ? Buffer.from(`o:${Math.max(0, start - limit)}`).toString('base64url') : null,
        },
      },
    };
  };

  const getOrder: Handler = ({ params }) => data(200, orderJson(findOrder(params[0])));

  const updateOrder: Handler = ({ params, body }) => {
    const order = findOrder(params[0]);
    const input = (body.data ?? {}) as Json;
    const extra = Object.keys(input).filter((k) => k !== 'metadata');
    if (extra.length > 0) throw validation(extra[0]!, 'validation_format', 'only metadata can be updated');
    order.metadata = validateMetadata(input.metadata);
    const json = orderJson(order);
    emit('order.updated', order.id, json);
    return data(200, json);
  };

  const emitPayment = (order: FakeOrder, amountCents: number) => {
    const payment: Json = {
      id: newId('pay'),
      order_id: order.id,
      type: 'balance',
      amount: money(amountCents),
      currency: order.currency,
      status: 'succeeded',
      live_mode: false,
      created_at: utc(clock.now()),
    };
    state.payments.set(payment.id as string, payment);
    emit('payment.created', payment.id as string, payment);
    return payment;
  };

  const createPayment: Handler = ({ body }) => {
    const input = (body.data ?? {}) as Json;
    const order = findOrder(input.order_id);
    const payment = (input.payment ?? {}) as Json;
    if (payment.type !== 'balance')
      throw validation('payment/type', 'validation_inclusion', 'payment type must be balance');
    if (payment.currency !== order.currency)
      throw validation('payment/currency', 'validation_inclusion', `currency must be ${order.currency}`);
    const amount = cents(payment.amount, 'payment/amount');
    const failure = takeFailure('create_payment', { orderId: order.id });
    const before = failBefore(failure);
    if (before) return before;
    const now = clock.now();
    if (order.type !== 'hold' || order.paidAt !== null)
      throw validation('order_id', 'order_type_not_eligible_for_payment', 'This order is not awaiting payment.');
    if (order.cancelledAt !== null) throw invalidState('already_cancelled', 'The order has been cancelled.');
    // What Duffel does with a hold past payment_required_by is not documented; the fake refuses to take payment.
    if (holdExpired(order, now)) throw invalidState('order_expired', 'The order is past its payment deadline.');
    const total = orderTotalCents(order, now);
    if (amount !== total) {
      if (total !== order.baseCents + order.taxCents && amount === order.baseCents + order.taxCents)
        throw invalidState('price_changed', 'The price of the order has changed since its price guarantee expired.');
      throw validation(
        'payment/amount',
        'payment_amount_does_not_match_order_amount',
        'The payment amount does not match the order amount.',
      );
    }
    if (state.balanceCents < amount)
      throw invalidState('insufficient_balance', 'Your Duffel Balance is too low for this payment.');
    state.balanceCents -= amount;
    order.baseCents = total - order.taxCents;
    order.paidAt = now;
    order.paymentRequiredBy = null;
    order.priceGuaranteeExpiresAt = null;
    issueOrSchedule(order);
    const made = emitPayment(order, amount);
    const after = failAfter(failure);
    if (after) return after;
    return data(201, made);
  };

  const listPayments: Handler = ({ url }) => {
    const orderId = url.searchParams.get('order_id');
    return {
      status: 200,
      body: {
        data: [...state.payments.values()].filter((p) => orderId === null || p.order_id === orderId),
        meta: { limit: 50, after: null, before: null },
      },
    };
  };

  // Cancellations -------------------------------------------------------------------------------------------------

  const CANCELLATION_QUOTE_MS = 15 * 60_000;

  const createCancellation: Handler = ({ body }) => {
    const order = findOrder(((body.data ?? {}) as Json).order_id);
    if (order.cancelledAt !== null) throw invalidState('already_cancelled', 'The order has already been cancelled.');
    const now = clock.now();
    const rule = order.conditions.refund_before_departure as Json | null;
    let refundCents: number | null;
    let refundTo: string;
    if (order.paidAt === null) {
      refundCents = 0;
      refundTo = 'awaiting_payment';
    } else if (rule === null || rule === undefined) {
      refundCents = null;
      refundTo = 'balance';
    } else if (rule.allowed === true) {
      const paid = order.baseCents + order.taxCents;
      refundCents = Math.max(0, paid - (rule.penalty_amount ? Math.round(Number(rule.penalty_amount) * 100) : 0));
      refundTo = 'balance';
    } else {
      // A fare that refunds nothing still gives back the taxes the airline did not use.
      refundCents = order.taxCents;
      refundTo = 'balance';
    }
    const quote: Json = {
      id: newId('ore'),
      order_id: order.id,
      refund_amount: refundCents === null ? null : money(refundCents),
      refund_currency: order.currency,
      refund_to: refundTo,
      airline_credits: [],
      expires_at: utc(now + CANCELLATION_QUOTE_MS),
      confirmed_at: null,
      created_at: utc(now),
      live_mode: false,
    };
    state.cancellations.set(quote.id as string, quote);
    return data(201, quote);
  };

  const confirmCancellation: Handler = ({ params }) => {
    const quote = state.cancellations.get(params[0]!);
    if (!quote) throw notFound();
    const order = findOrder(quote.order_id);
    const failure = takeFailure('confirm_cancellation', { orderId: order.id });
    const before = failBefore(failure);
    if (before) return before;
    if (quote.confirmed_at !== null || order.cancelledAt !== null)
      throw invalidState('already_cancelled', 'The order has already been cancelled.');
    const now = clock.now();
    // Duffel documents that a quote must be confirmed before expires_at, not the code it answers after.
    if (now >= Date.parse(quote.expires_at as string))
      throw invalidState('order_cancellation_expired', 'The cancellation quote has expired. Ask for a new one.');
    quote.confirmed_at = utc(now);
    order.cancelledAt = now;
    order.cancellationId = quote.id as string;
    if (quote.refund_to === 'balance' && quote.refund_amount !== null)
      state.balanceCents += Math.round(Number(quote.refund_amount) * 100);
    emit('order_cancellation.confirmed', quote.id as string, quote);
    const after = failAfter(failure);
    if (after) return after;
    return data(200, quote);
  };

  const listCancellations: Handler = ({ url }) => {
    const orderId = url.searchParams.get('order_id');
    return {
      status: 200,
      body: {
        data: [...state.cancellations.values()].filter((c) => orderId === null || c.order_id === orderId),
        meta: { limit: 50, after: null, before: null },
      },
    };
  };

  // Changes -------------------------------------------------------------------------------------------------------

  const CHANGE_OFFER_MS = 15 * 60_000;

  const searchPassengersOf = (order: FakeOrder): SearchPassenger[] =>
    order.passengers.map((p) => ({
      id: p.id as string,
      type: p.type as PassengerType,
      age: (p.age as number | null) ?? null,
      fareType: null,
    }));

  const createChangeRequest: Handler = ({ body }) => {
    const input = (body.data ?? {}) as Json;
    const order = findOrder(input.order_id);
    const now = clock.now();
    if (order.cancelledAt !== null || order.paidAt === null || !changeAllowed(order))
      throw invalidState('order_not_changeable', 'This order cannot be changed.');
    const slices = (input.slices ?? {}) as Json;
    const remove = (Array.isArray(slices.remove) ? slices.remove : []) as Json[];
    const add = (Array.isArray(slices.add) ? slices.add : []) as Json[];
    if (remove.length !== 1 || add.length !== 1)
      throw validation('slices', 'validation_required', 'remove one slice and add one');
    const removedIndex = order.slices.findIndex((s) => s.id === remove[0]!.slice_id);
    if (removedIndex < 0)
      throw validation('slices/remove/0/slice_id', 'validation_inclusion', 'slice_id is not a slice of the order');
    const asked = add[0]!;
    for (const field of ['origin', 'destination', 'departure_date'])
      if (typeof asked[field] !== 'string')
        throw validation(`slices/add/0/${field}`, 'validation_required', `${field} is required`);
    const origin = findAirport(asked.origin as string);
    const destination = findAirport(asked.destination as string);
    const brandName = order.slices[removedIndex]!.fare_brand_name as string | null;
    const brand = FARES[order.owner]!.brands.find((b) => b.name === brandName) ?? FARES[order.owner]!.brands[0]!;
    const options = origin && destination ? itineraries(origin, destination, asked.departure_date as string, 1) : [];
    const own = options.filter((flights) => flights.every((f) => f.flight.carrier === order.owner)).slice(0, 2);
    const request: Json = {
      id: newId('ocr'),
      order_id: order.id,
      slices: { remove, add },
      created_at: utc(now),
      updated_at: utc(now),
      live_mode: false,
      order_change_offers: [] as Json[],
    };
    const oldSliceCents = Math.round((order.baseCents + order.taxCents) / order.slices.length);
    const penaltyCents = Math.round(
      Number((order.conditions.change_before_departure as Json).penalty_amount ?? 0) * 100,
    );
    for (const flights of own) {
      const built = buildOffer(
        order.owner,
        brand,
        [
          {
            asked: {
              origin: asked.origin as string,
              destination: asked.destination as string,
              departure_date: asked.departure_date as string,
            },
            flights,
          },
        ],
        searchPassengersOf(order),
        order.currency,
      );
      const newSliceCents = built.baseCents + built.taxCents;
      const changeCents = newSliceCents - oldSliceCents + penaltyCents;
      const changeOffer = {
        id: newId('oco'),
        order_change_id: null,
        order_change_request_id: request.id as string,
        order_id: order.id,
        change_total_amount: money(changeCents),
        change_total_currency: order.currency,
        new_total_amount: money(order.baseCents + order.taxCents + changeCents),
        new_total_currency: order.currency,
        penalty_total_amount: money(penaltyCents),
        penalty_total_currency: order.currency,
        refund_to: changeCents < 0 ? 'balance' : null,
        expires_at: utc(now + CHANGE_OFFER_MS),
        created_at: utc(now),
        updated_at: utc(now),
        live_mode: false,
        slices: {
          add: (built.body.slices as Json[]).map((s) => ({ ...s, id: newId('sli') })),
          remove: [order.slices[removedIndex]],
        },
        _removedIndex: removedIndex,
        _newSliceCents: newSliceCents,
      };
      state.changeOffers.set(changeOffer.id, changeOffer);
      (request.order_change_offers as Json[]).push(publicChangeOffer(changeOffer));
    }
    state.changeRequests.set(request.id as string, request);
    return data(201, request);
  };

  /** A change offer without the fake's own bookkeeping (fields starting with _). */
  const publicChangeOffer = (offer: Json): Json =>
    Object.fromEntries(Object.entries(offer).filter(([k]) => !k.startsWith('_')));

  const listChangeOffers: Handler = ({ url }) => {
    const requestId = url.searchParams.get('order_change_request_id');
    return {
      status: 200,
      body: {
        data: [...state.changeOffers.values()]
          .filter((o) => requestId === null || o.order_change_request_id === requestId)
          .map(publicChangeOffer),
        meta: { limit: 50, after: null, before: null },
      },
    };
  };
  const getChangeOffer: Handler = ({ params }) => {
    const offer = state.changeOffers.get(params[0]!);
    if (!offer) throw notFound();
    return data(200, publicChangeOffer(offer));
  };

  const createOrderChange: Handler = ({ body }) => {
    const offerId = ((body.data ?? {}) as Json).selected_order_change_offer;
    const offer = typeof offerId === 'string' ? state.changeOffers.get(offerId) : undefined;
    if (!offer) throw notFound();
    const now = clock.now();
    if (now >= Date.parse(offer.expires_at as string))
      throw invalidState('order_change_offer_expired', 'The change offer has expired.');
    const order = findOrder(offer.order_id);
    if (!changeAllowed(order) || order.cancelledAt !== null)
      throw invalidState('order_not_changeable', 'This order cannot be changed.');
    const change: Json = {
      id: newId('oce'),
      order_id: order.id,
      selected_order_change_offer: offer.id,
      change_total_amount: offer.change_total_amount,
      change_total_currency: offer.change_total_currency,
      new_total_amount: offer.new_total_amount,
      new_total_currency: offer.new_total_currency,
      penalty_total_amount: offer.penalty_total_amount,
      penalty_total_currency: offer.penalty_total_currency,
      refund_to: offer.refund_to,
      expires_at: offer.expires_at,
      confirmed_at: null,
      created_at: utc(now),
      live_mode: false,
      slices: offer.slices,
    };
    state.orderChanges.set(change.id as string, change);
    return data(201, change);
  };

  const confirmOrderChange: Handler = ({ params, body }) => {
    const change = state.orderChanges.get(params[0]!);
    if (!change) throw notFound();
    const order = findOrder(change.order_id);
    const offer = state.changeOffers.get(change.selected_order_change_offer as string)!;
    const failure = takeFailure('confirm_change', { orderId: order.id });
    const before = failBefore(failure);
    if (before) return before;
    const now = clock.now();
    if (change.confirmed_at !== null || !changeAllowed(order) || order.cancelledAt !== null)
      throw invalidState('order_not_changeable', 'This order cannot be changed.');
    if (now >= Date.parse(change.expires_at as string))
      throw invalidState('order_change_expired', 'The change has expired.');
    const changeCents = Math.round(Number(change.change_total_amount) * 100);
    const payment = (((body.data ?? {}) as Json).payment ?? null) as Json | null;
    if (changeCents > 0) {
      if (!payment || payment.type !== 'balance')
        throw validation('payment', 'validation_required', 'a payment of type balance is required');
      if (cents(payment.amount, 'payment/amount') !== changeCents)
        throw validation(
          'payment/amount',
          'payment_amount_does_not_match_order_amount',
          'The payment amount does not match the change amount.',
        );
      if (state.balanceCents < changeCents)
        throw invalidState('insufficient_balance', 'Your Duffel Balance is too low for this payment.');
      state.balanceCents -= changeCents;
    } else state.balanceCents -= changeCents;
    order.slices[offer._removedIndex as number] = (offer.slices as { add: Json[] }).add[0]!;
    order.baseCents += changeCents;
    order.changed = true;
    order.documents = [];
    issueOrSchedule(order);
    change.confirmed_at = utc(now);
    emit('order.updated', order.id, orderJson(order));
    const after = failAfter(failure);
    if (after) return after;
    return data(200, change);
  };

  // Airline-initiated changes ---------------------------------------------------------------------------------------

  /** The airline retimes every flight of the order; the order shows the new times at once, as Duffel's does. */
  function fireAirlineChange(orderId: string, shiftMinutes = 95): Json {
    const order = findOrder(orderId);
    const now = clock.now();
    const removed = structuredClone(order.slices);
    const shift = (local: string, zone: string) =>
      instantToLocal(localToInstant(local, zone) + shiftMinutes * 60_000, zone);
    const added = order.slices.map((slice) => ({
      ...slice,
      segments: (slice.segments as Json[]).map((segment) => ({
        ...segment,
        id: newId('seg'),
        departing_at: shift(segment.departing_at as string, (segment.origin as Json).time_zone as string),
        arriving_at: shift(segment.arriving_at as string, (segment.destination as Json).time_zone as string),
      })),
    }));
    order.slices = structuredClone(added);
    const change: Json = {
      id: newId('aic'),
      order_id: order.id,
      removed,
      added,
      action_taken: null,
      action_taken_at: null,
      available_actions: ['accept', 'cancel', 'change', 'update'],
      travel_agent_ticket: null,
      created_at: utc(now),
      updated_at: utc(now),
    };
    state.airlineChanges.set(change.id as string, change);
    order.airlineChangeIds.push(change.id as string);
    emit('order.airline_initiated_change_detected', change.id as string, change);
    return change;
  }

  const listAirlineChanges: Handler = ({ url }) => {
    const orderId = url.searchParams.get('order_id');
    return {
      status: 200,
      body: {
        data: [...state.airlineChanges.values()].filter((c) => orderId === null || c.order_id === orderId),
        meta: { limit: 50, after: null, before: null },
      },
    };
  };

  const acceptAirlineChange: Handler = ({ params }) => {
    const change = state.airlineChanges.get(params[0]!);
    if (!change) throw notFound();
    const order = findOrder(change.order_id);
    if (order.airlineChangeIds.at(-1) !== change.id)
      throw invalidState(
        'stale_airline_initiated_change_accept',
        'Only the latest airline-initiated change can be accepted.',
      );
    if (change.action_taken !== null && change.action_taken !== 'accepted')
      throw invalidState('unsupported_action', `The change was already answered: ${String(change.action_taken)}.`);
    if (change.action_taken === null) {
      const now = clock.now();
      change.action_taken = 'accepted';
      change.action_taken_at = utc(now);
      change.updated_at = utc(now);
      change.available_actions = [];
      emit('order.updated', order.id, orderJson(order));
    }
    return data(200, change);
  };

  // Webhooks --------------------------------------------------------------------------------------------------------

  const webhookJson = (endpoint: FakeWebhookEndpoint, withSecret: boolean): Json => ({
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    active: endpoint.active,
    live_mode: false,
    created_at: utc(endpoint.createdAt),
    updated_at: utc(endpoint.createdAt),
    ...(withSecret ? { secret: endpoint.secret } : {}),
  });

  const createWebhook: Handler = ({ body }) => {
    const input = (body.data ?? {}) as Json;
    if (typeof input.url !== 'string' || !/^https?:\/\//.test(input.url))
      throw validation('url', 'validation_format', 'url must be a URL');
    if (!Array.isArray(input.events) || input.events.length === 0 || !input.events.every((e) => typeof e === 'string'))
      throw validation('events', 'validation_required', 'events must list at least one event type');
    // One webhook per mode [observed].
    if (state.webhooks.size > 0) throw validation('url', 'unsafe_unique', 'A webhook already exists for this mode.');
    const endpoint: FakeWebhookEndpoint = {
      id: newId('end'),
      url: input.url,
      events: input.events as string[],
      active: true,
      secret: randomBytes(24).toString('base64url'),
      createdAt: clock.now(),
    };
    state.webhooks.set(endpoint.id, endpoint);
    return data(201, webhookJson(endpoint, true));
  };
  const listWebhooks: Handler = () => ({
    status: 200,
    body: {
      data: [...state.webhooks.values()].map((w) => webhookJson(w, false)),
      meta: { limit: 50, after: null, before: null },
    },
  });
  const updateWebhook: Handler = ({ params, body }) => {
    const endpoint = state.webhooks.get(params[0]!);
    if (!endpoint) throw notFound();
    const input = (body.data ?? {}) as Json;
    if (typeof input.active === 'boolean') endpoint.active = input.active;
    if (Array.isArray(input.events)) endpoint.events = input.events as string[];
    if (typeof input.url === 'string') endpoint.url = input.url;
    return data(200, webhookJson(endpoint, false));
  };
  const deleteWebhook: Handler = ({ params }) => {
    if (!state.webhooks.delete(params[0]!)) throw notFound();
    return { status: 204, body: '' };
  };
  const pingWebhook: Handler = ({ params }) => {
    const endpoint = state.webhooks.get(params[0]!);
    if (!endpoint) throw notFound();
    emit('ping.triggered', endpoint.id, webhookJson(endpoint, false), endpoint.id);
    return { status: 204, body: '' };
  };
  const listDeliveries: Handler = () => ({
    status: 200,
    body: {
      data: state.deliveries.map((d) => ({
        id: d.id,
        webhook_id: d.endpointId,
        event_id: d.eventId,
        attempts: d.attempts,
        response_status_code: d.responses.at(-1) ?? null,
        delivered: d.status === 'delivered',
      })),
      meta: { limit: 50, after: null, before: null },
    },
  });
  const getEvent: Handler = ({ params }) => {
    const event = state.events.find((e) => e.id === params[0]);
    if (!event) throw notFound();
    return data(200, event.envelope);
  };
  const redeliverEvent: Handler = ({ params }) => {
    const event = state.events.find((e) => e.id === params[0]);
    if (!event) throw notFound();
    for (const endpoint of state.webhooks.values()) queueDelivery(event, endpoint);
    void pump();
    return { status: 204, body: '' };
  };

  /** An event for every active webhook subscribed to its type. */
  function emit(type: string, idempotencyKey: string, object: Json, onlyEndpoint?: string): void {
    const now = clock.now();
    const event: FakeWebhookEvent = {
      id: newId('wev'),
      type,
      createdAt: now,
      envelope: {
        id: '',
        type,
        api_version: 'v2',
        live_mode: false,
        idempotency_key: idempotencyKey,
        created_at: utc(now),
        identity_organisation_id: 'org_0000SaparLocalFake',
        data: { object: structuredClone(object) },
      },
    };
    event.envelope.id = event.id;
    state.events.push(event);
    for (const endpoint of state.webhooks.values()) {
      if (!endpoint.active || (onlyEndpoint !== undefined && endpoint.id !== onlyEndpoint)) continue;
      if (type !== 'ping.triggered' && !endpoint.events.includes(type)) continue;
      queueDelivery(event, endpoint);
      if (webhookControl.duplicate) queueDelivery(event, endpoint);
    }
    void pump();
  }

  function queueDelivery(event: FakeWebhookEvent, endpoint: FakeWebhookEndpoint): void {
    const now = clock.now();
    state.deliveries.push({
      id: newId('del'),
      eventId: event.id,
      endpointId: endpoint.id,
      status: webhookControl.hold ? 'held' : 'pending',
      attempts: 0,
      firstAt: now,
      nextAt: now + webhookControl.delayMs,
      responses: [],
      inFlight: false,
    });
  }

  /** Duffel retries failed deliveries with exponential backoff for 72 hours. */
  const RETRY_FOR_MS = 72 * 3_600_000;
  const backoffMs = (attempts: number) => Math.min(6 * 3_600_000, 60_000 * 2 ** (attempts - 1));

  async function deliver(delivery: FakeDelivery): Promise<void> {
    const endpoint = state.webhooks.get(delivery.endpointId);
    const event = state.events.find((e) => e.id === delivery.eventId)!;
    if (!endpoint) {
      delivery.status = 'gave_up';
      return;
    }
    delivery.inFlight = true;
    delivery.attempts += 1;
    const body = JSON.stringify(event.envelope);
    const t = Math.floor(clock.now() / 1000);
    const signature = createHmac('sha256', endpoint.secret).update(`${t}.${body}`).digest('hex');
    let status = 0;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-duffel-signature': `t=${t},v1=${signature}`,
          'user-agent': 'Duffel-Webhooks/1.0',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    delivery.inFlight = false;
    delivery.responses.push(status);
    const now = clock.now();
    if (status >= 200 && status < 300) delivery.status = 'delivered';
    else if (now - delivery.firstAt >= RETRY_FOR_MS) delivery.status = 'gave_up';
    else delivery.nextAt = now + backoffMs(delivery.attempts);
  }

  let pumping: Promise<void> = Promise.resolve();
  /** Sends every due delivery, one at a time in the chosen order; pumps run one after another. */
  function pump(): Promise<void> {
    pumping = pumping.then(async () => {
      for (;;) {
        const now = clock.now();
        const due = state.deliveries.filter((d) => d.status === 'pending' && !d.inFlight && d.nextAt <= now);
        if (due.length === 0) return;
        if (webhookControl.reverse) due.reverse();
        for (const delivery of due) await deliver(delivery);
      }
    });
    return pumping;
  }

  /** Everything that happens by the virtual clock: accepted creations finish, late tickets are issued. */
  function tick(): void {
    finishCreations();
    const now = clock.now();
    for (const order of state.orders.values())
      if (order.documentsDueAt !== null && order.documentsDueAt <= now) issueDocuments(order);
  }

  // The fake's own control API (not Duffel's): the same controls as the returned object, for a local site.
  const adminRoutes: Array<{
    method: string;
    pattern: RegExp;
    handler: (params: string[], body: Json) => Promise<Json> | Json;
  }> = [
    {
      method: 'POST',
      pattern: /^\/_fake\/clock\/advance$/,
      handler: (_, b) => (clock.advance(Number(b.ms ?? 0)), tick(), { now: utc(clock.now()) }),
    },
    { method: 'GET', pattern: /^\/_fake\/balance$/, handler: () => ({ amount: money(state.balanceCents), currency }) },
    {
      method: 'POST',
      pattern: /^\/_fake\/balance$/,
      handler: (_, b) => (
        (state.balanceCents = cents(b.amount, 'amount')),
        { amount: money(state.balanceCents), currency }
      ),
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/failures$/,
      handler: (_, b) => {
        failures.push({
          operation: b.operation as FakeOperation,
          failure: b.failure as FakeFailure,
          offerId: (b.offer_id as string | undefined) ?? undefined,
          orderId: (b.order_id as string | undefined) ?? undefined,
          times: Number(b.times ?? 1),
        });
        return { failures: failures.length };
      },
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/orders\/creation$/,
      handler: (_, b) => (Object.assign(creation, b), { ...creation }),
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/orders\/(ord_[A-Za-z0-9]+)\/documents$/,
      handler: (p) => (issueDocuments(findOrder(p[0])), orderJson(findOrder(p[0]))),
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/orders\/(ord_[A-Za-z0-9]+)\/airline_change$/,
      handler: (p, b) => fireAirlineChange(p[0]!, b.shift_minutes === undefined ? 95 : Number(b.shift_minutes)),
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/webhooks\/control$/,
      handler: (_, b) => (Object.assign(webhookControl, b), { ...webhookControl }),
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/webhooks\/release$/,
      handler: async () => {
        await release();
        return { deliveries: state.deliveries.length };
      },
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/webhooks\/flush$/,
      handler: async () => {
        tick();
        await pump();
        return { deliveries: state.deliveries.length };
      },
    },
  ];

  async function release(): Promise<void> {
    const now = clock.now();
    for (const delivery of state.deliveries)
      if (delivery.status === 'held') {
        delivery.status = 'pending';
        delivery.nextAt = Math.min(delivery.nextAt, now);
      }
    webhookControl.hold = false;
    await pump();
  }

  const routes: Array<{ method: string; pattern: RegExp; write: boolean; handler: Handler }> = [
    { method: 'POST', pattern: /^\/air\/offer_requests$/, write: true, handler: createOfferRequest },
    { method: 'GET', pattern: /^\/air\/offers$/, write: false, handler: listOffers },
    { method: 'GET', pattern: /^\/air\/offers\/(off_[A-Za-z0-9]+)$/, write: false, handler: getOffer },
    {
      method: 'POST',
      pattern: /^\/air\/offers\/(off_[A-Za-z0-9]+)\/actions\/price$/,
      write: true,
      handler: priceOffer,
    },
    { method: 'POST', pattern: /^\/air\/orders$/, write: true, handler: createOrder },
    { method: 'GET', pattern: /^\/air\/orders$/, write: false, handler: listOrders },
    { method: 'GET', pattern: /^\/air\/orders\/(ord_[A-Za-z0-9]+)$/, write: false, handler: getOrder },
    { method: 'PATCH', pattern: /^\/air\/orders\/(ord_[A-Za-z0-9]+)$/, write: true, handler: updateOrder },
    { method: 'POST', pattern: /^\/air\/payments$/, write: true, handler: createPayment },
    { method: 'GET', pattern: /^\/air\/payments$/, write: false, handler: listPayments },
    { method: 'POST', pattern: /^\/air\/order_cancellations$/, write: true, handler: createCancellation },
    { method: 'GET', pattern: /^\/air\/order_cancellations$/, write: false, handler: listCancellations },
    {
      method: 'POST',
      pattern: /^\/air\/order_cancellations\/(ore_[A-Za-z0-9]+)\/actions\/confirm$/,
      write: true,
      handler: confirmCancellation,
    },
    { method: 'POST', pattern: /^\/air\/order_change_requests$/, write: true, handler: createChangeRequest },
    { method: 'GET', pattern: /^\/air\/order_change_offers$/, write: false, handler: listChangeOffers },
    {
      method: 'GET',
      pattern: /^\/air\/order_change_offers\/(oco_[A-Za-z0-9]+)$/,
      write: false,
      handler: getChangeOffer,
    },
    { method: 'POST', pattern: /^\/air\/order_changes$/, write: true, handler: createOrderChange },
    {
      method: 'POST',
      pattern: /^\/air\/order_changes\/(oce_[A-Za-z0-9]+)\/actions\/confirm$/,
      write: true,
      handler: confirmOrderChange,
    },
    { method: 'GET', pattern: /^\/air\/airline_initiated_changes$/, write: false, handler: listAirlineChanges },
    {
      method: 'POST',
      pattern: /^\/air\/airline_initiated_changes\/(aic_[A-Za-z0-9]+)\/actions\/accept$/,
      write: true,
      handler: acceptAirlineChange,
    },
    { method: 'POST', pattern: /^\/air\/webhooks$/, write: true, handler: createWebhook },
    { method: 'GET', pattern: /^\/air\/webhooks$/, write: false, handler: listWebhooks },
    { method: 'GET', pattern: /^\/air\/webhooks\/deliveries$/, write: false, handler: listDeliveries },
    { method: 'GET', pattern: /^\/air\/webhooks\/events\/(wev_[A-Za-z0-9]+)$/, write: false, handler: getEvent },
    {
      method: 'POST',
      pattern: /^\/air\/webhooks\/events\/(wev_[A-Za-z0-9]+)\/actions\/redeliver$/,
      write: true,
      handler: redeliverEvent,
    },
    { method: 'PATCH', pattern: /^\/air\/webhooks\/(end_[A-Za-z0-9]+)$/, write: true, handler: updateWebhook },
    { method: 'DELETE', pattern: /^\/air\/webhooks\/(end_[A-Za-z0-9]+)$/, write: true, handler: deleteWebhook },
    {
      method: 'POST',
      pattern: /^\/air\/webhooks\/(end_[A-Za-z0-9]+)\/actions\/ping$/,
      write: true,
      handler: pingWebhook,
    },
  ];

  function rateLimited(resetAt: number): FakeHttpError & { resetAt: number } {
    const error = new FakeHttpError(
      429,
      'rate_limit_error',
      'rate_limit_exceeded',
      'Rate limit exceeded',
      'You have exceeded the rate limit. Please wait before making more requests.',
    ) as FakeHttpError & { resetAt: number };
    error.resetAt = resetAt;
    return error;
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const xRequestId = randomBytes(15).toString('base64url');
    let parsedBody: unknown = raw;
    const record: FakeRequestRecord = {
      method: req.method ?? '',
      path: url.pathname + url.search,
      query: Object.fromEntries(url.searchParams),
      headers: {
        authorization: req.headers.authorization,
        duffelVersion: req.headers['duffel-version'] as string | undefined,
        accept: req.headers.accept,
      },
      body: undefined,
      status: 0,
      requestId: xRequestId,
      at: clock.now(),
    };
    requests.push(record);

    // The rate-limit window runs on the virtual clock.
    const now = clock.now();
    if (now - window.startedAt >= windowMs) window = { startedAt: now, used: 0 };
    window.used += 1;
    let resetAt = window.startedAt + windowMs;

    const send = (answer: Answer) => {
      record.status = answer.status;
      const headers: Record<string, string> = {
        'content-type': answer.contentType ?? 'application/json',
        date: new Date(clock.now()).toUTCString(),
      };
      if (!answer.bare) {
        headers['x-request-id'] = xRequestId;
        headers['ratelimit-limit'] = String(rateLimit);
        headers['ratelimit-remaining'] = String(answer.status === 429 ? 0 : Math.max(0, rateLimit - window.used));
        headers['ratelimit-reset'] = new Date(Math.ceil(resetAt / 1000) * 1000).toUTCString();
      } else record.requestId = null;
      if (res.destroyed) return;
      res.writeHead(answer.status, headers);
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    };
    const fail = (error: FakeHttpError) =>
      send({
        status: error.status,
        body: {
          errors: [
            {
              type: error.type,
              title: error.title,
              message: error.message,
              code: error.code,
              documentation_url: `https://duffel.com/docs/api/overview/response-handling#${error.type}`,
              ...(error.source ? { source: error.source } : {}),
            },
          ],
          meta: { status: error.status, request_id: xRequestId },
        },
      });

    try {
      tick();
      if (url.pathname.startsWith('/_fake/')) {
        const admin = adminRoutes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
        if (!admin) throw notFound();
        const input = raw ? (JSON.parse(raw) as Json) : {};
        record.body = input;
        return send({ status: 200, body: await admin.handler(admin.pattern.exec(url.pathname)!.slice(1), input) });
      }
      if (raw) {
        try {
          parsedBody = JSON.parse(raw);
        } catch {
          throw new FakeHttpError(
            400,
            'invalid_request_error',
            'malformed_json',
            'Malformed JSON',
            'The request body is not valid JSON.',
          );
        }
      }
      record.body = parsedBody;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (bearer !== token && (options.readOnlyToken === undefined || bearer !== options.readOnlyToken))
        throw new FakeHttpError(
          401,
          'authentication_error',
          'invalid_token',
          'Invalid token',
          'The access token used is not valid.',
        );
      const version = req.headers['duffel-version'];
      if (version !== 'v2')
        throw new FakeHttpError(
          400,
          'invalid_request_error',
          version === undefined ? 'missing_version' : 'unsupported_version',
          'Unsupported API version',
          'Send the Duffel-Version header with the value v2.',
        );
      if (window.used > rateLimit) throw rateLimited(resetAt);
      for (const route of routes) {
        const match = route.method === req.method ? route.pattern.exec(url.pathname) : null;
        if (!match) continue;
        if (route.write && bearer === options.readOnlyToken)
          throw new FakeHttpError(
            403,
            'authentication_error',
            'insufficient_permissions',
            'Insufficient permissions',
            'This access token may only read.',
          );
        const answer = await route.handler({
          req,
          url,
          params: match.slice(1),
          body: (parsedBody && typeof parsedBody === 'object' ? parsedBody : {}) as Json,
          isWrite: route.write,
        });
        if (answer.hang) {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          record.status = 0;
          return;
        }
        if (answer.delayMs && answer.delayMs > 0) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(answer);
          }, answer.delayMs);
          timers.add(timer);
          return;
        }
        return send(answer);
      }
      throw new FakeHttpError(
        404,
        'invalid_request_error',
        'not_found',
        'Not found',
        'The resource you are trying to access does not exist.',
      );
    } catch (error) {
      if (error instanceof FakeHttpError) {
        if ((error as { resetAt?: number }).resetAt !== undefined)
          resetAt = (error as unknown as { resetAt: number }).resetAt;
        return fail(error);
      }
      return fail(new FakeHttpError(500, 'api_error', 'internal_server_error', 'Internal server error', String(error)));
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port, address } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}`,
    token,
    currency,
    clock,
    state,
    requests,
    setLatency(ms) {
      latencyMs = ms;
    },
    setRateLimit(limit) {
      rateLimit = limit;
      window = { startedAt: clock.now(), used: 0 };
    },
    setBalance(amount) {
      state.balanceCents = cents(amount, 'amount');
    },
    balance: () => money(state.balanceCents),
    failNext(operation, failure, scope = {}) {
      failures.push({ operation, failure, offerId: scope.offerId, orderId: scope.orderId, times: scope.times ?? 1 });
    },
    setOrderCreation(settings) {
      Object.assign(creation, settings);
    },
    issueDocuments(orderId) {
      issueDocuments(findOrder(orderId));
    },
    fireAirlineChange: (orderId, shiftMinutes) => fireAirlineChange(orderId, shiftMinutes),
    webhooks: {
      control(settings) {
        Object.assign(webhookControl, settings);
      },
      release,
      async flush() {
        tick();
        await pump();
      },
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Minutes of an ISO-8601 duration ('PT6H15M', 'P1DT2H'). */
function minutesOf(duration: string): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!m) return 0;
  return Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) + Math.round(Number(m[4] ?? 0) / 60);
}

/** `npx tsx apps/api/test/fakes/duffel-fake.ts --port 4010 --latency 300`: a fake Duffel for a local site. */
async function runFromCommandLine(argv: string[]): Promise<void> {
  const flag = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (name: string) => (flag(name) === undefined ? undefined : Number(flag(name)));
  const fake = await startDuffelFake({
    port: number('port') ?? 4010,
    host: flag('host') ?? '127.0.0.1',
    latencyMs: number('latency') ?? 0,
    token: flag('token'),
    currency: flag('currency'),
    rateLimit: number('rate-limit'),
    balance: flag('balance'),
  });
  process.stdout.write(`DUFFEL_URL=${fake.url}\nDUFFEL_TOKEN=${fake.token}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runFromCommandLine(process.argv.slice(2));
}
