/** Prices of the days around the chosen date (±3); picking a day searches it. */
import { skipToken } from '@reduxjs/toolkit/query';
import { addDays, formatMoney } from '@sapar/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetPriceCalendarQuery } from '../../api/search-api';
import { formatFlightDay } from '../../lib/format-flight-date';
import styles from './results.module.css';

export const CALENDAR_SPAN_DAYS = 3;

interface PriceCalendarStripProps {
  from: string;
  to: string;
  date: string;
  /** Days before it are not offered (today, or the outbound date for the return). */
  minDate: string;
  cabin: string;
  label: string;
  /** The price basis, said on screen: the same as the cards' per-adult price. */
  caption?: string;
  onPick: (date: string) => void;
}

export function PriceCalendarStrip({
  from,
  to,
  date,
  minDate,
  cabin,
  label,
  caption,
  onPick,
}: PriceCalendarStripProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const days: string[] = [];
  for (let offset = -CALENDAR_SPAN_DAYS; offset <= CALENDAR_SPAN_DAYS; offset += 1) {
    const day = addDays(date, offset);
    if (day >= minDate) days.push(day);
  }
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  const args = (month: string | undefined) =>
    month ? { cityFrom: from, cityTo: to, month, cabin, language } : skipToken;
  const first = useGetPriceCalendarQuery(args(months[0]));
  const second = useGetPriceCalendarQuery(args(months[1]));
  const prices = new Map<string, number | null>();
  for (const answer of [first.currentData, second.currentData]) {
    for (const day of answer?.days ?? []) prices.set(day.date, day.price);
  }
  const isLoading = first.isFetching || second.isFetching;

  // On a narrow screen the strip scrolls: keep the chosen day in the middle.
  const stripRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!strip || !current) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [date]);

  return (
    <div>
      {caption ? (
        <p className={styles.calendarCaption} aria-hidden="true">
          {caption}
        </p>
      ) : null}
      <nav
        ref={stripRef}
        className={styles.calendar}
        aria-label={caption ? `${label}. ${caption}` : label}
        aria-busy={isLoading}
      >
        <ul className={styles.calendarDays}>
          {days.map((day) => {
            const price = prices.get(day);
            const isCurrent = day === date;
            return (
              <li key={day}>
                <button
                  type="button"
                  className={`${styles.calendarDay} ${isCurrent ? styles.calendarDayCurrent : ''}`}
                  aria-current={isCurrent ? 'date' : undefined}
                  onClick={() => (isCurrent ? undefined : onPick(day))}
                  data-testid="calendar-day"
                  data-date={day}
                >
                  <span className={styles.calendarDate}>{formatFlightDay(day, language)}</span>
                  <span className={styles.calendarPrice}>
                    {isLoading && price === undefined
                      ? '…'
                      : price
                        ? t('flights.fromPrice', { price: formatMoney(price, language) })
                        : t('flights.noPrice')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
