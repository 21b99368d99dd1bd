/** Flight search as travellers use it: validate, ask the suppliers, store the offers, page them. */
import { randomUUID } from 'node:crypto';
import {
  MAX_SEATS_PER_BOOKING,
  SEARCH_PAGE_SIZE,
  SEARCH_TTL_SECONDS,
  addDays,
  bishkekToday,
  formatLocalDateTime,
  formatOffset,
  pickLocalized,
  toIsoDate,
  type Language,
  type Location,
  NEARBY_DAYS,
  NEARBY_RADIUS_KM,
  type Fare,
  type RepricedOfferAnswer,
  type NearbyDate,
  type NearbyRoute,
  type SearchLeg,
  type SearchPageQuery,
  type SearchResult,
  type SearchPassengers,
  type Ticket,
  utcOffsetMinutes,
  type searchRequestSchema,
} from '@sapar/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError } from '../../shared/app-error.js';
import { recordSearch } from '../../shared/metrics.js';
import { distanceKm, type FlightCatalog } from './catalog.js';
import type { ScheduledFlight } from './engine.js';
import type { FlightInventory } from './inventory.js';
import type { LiveSearchStore, SupplierAnswer } from './live-search-store.js';
import type { FlightSupplier, StoredOffer, StoredSegment, SupplierQuery } from './own-inventory.supplier.js';
import { hasCheckedBaggage, isRefundable, toStoredOffer, type OfferPricing } from './supplier-offers.js';
import {
  askSupplier,
  outcomeOf,
  withinBudget,
  supplierProgress,
  supplierState,
  type ConfiguredSupplier,
  type SupplierCallRecorder,
} from './supplier-search.js';
import { adultSegmentPrice, fareFamilies, seatsNeeded, toCabin } from './pricing.js';
import {
  DEFAULT_FILTERS,
  facetsOf,
  filterAndSortItineraries,
  groupItineraries,
  perAdultOf,
  type ItineraryGroup,
  type ResultFilters,
} from './results.js';
import { SCHEDULE_HORIZON_DAYS } from './schedule.js';
import type { SeatReader } from './seat-reader.js';

/** For the booking module (seat maps of a cabin). */
export { loadCabinSeats } from './flights.repository.js';

export interface FlightsContext {
  db: Database;
  inventory: FlightInventory;
  suppliers: readonly FlightSupplier[];
  /** Seats as searches read them (advisory: booking holds seats with conditional updates). */
  seats: SeatReader;
  /** Live searches until they expire (memory, or Redis shared by every process). */
  searches: LiveSearchStore;
  /** Outside suppliers, asked at every search besides `suppliers` (FLIGHT_SUPPLIERS). */
  outside?: readonly ConfiguredSupplier[];
  /** The pricing rules that put outside offers in som; without them no outside offer is shown. */
  pricing?: OfferPricing | null;
  /** Counts and logs supplier calls. */
  calls?: SupplierCallRecorder;
}

const NO_CALLS: SupplierCallRecorder = { count: () => undefined, failed: () => undefined };

function supplierContext(ctx: FlightsContext) {
  return {
    searches: ctx.searches,
    outside: ctx.outside ?? [],
    pricing: ctx.pricing ?? null,
    calls: ctx.calls ?? NO_CALLS,
  };
}

type SearchRequest = z.output<typeof searchRequestSchema>;

export interface StoredSearchParams {
  type: 'one_way' | 'round_trip';
  city_from: string;
  city_to: string;
  when_date: string;
  back_date: string | null;
  passengers: SearchPassengers;
}

const invalid = (fieldErrors: Record<string, MessageKey>) => new AppError('validation_failed', { fieldErrors });

