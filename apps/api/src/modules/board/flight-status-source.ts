/**
 * Where the online board's statuses come from. The built-in source derives them from the agency's
 * schedule and the clock; a live airport feed can implement the same interface and replace it.
 */
import {
  AGENCY_TIME_ZONE,
  addDays,
  boardStatusAt,
  formatLocalDateTime,
  localToUtc,
  pickLocalized,
  type BoardAirport,
  type BoardDirection,
  type BoardRow,
  type BoardTimeline,
  type Language,
} from '@sapar/contracts';
import type { FlightInventory, ScheduledFlight } from '../flights/index.js';

export interface BoardRequest {
  airport: BoardAirport;
  direction: BoardDirection;
  /** Local date at the airport, yyyy-MM-dd. */
  date: string;
}

export interface FlightStatusSource {
  /** The board's rows for one airport, direction and local date, by scheduled time. */
  rows(request: BoardRequest, language: Language): Promise<BoardRow[]>;
  /** The airport's IANA time zone. */
  timeZone(airport: BoardAirport): string;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const MINUTE = 60_000;

/** FNV-1a: the same flight gets the same delay on every process and every refresh. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** About 2 % of flights are cancelled and 12 % delayed by 15–60 minutes, deterministically. */
export function disruptionOf(flight: Pick<ScheduledFlight, 'carrier' | 'number' | 'serviceDate'>): {
  cancelled: boolean;
  delayMinutes: number;
} {
  const hash = hashOf(`${flight.carrier}${flight.number}|${flight.serviceDate}`);
  const bucket = hash % 100;
  if (bucket < 2) return { cancelled: true, delayMinutes: 0 };
  if (bucket < 14) return { cancelled: false, delayMinutes: 15 + 5 * ((hash >>> 8) % 10) };
  return { cancelled: false, delayMinutes: 0 };
}

/** Manas: A international, B domestic; Osh: 2 international, 1 domestic. */
const TERMINALS: Record<
  BoardAirport,
  { international: string; domestic: string; gates: { international: number; domestic: number } }
> = {
  BSZ: { international: 'A', domestic: 'B', gates: { international: 12, domestic: 4 } },
  OSS: { international: '2', domestic: '1', gates: { international: 4, domestic: 3 } },
};

export class ScheduleStatusSource implements FlightStatusSource {
  constructor(
    private readonly inventory: FlightInventory,
    private readonly now: Clock = systemClock,
  ) {}

  timeZone(airport: BoardAirport): string {
    return this.inventory.catalog.airports.get(airport)?.timeZone ?? AGENCY_TIME_ZONE;
  }

  async rows(request: BoardRequest, language: Language): Promise<BoardRow[]> {
    const { airport, direction, date } = request;
    const timeZone = this.timeZone(airport);
    const from = localToUtc(date, '00:00', timeZone).getTime();
    const to = localToUtc(addDays(date, 1), '00:00', timeZone).getTime() - 1;
    const schedule = this.inventory.schedule;
    const between = (index: typeof schedule) =>
      direction === 'departures'
        ? index.departuresBetween(airport, from, to)
        : index.arrivalsBetween(airport, from, to);
    const flights = between(schedule);
    // Flights the agency cancelled have left search but stay on the board, as cancelled, in time order.
    const cancelled = between(this.inventory.cancelledSchedule);
    const now = this.now().getTime();
    const rows = flights.map((flight) => ({
      at: direction === 'departures' ? flight.departsAt : flight.arrivesAt,
      row: this.toRow(flight, request, timeZone, language, now, false),
    }));
    if (cancelled.length === 0) return rows.map((r) => r.row);
    rows.push(
      ...cancelled.map((flight) => ({
        at: direction === 'departures' ? flight.departsAt : flight.arrivesAt,
        row: this.toRow(flight, request, timeZone, language, now, true),
      })),
    );
    return rows.sort((a, b) => a.at - b.at || Number(a.row.id) - Number(b.row.id)).map((r) => r.row);
  }

  private toRow(
    flight: ScheduledFlight,
    { airport, direction }: BoardRequest,
    timeZone: string,
    language: Language,
    now: number,
    cancelledByAgency: boolean,
  ): BoardRow {
    const catalog = this.inventory.catalog;
    const automatic = disruptionOf(flight);
    const cancelled = cancelledByAgency || automatic.cancelled;
    const delayMinutes = cancelledByAgency ? 0 : automatic.delayMinutes;
    const delay = delayMinutes * MINUTE;
    const timeline: BoardTimeline = {
      scheduled_departure: new Date(flight.departsAt).toISOString(),
      scheduled_arrival: new Date(flight.arrivesAt).toISOString(),
      estimated_departure: new Date(flight.departsAt + delay).toISOString(),
      estimated_arrival: new Date(flight.arrivesAt + delay).toISOString(),
      cancelled,
    };
    const otherCode = direction === 'departures' ? flight.destination : flight.origin;
    const other = catalog.airports.get(otherCode);
    const here = catalog.airports.get(airport);
    const isDomestic = !!other && !!here && other.country === here.country;
    const terminals = TERMINALS[airport];
    const gateCount = isDomestic ? terminals.gates.domestic : terminals.gates.international;
    const terminal = isDomestic ? terminals.domestic : terminals.international;
    const scheduledAt = direction === 'departures' ? flight.departsAt : flight.arrivesAt;
    const localTime = (instant: number) => formatLocalDateTime(new Date(instant), timeZone).slice(11);
    const airline = catalog.airlines.get(flight.carrier);
    return {
      id: String(flight.id),
      flight_number: `${flight.carrier} ${flight.number}`,
      airline: airline ? pickLocalized(airline.name, language) : flight.carrier,
      airline_code: flight.carrier,
      city: other ? pickLocalized(other.city, language) : otherCode,
      airport_code: otherCode,
      scheduled_time: localTime(scheduledAt),
      estimated_time: delay > 0 && !cancelled ? localTime(scheduledAt + delay) : null,
      terminal,
      gate:
        direction === 'departures'
          ? `${terminal === 'A' || terminal === 'B' ? terminal : ''}${1 + (flight.number % gateCount)}`
          : null,
      status: boardStatusAt(timeline, direction, now),
      timeline,
    };
  }
}
