/**
 * What an outside flight supplier (an aggregator such as Duffel, a GDS such as Travelport) answers,
 * in words that belong to no one provider: the adapters translate their provider's wire format into
 * these types, and the flights module prices them in som and merges them with the agency's own seats
 * (docs/architecture.md, "Flight supply").
 *
 * Money stays in the supplier's currency here, as decimal strings exactly as the supplier wrote
 * them: converting to som and adding the agency's fee is the pricing rules' work, done once, with
 * the rate recorded on the offer.
 */

/** Cabin classes a search may ask for; the agency sells economy and business. */
export type SupplierCabin = 'economy' | 'business';

/** One traveller of a search as suppliers need them: adults by type, under-18s by age. */
export type SupplierPassenger =
  | { kind: 'adult' }
  /** Under 18 on the date of the last slice; age 0–1 without `seat` travels on a lap. */
  | { kind: 'young'; age: number; seat: boolean };

export interface SupplierSlice {
  /** IATA codes of an airport or a city ("BSZ", "IST", "MOW"). */
  origin: string;
  destination: string;
  /** yyyy-MM-dd in the origin's local calendar. */
  departureDate: string;
}

export interface SupplierSearchRequest {
  /** One slice for a one-way trip, two for a return. */
  slices: SupplierSlice[];
  passengers: SupplierPassenger[];
  cabin: SupplierCabin;
  /** How long the caller will wait for the answer, in milliseconds. */
  timeoutMs: number;
  /** The caller's id for the search, for the supplier's logs and ours. */
  clientRef: string;
}

/** A price as the supplier states it: decimal string and ISO 4217 currency ("221.78", "USD"). */
export interface SupplierMoney {
  amount: string;
  currency: string;
}

/** A change or refund rule: allowed with a penalty, not allowed, or not stated by the airline. */
export type SupplierCondition = { allowed: true; penalty: SupplierMoney | null } | { allowed: false } | 'unknown';

export interface SupplierSegment {
  /** The supplier's id of the segment. */
  id: string;
  origin: string;
  destination: string;
  /** Local airport time without offset, 'yyyy-MM-ddTHH:mm' (suppliers send local times). */
  departingAtLocal: string;
  arrivingAtLocal: string;
  /** IANA time zones of the two airports, when the supplier gives them. */
  originTimeZone: string | null;
  destinationTimeZone: string | null;
  /** Instants of departure and arrival (milliseconds since the epoch), derived with the time zones. */
  departsAt: number;
  arrivesAt: number;
  durationMin: number;
  marketingCarrier: { code: string; name: string };
  marketingFlightNumber: string;
  /** The airline that flies it, when it is not the one that sells it ("operated by …"). */
  operatingCarrier: { code: string; name: string };
  operatingFlightNumber: string | null;
  aircraft: { code: string; name: string } | null;
  originTerminal: string | null;
  destinationTerminal: string | null;
}

export interface SupplierOfferSlice {
  segments: SupplierSegment[];
  durationMin: number;
  /** The airline's brand of the fare ("Economy Light"), when it names one. */
  fareBrand: string | null;
  /** Checked bags per passenger included in the fare (0 when none); null when the supplier is silent. */
  checkedBags: number | null;
  /** Carry-on pieces per passenger included; null when the supplier is silent. */
  carryOnBags: number | null;
}

export interface SupplierOffer {
  /** The supplier's name as configured ("duffel"). */
  supplier: string;
  /** The supplier's id of the offer ("off_…"): what price, book and order calls quote. */
  offerRef: string;
  /** Instant after which the supplier will not sell the offer (milliseconds since the epoch). */
  expiresAt: number;
  /** One slice per slice of the request, in the same order. */
  slices: SupplierOfferSlice[];
  total: SupplierMoney;
  base: SupplierMoney | null;
  tax: SupplierMoney | null;
  /** The airline that owns the offer. */
  owner: { code: string; name: string };
  refundBeforeDeparture: SupplierCondition;
  changeBeforeDeparture: SupplierCondition;
  /** Seats left at this price when the supplier says; null when unknown. */
  seatsLeft: number | null;
  /** Whether the airline must be paid at once (no hold) — decides how the order is booked. */
  requiresInstantPayment: boolean;
  /** Whether passports must be given when booking. */
  identityDocumentsRequired: boolean;
  /** The supplier's passenger ids in the order of the request's passengers. */
  passengerRefs: string[];
}

/** The closed set of ways a supplier call can fail, whatever the provider. No text of theirs reaches a traveller. */
export type SupplierFailureKind =
  | 'offer_expired'
  | 'price_changed'
  | 'sold_out'
  | 'insufficient_funds'
  | 'validation_failed'
  /** The supplier may or may not have acted: reconcile before anything else. */
  | 'ambiguous'
  /** Try later (timeouts, 429, 503/504); `retryAfterMs` when the supplier said. */
  | 'unavailable'
  | 'not_allowed'
  | 'auth_failed';

export class SupplierError extends Error {
  constructor(
    readonly kind: SupplierFailureKind,
    readonly supplier: string,
    /** The supplier's own request id, for support and our logs. */
    readonly requestId: string | null,
    detail: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${supplier}: ${kind}: ${detail}`);
    this.name = 'SupplierError';
  }
}

/** The outcome of reading an offer again just before the traveller gives passenger details. */
export type RepricedOffer =
  | { status: 'unchanged'; offer: SupplierOffer }
  | { status: 'changed'; offer: SupplierOffer; previousTotal: SupplierMoney }
  | { status: 'gone' };

/** An outside supplier of flights. Search and price first; booking, tickets and after-sales build on it. */
export interface OutsideFlightSupplier {
  readonly name: string;
  /** Offers for the request; throws SupplierError when the supplier fails or does not answer in time. */
  search(request: SupplierSearchRequest): Promise<SupplierOffer[]>;
  /** The offer as the supplier prices it now. */
  reprice(offerRef: string, previous: SupplierMoney): Promise<RepricedOffer>;
}