/** Every rule a search must meet, reported per field at once. */
function validateSearch(ctx: FlightsContext, request: SearchRequest, now: number): StoredSearchParams {
  const errors: Record<string, MessageKey> = {};
  const from = ctx.inventory.catalog.resolveCity(request.city_from);
  const to = ctx.inventory.catalog.resolveCity(request.city_to);
  if (!from) errors.city_from = 'location_unknown';
  if (!to) errors.city_to = 'location_unknown';
  if (from && to && from.code === to.code) errors.city_to = 'same_city';

  const whenDate = toIsoDate(request.when_date);
  const firstDate = bishkekToday(now);
  const lastDate = addDays(firstDate, SCHEDULE_HORIZON_DAYS - 1);
  if (!whenDate) errors.when_date = 'field_invalid';
  else if (whenDate < firstDate) errors.when_date = 'date_in_past';
  else if (whenDate > lastDate) errors.when_date = 'date_too_far';

  let backDate: string | null = null;
  if (request.type === 'round_trip') {
    backDate = request.back_date ? toIsoDate(request.back_date) : null;
    if (!request.back_date) errors.back_date = 'back_date_required';
    else if (!backDate) errors.back_date = 'field_invalid';
    else if (whenDate && backDate < whenDate) errors.back_date = 'back_before_departure';
    else if (backDate > lastDate) errors.back_date = 'date_too_far';
  }

  const p = request.passengers;
  const adults = p.adults + p.pensioners;
  const travellers = adults + p.kids + p.babies_with_sit + p.babies_without_sit;
  if (travellers === 0) errors.passengers = 'no_passengers';
  else if (adults === 0) errors.passengers = 'infants_need_adult';
  else if (p.babies_without_sit > adults) errors.passengers = 'too_many_lap_infants';
  else if (seatsNeeded(p) > MAX_SEATS_PER_BOOKING) errors.passengers = 'too_many_passengers';

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    type: request.type,
    city_from: from!.code,
    city_to: to!.code,
    when_date: whenDate!,
    back_date: backDate,
    passengers: p,
  };
}

function legQuery(ctx: FlightsContext, params: StoredSearchParams, leg: SearchLeg, now: number): SupplierQuery {
  const catalog = ctx.inventory.catalog;
  const [fromCode, toCode, date] =
    leg === 'there'
      ? [params.city_from, params.city_to, params.when_date]
      : [params.city_to, params.city_from, params.back_date!];
  return {
    leg,
    originAirports: catalog.resolveAirports(fromCode),
    destinationAirports: catalog.resolveAirports(toCode),
    date,
    cabin: toCabin(params.passengers.type),
    passengers: params.passengers,
    now,
  };
}

/** Every supplier's offers for every leg, merged. */
async function searchLegs(
  ctx: FlightsContext,
  params: StoredSearchParams,
  now: number,
): Promise<Omit<StoredOffer, 'id'>[]> {
  const legs: SearchLeg[] = params.type === 'round_trip' ? ['there', 'back'] : ['there'];
  const queries = legs.map((leg) => legQuery(ctx, params, leg, now));
  const calls = ctx.calls ?? NO_CALLS;
  const started = performance.now();
  const results = await Promise.all(
    ctx.suppliers.map(async (supplier) => {
      try {
        const offers = await supplier.searchOffers(queries);
        calls.count(supplier.name, 'search', 'ok', (performance.now() - started) / 1000);
        return offers;
      } catch (error) {
        calls.count(supplier.name, 'search', 'failed', (performance.now() - started) / 1000);
        throw error;
      }
    }),
  );
  return results.flat(2);
}

function renderTime(instant: number, timeZone: string) {
  const date = new Date(instant);
  return {
    local: formatLocalDateTime(date, timeZone),
    utc_offset: formatOffset(utcOffsetMinutes(date, timeZone)),
    utc: date.toISOString(),
  };
}

/** The flights a ticket is rendered from: the live inventory, or an order's snapshot of it. */
export type TicketFlightSource = Pick<FlightInventory, 'catalog' | 'flight'>;

type Segment = Ticket['segments'][number];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * A flight renders to the same segment every time for one catalog and language, so each is built
 * once (searches render the same flights over and over). Frozen: every ticket shares it.
 */
const segmentCache = new WeakMap<FlightCatalog, WeakMap<ScheduledFlight, Partial<Record<Language, Segment>>>>();

function renderSegment(f: ScheduledFlight, catalog: FlightCatalog, language: Language): Segment {
  let byFlight = segmentCache.get(catalog);
  if (!byFlight) {
    byFlight = new WeakMap();
    segmentCache.set(catalog, byFlight);
  }
  let byLanguage = byFlight.get(f);
  if (!byLanguage) {
    byLanguage = {};
    byFlight.set(f, byLanguage);
  }
  const cached = byLanguage[language];
  if (cached) return cached;
  const place = (code: string) => {
    const airport = catalog.airports.get(code)!;
    return {
      code,
      city: pickLocalized(airport.city, language),
      airport: pickLocalized(airport.name, language),
      country_code: airport.country,
    };
  };
  const segment: Segment = deepFreeze({
    flight_id: String(f.id),
    carrier: { code: f.carrier, name: pickLocalized(catalog.airlines.get(f.carrier)!.name, language) },
    flight_number: `${f.carrier} ${f.number}`,
    from: place(f.origin),
    to: place(f.destination),
    departure: renderTime(f.departsAt, catalog.airports.get(f.origin)!.timeZone),
    arrival: renderTime(f.arrivesAt, catalog.airports.get(f.destination)!.timeZone),
    duration_min: Math.round((f.arrivesAt - f.departsAt) / 60_000),
    aircraft: { code: f.aircraft, name: catalog.aircraft.get(f.aircraft)?.name ?? f.aircraft },
  });
  byLanguage[language] = segment;
  return segment;
}

