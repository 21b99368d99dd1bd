/**
 * Dates and prices of the date picker in the reader's language, through Intl (CLDR): 'пт, 20 дек.',
 * '20-дек., жума', '12月20日周五', 'Fri, Dec 20'. Light enough for the search form itself, which
 * shows the chosen dates before the calendar has loaded.
 */
import { formatCompactNumber, formatDay, weekdayShort } from '@sapar/contracts';
import { toHtmlLang, type Language } from '@/shared/i18n/language';
import { dateTimeFormat, type DateFormat } from '@/shared/lib/intl-formats';

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): DateFormat {
  return dateTimeFormat(toHtmlLang(language), options);
}

/** yyyy-MM-dd → local midnight of that day (the picker's days are local dates). */
export function isoToDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

export function dateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The chosen date on the form's field: 'пт, 20 дек.' Written out (shared/lib/format-date-intl.ts), not through Intl: the
 * form of a search page or a route page is hydrated with the page, and a first Intl.DateTimeFormat is 40–60 ms of ICU
 * set-up on a phone.
 */
export function formatFieldDate(iso: string, language: Language): string {
  return formatDay(iso, language, { withYear: false });
}

/** A day as a screen reader says it: 'пятница, 20 декабря 2030 г.' */
export function formatFullDate(date: Date, language: Language): string {
  return dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A month's heading: 'Март 2026', '2026-ж., март', '2026年3月', 'March 2026'. */
export function formatMonthCaption(month: Date, language: Language): string {
  // Russian writes a heading without the 'г.' a date carries.
  const text = dateFormat(language, { month: 'long', year: 'numeric' }).format(month);
  return capitalize(language === 'ru' ? text.replace(/\s*г\.$/, '') : text);
}

/** A weekday's column heading: 'пн', 'дүй.', '周一', 'Mon' (the same names as a flight's day, without Intl). */
export function formatWeekdayShort(date: Date, language: Language): string {
  return weekdayShort(date.getDay(), language);
}

export function formatWeekdayLong(date: Date, language: Language): string {
  return dateFormat(language, { weekday: 'long' }).format(date);
}

/**
 * A day's lowest fare in a calendar cell, in the language's compact units: '950', '8,9 тыс.', '12K', '3万' (the full
 * price is in the day's label).
 */
export const formatCompactPrice = (price: number, language: Language): string => formatCompactNumber(price, language);
