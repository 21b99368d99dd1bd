/** What the board shows at an instant: statuses follow the clock between refreshes, text filters rows. */
import { boardStatusAt, type BoardDirection, type BoardRow, type BoardStatus } from '@sapar/contracts';

export function statusOf(row: BoardRow, direction: BoardDirection, now: number): BoardStatus {
  return row.timeline ? boardStatusAt(row.timeline, direction, now) : row.status;
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Rows whose flight number, airline, city or airport code contains the text. */
export function filterRows(rows: readonly BoardRow[], text: string): BoardRow[] {
  const query = normalize(text);
  if (!query) return [...rows];
  return rows.filter((row) =>
    [row.flight_number, row.airline, row.city, row.airport_code].some((value) => normalize(value).includes(query)),
  );
}