/** A place of an outside segment: named from the catalog when we know the airport, by its code otherwise. */
function renderOutsidePlace(code: string, catalog: FlightCatalog, language: Language) {
  const airport = catalog.airports.get(code);
  return airport
    ? {
        code,
        city: pickLocalized(airport.city, language),
        airport: pickLocalized(airport.name, language),
        country_code: airport.country,
      }
    : { code, city: code, airport: code, country_code: '' };
}

/** An outside segment's time: the supplier's local time, its offset derived from the instant. */
function renderOutsideTime(local: string, instant: number) {
  const offset = Math.round((Date.parse(`${local}:00Z`) - instant) / 60_000);
  return { local, utc_offset: formatOffset(offset), utc: new Date(instant).toISOString() };
}

function renderOutsideSegment(s: StoredSegment, catalog: FlightCatalog, language: Language): Segment {
  const airline = catalog.airlines.get(s.carrier);
  const operator = s.operatedBy ? catalog.airlines.get(s.operatedBy.code) : undefined;
  return {
    flight_id: s.ref,
    carrier: { code: s.carrier, name: airline ? pickLocalized(airline.name, language) : s.carrierName },
    flight_number: `${s.carrier} ${s.number}`,
    from: renderOutsidePlace(s.origin, catalog, language),
    to: renderOutsidePlace(s.destination, catalog, language),
    departure: renderOutsideTime(s.departsLocal, s.departsAt),
    arrival: renderOutsideTime(s.arrivesLocal, s.arrivesAt),
    duration_min: Math.round((s.arrivesAt - s.departsAt) / 60_000),
    aircraft: s.aircraft ?? { code: '', name: '' },
    operated_by: s.operatedBy
      ? { code: s.operatedBy.code, name: operator ? pickLocalized(operator.name, language) : s.operatedBy.name }
      : null,
  };
}

/** The fields a ticket and a fare share: terms, seats and where the offer comes from. */
function renderTerms(offer: StoredOffer) {
  const outside = offer.outside;
  const refundable = isRefundable(offer);
  const changeable = outside ? outside.change === 'allowed' : offer.changeFee !== null;
  const checked = hasCheckedBaggage(offer);
  return {
    baggage: outside
      ? {
          included: checked,
          weight_kg: null,
          pieces: outside.checkedBags,
          status:
            outside.checkedBags === null
              ? ('unknown' as const)
              : checked
                ? ('included' as const)
                : ('not_included' as const),
        }
      : {
          included: checked,
          weight_kg: offer.baggageKg,
          pieces: null,
          status: checked ? ('included' as const) : ('not_included' as const),
        },
    hand_baggage: outside
      ? {
          weight_kg: null,
          pieces: outside.carryOnBags,
          status:
            outside.carryOnBags === null
              ? ('unknown' as const)
              : outside.carryOnBags > 0
                ? ('included' as const)
                : ('not_included' as const),
        }
      : { weight_kg: offer.handBaggageKg, pieces: null, status: 'included' as const },
    refund: {
      allowed: refundable,
      fee: refundable ? offer.refundFee : null,
      status: outside ? outside.refund : refundable ? ('allowed' as const) : ('not_allowed' as const),
    },
    change: {
      allowed: changeable,
      fee: changeable ? offer.changeFee : null,
      status: outside ? outside.change : changeable ? ('allowed' as const) : ('not_allowed' as const),
    },
    non_refundable: !refundable,
    seats_left: outside ? outside.seatsLeft : offer.seatsLeft,
    supplier: offer.supplier,
    expires_at: outside ? new Date(outside.expiresAt).toISOString() : null,
    fare_brand: outside?.fareBrand ?? null,
  };
}

function renderPriceDetail(offer: StoredOffer) {
  const price = offer.outside?.price;
  if (!price) return null;
  return {
    fare: price.fare,
    taxes: price.taxes,
    fee: price.fee,
    supplier_total: price.supplierTotal,
    rate: {
      currency: price.rate.currency,
      som_per_unit: price.rate.somPerUnit,
      date: price.rate.date,
      buffer_pct: price.rate.bufferPct,
    },
  };
}

