import { calendarDateOf, formatDisplayDate, parseAnyDate, toIsoDate, type CalendarDate } from '@sapar/contracts';

/** yyyy-MM-dd (as the API answers) → dd.MM.yyyy (as people type); '' for none. */
export function toDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseAnyDate(value);
  return date ? formatDisplayDate(date) : value;
}

/** dd.MM.yyyy → yyyy-MM-dd for the API; the text as typed when it is not a date (the API explains). */
export function toApiDate(value: string): string {
  return toIsoDate(value) ?? value.trim();
}

/** Today in the agency's time zone, the day ages and document expiry are counted on. */
export function agencyToday(): CalendarDate {
  return calendarDateOf(new Date());
}
