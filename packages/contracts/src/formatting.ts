/**
 * How dates, times, numbers and money read in each of the five languages: the one formatter the web app, the server
 * renderer, the emails, the PDFs and the staff screens all use, so that a price or a flight's day is written the same
 * way wherever a reader meets it.
 *
 * Every pattern is CLDR's, written out here rather than asked of Intl, for three reasons: a page's first
 * Intl.DateTimeFormat or NumberFormat costs 40–60 ms of ICU set-up on a phone, in the middle of hydrating a page;
 * Chromium's ICU has no Kyrgyz data (it answers in English) while Node's has, so a page drawn on the server would read
 * otherwise than the same page drawn in the browser; and a string written here is the same on every runtime. The tests
 * hold each pattern against Node's full ICU over whole years and ranges of numbers.
 *
 * Flight times are local to their airport ('yyyy-MM-ddTHH:mm'): they are formatted as written, never moved into the
 * reader's time zone. Moments (a payment, a staff action) are shown in the agency's time, Asia/Bishkek.
 */
import type { Language } from './languages.js';

/** CLDR's abbreviated months (the form after a day number), as ICU writes them. */
const MONTHS_SHORT: Record<Language, readonly string[]> = {
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  ky: ['янв.', 'фев.', 'мар.', 'апр.', 'май', 'июн.', 'июл.', 'авг.', 'сен.', 'окт.', 'ноя.', 'дек.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  zh: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
};

/** CLDR's full month names (the form after a day number: Russian's genitive). */
const MONTHS_LONG: Record<Language, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  ky: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  zh: MONTHS_SHORT.zh,
};

/** CLDR's abbreviated weekdays, Sunday first. */
const WEEKDAYS_SHORT: Record<Language, readonly string[]> = {
  ru: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  ky: ['жек.', 'дүй.', 'шейш.', 'шарш.', 'бейш.', 'жума', 'ишм.'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  tr: ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};

/** CLDR's month names of a language, January first: 'short' ('янв.') or 'long' (the form after a day: 'января'). */
export const monthNames = (language: Language, width: 'short' | 'long'): readonly string[] =>
  (width === 'short' ? MONTHS_SHORT : MONTHS_LONG)[language];

/** CLDR's short weekday names of a language, Sunday first ('вс', 'жек.', 'Sun'). */
export const weekdayNames = (language: Language): readonly string[] => WEEKDAYS_SHORT[language];

/**
 * A weekday's short name, standing alone ('пн', 'дүй.', 'Mon', 'Pzt', '周一'): ISO numbering (Monday 1 to Sunday 7), or
 * Date.getDay()'s (Sunday 0).
 */
export function weekdayShort(isoWeekday: number, language: Language): string {
  return WEEKDAYS_SHORT[language][isoWeekday % 7] ?? '';
}

export interface DayFormatOptions {
  /** Default true. */
  withYear?: boolean;
  /** Default true. */
  withWeekday?: boolean;
  /** 'short' (default) for screens: 'пт, 20 дек. 2030 г.'; 'long' for letters and documents: 'пт, 20 декабря 2030 г.'. */
  month?: 'short' | 'long';
}

interface DayParts {
  year: number | null;
  month: string;
  /** 1–12, for Chinese. */
  monthNumber: number;
  day: number;
  weekday: string | null;
}

/** Each language's pattern of a day (CLDR's yMMMEd and its kin). */
const DAY_PATTERNS: Record<Language, (parts: DayParts, long: boolean) => string> = {
  ru: ({ year, month, day, weekday }) => `${weekday ? `${weekday}, ` : ''}${day} ${month}${year ? ` ${year} г.` : ''}`,
  ky: ({ year, month, day, weekday }, long) =>
    long
      ? `${year ? `${year}-ж., ` : ''}${day}-${month}${weekday ? `, ${weekday}` : ''}`
      : `${year ? `${year}-ж. ` : ''}${day}-${month}${weekday ? `, ${weekday}` : ''}`,
  en: ({ year, month, day, weekday }) => `${weekday ? `${weekday}, ` : ''}${month} ${day}${year ? `, ${year}` : ''}`,
  tr: ({ year, month, day, weekday }) => `${day} ${month}${year ? ` ${year}` : ''}${weekday ? ` ${weekday}` : ''}`,
  zh: ({ year, monthNumber, day, weekday }) => `${year ? `${year}年` : ''}${monthNumber}月${day}日${weekday ?? ''}`,
};

/**
 * A calendar day: 'пт, 20 дек. 2030 г.', '2030-ж. 20-дек., жума', 'Fri, Dec 20, 2030', '20 Ara 2030 Cum',
 * '2030年12月20日周五'. Takes 'yyyy-MM-dd', a local 'yyyy-MM-ddTHH:mm' or an ISO timestamp's date part, as written.
 */
export function formatDay(
  local: string,
  language: Language,
  { withYear = true, withWeekday = true, month = 'short' }: DayFormatOptions = {},
): string {
  const [year = 1970, monthNumber = 1, day = 1] = local.slice(0, 10).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, monthNumber - 1, day)).getUTCDay();
  const long = month === 'long';
  return DAY_PATTERNS[language](
    {
      year: withYear ? year : null,
      month: (long ? MONTHS_LONG : MONTHS_SHORT)[language][monthNumber - 1] ?? '',
      monthNumber,
      day,
      weekday: withWeekday ? (WEEKDAYS_SHORT[language][weekday] ?? null) : null,
    },
    long,
  );
}

