/**
 * Calendar dates as the product writes them (docs/product.md#constants): dd.MM.yyyy or dd-MM-yyyy from people, yyyy-MM-dd
 * between the client and the API; arithmetic on calendar days; and "today" in a time zone — the
 * agency counts days in Bishkek (ages, document expiry, the earliest date of a search or request).
 * The API and the web app both use this one module; instants <-> wall clocks are in time-zones.ts.
 */
import { formatLocalDate, wallClock } from './time-zones.js';

/** The agency's time zone: its days are the ones the API checks dates against. */
export const AGENCY_TIME_ZONE = 'Asia/Bishkek';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DISPLAY = /^(\d{2})[.-](\d{2})[.-](\d{4})$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
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

/** Parses dd.MM.yyyy only: what a date_text field accepts (docs/product.md#passenger-form-rules). */
export function parseDottedDate(value: string): CalendarDate | null {
  const match = DOTTED.exec(value.trim());
  return match ? valid(Number(match[3]), Number(match[2]), Number(match[1])) : null;
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

/** The calendar day of an instant in a time zone (default: the agency's, Asia/Bishkek). */
export function calendarDateOf(instant: Date, timeZone: string = AGENCY_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** Today (or the day of `now`) in a time zone, as yyyy-MM-dd. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): string {
  return formatLocalDate(typeof now === 'number' ? new Date(now) : now, timeZone);
}

/**
 * Kyrgyzstan has kept UTC+6 all year since 12 August 2005 (tzdata's Asia/Bishkek), so "today" there is counted from
 * that offset, not through Intl: a page's first Intl.DateTimeFormat costs 30–45 ms of ICU set-up on a desktop CPU and
 * four times that on a phone, and the search form asks for today while the home page hydrates. dates.test.ts checks the
 * offset against the runtime's Intl over the years, so a change of the zone's rules would show there.
 */
const BISHKEK_OFFSET_MS = 6 * 3_600_000;
const BISHKEK_FIXED_SINCE = Date.UTC(2005, 7, 12);

/** Today (or the day of `now`) in Bishkek, as yyyy-MM-dd: the day the API checks dates against. */
export function bishkekToday(now: Date | number = Date.now()): string {
  const time = typeof now === 'number' ? now : now.getTime();
  if (!(time >= BISHKEK_FIXED_SINCE)) return todayIn(AGENCY_TIME_ZONE, now);
  return new Date(time + BISHKEK_OFFSET_MS).toISOString().slice(0, 10);
}

const dayNumber = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** A yyyy-MM-dd date `days` away (negative: before). */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from one yyyy-MM-dd date to another: 1 for the next day. */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return dayNumber(toIsoDate) - dayNumber(fromIsoDate);
}

/** ISO weekday of a yyyy-MM-dd date, 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  const weekday = new Date(dayNumber(isoDate) * 86_400_000).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whole years between a birth date and a day; the birthday itself counts (12 on the 12th birthday). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return age;
}