export function renderTicket(offer: StoredOffer, inventory: TicketFlightSource, language: Language): Ticket {
  const { catalog } = inventory;
  const common = {
    id: offer.id,
    leg: offer.leg,
    stops: offer.stops,
    duration_min: offer.durationMin,
    cabin: offer.cabin === 'business' ? ('business' as const) : ('ekonom' as const),
    fare_family: offer.family,
    ...renderTerms(offer),
    price: {
      total: offer.total,
      currency: 'KGS' as const,
      breakdown: offer.breakdown,
      detail: renderPriceDetail(offer),
    },
  };
  if (offer.segments) {
    const segments = offer.segments;
    return {
      ...common,
      segments: segments.map((s) => renderOutsideSegment(s, catalog, language)),
      layovers: segments.slice(1).map((s, i) => ({
        airport: s.origin,
        city: renderOutsidePlace(s.origin, catalog, language).city,
        duration_min: Math.round((s.departsAt - segments[i]!.arrivesAt) / 60_000),
      })),
    };
  }
  const flights = offer.flightIds.map((id) => inventory.flight(id)!);
  return {
    ...common,
    segments: flights.map((f) => renderSegment(f, catalog, language)),
    layovers: flights.slice(1).map((f, i) => ({
      airport: f.origin,
      city: pickLocalized(catalog.airports.get(f.origin)!.city, language),
      duration_min: Math.round((f.departsAt - flights[i]!.arrivesAt) / 60_000),
    })),
  };
}

function paginate<T>(items: readonly T[], page: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / SEARCH_PAGE_SIZE));
  const currentPage = Math.min(Math.max(1, page), totalPages);
  return {
    items: items.slice((currentPage - 1) * SEARCH_PAGE_SIZE, currentPage * SEARCH_PAGE_SIZE),
    pageData: { currentPage, totalPages, total: items.length },
  };
}

function renderFare(offer: StoredOffer): Fare {
  return {
    offer_id: offer.id,
    fare_family: offer.family,
    ...renderTerms(offer),
    price: {
      total: offer.total,
      per_adult: perAdultOf(offer),
      currency: 'KGS',
      breakdown: offer.breakdown,
      detail: renderPriceDetail(offer),
    },
  };
}

/** An itinerary with its fares: the ticket fields are those of its cheapest fare shown. */
function renderResult(group: ItineraryGroup, inventory: TicketFlightSource, language: Language): SearchResult {
  const cheapest = group.offers[0]!;
  const ticket = renderTicket(cheapest, inventory, language);
  return {
    ...ticket,
    price: { ...ticket.price, per_adult: perAdultOf(cheapest) },
    fares: group.offers.map(renderFare),
  };
}

/** A page of a leg's results with the leg's facets (counted before the filters). */
function legResults(
  ctx: FlightsContext,
  offers: readonly StoredOffer[],
  leg: SearchLeg,
  filters: ResultFilters,
  page: number,
  language: Language,
  now = Date.now(),
) {
  // A flight cancelled since the search (it left the schedule) takes its offers out of every page at once;
  // an outside offer past its supplier's deadline likewise.
  const groups = groupItineraries(
    offers.filter(
      (o) =>
        o.leg === leg && (o.outside ? o.outside.expiresAt > now : o.flightIds.every((id) => ctx.inventory.flight(id))),
    ),
    ctx.inventory,
  );
  const shown = paginate(filterAndSortItineraries(groups, filters), page);
  const catalog = ctx.inventory.catalog;
  return {
    tickets: shown.items.map((g) => renderResult(g, ctx.inventory, language)),
    pageData: shown.pageData,
    facets: facetsOf(groups, ctx.inventory, (code) => pickLocalized(catalog.airlines.get(code)!.name, language)),
  };
}

/**
 * The offer as the search keeps it, in one literal: searches held in memory (live-search-store.ts)
 * take about half the heap of a spread copy with a breakdown array grown by push.
 */