/** 'HH:mm' of a local 'yyyy-MM-ddTHH:mm': the 24-hour clock every one of our languages reads. */
export const formatTime = (local: string): string => local.slice(11, 16);

/**
 * The agency's clock, Asia/Bishkek: UTC+6 all year (Kyrgyzstan has kept no daylight saving time since 2005), so a
 * moment needs no time-zone database to be shown in it.
 */
const AGENCY_UTC_OFFSET_MINUTES = 6 * 60;

/** A moment (an ISO timestamp) as the agency's local 'yyyy-MM-ddTHH:mm', or null when it is not one. */
export function toAgencyLocal(instant: string | Date): string | null {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + AGENCY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** Between a day and its time, as CLDR's medium date-time pattern joins them. */
const DATE_TIME_JOINERS: Record<Language, string> = { ru: ', ', ky: ' ', en: ', ', tr: ' ', zh: ' ' };

/**
 * A local day and time: '7 дек. 2026 г., 22:31', '2026-ж., 7-дек. 22:31', 'Dec 7, 2026, 22:31', '7 Ara 2026 22:31',
 * '2026年12月7日 22:31'.
 */
export function formatDayAndTime(local: string, language: Language): string {
  const day = formatDay(local, language, { withWeekday: false });
  // Kyrgyz writes a comma after the year when no weekday follows (CLDR's yMMMd).
  const written = language === 'ky' ? day.replace(/^(\d+-ж\.) /, '$1, ') : day;
  return `${written}${DATE_TIME_JOINERS[language]}${formatTime(local)}`;
}

/** A moment in the agency's time ('7 дек. 2026 г., 22:31'); '—' for none, the text itself when it is not a moment. */
export function formatMoment(instant: string | Date | null | undefined, language: Language): string {
  if (instant === null || instant === undefined || instant === '') return '—';
  const local = toAgencyLocal(instant);
  return local ? formatDayAndTime(local, language) : String(instant);
}

/** The group and decimal separators of each language, as ICU writes them: '4 500', '4,500', '4.500'. */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  ky: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
  tr: { group: '.', decimal: ',' },
  zh: { group: ',', decimal: '.' },
};

/** A number with its thousands grouped and at most `fractionDigits` decimals (rounded half away from zero). */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const { group, decimal } = SEPARATORS[language];
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', fraction = ''] = rounded.toFixed(fractionDigits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${trimmed ? `${decimal}${trimmed}` : ''}`;
}

