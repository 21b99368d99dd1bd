/**
 * What to try when a route has no flights, as the search answers it: the same route on the days
 * around the date (priced like the cards: everyone, and one adult) and the same date from or to
 * the nearest cities that have flights.
 */
import { formatMoney, type NearbyDate, type NearbyRoute } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { formatFlightDay } from '../../lib/format-flight-date';
import type { ResultsTab } from '../../model/search-results-slice';
import styles from './results.module.css';

interface EmptySuggestionsProps {
  /** The leg that found nothing. */
  leg: ResultsTab;
  dates: NearbyDate[];
  nearby: NearbyRoute[];
  passengerCount: number;
  onPickDate: (leg: ResultsTab, date: string) => void;
  onPickRoute: (from: string, to: string) => void;
}

export function EmptySuggestions({
  leg,
  dates,
  nearby,
  passengerCount,
  onPickDate,
  onPickRoute,
}: EmptySuggestionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatMoney(amount, language);
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
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => onPickDate(leg, day.date)}
                  data-date={day.date}
                >
                  <span className={styles.suggestionMain}>{formatFlightDay(day.date, language)}</span>
                  <span>
                    {t('flights.suggest.datePrice', { price: price(day.min_price) })}{' '}
                    {t('flights.forPassengers', { count: passengerCount })}
                  </span>
                  {day.per_adult !== null && passengerCount > 1 ? (
                    <span>{t('flights.perAdult', { price: price(day.per_adult) })}</span>
                  ) : null}
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
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => onPickRoute(route.from.code, route.to.code)}
                >
                  <span className={styles.suggestionMain}>
                    {t('flights.suggest.airportRoute', { from: route.from.title, to: route.to.title })}
                  </span>
                  <span>
                    {t('flights.suggest.distance', { distance: route.distance_km })} ·{' '}
                    {t('flights.suggest.datePrice', { price: price(route.min_price) })}
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