const withId = (o: Omit<StoredOffer, 'id'>, id: string): StoredOffer => ({
  // Only the agency's own offers come through here; outside ones are stored whole (supplier-search.ts).
  id,
  supplier: o.supplier,
  leg: o.leg,
  flightIds: o.flightIds,
  cabin: o.cabin,
  family: o.family,
  seatsLeft: o.seatsLeft,
  total: o.total,
  breakdown: o.breakdown.slice(),
  durationMin: o.durationMin,
  stops: o.stops,
  departsAt: o.departsAt,
  baggageKg: o.baggageKg,
  handBaggageKg: o.handBaggageKg,
  refundFee: o.refundFee,
  changeFee: o.changeFee,
});

const NEARBY_PER_END = 4;

/**
 * When the outbound leg found nothing: the same date from the cities nearest the origin and to the
 * cities nearest the destination, asked of the suppliers at once, kept where flights exist.
 */
async function findNearbyRoutes(
  ctx: FlightsContext,
  params: StoredSearchParams,
  language: Language,
  now: number,
): Promise<NearbyRoute[]> {
  const catalog = ctx.inventory.catalog;
  const from = catalog.cities.get(params.city_from)!;
  const to = catalog.cities.get(params.city_to)!;
  const nearest = (city: typeof from) =>
    [...catalog.cities.values()]
      // The network's cities, as before the world's places joined the catalog: thousands of small
      // airfields nearby would crowd out the cities with flights.
      .filter((c) => c.standing === 0 && c.code !== from.code && c.code !== to.code)
      .map((c) => ({ city: c, distance: Math.round(distanceKm(city.airports[0]!, c.airports[0]!)) }))
      .filter((c) => c.distance <= NEARBY_RADIUS_KM)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, NEARBY_PER_END);
  const candidates = [
    ...nearest(from).map((c) => ({ from: c.city, to, changed: 'from' as const, distance: c.distance })),
    ...nearest(to).map((c) => ({ from, to: c.city, changed: 'to' as const, distance: c.distance })),
  ];
  if (candidates.length === 0) return [];
  const queries = candidates.map((c) =>
    legQuery(ctx, { ...params, type: 'one_way', city_from: c.from.code, city_to: c.to.code }, 'there', now),
  );
  const answers = await Promise.all(ctx.suppliers.map((supplier) => supplier.searchOffers(queries)));
  return candidates
    .flatMap((c, i) => {
      const offers = answers.flatMap((answer) => answer[i] ?? []);
      if (offers.length === 0) return [];
      return [
        {
          from: catalog.toLocation(c.from, language),
          to: catalog.toLocation(c.to, language),
          changed: c.changed,
          distance_km: c.distance,
          min_price: Math.min(...offers.map((o) => o.total)),
        },
      ];
    })
    .sort((a, b) => a.distance_km - b.distance_km);
}

/**
 * When a leg found nothing: the same route on the days around its date (never before today, nor a
 * return before the outbound), priced like the results (the whole party, and one adult).
 */
async function findNearbyDates(
  ctx: FlightsContext,
  params: StoredSearchParams,
  leg: SearchLeg,
  now: number,
): Promise<NearbyDate[]> {
  const date = leg === 'back' ? params.back_date! : params.when_date;
  const first = leg === 'back' ? params.when_date : bishkekToday(now);
  const last = addDays(bishkekToday(now), SCHEDULE_HORIZON_DAYS - 1);
  const dates = Array.from({ length: 2 * NEARBY_DAYS + 1 }, (_, i) => addDays(date, i - NEARBY_DAYS)).filter(
    (d) => d !== date && d >= first && d <= last,
  );
  if (dates.length === 0) return [];
  const queries = dates.map((d) =>
    legQuery(ctx, leg === 'back' ? { ...params, back_date: d } : { ...params, when_date: d }, leg, now),
  );
  const answers = await Promise.all(ctx.suppliers.map((supplier) => supplier.searchOffers(queries)));
  return dates.flatMap((d, i) => {
    const offers = answers.flatMap((answer) => answer[i] ?? []);
    if (offers.length === 0) return [];
    const cheapest = offers.reduce((a, b) => (b.total < a.total ? b : a));
    return [{ date: d, min_price: cheapest.total, per_adult: perAdultOf(cheapest) }];
  });
}