/** What each language calls the currencies amounts are shown in; others are shown by their ISO code. */
const CURRENCY_NAMES: Record<Language, Readonly<Record<string, string>>> = {
  ru: { KGS: 'сом' },
  ky: { KGS: 'сом' },
  en: { KGS: 'som' },
  tr: { KGS: 'som' },
  zh: { KGS: '索姆' },
};

export const currencyName = (currency: string, language: Language): string =>
  CURRENCY_NAMES[language][currency] ?? currency;

/** '25 400 сом', '25,400 som', '25.400 som', '25,400 索姆': whole units, grouped, a no-break space before the name. */
export function formatMoney(amount: number, language: Language, currency = 'KGS'): string {
  return `${formatNumber(amount, language)}\u00a0${currencyName(currency, language)}`;
}

/** An amount that may be missing (a staff table's empty cell): '—'. */
export const formatMoneyOrDash = (amount: number | null | undefined, language: Language, currency = 'KGS'): string =>
  amount === null || amount === undefined ? '—' : formatMoney(amount, language, currency);

/** CLDR's short compact units: thousands and millions (Chinese counts in 万 and 亿). */
const COMPACT_UNITS: Record<Language, readonly { size: number; unit: string }[]> = {
  ru: [
    { size: 1e6, unit: '\u00a0млн' },
    { size: 1e3, unit: '\u00a0тыс.' },
  ],
  ky: [
    { size: 1e6, unit: '\u00a0млн' },
    { size: 1e3, unit: '\u00a0миң' },
  ],
  en: [
    { size: 1e6, unit: 'M' },
    { size: 1e3, unit: 'K' },
  ],
  tr: [
    { size: 1e6, unit: '\u00a0Mn' },
    { size: 1e3, unit: '\u00a0B' },
  ],
  zh: [
    { size: 1e8, unit: '亿' },
    { size: 1e4, unit: '万' },
  ],
};

/**
 * A number in few characters, for a calendar cell ('950', '30,1 тыс.', '30.1K', '3万'): one decimal below a hundred
 * units, none above, as ICU's compact notation writes it. The full amount goes in the cell's label.
 */
export function formatCompactNumber(value: number, language: Language): string {
  for (const { size, unit } of COMPACT_UNITS[language]) {
    if (Math.abs(value) < size) continue;
    const scaled = value / size;
    const digits = Math.abs(scaled) < 100 ? 1 : 0;
    const rounded = Math.round(scaled * 10 ** digits) / 10 ** digits;
    // Compact notation groups no digits ('2346万').
    return `${String(rounded).replace('.', SEPARATORS[language].decimal)}${unit}`;
  }
  // Below the first unit compact notation writes the number without grouping (Chinese: '9500', below one 万).
  return String(Math.round(value));
}

/** Hours and minutes, with no-break spaces: '2 ч 10 мин', '2 с 10 мүн', '2h 10m', '2 sa 10 dk', '2小时10分钟'. */
const DURATION_PATTERNS: Record<Language, { both: string; hours: string; minutes: string }> = {
  ru: { both: '{h}\u00a0ч {m}\u00a0мин', hours: '{h}\u00a0ч', minutes: '{m}\u00a0мин' },
  ky: { both: '{h}\u00a0с {m}\u00a0мүн', hours: '{h}\u00a0с', minutes: '{m}\u00a0мүн' },
  en: { both: '{h}h {m}m', hours: '{h}h', minutes: '{m}m' },
  tr: { both: '{h}\u00a0sa {m}\u00a0dk', hours: '{h}\u00a0sa', minutes: '{m}\u00a0dk' },
  zh: { both: '{h}小时{m}分钟', hours: '{h}小时', minutes: '{m}分钟' },
};

export function formatDuration(totalMinutes: number, language: Language): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const pattern = DURATION_PATTERNS[language][hours && minutes ? 'both' : hours ? 'hours' : 'minutes'];
  return pattern.replace('{h}', String(hours)).replace('{m}', String(minutes));
}
