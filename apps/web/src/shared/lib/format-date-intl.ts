/**
 * The one formatter of a flight's calendar day, in each language's own CLDR pattern (written out, not asked of Intl):
 * 'пт, 20 дек. 2030 г.', '2030-ж. 20-дек., жума', 'Fri, Dec 20, 2030', '20 Ara 2030 Cum',
 * '2030年12月20日周五'. Flight times are local to their airport ('yyyy-MM-ddTHH:mm'): the day is
 * formatted as written, never moved into the reader's time zone. No date-fns: the purchase and order
 * chunks stay small.
 */
import type { Language } from '@/shared/i18n/language';
import { KY_MONTHS_SHORT, KY_WEEKDAYS_SHORT } from './intl-formats';

export interface FlightDateOptions {
  /** Default true. */
  withYear?: boolean;
  /** Default true. */
  withWeekday?: boolean;
}

/**
 * CLDR's abbreviated months (the format form, after a day) and weekdays of our languages, Sunday first, as ICU writes
 * them. Written here rather than asked of Intl: a page's first Intl.DateTimeFormat costs 40–60 ms of ICU set-up on a
 * phone, in the middle of hydrating a route page's fares or a search's first ticket. The test holds every day of three
 * years, in every language and pattern, against Node's ICU.
 */
const MONTHS: Record<Exclude<Language, 'ky' | 'zh'>, readonly string[]> = {
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
};
const WEEKDAYS: Record<Language, readonly string[]> = {
  ru: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  ky: KY_WEEKDAYS_SHORT,
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  tr: ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};

/**
 * A weekday's short name, standing alone ('пн', 'дүй.', 'Mon', 'Pzt', '周一'): ISO numbering (Monday 1 to Sunday 7), or
 * Date.getDay()'s (Sunday 0).
 */
export function weekdayShort(isoWeekday: number, language: Language): string {
  return WEEKDAYS[language][isoWeekday % 7] ?? '';
}

interface Day {
  year: number | null;
  /** 0–11. */
  month: number;
  day: number;
  weekday: string | null;
}

/** Each language's pattern: 'пт, 20 дек. 2030 г.', '2030-ж. 20-дек., жума', 'Fri, Dec 20, 2030', '20 Ara 2030 Cum', '2030年12月20日周五'. */
const PATTERNS: Record<Language, (day: Day) => string> = {
  ru: ({ year, month, day, weekday }) =>
    `${weekday ? `${weekday}, ` : ''}${day} ${MONTHS.ru[month]}${year ? ` ${year} г.` : ''}`,
  ky: ({ year, month, day, weekday }) =>
    `${year ? `${year}-ж. ` : ''}${day}-${KY_MONTHS_SHORT[month]}${weekday ? `, ${weekday}` : ''}`,
  en: ({ year, month, day, weekday }) =>
    `${weekday ? `${weekday}, ` : ''}${MONTHS.en[month]} ${day}${year ? `, ${year}` : ''}`,
  tr: ({ year, month, day, weekday }) =>
    `${day} ${MONTHS.tr[month]}${year ? ` ${year}` : ''}${weekday ? ` ${weekday}` : ''}`,
  zh: ({ year, month, day, weekday }) => `${year ? `${year}年` : ''}${month + 1}月${day}日${weekday ?? ''}`,
};

export function formatFlightDate(
  local: string,
  language: Language,
  { withYear = true, withWeekday = true }: FlightDateOptions = {},
): string {
  const [year = 1970, month = 1, day = 1] = local.slice(0, 10).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return PATTERNS[language]({
    year: withYear ? year : null,
    month: month - 1,
    day,
    weekday: withWeekday ? (WEEKDAYS[language][weekday] ?? null) : null,
  });
}
