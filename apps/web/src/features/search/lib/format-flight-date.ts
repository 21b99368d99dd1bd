/** Flight dates in words ('20 дек., пт'); date-fns stays in the lazy results chunk that imports this. */
import { addDays, format, parseISO } from 'date-fns';
import { DATE_LOCALES } from '@/shared/i18n/date-locale';
import type { Language } from '@/shared/i18n/language';

export function formatFlightDay(isoDate: string, language: Language): string {
  return format(parseISO(isoDate), 'd MMM, EEEEEE', { locale: DATE_LOCALES[language] });
}

export function formatWeekday(isoDate: string, language: Language): string {
  return format(parseISO(isoDate), 'EEEEEE', { locale: DATE_LOCALES[language] });
}

export function formatDayMonth(isoDate: string, language: Language): string {
  return format(parseISO(isoDate), 'd MMM', { locale: DATE_LOCALES[language] });
}

/** yyyy-MM-dd `days` away from `isoDate`. */
export function shiftIsoDate(isoDate: string, days: number): string {
  return format(addDays(parseISO(isoDate), days), 'yyyy-MM-dd');
}
