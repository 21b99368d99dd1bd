/** The legs of an order as booked: day, local times, cities and airports, duration and stops; flights in detail on the order page. */
import { formatDay, type Ticket } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { dayOffset, formatDuration, localTimeOf } from '@/shared/lib/format-flight';
import { useLanguage } from '@/shared/lib/use-language';
import { legEnds } from '../model/order-view';
import styles from './bookings.module.css';

export interface ItineraryLegsProps {
  tickets: readonly Ticket[];
  /** Each flight with its carrier and number (the order page and the exchange options). */
  isDetailed?: boolean;
}

export function ItineraryLegs({ tickets, isDetailed = false }: ItineraryLegsProps) {
  return (
    <ul className={styles.legs}>
      {tickets.map((ticket) => (
        <li key={`${ticket.leg}-${ticket.id}`} className={styles.leg} data-testid="order-leg">
          <LegLine ticket={ticket} title={tickets.length > 1 ? ticket.leg : null} isDetailed={isDetailed} />
        </li>
      ))}
    </ul>
  );
}

export function LegLine({
  ticket,
  title,
  isDetailed,
}: {
  ticket: Ticket;
  title: Ticket['leg'] | null;
  isDetailed: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { first, last } = legEnds(ticket);
  if (!first || !last) return null;
  const nextDay = dayOffset(first.departure.local, last.arrival.local);
  return (
    <>
      <p className={styles.legHead}>
        {title ? <span className={styles.legTitle}>{t(`bookings.leg.${title}`)}</span> : null}
        <span className={styles.legDate}>{formatDay(first.departure.local, language)}</span>
      </p>
      <p className={styles.legRoute}>
        <span className={styles.legPoint}>
          <strong className={styles.legTime}>{localTimeOf(first.departure.local)}</strong> {first.from.city}{' '}
          <abbr title={first.from.airport}>{first.from.code}</abbr>
        </span>
        <span aria-hidden="true" className={styles.legArrow}>
          →
        </span>
        <span className="visually-hidden">{t('bookings.leg.to')}</span>
        <span className={styles.legPoint}>
          <strong className={styles.legTime}>
            {localTimeOf(last.arrival.local)}
            {nextDay > 0 ? (
              <sup className={styles.nextDay}>
                <span aria-hidden="true">+{nextDay}</span>
                <span className="visually-hidden">{t('flights.nextDay', { count: nextDay })}</span>
              </sup>
            ) : null}
          </strong>{' '}
          {last.to.city} <abbr title={last.to.airport}>{last.to.code}</abbr>
        </span>
      </p>
      <p className={styles.muted}>
        {formatDuration(ticket.duration_min, t)} ·{' '}
        {ticket.stops === 0 ? t('flights.direct') : t('flights.stops', { count: ticket.stops })} ·{' '}
        {t(`flights.fare.${ticket.fare_family}`)}
        {isDetailed ? null : ` · ${ticket.segments.map((s) => s.flight_number).join(', ')}`}
      </p>
      {isDetailed ? (
        <ul className={styles.segments}>
          {ticket.segments.map((segment) => (
            <li key={segment.flight_id}>
              <span className={styles.flightNumber}>{segment.flight_number}</span> {segment.carrier.name} ·{' '}
              {segment.from.code} {localTimeOf(segment.departure.local)} → {segment.to.code}{' '}
              {localTimeOf(segment.arrival.local)} · {segment.aircraft.name}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