export async function searchFlights(ctx: FlightsContext, request: SearchRequest, language: Language, now = Date.now()) {
  const params = validateSearch(ctx, request, now);
  const id = randomUUID().replaceAll('-', '');
  // Every supplier is asked at once; the outside ones put their answers on the search once it is stored.
  const sctx = supplierContext(ctx);
  const asked = Date.now();
  let searchStored!: (stored: boolean) => void;
  const stored = new Promise<boolean>((resolve) => (searchStored = resolve)).then((ok) => {
    if (!ok) throw new Error('the search was not stored');
  });
  const suppliers: Record<string, SupplierAnswer> = {};
  for (const configured of sctx.outside) {
    suppliers[configured.supplier.name] = {
      status: 'pending',
      askedAt: asked,
      budgetMs: configured.timeoutMs,
      attempt: 1,
      offers: [],
    };
    void askSupplier(sctx, { id, params }, configured, { number: 1, askedAt: asked }, stored);
  }
  let found: Omit<StoredOffer, 'id'>[];
  let offers: StoredOffer[];
  const expiresAt = new Date(now + SEARCH_TTL_SECONDS * 1000);
  try {
    found = await searchLegs(ctx, params, now);
    offers = [
      ...found.filter((o) => o.leg === 'there').map((o, i) => withId(o, `T${i + 1}`)),
      ...found.filter((o) => o.leg === 'back').map((o, i) => withId(o, `B${i + 1}`)),
    ];
    await ctx.searches.put({
      id,
      params,
      offers,
      expiresAt,
      ...(sctx.outside.length > 0 ? { suppliers } : {}),
    });
    searchStored(true);
  } catch (error) {
    searchStored(false);
    throw error;
  }
  const there = offers.filter((o) => o.leg === 'there');
  const back = offers.filter((o) => o.leg === 'back');
  recordSearch();

  const firstThere = legResults(ctx, offers, 'there', DEFAULT_FILTERS, 1, language);
  const firstBack = legResults(ctx, offers, 'back', DEFAULT_FILTERS, 1, language);
  const catalog = ctx.inventory.catalog;
  return {
    search_id: id,
    ...supplierProgress(suppliers, Date.now()),
    time_limit: SEARCH_TTL_SECONDS,
    expires_at: expiresAt.toISOString(),
    search: params,
    search_data: {
      departure: catalog.toLocation(catalog.resolveCity(params.city_from)!, language),
      arrival: catalog.toLocation(catalog.resolveCity(params.city_to)!, language),
    },
    tickets: firstThere.tickets,
    returned_tickets: firstBack.tickets,
    filters: DEFAULT_FILTERS,
    pageData: firstThere.pageData,
    returnedPageData: firstBack.pageData,
    facets: firstThere.facets,
    returned_facets: firstBack.facets,
    nearby_dates:
      there.length === 0
        ? await findNearbyDates(ctx, params, 'there', now)
        : params.type === 'round_trip' && back.length === 0
          ? await findNearbyDates(ctx, params, 'back', now)
          : [],
    nearby: there.length === 0 ? await findNearbyRoutes(ctx, params, language, now) : [],
  };
}

/** A live search, or 'offer time has expired' (410); 404 for an id never issued. */
export async function loadLiveSearch(ctx: Pick<FlightsContext, 'searches'>, searchId: string, now = Date.now()) {
  const search = await ctx.searches.get(searchId, now);
  if (!search) throw new AppError('not_found', { message: 'search_not_found' });
  if (search === 'expired') throw new AppError('search_expired');
  return search;
}

export async function getSearchPage(
  ctx: FlightsContext,
  searchId: string,
  query: SearchPageQuery,
  language: Language,
  now = Date.now(),
) {
  const errors: Record<string, MessageKey> = {};
  if (
    query.departure_from !== undefined &&
    query.departure_to !== undefined &&
    query.departure_from >= query.departure_to
  )
    errors.departure_to = 'field_invalid';
  if (query.arrival_from !== undefined && query.arrival_to !== undefined && query.arrival_from >= query.arrival_to)
    errors.arrival_to = 'field_invalid';
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const search = await loadLiveSearch(ctx, searchId, now);
  const filters: ResultFilters = {
    direct: query.direct ?? false,
    without_baggage: query.without_baggage ?? false,
    sort: query.sort,
    max_stops: query.max_stops ?? null,
    airlines: query.airlines ?? [],
    max_duration: query.max_duration ?? null,
    max_layover: query.max_layover ?? null,
    departure_from: query.departure_from ?? null,
    departure_to: query.departure_to ?? null,
    arrival_from: query.arrival_from ?? null,
    arrival_to: query.arrival_to ?? null,
    baggage: query.baggage ?? false,
    refundable: query.refundable ?? false,
  };
  const results = legResults(ctx, search.offers, query.leg, filters, query.page, language, now);
  return {
    search_id: searchId,
    ...supplierProgress(search.suppliers, now),
    leg: query.leg,
    time_limit: Math.max(0, Math.floor((search.expiresAt.getTime() - now) / 1000)),
    tickets: results.tickets,
    filters,
    pageData: results.pageData,
    facets: results.facets,
  };
}

