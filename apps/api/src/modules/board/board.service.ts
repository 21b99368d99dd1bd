/** The online flight board: rows of one airport, direction and local day from a FlightStatusSource. */
import { addDays, todayIn, type BoardQuery, type BoardResponse, type Language } from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Clock, FlightStatusSource } from './flight-status-source.js';

export interface BoardContext {
  source: FlightStatusSource;
  now: Clock;
}

type ParsedBoardQuery = Required<Pick<BoardQuery, 'airport' | 'direction'>> & { date?: string | undefined };

export async function getBoard(ctx: BoardContext, query: ParsedBoardQuery, language: Language): Promise<BoardResponse> {
  const now = ctx.now();
  const timeZone = ctx.source.timeZone(query.airport);
  const today = todayIn(timeZone, now);
  const date = query.date ?? today;
  if (date < addDays(today, -1) || date > addDays(today, 1)) {
    throw new AppError('validation_failed', { fieldErrors: { date: 'board_date_out_of_range' } });
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
