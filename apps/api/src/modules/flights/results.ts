/**
 * A search leg's offers as the traveller compares them: the fares of one itinerary (the same
 * flights) grouped into one result, the filters applied (itinerary filters such as stops, airlines,
 * times and durations; fare filters such as baggage and refundability), the four orders, and the
 * facets that tell the filters what exists. Offers stay as the search stored them: codes and numbers.
 *
 * Offers of every supplier are grouped together: the same flights (marketing carrier, flight number
 * and departure day of every segment) from two sources are one card, cheapest fare first, and a
 * dearer fare with the very same terms as a cheaper one is dropped (docs/architecture.md, "Flight supply").
 */
import { DAY_PARTS, HOURS_IN_DAY, utcOffsetMinutes, type SearchFacets, type SearchFilters } from '@sapar/contracts';
import type { FlightCatalog } from './catalog.js';
import type { ScheduledFlight } from './engine.js';
import type { StoredOffer } from './own-inventory.supplier.js';
import { hasCheckedBaggage, isRefundable } from './supplier-offers.js';

/** The flights of offers, as the live inventory (or a stored snapshot) knows them. */
export interface ItinerarySource {
  catalog: Pick<FlightCatalog, 'airports' | 'airlines'>;
  flight(id: number): ScheduledFlight | undefined;
}

/** One itinerary: its flights once, its fares cheapest first. */
export interface ItineraryGroup {
  key: string;
  /** Every fare sold on the itinerary, cheapest first. */
  offers: StoredOffer[];
  /** Marketing carriers of the flights. */
  carriers: string[];
  /** Carriers that fly a segment sold by another ("operated by"): the airline filter finds them too. */
  operatingCarriers: string[];
  /** Names of carriers outside the catalog, as their supplier writes them. */
  carrierNames: Map<string, string>;
  stops: number;
  durationMin: number;
  departsAt: number;
  /** Minutes of the local day at the first departure and the last arrival. */
  departureMinute: number;
  arrivalMinute: number;
  /** The longest layover, 0 for a direct flight. */
  longestLayoverMin: number;
}

export type ResultFilters = Required<
  Omit<
    SearchFilters,
    'max_stops' | 'max_duration' | 'max_layover' | 'departure_from' | 'departure_to' | 'arrival_from' | 'arrival_to'
  >
> &
  Pick<
    SearchFilters,
    'max_stops' | 'max_duration' | 'max_layover' | 'departure_from' | 'departure_to' | 'arrival_from' | 'arrival_to'
  >;

export const DEFAULT_FILTERS: ResultFilters = {
  direct: false,
  without_baggage: false,
  sort: 'cheapest',
  max_stops: null,
  airlines: [],
  max_duration: null,
  max_layover: null,
  departure_from: null,
  departure_to: null,
  arrival_from: null,
  arrival_to: null,
  baggage: false,
  refundable: false,
};

const byOfferPrice = (a: StoredOffer, b: StoredOffer) => a.total - b.total || a.id.localeCompare(b.id);

function localMinuteOfDay(instant: number, airportCode: string, source: ItinerarySource): number {
  const timeZone = source.catalog.airports.get(airportCode)?.timeZone ?? 'UTC';
  const minutes = Math.floor(instant / 60_000) + utcOffsetMinutes(new Date(instant), timeZone);
  return ((minutes % 1440) + 1440) % 1440;
}

/** A flight as grouping needs it, whichever supplier sold it. */
interface LegFlight {
  carrier: string;
  carrierName: string | null;
  operatedBy: string | null;
  /** Flight number and departure day: the identity of the flight across suppliers. */
  identity: string;
  departsAt: number;
  arrivesAt: number;
  departureMinute: number;
  arrivalMinute: number;
}

/** Minute of the day of a local time 'yyyy-MM-ddTHH:mm'. */
const minuteOfLocal = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

function legFlightsOf(offer: StoredOffer, source: ItinerarySource): LegFlight[] {
  if (offer.segments)
    return offer.segments.map((s) => ({
      carrier: s.carrier,
      carrierName: s.carrierName,
      operatedBy: s.operatedBy?.code ?? null,
      identity: `${s.carrier}${s.number}@${s.departsLocal.slice(0, 10)}`,
      departsAt: s.departsAt,
      arrivesAt: s.arrivesAt,
      departureMinute: minuteOfLocal(s.departsLocal),
      arrivalMinute: minuteOfLocal(s.arrivesLocal),
    }));
  const count = offer.flightIds.length;
  // Only the first departure and the last arrival are read: the others cost no time-zone arithmetic.
  return offer.flightIds.map((id, i) => {
    const f = source.flight(id)!;
    return {
      carrier: f.carrier,
      carrierName: null,
      operatedBy: null,
      identity: `${f.carrier}${f.number}@${f.serviceDate}`,
      departsAt: f.departsAt,
      arrivesAt: f.arrivesAt,
      departureMinute: i === 0 ? localMinuteOfDay(f.departsAt, f.origin, source) : 0,
      arrivalMinute: i === count - 1 ? localMinuteOfDay(f.arrivesAt, f.destination, source) : 0,
    };
  });
}