/**
 * Asks again the suppliers of a search that did not answer (failed, out of time, 429), each within
 * its budget; their offers arrive in the stored search like the first time. Suppliers that answered
 * or are still being asked are left alone.
 */
export async function retrySuppliers(ctx: FlightsContext, searchId: string, now = Date.now()) {
  const search = await loadLiveSearch(ctx, searchId, now);
  const sctx = supplierContext(ctx);
  const suppliers = { ...search.suppliers };
  for (const [name, answer] of Object.entries(suppliers)) {
    const configured = sctx.outside.find((c) => c.supplier.name === name);
    if (!configured || supplierState(answer, now) !== 'unanswered') continue;
    const attempt = { number: answer.attempt + 1, askedAt: now };
    const pending: SupplierAnswer = {
      status: 'pending',
      askedAt: now,
      budgetMs: configured.timeoutMs,
      attempt: attempt.number,
      offers: [],
    };
    await ctx.searches.putSupplierAnswer(searchId, name, pending);
    suppliers[name] = pending;
    void askSupplier(sctx, search, configured, attempt, Promise.resolve());
  }
  return { search_id: searchId, ...supplierProgress(suppliers, now) };
}

/** How long a traveller is asked to wait before trying a supplier that did not answer a reprice. */
const SUPPLIER_RETRY_AFTER_SECONDS = 10;

/**
 * An offer read again just before the passenger step. The agency's own fares answer as they are
 * (booking prices them again under lock). An outside offer is asked of its supplier: a new price is
 * put on the stored offer and answered for the traveller to accept; an offer the supplier no longer
 * sells is taken out of the search and answers 410 offer_gone.
 */
export async function repriceSearchOffer(
  ctx: FlightsContext,
  searchId: string,
  offerId: string,
  now = Date.now(),
): Promise<RepricedOfferAnswer> {
  const search = await loadLiveSearch(ctx, searchId, now);
  const offer = search.offers.find((o) => o.id === offerId);
  if (!offer) throw new AppError('not_found', { message: 'offer_not_found' });
  if (!offer.outside)
    return { offer_id: offer.id, status: 'unchanged', previous_total: offer.total, fare: renderFare(offer) };
  const sctx = supplierContext(ctx);
  const configured = sctx.outside.find((c) => c.supplier.name === offer.supplier);
  const answer = search.suppliers?.[offer.supplier];
  const takeOut = async () => {
    if (answer)
      await ctx.searches.putSupplierAnswer(searchId, offer.supplier, {
        ...answer,
        offers: answer.offers.filter((o) => o.id !== offer.id),
      });
  };
  if (!configured || !answer || offer.outside.expiresAt <= now) {
    await takeOut();
    throw new AppError('offer_gone');
  }
  const { supplier, timeoutMs } = configured;
  const pricing = sctx.pricing?.snapshot(now);
  pricing?.catch(() => undefined);
  let repriced;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    repriced = await withinBudget(supplier.reprice(offer.outside.ref, offer.outside.price.supplierTotal), timeoutMs);
  } catch (error) {
    const outcome = outcomeOf(error);
    sctx.calls.count(supplier.name, 'reprice', outcome, seconds());
    sctx.calls.failed(supplier.name, 'reprice', error);
    if (outcome === 'gone') {
      await takeOut();
      throw new AppError('offer_gone');
    }
    throw new AppError('service_unavailable', {
      message: 'supplier_unavailable',
      params: { seconds: SUPPLIER_RETRY_AFTER_SECONDS },
    });
  }
  const now2 = Date.now();
  const snapshot = pricing ? await pricing : null;
  const stored =
    repriced.status === 'gone' || !snapshot
      ? null
      : toStoredOffer(repriced.offer, {
          leg: offer.leg,
          cabin: offer.cabin,
          passengers: search.params.passengers,
          pricing: snapshot,
          now: now2,
        });
  if (!stored) {
    sctx.calls.count(supplier.name, 'reprice', 'gone', seconds());
    await takeOut();
    throw new AppError('offer_gone');
  }
  const current: StoredOffer = { id: offer.id, ...stored };
  const changed = current.total !== offer.total;
  sctx.calls.count(supplier.name, 'reprice', changed ? 'changed' : 'ok', seconds());
  await ctx.searches.putSupplierAnswer(searchId, offer.supplier, {
    ...answer,
    offers: answer.offers.map((o) => (o.id === offer.id ? current : o)),
  });
  return {
    offer_id: offer.id,
    status: changed ? 'changed' : 'unchanged',
    previous_total: offer.total,
    fare: renderFare(current),
  };
}

