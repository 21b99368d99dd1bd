/**
 * Flight days in the search results, written by the app's one formatter of a flight's day
 * (shared/lib/format-date-intl.ts: CLDR patterns, and Kyrgyz put together where the browser has no
 * Kyrgyz data): 'пт, 20 дек.', '20-дек., жума', '12月20日周五', 'Fri, Dec 20'. No year: the results
 * are within the schedule's horizon.
 */
import { formatDay } from '@sapar/contracts';
import type { Language } from '@/shared/i18n/language';

/** The day and weekday of a flight, from 'yyyy-MM-dd' or a local 'yyyy-MM-ddTHH:mm'. */
export function formatFlightDay(isoDate: string, language: Language): string {
  return formatDay(isoDate, language, { withYear: false });
}

/** yyyy-MM-dd `days` away from `isoDate` (calendar days: the contracts' date arithmetic). */
export { addDays as shiftIsoDate } from '@sapar/contracts';
