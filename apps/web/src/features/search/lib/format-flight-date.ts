/**
 * Flight dates in words, as each language writes them (CLDR through Intl): '20 дек., пт',
 * '20-дек., жума', '12月20日 周五', 'Dec 20, Fri'.
 */
import { toHtmlLang, type Language } from '@/shared/i18n/language';
import { formatWeekdayShort, isoToDate } from './calendar-format';

const dayMonthFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatDayMonth(isoDate: string, language: Language): string {
  let format = dayMonthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(toHtmlLang(language), { day: 'numeric', month: 'short' });
    dayMonthFormats.set(language, format);
  }
  return format.format(isoToDate(isoDate));
}

export function formatWeekday(isoDate: string, language: Language): string {
  return formatWeekdayShort(isoToDate(isoDate), language);
}

/** The day and weekday of a flight: '20 дек., пт'; Chinese needs no comma: '12月20日 周五'. */
export function formatFlightDay(isoDate: string, language: Language): string {
  return `${formatDayMonth(isoDate, language)}${language === 'zh' ? ' ' : ', '}${formatWeekday(isoDate, language)}`;
}

/** yyyy-MM-dd `days` away from `isoDate` (calendar days: the contracts' date arithmetic). */
export { addDays as shiftIsoDate } from '@sapar/contracts';
