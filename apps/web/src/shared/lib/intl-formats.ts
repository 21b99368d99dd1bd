/**
 * Intl formatters, made once per locale and options and then reused: making one costs a phone about a millisecond
 * (far more than using it), and a page of fares or a staff table formats hundreds of values.
 *
 * Kyrgyz is written here, not by the runtime: Chromium's ICU has no Kyrgyz data (it answers in English) while Node's
 * and other browsers' do, so a page drawn on the server would read otherwise than the same page in the browser. Dates
 * follow CLDR's Kyrgyz patterns (the test holds them against Node's ICU); numbers are grouped as Russian ones are,
 * which is what CLDR gives Kyrgyz ('24 660,5').
 */
import { monthNames, weekdayNames } from '@sapar/contracts';

type Formatter = NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | KyrgyzDateFormat;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const isKyrgyz = (locale: string) => /^ky\b/i.test(locale);

/** What a number formatter is used for here: `format`. */
export interface NumberFormat {
  format(value: number): string;
}

/**
 * The group and decimal separators of the app's languages (CLDR's, as ICU writes them: '4 500', '4,500', '4.500').
 * A page's first Intl.NumberFormat costs 40–50 ms of ICU set-up on a desktop CPU, four times that on a phone, and the
 * home page's fares are formatted while it hydrates; plain grouping of a number that needs no rounding is written here
 * instead, and anything else (options, rounding, other locales) goes to Intl. The test holds both against Node's ICU.
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  ky: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
  tr: { group: '.', decimal: ',' },
  zh: { group: ',', decimal: '.' },
};
const PLAIN_OPTIONS = new Set(['maximumFractionDigits']);

class GroupedNumberFormat implements NumberFormat {
  private intl?: Intl.NumberFormat;

  constructor(
    private readonly locale: string,
    private readonly options: Intl.NumberFormatOptions,
    private readonly separators: { group: string; decimal: string },
  ) {}

  format(value: number): string {
    const digits = this.options.maximumFractionDigits ?? 3;
    const text = String(value);
    const [whole = '', fraction = ''] = text.split('.');
    // Only what needs no rounding: a non-negative number whose shortest form has no more decimals than allowed.
    if (!(value >= 0 && value < 1e15) || Object.is(value, -0) || text.includes('e') || fraction.length > digits) {
      this.intl ??= new Intl.NumberFormat(this.locale, this.options);
      return this.intl.format(value);
    }
    const grouped = whole.replace(/\B(?=(\d{3})+$)/g, this.separators.group);
    return fraction ? `${grouped}${this.separators.decimal}${fraction}` : grouped;
  }
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const intlLocale = isKyrgyz(locale) ? 'ru-RU' : locale;
  const separators = SEPARATORS[locale.toLowerCase().split('-')[0] ?? ''];
  const plain = Object.keys(options).every((key) => PLAIN_OPTIONS.has(key));
  return cached('n', locale, options, () =>
    separators && plain
      ? new GroupedNumberFormat(intlLocale, options, separators)
      : new Intl.NumberFormat(intlLocale, options),
  );
}

/** What a date formatter is used for here: `format`. */
export interface DateFormat {
  format(date: Date | number): string;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormat {
  if (isKyrgyz(locale)) return cached('d', 'ky', options, () => new KyrgyzDateFormat(options));
  return cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

const KY_MONTHS_SHORT = monthNames('ky', 'short');
const KY_MONTHS_LONG = monthNames('ky', 'long');
/** Sunday first, as Date.getDay(). */
const KY_WEEKDAYS_SHORT = weekdayNames('ky');
const KY_WEEKDAYS_LONG = ['жекшемби', 'дүйшөмбү', 'шейшемби', 'шаршемби', 'бейшемби', 'жума', 'ишемби'];
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** CLDR's Kyrgyz patterns for the options this app formats with: '2026-ж. 8-дек., шейш.', '2026-ж., 8-декабрь'. */
class KyrgyzDateFormat implements DateFormat {
  /** The calendar fields in the options' time zone (en-US is in every ICU). */
  private readonly fields: Intl.DateTimeFormat;

  constructor(private readonly options: Intl.DateTimeFormatOptions) {
    this.fields = new Intl.DateTimeFormat('en-US', {
      timeZone: options.timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }

  format(date: Date | number): string {
    const parts = Object.fromEntries(this.fields.formatToParts(date).map((part) => [part.type, part.value]));
    const year = Number(parts.year);
    const month = Number(parts.month) - 1;
    const day = Number(parts.day);
    const weekday = WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0;
    const time = `${parts.hour}:${parts.minute}`;
    const o = this.options;
    if (o.dateStyle === 'short') return `${day}/${month + 1}/${String(year).slice(-2)}${o.timeStyle ? ` ${time}` : ''}`;
    if (o.dateStyle) return `${year}-ж., ${day}-${KY_MONTHS_SHORT[month]}${o.timeStyle ? ` ${time}` : ''}`;
    const clock = o.hour || o.minute || o.timeStyle ? time : '';
    const longMonth = o.month === 'long';
    const dayMonth = o.day
      ? `${day}-${(longMonth ? KY_MONTHS_LONG : KY_MONTHS_SHORT)[month]}`
      : o.month
        ? (longMonth ? KY_MONTHS_LONG : KY_MONTHS_SHORT)[month]!
        : '';
    const weekdayName = o.weekday ? (o.weekday === 'long' ? KY_WEEKDAYS_LONG : KY_WEEKDAYS_SHORT)[weekday]! : '';
    // '2026-ж. 8-дек.' with a short month, '2026-ж., 8-декабрь' and '2026-ж., декабрь' with a long one.
    const yearPart = o.year ? `${year}-ж.` : '';
    const calendar =
      yearPart && dayMonth ? `${yearPart}${longMonth || !o.day ? ',' : ''} ${dayMonth}` : yearPart || dayMonth;
    const text = [calendar, weekdayName].filter(Boolean).join(', ');
    return [text, clock].filter(Boolean).join(' ');
  }
}