/** What a traveller compares between two fares of the same flights, apart from the price. */
const termsOf = (o: StoredOffer) =>
  [
    hasCheckedBaggage(o),
    o.baggageKg,
    o.outside?.checkedBags ?? null,
    o.handBaggageKg,
    o.outside?.carryOnBags ?? null,
    o.outside?.refund ?? (o.refundFee !== null ? 'allowed' : 'not_allowed'),
    o.refundFee,
    o.outside?.change ?? (o.changeFee !== null ? 'allowed' : 'not_allowed'),
    o.changeFee,
  ].join('|');

/**
 * Offers of one leg grouped by itinerary, in the order of their first offer. The same flights sold
 * by two suppliers are one itinerary: its fares cheapest first, a fare dropped when a cheaper one of
 * the itinerary has the same terms.
 */
export function groupItineraries(offers: readonly StoredOffer[], source: ItinerarySource): ItineraryGroup[] {
  const groups = new Map<string, ItineraryGroup>();
  for (const offer of offers) {
    const flights = legFlightsOf(offer, source);
    const key = `${offer.leg}:${flights.map((f) => f.identity).join('-')}`;
    const group = groups.get(key);
    if (group) {
      group.offers.push(offer);
      continue;
    }
    const first = flights[0]!;
    const last = flights.at(-1)!;
    const carrierNames = new Map<string, string>();
    for (const f of flights)
      if (f.carrierName && !source.catalog.airlines.has(f.carrier)) carrierNames.set(f.carrier, f.carrierName);
    for (const s of offer.segments ?? [])
      if (s.operatedBy && !source.catalog.airlines.has(s.operatedBy.code))
        carrierNames.set(s.operatedBy.code, s.operatedBy.name);
    groups.set(key, {
      key,
      offers: [offer],
      carriers: [...new Set(flights.map((f) => f.carrier))],
      operatingCarriers: [...new Set(flights.flatMap((f) => (f.operatedBy ? [f.operatedBy] : [])))],
      carrierNames,
      stops: offer.stops,
      durationMin: offer.durationMin,
      departsAt: offer.departsAt,
      departureMinute: first.departureMinute,
      arrivalMinute: last.arrivalMinute,
      longestLayoverMin: Math.max(
        0,
        ...flights.slice(1).map((f, i) => Math.round((f.departsAt - flights[i]!.arrivesAt) / 60_000)),
      ),
    });
  }
  for (const group of groups.values()) {
    group.offers.sort(byOfferPrice);
    if (group.offers.some((o) => o.supplier !== group.offers[0]!.supplier)) {
      const seen = new Set<string>();
      group.offers = group.offers.filter((o) => {
        const terms = termsOf(o);
        if (seen.has(terms)) return false;
        seen.add(terms);
        return true;
      });
    }
  }
  return [...groups.values()];
}

const inWindow = (minute: number, from: number | null | undefined, to: number | null | undefined) =>
  minute >= (from ?? 0) * 60 && minute < (to ?? HOURS_IN_DAY) * 60;

function matchesItinerary(group: ItineraryGroup, filters: ResultFilters): boolean {
  const maxStops = filters.direct ? 0 : filters.max_stops;
  return (
    (maxStops === null || maxStops === undefined || group.stops <= maxStops) &&
    (filters.airlines.length === 0 ||
      group.carriers.some((c) => filters.airlines.includes(c)) ||
      group.operatingCarriers.some((c) => filters.airlines.includes(c))) &&
    (!filters.max_duration || group.durationMin <= filters.max_duration) &&
    (filters.max_layover === null ||
      filters.max_layover === undefined ||
      group.longestLayoverMin <= filters.max_layover) &&
    inWindow(group.departureMinute, filters.departure_from, filters.departure_to) &&
    inWindow(group.arrivalMinute, filters.arrival_from, filters.arrival_to)
  );
}

