/** The online flight board: rows of one airport, direction and local day from a FlightStatusSource. */
import { calendarDateOf, formatIsoDate, type BoardQuery, type BoardResponse, type Language } from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';
import { addDays } from '../flights/time-zones.js';
import type { Clock, FlightStatusSource } from './flight-status-source.js';

export interface BoardContext {
  source: FlightStatusSource;
  now: Clock;
}

type ParsedBoardQuery = Required<Pick<BoardQuery, 'airport' | 'direction'>> & { date?: string | undefined };

export async function getBoard(ctx: BoardContext, query: ParsedBoardQuery, language: Language): Promise<BoardResponse> {
  const now = ctx.now();
  const timeZone = ctx.source.timeZone(query.airport);
  const today = formatIsoDate(calendarDateOf(now, timeZone));
  const date = query.date ?? today;
  if (date < addDays(today, -1) || date > addDays(today, 1)) {
    throw new AppError('validation_failed', 400, 'validation_failed', {}, { date: 'board_date_out_of_range' });
  }
  const rows = await ctx.source.rows({ airport: query.airport, direction: query.direction, date }, language);
  return {
    airport: query.airport,
    direction: query.direction,
    date,
    time_zone: timeZone,
    generated_at: now.toISOString(),
    rows,
  };
}
