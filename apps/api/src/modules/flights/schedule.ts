/**
 * Schedules -> dated flights. `expandSchedules` turns the rows of the schedule table (local times,
 * days of week, validity period) into flights with their fares and seats; the same dates always give
 * the same flights, so the seed, the horizon job and the inventory import can all run it and insert
 * or compare only what differs. `demoInventory` is the demo seed: the route table of data/routes.ts
 * as schedules and fare families (the generated network is demo data only).
 */
import { addDays, daysBetween, formatLocalDateTime, isoWeekday, localToUtc } from '@sapar/contracts';
import { AIRCRAFT_BY_CODE } from './data/aircraft.js';
import { AIRLINES } from './data/airlines.js';
import { AIRPORTS_BY_CODE } from './data/locations.js';
import { ROUTES, type Departure, type RouteData } from './data/routes.js';
import { fareFamilies, type Cabin } from './pricing.js';

export const SCHEDULE_HORIZON_DAYS = 365;
/** How far the demo schedules reach (the seed tops them up on every start). */
export const DEMO_SCHEDULE_DAYS = 2 * SCHEDULE_HORIZON_DAYS;

export interface PlannedFlight {
  carrier: string;
  number: number;
  origin: string;
  destination: string;
  serviceDate: string;
  departsAt: Date;
  arrivesAt: Date;
  aircraft: string;
  economyFare: number;
  businessFare: number | null;
  pensionerDiscountPct: number;
  seatsEconomy: number;
  seatsBusiness: number;
  /** Seats already sold when the flight is loaded (the demo's block is never empty; imported flights start at 0). */
  soldEconomy: number;
  soldBusiness: number;
  scheduleId: number | null;
}

/** One row of the schedule table, as the expansion reads it. */
export interface ScheduleRow {
  id: number;
  carrier: string;
  number: number;
  origin: string;
  destination: string;
  days: number[];
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
  validFrom: string;
  validTo: string;
  aircraft: string;
  source: 'demo' | 'ssim' | 'staff';
}

/** One fare family row (the table's columns, camel-cased). */
export interface FareFamilyRow {
  carrier: string;
  origin: string;
  destination: string;
  cabin: Cabin;
  family: 'light' | 'standard' | 'flex';
  baseFare: number;
  childPct: number;
  infantSeatPct: number;
  infantLapPct: number;
  pensionerDiscountPct: number;
  baggageKg: number | null;
  handBaggageKg: number;
  changeFee: number | null;
  refundFee: number | null;
}

/** What the expansion needs besides the schedules: zones, aircraft seats, fares, seat blocks. */
export interface ExpansionData {
  timeZones: ReadonlyMap<string, string>;
  aircraftSeats: ReadonlyMap<string, { economy: number; business: number }>;
  fares: readonly FareFamilyRow[];
  /** Seat blocks by `carrier|number|date|cabin`. */
  seatBlocks: ReadonlyMap<string, number>;
}

export const routeKey = (carrier: string, origin: string, destination: string) => `${carrier}|${origin}|${destination}`;
export const seatBlockKey = (carrier: string, number: number, date: string, cabin: Cabin) =>
  `${carrier}|${number}|${date}|${cabin}`;

