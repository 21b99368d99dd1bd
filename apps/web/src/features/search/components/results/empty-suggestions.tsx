/**
 * What to try when a route has no flights: the nearest days with a fare (from the price calendar,
 * per adult like the cards) and the same date from or to the nearest cities that have flights
 * (the search answers those).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { addDays, bishkekToday, type NearbyRoute } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetPriceCalendarQuery } from '../../api/search-api';
import { formatPrice } from '../../lib/format-flight';
import { formatFlightDay } from '../../lib/format-flight-date';
import type { SearchCriteria } from '../../model/search-query';
import type { ResultsTab } from '../../model/search-results-slice';
import styles from './results.module.css';

/** Days either side of the date looked at, and how many of them are offered. */
const SPAN_DAYS = 7;
const MAX_DATES = 6;

interface EmptySuggestionsProps {
  criteria: SearchCriteria;
  /** The leg that found nothing. */
  leg: ResultsTab;
  nearby: NearbyRoute[];
  onPickDate: (leg: ResultsTab, date: string) => void;
  onPickRoute: (from: string, to: string) => void;
}

export function EmptySuggestions({ criteria, leg, nearby, onPickDate, onPickRoute }: EmptySuggestionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = leg === 'back' && criteria.back ? criteria.back : criteria.date;
  const [from, to] = leg === 'back' ? [criteria.to, criteria.from] : [criteria.from, criteria.to];
  const minDate = leg === 'back' ? criteria.date : bishkekToday();
  const months = [...new Set([addDays(date, -SPAN_DAYS), date, addDays(date, SPAN_DAYS)].map((d) => d.slice(0, 7)))];
  const args = (month: string | undefined) => (month ? { cityFrom: from, cityTo: to, month, cabin: criteria.cabin, language } : skipToken);
  const first = useGetPriceCalendarQuery(args(months[0]));
  const second = useGetPriceCalendarQuery(args(months[1]));
  const prices = [first.currentData, second.currentData].flatMap((answer) => answer?.days ?? []);
  const distance = (day: string) => Math.abs(Date.parse(day) - Date.parse(date));
  const dates = prices
    .filter((day) => day.price !== null && day.date !== date && day.date >= minDate && distance(day.date) <= SPAN_DAYS * 86_400_000)
    .sort((a, b) => distance(a.date) - distance(b.date))
    .slice(0, MAX_DATES)
    .sort((a, b) => a.date.localeCompare(b.date));

  if (dates.length === 0 && nearby.length === 0) return null;
  return (
    <div className={styles.suggestions} data-testid="empty-suggestions">
      {dates.length > 0 ? (
        <section aria-labelledby="suggest-dates">
          <h3 id="suggest-dates" className={styles.suggestionsTitle}>
            {t('flights.suggest.dates')}
          </h3>
          <ul className={styles.suggestionList}>
            {dates.map((day) => (
              <li key={day.date}>
                <button type="button" className={styles.suggestion} onClick={() => onPickDate(leg, day.date)} data-date={day.date}>
                  <span className={styles.suggestionMain}>{formatFlightDay(day.date, language)}</span>
                  <span>{t('flights.perAdult', { price: formatPrice(day.price!, language, t) })}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {nearby.length > 0 ? (
        <section aria-labelledby="suggest-airports">
          <h3 id="suggest-airports" className={styles.suggestionsTitle}>
            {t('flights.suggest.airports')}
          </h3>
          <ul className={styles.suggestionList}>
            {nearby.map((route) => (
              <li key={`${route.from.code}-${route.to.code}`}>
                <button type="button" className={styles.suggestion} onClick={() => onPickRoute(route.from.code, route.to.code)}>
                  <span className={styles.suggestionMain}>{t('flights.suggest.airportRoute', { from: route.from.title, to: route.to.title })}</span>
                  <span>
                    {t('flights.suggest.distance', { distance: route.distance_km })} ·{' '}
                    {t('flights.suggest.datePrice', { price: formatPrice(route.min_price, language, t) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
