/**
 * The board's status source with what staff set: the rows of the automatic source (the fallback for
 * flights nobody touched), overlaid with the flight_status rows of the same flights, read on every
 * request so a change shows at once on every process.
 */
import {
  boardStatusAt,
  formatLocalDateTime,
  type BoardAirport,
  type BoardRow,
  type BoardTimeline,
  type Language,
} from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import type { BoardRequest, FlightStatusSource } from '../board/index.js';
import { findFlightStatuses, type FlightStatusRow } from './disruption.repository.js';

export class StaffStatusSource implements FlightStatusSource {
  constructor(
    private readonly fallback: FlightStatusSource,
    private readonly db: Database,
  ) {}

  timeZone(airport: BoardAirport): string {
    return this.fallback.timeZone(airport);
  }

  async rows(request: BoardRequest, language: Language): Promise<BoardRow[]> {
    const rows = await this.fallback.rows(request, language);
    const ids = rows.map((r) => Number(r.id)).filter((id) => Number.isSafeInteger(id));
    const statuses = new Map((await findFlightStatuses(this.db, ids)).map((s) => [String(s.flightId), s]));
    if (statuses.size === 0) return rows;
    const timeZone = this.timeZone(request.airport);
    return rows.map((row) => {
      const set = statuses.get(row.id);
      return set ? overlay(row, set, request, timeZone) : row;
    });
  }
}

function overlay(row: BoardRow, set: FlightStatusRow, request: BoardRequest, timeZone: string): BoardRow {
  const scheduled = row.timeline
    ? { departure: row.timeline.scheduled_departure, arrival: row.timeline.scheduled_arrival }
    : null;
  const estimatedDeparture = set.estimatedDeparture?.toISOString() ?? scheduled?.departure;
  const estimatedArrival = set.estimatedArrival?.toISOString() ?? scheduled?.arrival;
  // Staff said what happens: the board shows that, not the clock's guess (the web board moves on only with a timeline).
  const timeline: BoardTimeline | null =
    scheduled && (set.status === 'on_time' || set.status === 'delayed' || set.status === 'cancelled')
      ? {
          scheduled_departure: scheduled.departure,
          scheduled_arrival: scheduled.arrival,
          estimated_departure: estimatedDeparture!,
          estimated_arrival: estimatedArrival!,
          cancelled: set.status === 'cancelled',
        }
      : null;
  const estimatedHere = request.direction === 'departures' ? set.estimatedDeparture : set.estimatedArrival;
  // On time and delayed follow the clock from the new timeline (as the web board does between refreshes).
  const status: BoardRow['status'] =
    timeline && set.status !== 'cancelled'
      ? boardStatusAt(timeline, request.direction, Date.now())
      : set.status === 'on_time'
        ? row.status
        : set.status;
  return {
    ...row,
    status,
    estimated_time:
      estimatedHere && set.status !== 'cancelled' && set.status !== 'on_time'
        ? formatLocalDateTime(estimatedHere, timeZone).slice(11)
        : set.status === 'on_time' || set.status === 'cancelled'
          ? null
          : row.estimated_time,
    terminal: set.terminal ?? row.terminal,
    gate: request.direction === 'departures' ? (set.gate ?? row.gate) : row.gate,
    timeline,
  };
}
