/**
 * Calendar dates as the spec writes them: dd.MM.yyyy or dd-MM-yyyy from people, yyyy-MM-dd
 * between the client and the API. Dates here are calendar days, never instants: no time zones.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DISPLAY = /^(\d{2})[.-](\d{2})[.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Parses dd.MM.yyyy or dd-MM-yyyy (the separators must match). */
export function parseDisplayDate(value: string): CalendarDate | null {
  const text = value.trim();
  const match = DISPLAY.exec(text);
  if (!match || text[2] !== text[5]) return null;
  return valid(Number(match[3]), Number(match[2]), Number(match[1]));
}

export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO.exec(value.trim());
  return match ? valid(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Accepts every form a person or the API may send. */
export function parseAnyDate(value: string): CalendarDate | null {
  return parseDisplayDate(value) ?? parseIsoDate(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function formatDisplayDate(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

/** dd.MM.yyyy / dd-MM-yyyy / yyyy-MM-dd -> yyyy-MM-dd, or null when it is not a real date. */
export function toIsoDate(value: string): string | null {
  const date = parseAnyDate(value);
  return date ? formatIsoDate(date) : null;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Creating an Intl.DateTimeFormat costs far more than using one: keep one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone (default: the agency's, Asia/Bishkek). */
export function calendarDateOf(instant: Date, timeZone = 'Asia/Bishkek'): CalendarDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return parseIsoDate(format.format(instant))!;
}

/** Whole years between a birth date and a day; the birthday itself counts (12 on the 12th birthday). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return age;
}
