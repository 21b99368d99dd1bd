/**
 * The one formatter of a flight's calendar day, through Intl (CLDR) in each language's own pattern:
 * 'пт, 20 дек. 2030 г.', '2030-ж. 20-дек., жума', 'Fri, Dec 20, 2030', '20 Ara 2030 Cum',
 * '2030年12月20日周五'. Flight times are local to their airport ('yyyy-MM-ddTHH:mm'): the day is
 * formatted as written, never moved into the reader's time zone. No date-fns: the purchase and order
 * chunks stay small.
 */
import { toHtmlLang, type Language } from '@/shared/i18n/language';
import { dateTimeFormat } from './intl-formats';

export interface FlightDateOptions {
  /** Default true. */
  withYear?: boolean;
  /** Default true. */
  withWeekday?: boolean;
}

function dayOf(local: string): Date {
  const [year = 1970, month = 1, day = 1] = local.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export function formatFlightDate(
  local: string,
  language: Language,
  { withYear = true, withWeekday = true }: FlightDateOptions = {},
): string {
  const date = dayOf(local);
  const format = dateTimeFormat(toHtmlLang(language), {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });
  return format.format(date);
}