/** A stable number in [0, 1) from a string (FNV-1a): the same flight always gets the same sales. */
export function stableFraction(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** Share of seats sold at load time: more for flights soon, a few sold out. */
function initialLoad(key: string, daysAhead: number): number {
  const luck = stableFraction(key);
  if (luck > 0.985) return 1;
  const nearness = Math.exp(-daysAhead / 21);
  return Math.min(0.97, 0.08 + 0.25 * luck + 0.6 * nearness * (0.5 + luck));
}

/** The base fares the flight rows carry: the cheapest family of each cabin (the calendar and fallbacks read them). */
export function routeBaseFares(
  fares: readonly FareFamilyRow[],
): Map<string, { economy: number | null; business: number | null; pensionerDiscountPct: number }> {
  const byRoute = new Map<string, { economy: number | null; business: number | null; pensionerDiscountPct: number }>();
  for (const fare of fares) {
    const key = routeKey(fare.carrier, fare.origin, fare.destination);
    const entry = byRoute.get(key) ?? { economy: null, business: null, pensionerDiscountPct: 0 };
    const current = entry[fare.cabin];
    if (current === null || fare.baseFare < current) {
      entry[fare.cabin] = fare.baseFare;
      if (fare.cabin === 'economy') entry.pensionerDiscountPct = fare.pensionerDiscountPct;
    }
    byRoute.set(key, entry);
  }
  return byRoute;
}

/** The dated flight of one schedule on one local date, or null when it cannot be sold (no fare, unknown zone or aircraft). */
function planFlight(
  schedule: ScheduleRow,
  serviceDate: string,
  data: ExpansionData,
  fares: ReturnType<typeof routeBaseFares>,
  generatedOn: string,
): PlannedFlight | null {
  const originZone = data.timeZones.get(schedule.origin);
  const destinationZone = data.timeZones.get(schedule.destination);
  const plane = data.aircraftSeats.get(schedule.aircraft);
  const fare = fares.get(routeKey(schedule.carrier, schedule.origin, schedule.destination));
  if (!originZone || !destinationZone || !plane || !fare || fare.economy === null) return null;
  const departsAt = localToUtc(serviceDate, schedule.departureTime, originZone);
  const arrivesAt = localToUtc(addDays(serviceDate, schedule.arrivalDayOffset), schedule.arrivalTime, destinationZone);
  if (arrivesAt.getTime() <= departsAt.getTime()) return null;
  const sellsBusiness = fare.business !== null && plane.business > 0;
  const block = (cabin: Cabin) =>
    data.seatBlocks.get(seatBlockKey(schedule.carrier, schedule.number, serviceDate, cabin));
  const seatsEconomy = block('economy') ?? (sellsBusiness ? plane.economy : plane.economy + plane.business);
  const seatsBusiness = sellsBusiness ? (block('business') ?? plane.business) : 0;
  const key = `${schedule.carrier}${schedule.number}${serviceDate}`;
  const daysAhead = Math.max(0, daysBetween(generatedOn, serviceDate));
  const demo = schedule.source === 'demo';
  return {
    carrier: schedule.carrier,
    number: schedule.number,
    origin: schedule.origin,
    destination: schedule.destination,
    serviceDate,
    departsAt,
    arrivesAt,
    aircraft: schedule.aircraft,
    economyFare: fare.economy,
    businessFare: sellsBusiness ? fare.business : null,
    pensionerDiscountPct: fare.pensionerDiscountPct,
    seatsEconomy,
    seatsBusiness,
    soldEconomy: demo ? Math.floor(seatsEconomy * initialLoad(`${key}E`, daysAhead)) : 0,
    soldBusiness: demo ? Math.floor(seatsBusiness * initialLoad(`${key}B`, daysAhead) * 0.8) : 0,
    scheduleId: schedule.id,
  };
}

/** Every flight of the schedules whose local service date lies in [fromDate, fromDate + days). */
export function expandSchedules(
  schedules: readonly ScheduleRow[],
  fromDate: string,
  days: number,
  data: ExpansionData,
  generatedOn = fromDate,
): PlannedFlight[] {
  const fares = routeBaseFares(data.fares);
  const flights: PlannedFlight[] = [];
  const lastDate = addDays(fromDate, days - 1);
  const active = schedules.filter((s) => s.validFrom <= lastDate && s.validTo >= fromDate);
  for (let offset = 0; offset < days; offset += 1) {
    const serviceDate = addDays(fromDate, offset);
    const weekday = isoWeekday(serviceDate);
    for (const schedule of active) {
      if (serviceDate < schedule.validFrom || serviceDate > schedule.validTo || !schedule.days.includes(weekday))
        continue;
      const planned = planFlight(schedule, serviceDate, data, fares, generatedOn);
      if (planned) flights.push(planned);
    }
  }
  return flights;
}

// ── The demo seed ────────────────────────────────────────────────────────────────────────────

export type DemoSchedule = Omit<ScheduleRow, 'id'>;

/** Validity periods of a route between two dates: its season's months, or the whole span. */
function seasonPeriods(route: RouteData, from: string, to: string): Array<[string, string]> {
  if (!route.season) return [[from, to]];
  const periods: Array<[string, string]> = [];
  const { fromMonth, toMonth } = route.season;
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year += 1) {
    const endYear = fromMonth <= toMonth ? year : year + 1;
    const start = `${year}-${pad(fromMonth)}-01`;
    const end = `${endYear}-${pad(toMonth)}-${pad(lastDayOf(endYear, toMonth))}`;
    const clippedStart = start < from ? from : start;
    const clippedEnd = end > to ? to : end;
    if (clippedStart <= clippedEnd) periods.push([clippedStart, clippedEnd]);
  }
  return periods;
}

