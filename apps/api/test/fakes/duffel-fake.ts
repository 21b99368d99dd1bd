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
 * &after=&before=&sort=&max_connections=, GET /air/offers/{id}, POST /air/offers/{id}/actions/price. Orders,
 * payments, cancellations, changes and webhooks are meant to join the route table below, with their state in
 * `FakeState` and their deadlines on `clock`.
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
 *
 * Any offer read after its `expires_at` (30 min after the search, by the virtual clock) answers 422
 * `offer_no_longer_available`. `latencyMs` delays every search answer (benchmarks set 300 and 2000); when it is
 * longer than the request's `supplier_timeout`, the search answers at the timeout with the fast airline's (ZZ)
 * offers only, as Duffel drops airlines that did not answer in time.
 *
 * In tests: `const fake = await startDuffelFake({ latencyMs: 0 })` → `{ url, token, clock, state, requests,
 * setLatency(ms), setRateLimit(n), close() }`; `fake.clock.advance(31 * 60_000)` expires offers. From the command
 * line (a local site against the fake): `npx tsx apps/api/test/fakes/duffel-fake.ts --port 4010 --latency 300
 * [--host 127.0.0.1] [--token T] [--currency EUR] [--rate-limit 120]` prints `DUFFEL_URL=…` and `DUFFEL_TOKEN=…`
 * and serves until stopped (SIGINT/SIGTERM).
 */
import { createHash, randomBytes } from 'node:crypto';
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
  | 'no_offers';

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

/** Everything the fake remembers; orders, payments and the rest are to live here too. */
export interface FakeState {
  offerRequests: Map<string, FakeOfferRequest>;
  offers: Map<string, FakeOffer>;
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
  const state: FakeState = { offerRequests: new Map(), offers: new Map() };
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
  });
  process.stdout.write(`DUFFEL_URL=${fake.url}\nDUFFEL_TOKEN=${fake.token}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runFromCommandLine(process.argv.slice(2));
}
