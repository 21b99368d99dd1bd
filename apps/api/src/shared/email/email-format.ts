/**
 * Dates, times, durations and amounts as an email shows them in the reader's language. Flight times are
 * already local to their airport ('yyyy-MM-ddTHH:mm'): they are formatted as written, never moved into
 * another time zone.
 */
import type { Language, Ticket } from '@sapar/contracts';

/** The locale each interface language formats with (Chinese as written in mainland China, English with day-month order). */
const LOCALES: Record<Language, string> = { ru: 'ru', ky: 'ky', en: 'en-GB', tr: 'tr', zh: 'zh-CN' };

export const htmlLangOf = (language: Language) => (language === 'zh' ? 'zh-CN' : language);

/** 'Багаж: ' / '托运行李：': a label before its value, with the language's colon (Chinese writes a full-width one, no space). */
export const labelled = (label: string, language: Language) => (language === 'zh' ? `${label}：` : `${label}: `);

/** ', ' / '，': between the parts of one phrase. */
export const commaOf = (language: Language) => (language === 'zh' ? '，' : ', ');

/**
 * Node built with small ICU (or an older full ICU) may not know Kyrgyz: Intl would answer English month
 * names. Then the Kyrgyz date is put together here, in CLDR's Kyrgyz pattern ('2026-ж., 5-март, бейш.').
 */
const HAS_KYRGYZ_ICU = Intl.DateTimeFormat.supportedLocalesOf(['ky']).length > 0;
const KY_MONTHS = [
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
];
const KY_WEEKDAYS = ['жек.', 'дүй.', 'шейш.', 'шарш.', 'бейш.', 'жума', 'ишм.'];

/** A calendar date ('yyyy-MM-dd…') as a UTC instant, so that formatting in UTC shows exactly that day. */
function dayOf(local: string): Date {
  const [year = 1970, month = 1, day = 1] = local.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export function formatKyrgyzDate(date: Date, withWeekday: boolean): string {
  const text = `${date.getUTCFullYear()}-ж., ${date.getUTCDate()}-${KY_MONTHS[date.getUTCMonth()]}`;
  return withWeekday ? `${text}, ${KY_WEEKDAYS[date.getUTCDay()]}` : text;
}

function formatDay(local: string, language: Language, withWeekday: boolean): string {
  const date = dayOf(local);
  if (language === 'ky' && !HAS_KYRGYZ_ICU) return formatKyrgyzDate(date, withWeekday);
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** 'чт, 5 марта 2026 г.', '2026-ж., 5-март, бейш.', 'Thu, 5 March 2026', '5 Mart 2026 Per', '2026年3月5日周四'. */
export const formatFlightDate = (local: string, language: Language) => formatDay(local, language, true);

/** A date without the weekday: '5 марта 2026 г.', '2026年3月5日'. Takes 'yyyy-MM-dd' or an ISO timestamp's date. */
export const formatDate = (isoDate: string, language: Language) => formatDay(isoDate, language, false);

/** 'HH:mm' of a local 'yyyy-MM-ddTHH:mm': the 24-hour clock every one of our languages reads. */
export const formatLocalTime = (local: string) => local.slice(11, 16);

const CURRENCY: Record<Language, string> = { ru: 'сом', ky: 'сом', en: 'som', tr: 'som', zh: '索姆' };

/** '25 400 сом', '25,400 som', '25.400 som', '25,400 索姆' (whole som, as every price is). */
export function formatMoney(amount: number, language: Language): string {
  return `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(amount)}\u00a0${CURRENCY[language]}`;
}

/** As the web app writes flight durations (its flights.duration* texts), with no-break spaces. */
const DURATION: Record<Language, { both: string; hours: string; minutes: string }> = {
  ru: { both: '{h}\u00a0ч {m}\u00a0мин', hours: '{h}\u00a0ч', minutes: '{m}\u00a0мин' },
  ky: { both: '{h}\u00a0с {m}\u00a0мүн', hours: '{h}\u00a0с', minutes: '{m}\u00a0мүн' },
  en: { both: '{h}h {m}m', hours: '{h}h', minutes: '{m}m' },
  tr: { both: '{h}\u00a0sa {m}\u00a0dk', hours: '{h}\u00a0sa', minutes: '{m}\u00a0dk' },
  zh: { both: '{h}小时{m}分钟', hours: '{h}小时', minutes: '{m}分钟' },
};

/** '2 ч 10 мин', '45m', '3小时'. */
export function formatDuration(totalMinutes: number, language: Language): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const pattern = DURATION[language][hours && minutes ? 'both' : hours ? 'hours' : 'minutes'];
  return pattern.replace('{h}', String(hours)).replace('{m}', String(minutes));
}

/** 'Бишкек → Стамбул → Бишкек': where the trip starts, then where each leg ends. */
export function formatRoute(itinerary: readonly Pick<Ticket, 'segments'>[]): string {
  const legs = itinerary.filter((ticket) => ticket.segments.length > 0);
  const first = legs[0]?.segments[0];
  if (!first) return '';
  return [first.from.city, ...legs.map((ticket) => ticket.segments.at(-1)!.to.city)].join(' → ');
}
