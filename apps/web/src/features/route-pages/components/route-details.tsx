/** The route at a glance (lowest fare, flight time, direct or not, airlines, baggage) and its flights' schedule. */
import { formatMoney, type RoutePage } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/lib/format-flight';
import { useLanguage } from '@/shared/lib/use-language';
import { baggageText, weekdaysText } from '../model/route-texts';
import styles from './route-page.module.css';

export function RouteFacts({ page }: { page: RoutePage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts: [string, string][] = [
    [
      t('routePage.minPrice'),
      page.min_price === null ? t('routePage.notKnown') : formatMoney(page.min_price, language),
    ],
    [
      t('routePage.typicalDuration'),
      page.typical_duration_min === null ? t('routePage.notKnown') : formatDuration(page.typical_duration_min, t),
    ],
    [t('routePage.directFlights'), page.direct ? t('routePage.directYes') : t('routePage.directNo')],
    [t('routePage.airlines'), page.airlines.map((a) => a.name).join(', ') || t('routePage.notKnown')],
    [t('routePage.baggage'), baggageText(page, t)],
  ];
  return (
    <section className={styles.section} aria-labelledby="route-facts">
      <h2 id="route-facts" className={styles.sectionTitle}>
        {t('routePage.factsTitle')}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={`${styles.fact} ${value.length > 40 ? styles.factLong : ''}`}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RouteFlights({ page }: { page: RoutePage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.section} aria-labelledby="route-flights">
      <h2 id="route-flights" className={styles.sectionTitle}>
        {t('routePage.flightsTitle')}
      </h2>
      {page.flights.length === 0 ? (
        <p>{t('routePage.noFlights')}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-labelledby="route-flights" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t('routePage.flightsCaption', { from: page.from.title, to: page.to.title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('routePage.colFlight')}</th>
                <th scope="col">{t('routePage.colDeparture')}</th>
                <th scope="col">{t('routePage.colArrival')}</th>
                <th scope="col">{t('routePage.colDuration')}</th>
                <th scope="col">{t('routePage.colRoute')}</th>
                <th scope="col">{t('routePage.colDays')}</th>
              </tr>
            </thead>
            <tbody>
              {page.flights.map((flight) => (
                <tr key={flight.flight_numbers.join('+')}>
                  <th scope="row">
                    <span className={styles.flightNumber}>{flight.flight_numbers.join(' + ')}</span>
                    <span className={styles.muted}>{flight.airlines.map((a) => a.name).join(', ')}</span>
                  </th>
                  <td>{flight.departure_time}</td>
                  <td>
                    {flight.arrival_time}
                    {flight.arrival_day_offset > 0 ? (
                      <sup className={styles.nextDay}>
                        {t('routePage.nextDay', { count: flight.arrival_day_offset })}
                      </sup>
                    ) : null}
                  </td>
                  <td>{formatDuration(flight.duration_min, t)}</td>
                  <td>
                    {flight.stops === 0 ? t('routePage.direct') : t('routePage.via', { cities: flight.via.join(', ') })}
                  </td>
                  <td>{weekdaysText(flight.weekdays, language, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