const matchesFare = (offer: StoredOffer, filters: ResultFilters) =>
  (!filters.without_baggage || !hasCheckedBaggage(offer)) &&
  (!filters.baggage || hasCheckedBaggage(offer)) &&
  (!filters.refundable || isRefundable(offer));

/**
 * The groups that pass the filters, each keeping only the fares that pass them, in the asked
 * order. 'best' weighs price and travel time against the cheapest and the fastest result shown.
 */
export function filterAndSortItineraries(groups: readonly ItineraryGroup[], filters: ResultFilters): ItineraryGroup[] {
  const shown = groups.flatMap((group) => {
    if (!matchesItinerary(group, filters)) return [];
    const offers = group.offers.filter((o) => matchesFare(o, filters));
    return offers.length > 0 ? [{ ...group, offers }] : [];
  });
  const price = (g: ItineraryGroup) => g.offers[0]!.total;
  const byPrice = (a: ItineraryGroup, b: ItineraryGroup) =>
    price(a) - price(b) || a.departsAt - b.departsAt || a.key.localeCompare(b.key);
  if (filters.sort === 'fastest') return shown.sort((a, b) => a.durationMin - b.durationMin || byPrice(a, b));
  if (filters.sort === 'earliest') return shown.sort((a, b) => a.departsAt - b.departsAt || byPrice(a, b));
  if (filters.sort === 'best') {
    const minPrice = Math.max(1, Math.min(...shown.map(price)));
    const minDuration = Math.max(1, Math.min(...shown.map((g) => g.durationMin)));
    const score = (g: ItineraryGroup) => price(g) / minPrice + g.durationMin / minDuration;
    return shown.sort((a, b) => score(a) - score(b) || byPrice(a, b));
  }
  return shown.sort(byPrice);
}

const range = (values: number[]) =>
  values.length > 0 ? { min: Math.min(...values), max: Math.max(...values) } : { min: 0, max: 0 };

/** What the leg holds before any filter, with counts of itineraries, for the filters to offer. */
export function facetsOf(
  groups: readonly ItineraryGroup[],
  source: ItinerarySource,
  airlineName: (code: string) => string,
): SearchFacets {
  const stops = new Map<number, { count: number; min_price: number }>();
  const airlines = new Map<string, { count: number; min_price: number }>();
  const count = <K>(map: Map<K, { count: number; min_price: number }>, key: K, price: number) => {
    const entry = map.get(key);
    if (entry) {
      entry.count += 1;
      entry.min_price = Math.min(entry.min_price, price);
    } else map.set(key, { count: 1, min_price: price });
  };
  for (const group of groups) {
    const price = group.offers[0]!.total;
    count(stops, group.stops, price);
    for (const carrier of group.carriers) count(airlines, carrier, price);
  }
  const namesOutside = new Map(groups.flatMap((g) => [...g.carrierNames]));
  const withStops = groups.filter((g) => g.stops > 0);
  const byDayPart = (minuteOf: (g: ItineraryGroup) => number) =>
    DAY_PARTS.map(({ part, from, to }) => {
      const inPart = groups.filter((g) => inWindow(minuteOf(g), from, to));
      return {
        part,
        from,
        to,
        count: inPart.length,
        min_price: inPart.length > 0 ? Math.min(...inPart.map((g) => g.offers[0]!.total)) : null,
      };
    });
  return {
    total: groups.length,
    stops: [...stops.entries()].sort(([a], [b]) => a - b).map(([n, entry]) => ({ stops: n, ...entry })),
    airlines: [...airlines.entries()]
      .map(([code, entry]) => ({
        code,
        name: source.catalog.airlines.has(code) ? airlineName(code) : (namesOutside.get(code) ?? code),
        ...entry,
      }))
      .sort((a, b) => b.count - a.count || a.min_price - b.min_price || a.code.localeCompare(b.code)),
    price: range(groups.map((g) => g.offers[0]!.total)),
    duration: range(groups.map((g) => g.durationMin)),
    layover: range(withStops.map((g) => g.longestLayoverMin)),
    baggage_included: groups.filter((g) => g.offers.some(hasCheckedBaggage)).length,
    refundable: groups.filter((g) => g.offers.some(isRefundable)).length,
    departure_times: byDayPart((g) => g.departureMinute),
    arrival_times: byDayPart((g) => g.arrivalMinute),
  };
}

/** One adult's fare (not a pensioner's) out of a price breakdown, or null when the search has no adult. */
export const perAdultOf = (offer: Pick<StoredOffer, 'breakdown'>): number | null =>
  offer.breakdown.find((line) => line.type === 'ADLT' && !line.pensioner)?.unit_amount ?? null;
