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

/** yyyy-MM-dd in a time zone, and the day after. */
export function localDate(instant: Date, timeZone: string, addDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  if (addDays === 0) return parts;
  const [y, m, d] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + addDays)).toISOString().slice(0, 10);
}
