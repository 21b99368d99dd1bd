/**
 * The deterministic schedule generator: expands the route table into dated flights. The same
 * dates always give the same flights, so the seed and the daily horizon job can both run it and
 * insert only what is missing.
 */
import { AIRCRAFT_BY_CODE } from './data/aircraft.js';
import { AIRPORTS_BY_CODE } from './data/locations.js';
import { ROUTES, type Departure, type RouteData } from './data/routes.js';
import { addDays, daysBetween, isoWeekday, localToUtc } from '@sapar/contracts';

export const SCHEDULE_HORIZON_DAYS = 365;

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
  /** Seats already sold when the flight is loaded (the agency's block is never empty). */
  soldEconomy: number;
  soldBusiness: number;
}

/** A stable number in [0, 1) from a string (FNV-1a): the same flight always gets the same sales. */
export function stableFraction(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

function operatesIn(route: RouteData, isoDate: string): boolean {
  if (!route.season) return true;
  const month = Number(isoDate.slice(5, 7));
  const { fromMonth, toMonth } = route.season;
  return fromMonth <= toMonth ? month >= fromMonth && month <= toMonth : month >= fromMonth || month <= toMonth;
}

/** Share of seats sold at load time: more for flights soon, a few sold out. */
function initialLoad(key: string, daysAhead: number): number {
  const luck = stableFraction(key);
  if (luck > 0.985) return 1;
  const nearness = Math.exp(-daysAhead / 21);
  return Math.min(0.97, 0.08 + 0.25 * luck + 0.6 * nearness * (0.5 + luck));
}

function planLeg(route: RouteData, reverse: boolean, departure: Departure, serviceDate: string, generatedOn: string): PlannedFlight | null {
  const origin = reverse ? route.to : route.from;
  const destination = reverse ? route.from : route.to;
  const number = reverse ? route.flightNumber + 1 : route.flightNumber;
  const originAirport = AIRPORTS_BY_CODE.get(origin);
  const plane = AIRCRAFT_BY_CODE.get(route.aircraft);
  if (!originAirport || !plane) return null;
  const departsAt = localToUtc(serviceDate, departure.localTime, originAirport.timeZone);
  const arrivesAt = new Date(departsAt.getTime() + route.durationMin * 60_000);
  const sellsBusiness = route.businessFareKgs !== undefined && plane.seats.business > 0;
  const seatsEconomy = sellsBusiness ? plane.seats.economy : plane.seats.economy + plane.seats.business;
  const seatsBusiness = sellsBusiness ? plane.seats.business : 0;
  const daysAhead = Math.max(0, daysBetween(generatedOn, serviceDate));
  const key = `${route.carrier}${number}${serviceDate}`;
  return {
    carrier: route.carrier,
    number,
    origin,
    destination,
    serviceDate,
    departsAt,
    arrivesAt,
    aircraft: route.aircraft,
    economyFare: route.economyFareKgs,
    businessFare: sellsBusiness ? route.businessFareKgs! : null,
    pensionerDiscountPct: Math.round((route.pensionerDiscount ?? 0) * 100),
    seatsEconomy,
    seatsBusiness,
    soldEconomy: Math.floor(seatsEconomy * initialLoad(`${key}E`, daysAhead)),
    soldBusiness: Math.floor(seatsBusiness * initialLoad(`${key}B`, daysAhead) * 0.8),
  };
}

/** Every flight of the network whose local service date lies in [fromDate, fromDate + days). */
export function generateSchedule(fromDate: string, days: number, generatedOn = fromDate): PlannedFlight[] {
  const flights: PlannedFlight[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const serviceDate = addDays(fromDate, offset);
    const weekday = isoWeekday(serviceDate);
    for (const route of ROUTES) {
      if (!operatesIn(route, serviceDate)) continue;
      for (const [reverse, departures] of [[false, route.departures], [true, route.returnDepartures]] as const) {
        for (const departure of departures) {
          if (!departure.days.includes(weekday)) continue;
          const planned = planLeg(route, reverse, departure, serviceDate, generatedOn);
          if (planned) flights.push(planned);
        }
      }
    }
  }
  return flights;
}
