/**
 * The date picker's calendar (react-day-picker), loaded only when a date field is first opened:
 * one month on a phone, two beside each other on a wide screen, each day with the lowest fare of
 * the route from /flights/calendar/ (the return route while the return is picked). DayPicker brings
 * the grid's keyboard (arrows, Home/End, PageUp/PageDown for months, Enter); the headings, weekdays
 * and every day's label are written here through Intl, so all five languages read naturally.
 */
import { formatMoney } from '@sapar/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { DayPicker, type DayButtonProps, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES } from '@/shared/i18n/date-locale';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetPriceCalendarQuery } from '../../api/search-api';
import {
  dateToIso,
  formatCompactPrice,
  formatFullDate,
  formatMonthCaption,
  formatWeekdayLong,
  formatWeekdayShort,
  isoToDate,
} from '../../lib/calendar-format';
import type { DatePart } from '../../model/flight-dates';
import styles from './date-picker.module.css';

/** Tickets are sold up to a year ahead. */
const MONTHS_AHEAD = 12;

export interface FlightCalendarProps {
  isRange: boolean;
  when: string | null;
  back: string | null;
  picking: DatePart;
  /** yyyy-MM-dd: no day before it can be picked. */
  today: string;
  /** City codes of the chosen route, when both are known: the days show its fares. */
  from?: string;
  to?: string;
  cabin: string;
  numberOfMonths: 1 | 2;
  onPick: (day: string) => void;
}

interface DayPrices {
  prices: ReadonlyMap<string, number | null>;
  cheapest: ReadonlySet<string>;
}

const PricesContext = createContext<DayPrices>({ prices: new Map(), cheapest: new Set() });

const monthKey = (date: Date) => dateToIso(date).slice(0, 7);
const addMonths = (date: Date, months: number) => new Date(date.getFullYear(), date.getMonth() + months, 1);

/** The fares of the months on screen; the return route while the return is picked. */
function useDayPrices(
  route: { from?: string; to?: string },
  cabin: string,
  months: Date[],
): DayPrices & { isLoading: boolean } {
  const language = useLanguage();
  const args = (month: Date | undefined) =>
    month && route.from && route.to
      ? { cityFrom: route.from, cityTo: route.to, month: monthKey(month), cabin, language }
      : skipToken;
  const first = useGetPriceCalendarQuery(args(months[0]));
  const second = useGetPriceCalendarQuery(args(months[1]));
  return useMemo(() => {
    const prices = new Map<string, number | null>();
    const cheapest = new Set<string>();
    for (const answer of [first.currentData, second.currentData]) {
      if (!answer) continue;
      const days = answer.days.filter((day) => day.price !== null);
      const lowest = Math.min(...days.map((day) => day.price!));
      for (const day of answer.days) prices.set(day.date, day.price);
      for (const day of days) if (day.price === lowest) cheapest.add(day.date);
    }
    return { prices, cheapest, isLoading: first.isFetching || second.isFetching };
  }, [first.currentData, second.currentData, first.isFetching, second.isFetching]);
}

/** A day's number with its lowest fare under it. */
/**
 * A day's price in its cell: the number, and under it the unit where the language writes one apart ('28,4' over
 * 'тыс.'), so that a week of prices fits a phone's width; '28.4K' and '2.8万' stay on one line.
 */
function CompactPrice({ text, isCheapest }: { text: string; isCheapest: boolean }) {
  const [amount, unit] = text.split('\u00a0');
  return (
    <span className={`${styles.dayPrice} ${isCheapest ? styles.cheapest : ''}`} aria-hidden="true">
      {amount}
      {unit ? <span className={styles.dayPriceUnit}>{unit}</span> : null}
    </span>
  );
}

function PricedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const language = useLanguage();
  const { prices, cheapest } = useContext(PricesContext);
  const iso = dateToIso(day.date);
  const price = day.outside || modifiers.disabled ? undefined : prices.get(iso);
  // As DayPicker's own day button: the grid's keyboard moves focus by marking a day focused.
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button {...buttonProps} ref={ref}>
      <span className={styles.dayNumber}>{children}</span>
      {price ? <CompactPrice text={formatCompactPrice(price, language)} isCheapest={cheapest.has(iso)} /> : null}
    </button>
  );
}

export default function FlightCalendar({
  isRange,
  when,
  back,
  picking,
  today,
  from,
  to,
  cabin,
  numberOfMonths,
  onPick,
}: FlightCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const todayDate = isoToDate(today);
  const [month, setMonth] = useState(() => {
    const shown = isoToDate((picking === 'back' ? (back ?? when) : when) ?? today);
    return new Date(shown.getFullYear(), shown.getMonth(), 1);
  });
  const months = Array.from({ length: numberOfMonths }, (_, i) => addMonths(month, i));
  const route = picking === 'back' ? { from: to, to: from } : { from, to };
  const { prices, cheapest, isLoading } = useDayPrices(route, cabin, months);
  const dayPrices = useMemo(() => ({ prices, cheapest }), [prices, cheapest]);

  const whenDate = when ? isoToDate(when) : undefined;
  const backDate = back ? isoToDate(back) : undefined;
  // The return cannot be before the departure.
  const disabled: Matcher[] = [{ before: picking === 'back' && whenDate ? whenDate : todayDate }];
  const label = (date: Date, modifiers?: Modifiers) => {
    const iso = dateToIso(date);
    const parts = [formatFullDate(date, language)];
    if (modifiers?.today) parts.push(t('search.dates.today'));
    if (iso === when) parts.push(t('search.dates.chosenWhen'));
    if (iso === back) parts.push(t('search.dates.chosenBack'));
    const price = modifiers?.disabled ? null : prices.get(iso);
    if (price) parts.push(t('search.dates.dayPrice', { price: formatMoney(price, language) }));
    if (price && cheapest.has(iso)) parts.push(t('search.dates.cheapest'));
    return parts.join(', ');
  };

  const common = {
    locale: DATE_LOCALES[language],
    lang: language,
    weekStartsOn: 1 as const,
    numberOfMonths,
    month,
    onMonthChange: setMonth,
    // The agency's today (Bishkek), not the browser's: abroad, or late in the evening UTC, they are different days.
    today: todayDate,
    startMonth: todayDate,
    endMonth: addMonths(todayDate, MONTHS_AHEAD),
    disabled,
    autoFocus: true,
    showOutsideDays: false,
    className: styles.calendar,
    components: { DayButton: PricedDayButton },
    formatters: {
      formatCaption: (date: Date) => formatMonthCaption(date, language),
      formatWeekdayName: (date: Date) => formatWeekdayShort(date, language),
    },
    labels: {
      labelDayButton: label,
      labelGridcell: label,
      labelGrid: (date: Date) => formatMonthCaption(date, language),
      labelWeekday: (date: Date) => formatWeekdayLong(date, language),
      labelNext: () => t('search.dates.nextMonth'),
      labelPrevious: () => t('search.dates.previousMonth'),
      labelNav: () => formatMonthCaption(month, language),
    },
  };

  return (
    <PricesContext.Provider value={dayPrices}>
      {isRange ? (
        <DayPicker
          {...common}
          mode="range"
          selected={whenDate ? { from: whenDate, to: backDate } : undefined}
          onSelect={(_range, day) => onPick(dateToIso(day))}
        />
      ) : (
        <DayPicker {...common} mode="single" selected={whenDate} onSelect={(_date, day) => onPick(dateToIso(day))} />
      )}
      <p className={styles.note} aria-live="polite">
        {from && to ? (isLoading ? t('search.dates.pricesLoading') : t('search.dates.pricesNote')) : ''}
      </p>
    </PricesContext.Provider>
  );
}