function demoLeg(
  route: RouteData,
  reverse: boolean,
  departure: Departure,
  period: [string, string],
): DemoSchedule | null {
  const origin = reverse ? route.to : route.from;
  const destination = reverse ? route.from : route.to;
  const originZone = AIRPORTS_BY_CODE.get(origin)?.timeZone;
  const destinationZone = AIRPORTS_BY_CODE.get(destination)?.timeZone;
  if (!originZone || !destinationZone || !AIRCRAFT_BY_CODE.has(route.aircraft)) return null;
  // The local arrival as the carrier publishes it: departure + block time, read on the destination's clock.
  const departsAt = localToUtc(period[0], departure.localTime, originZone);
  const arrival = formatLocalDateTime(new Date(departsAt.getTime() + route.durationMin * 60_000), destinationZone);
  return {
    carrier: route.carrier,
    number: reverse ? route.flightNumber + 1 : route.flightNumber,
    origin,
    destination,
    days: [...departure.days].sort(),
    departureTime: departure.localTime,
    arrivalTime: arrival.slice(11, 16),
    arrivalDayOffset: daysBetween(period[0], arrival.slice(0, 10)),
    validFrom: period[0],
    validTo: period[1],
    aircraft: route.aircraft,
    source: 'demo',
  };
}

/** The demo network as schedules valid in [from, to] and fare families (today's pricing rules as rows). */
export function demoInventory(from: string, to: string): { schedules: DemoSchedule[]; fares: FareFamilyRow[] } {
  const lowCost = new Map(AIRLINES.map((a) => [a.iata, a.lowCost]));
  const schedules: DemoSchedule[] = [];
  const fares = new Map<string, FareFamilyRow>();
  for (const route of ROUTES) {
    const plane = AIRCRAFT_BY_CODE.get(route.aircraft);
    for (const period of seasonPeriods(route, from, to)) {
      for (const [reverse, departures] of [
        [false, route.departures],
        [true, route.returnDepartures],
      ] as const) {
        for (const departure of departures) {
          const leg = demoLeg(route, reverse, departure, period);
          if (leg) schedules.push(leg);
        }
      }
    }
    const sellsBusiness = route.businessFareKgs !== undefined && (plane?.seats.business ?? 0) > 0;
    for (const [origin, destination] of [
      [route.from, route.to],
      [route.to, route.from],
    ] as const) {
      for (const cabin of sellsBusiness ? (['economy', 'business'] as const) : (['economy'] as const)) {
        const base = cabin === 'business' ? route.businessFareKgs! : route.economyFareKgs;
        for (const terms of fareFamilies(cabin, lowCost.get(route.carrier) ?? false)) {
          const row: FareFamilyRow = {
            carrier: route.carrier,
            origin,
            destination,
            cabin,
            family: terms.family,
            baseFare: Math.round(base * terms.multiplier),
            childPct: 75,
            infantSeatPct: 75,
            infantLapPct: 10,
            pensionerDiscountPct: Math.round((route.pensionerDiscount ?? 0) * 100),
            baggageKg: terms.baggageKg,
            handBaggageKg: terms.handBaggageKg,
            changeFee: terms.changeFee,
            refundFee: terms.refundFee,
          };
          // Several frequencies of one carrier on one city pair share its fares (the first row wins).
          const key = `${routeKey(route.carrier, origin, destination)}|${cabin}|${terms.family}`;
          if (!fares.has(key)) fares.set(key, row);
        }
      }
    }
  }
  return { schedules, fares: [...fares.values()] };
}