/** One adult's cheapest fare over direct flights, per day of a month (null: no flight or no seats). */
export async function priceCalendar(
  ctx: FlightsContext,
  query: { city_from: string; city_to: string; month: string; cabin: 'ekonom' | 'business' },
  now = Date.now(),
) {
  const catalog = ctx.inventory.catalog;
  const from = catalog.resolveCity(query.city_from);
  const to = catalog.resolveCity(query.city_to);
  if (!from || !to || from.code === to.code)
    throw invalid({
      ...(!from ? { city_from: 'location_unknown' } : {}),
      ...(!to || from?.code === to?.code ? { city_to: to ? 'same_city' : 'location_unknown' } : {}),
    } as Record<string, MessageKey>);
  const cabin = toCabin(query.cabin);
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = bishkekToday(now);
  const dates = Array.from({ length: daysInMonth }, (_, i) => `${query.month}-${String(i + 1).padStart(2, '0')}`);
  const origins = catalog.resolveAirports(from.code);
  const destinations = new Set(catalog.resolveAirports(to.code));
  const flightsByDate = dates.map((date) =>
    date < first
      ? []
      : origins
          .flatMap((o) => ctx.inventory.schedule.departuresOn(o, date))
          .filter((f) => destinations.has(f.destination) && (cabin === 'economy' || f.businessFare !== null)),
  );
  const seats = await ctx.seats.seatsFor(
    flightsByDate.flat().map((f) => f.id),
    cabin,
  );
  const cheapestFamily = fareFamilies(cabin, false)[0]!;
  const days = dates.map((date, i) => {
    const prices = flightsByDate[i]!.flatMap((f) => {
      const s = seats.get(f.id);
      if (!s || s.total - s.sold <= 0) return [];
      const base = cabin === 'business' ? f.businessFare! : f.economyFare;
      return [
        adultSegmentPrice(
          {
            baseFare: base,
            seatsTotal: s.total,
            seatsSold: s.paid,
            departsAt: f.departsAt,
            familyMultiplier: cheapestFamily.multiplier,
          },
          now,
        ),
      ];
    });
    return { date, price: prices.length > 0 ? Math.min(...prices) : null };
  });
  return { month: query.month, currency: 'KGS' as const, days };
}

/** The cheapest direct economy fare per destination over the next 30 days (the home page globe). */
export async function cheapestFares(ctx: FlightsContext, fromCode: string, language: Language, now = Date.now()) {
  const catalog = ctx.inventory.catalog;
  const from = catalog.resolveCity(fromCode);
  if (!from) throw invalid({ from: 'location_unknown' });
  const start = bishkekToday(now);
  const flights = Array.from({ length: 30 }, (_, i) => addDays(start, i)).flatMap((date) =>
    from.airports.flatMap((a) => ctx.inventory.schedule.departuresOn(a.code, date)),
  );
  const seats = await ctx.seats.seatsFor(
    flights.map((f) => f.id),
    'economy',
  );
  const best = new Map<string, { price: number; date: string }>();
  for (const f of flights) {
    const s = seats.get(f.id);
    if (!s || s.total - s.sold <= 0 || f.departsAt < now) continue;
    const price = adultSegmentPrice(
      { baseFare: f.economyFare, seatsTotal: s.total, seatsSold: s.paid, departsAt: f.departsAt, familyMultiplier: 1 },
      now,
    );
    const cityCode = catalog.airports.get(f.destination)!.cityCode;
    const current = best.get(cityCode);
    if (!current || price < current.price) best.set(cityCode, { price, date: f.serviceDate });
  }
  const results = [...best.entries()]
    .map(([code, { price, date }]) => {
      const city = catalog.cities.get(code)!;
      const airport = city.airports[0]!;
      return { destination: catalog.toLocation(city, language), lat: airport.lat, lon: airport.lon, date, price };
    })
    .sort((a, b) => a.price - b.price);
  return { from: catalog.toLocation(from, language), currency: 'KGS' as const, results };
}

export function findLocations(ctx: FlightsContext, q: string | undefined, language: Language): Location[] {
  const catalog = ctx.inventory.catalog;
  return catalog.findCities(q ?? '').map((city) => catalog.toLocation(city, language));
}
