/**
 * The itinerary engine over the agency's own schedule: direct flights and one-stop connections.
 * The schedule (a year, ~35k legs) is held in memory, indexed by origin and sorted by time, so a
 * search touches only the legs that can matter. Seats and prices are applied afterwards.
 */
import { distanceKm, type FlightCatalog } from './catalog.js';

export interface ScheduledFlight {
  id: number;
  carrier: string;
  number: number;
  origin: string;
  destination: string;
  serviceDate: string;
  departsAt: number;
  arrivesAt: number;
  aircraft: string;
  economyFare: number;
  businessFare: number | null;
  pensionerDiscountPct: number;
}

export type Itinerary = ScheduledFlight[];

const MINUTE = 60_000;
/** Minimum connection times; big hubs need longer for transfers between terminals. */
const MIN_CONNECTION_MIN: Record<string, number> = {
  IST: 75,
  DXB: 90,
  SVO: 90,
  DME: 90,
  VKO: 80,
  URC: 120,
  PEK: 120,
  CAN: 90,
  ICN: 70,
  DEL: 90,
  JED: 120,
};
export const DEFAULT_MIN_CONNECTION_MIN = 60;
export const MAX_LAYOVER_MIN = 24 * 60;
/** A connection may fly at most this much further than the straight line (plus a fixed allowance). */
const MAX_DETOUR_RATIO = 1.5;
const DETOUR_ALLOWANCE_KM = 300;

export const minConnectionMinutes = (airport: string) => MIN_CONNECTION_MIN[airport] ?? DEFAULT_MIN_CONNECTION_MIN;

/** The rules one connection must meet; shared with the brute-force reference in the tests. */
export function isValidConnection(first: ScheduledFlight, second: ScheduledFlight, catalog: FlightCatalog): boolean {
  if (second.origin !== first.destination) return false;
  const layover = (second.departsAt - first.arrivesAt) / MINUTE;
  if (layover < minConnectionMinutes(second.origin) || layover > MAX_LAYOVER_MIN) return false;
  const from = catalog.airports.get(first.origin);
  const hub = catalog.airports.get(first.destination);
  const to = catalog.airports.get(second.destination);
  if (!from || !hub || !to) return false;
  // Never back through the origin's or into the destination's city on the way.
  if (hub.cityCode === from.cityCode || hub.cityCode === to.cityCode || from.cityCode === to.cityCode) return false;
  return distanceKm(from, hub) + distanceKm(hub, to) <= MAX_DETOUR_RATIO * distanceKm(from, to) + DETOUR_ALLOWANCE_KM;
}

export const itineraryMinutes = (itinerary: Itinerary) =>
  (itinerary.at(-1)!.arrivesAt - itinerary[0]!.departsAt) / MINUTE;

/** A connection is dropped when it is absurdly longer than the day's fastest direct flight. */
export function isReasonableAgainstDirect(connectionMinutes: number, fastestDirectMinutes: number | null): boolean {
  if (fastestDirectMinutes === null) return true;
  return connectionMinutes <= Math.max(2.5 * fastestDirectMinutes, fastestDirectMinutes + 6 * 60);
}

export interface ItineraryQuery {
  originAirports: readonly string[];
  destinationAirports: readonly string[];
  /** Local service date at the origin, yyyy-MM-dd. */
  date: string;
}

export class ScheduleIndex {
  private readonly byOriginDate = new Map<string, ScheduledFlight[]>();
  private readonly byOrigin = new Map<string, ScheduledFlight[]>();
  readonly size: number;

  constructor(flights: readonly ScheduledFlight[]) {
    const sorted = [...flights].sort((a, b) => a.departsAt - b.departsAt || a.id - b.id);
    for (const flight of sorted) {
      push(this.byOrigin, flight.origin, flight);
      push(this.byOriginDate, `${flight.origin}|${flight.serviceDate}`, flight);
    }
    this.size = sorted.length;
  }

  departuresOn(airport: string, serviceDate: string): readonly ScheduledFlight[] {
    return this.byOriginDate.get(`${airport}|${serviceDate}`) ?? [];
  }

  /** Departures from an airport with `from <= departsAt <= to`, by binary search. */
  departuresBetween(airport: string, from: number, to: number): ScheduledFlight[] {
    const list = this.byOrigin.get(airport);
    if (!list) return [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.departsAt < from) lo = mid + 1;
      else hi = mid;
    }
    const result: ScheduledFlight[] = [];
    for (let i = lo; i < list.length && list[i]!.departsAt <= to; i += 1) result.push(list[i]!);
    return result;
  }

  private byDestination: Map<string, ScheduledFlight[]> | null = null;
  private pairs: ReadonlyMap<string, ReadonlySet<string>> | null = null;

  /** The airports flown to from each airport (the route pages' network), built on first use. */
  destinationsByOrigin(): ReadonlyMap<string, ReadonlySet<string>> {
    if (!this.pairs) {
      const pairs = new Map<string, Set<string>>();
      for (const [origin, list] of this.byOrigin) pairs.set(origin, new Set(list.map((f) => f.destination)));
      this.pairs = pairs;
    }
    return this.pairs;
  }

  /** Arrivals at an airport with `from <= arrivesAt <= to`, by arrival time (the online board). */
  arrivalsBetween(airport: string, from: number, to: number): ScheduledFlight[] {
    if (!this.byDestination) {
      // Built on first use: searches never need it.
      const byDestination = new Map<string, ScheduledFlight[]>();
      for (const list of this.byOrigin.values())
        for (const flight of list) push(byDestination, flight.destination, flight);
      for (const list of byDestination.values()) list.sort((a, b) => a.arrivesAt - b.arrivesAt || a.id - b.id);
      this.byDestination = byDestination;
    }
    return (this.byDestination.get(airport) ?? []).filter(
      (flight) => flight.arrivesAt >= from && flight.arrivesAt <= to,
    );
  }

  /** Direct flights and one-stop connections for a query, in no particular order. */
  findItineraries(query: ItineraryQuery, catalog: FlightCatalog): Itinerary[] {
    const destinations = new Set(query.destinationAirports);
    const direct: Itinerary[] = [];
    const firstLegs: ScheduledFlight[] = [];
    for (const origin of query.originAirports) {
      for (const flight of this.departuresOn(origin, query.date)) {
        if (destinations.has(flight.destination)) direct.push([flight]);
        else firstLegs.push(flight);
      }
    }
    const fastestDirect = direct.length > 0 ? Math.min(...direct.map(itineraryMinutes)) : null;
    const connections: Itinerary[] = [];
    for (const first of firstLegs) {
      const window = this.departuresBetween(
        first.destination,
        first.arrivesAt + minConnectionMinutes(first.destination) * MINUTE,
        first.arrivesAt + MAX_LAYOVER_MIN * MINUTE,
      );
      for (const second of window) {
        if (!destinations.has(second.destination) || !isValidConnection(first, second, catalog)) continue;
        const itinerary = [first, second];
        if (isReasonableAgainstDirect(itineraryMinutes(itinerary), fastestDirect)) connections.push(itinerary);
      }
    }
    return [...direct, ...connections];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
