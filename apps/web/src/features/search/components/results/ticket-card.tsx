/** One offer in the list: airline, flight numbers, times, duration, stops, baggage, seats and price. */
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@sapar/contracts';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { dayOffset, formatDuration, formatPrice, localDateOf, localTimeOf } from '../../lib/format-flight';
import { formatFlightDay } from '../../lib/format-flight-date';
import styles from './results.module.css';

/** Fewer seats than this are worth a warning on the card. */
export const FEW_SEATS_LEFT = 5;

interface TicketCardProps {
  ticket: Ticket;
  isChosen: boolean;
  onSelect: (ticket: Ticket) => void;
  onShowDetails: (ticket: Ticket) => void;
}

export function TicketCard({ ticket, isChosen, onSelect, onShowDetails }: TicketCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = ticket.segments[0];
  const last = ticket.segments.at(-1);
  if (!first || !last) return null;
  const carriers = [...new Map(ticket.segments.map((s) => [s.carrier.code, s.carrier.name])).values()];
  const nextDay = dayOffset(first.departure.local, last.arrival.local);
  const titleId = `ticket-${ticket.id}-title`;

  return (
    <article className={`${styles.card} ${isChosen ? styles.cardChosen : ''}`} aria-labelledby={titleId} data-testid="ticket-card">
      <div className={styles.cardMain}>
        <header className={styles.cardHeader}>
          <h3 id={titleId} className={styles.carrier}>
            {carriers.join(', ')}
          </h3>
          <span className={styles.flightNumbers}>{ticket.segments.map((s) => s.flight_number).join(' · ')}</span>
        </header>

        <div className={styles.timeline}>
          <div className={styles.point}>
            <span className={styles.time}>{localTimeOf(first.departure.local)}</span>
            <span className={styles.place}>
              {first.from.city} <abbr title={first.from.airport}>{first.from.code}</abbr>
            </span>
            <span className={styles.day}>{formatFlightDay(localDateOf(first.departure.local), language)}</span>
          </div>
          <div className={styles.path}>
            <span className={styles.duration}>
              <span className="visually-hidden">{t('flights.travelTime')}: </span>
              {formatDuration(ticket.duration_min, t)}
            </span>
            <span className={styles.line} aria-hidden="true" />
            <span className={ticket.stops === 0 ? styles.direct : styles.stops}>
              {ticket.stops === 0
                ? t('flights.direct')
                : `${t('flights.stops', { count: ticket.stops })}: ${ticket.layovers.map((l) => l.city).join(', ')}`}
            </span>
          </div>
          <div className={`${styles.point} ${styles.pointEnd}`}>
            <span className={styles.time}>
              {localTimeOf(last.arrival.local)}
              {nextDay > 0 ? (
                <sup className={styles.nextDay}>
                  <span aria-hidden="true">+{nextDay}</span>
                  <span className="visually-hidden">{t('flights.nextDay', { count: nextDay })}</span>
                </sup>
              ) : null}
            </span>
            <span className={styles.place}>
              {last.to.city} <abbr title={last.to.airport}>{last.to.code}</abbr>
            </span>
            <span className={styles.day}>{formatFlightDay(localDateOf(last.arrival.local), language)}</span>
          </div>
        </div>

        <ul className={styles.facts}>
          <li className={ticket.baggage.included ? styles.factGood : styles.factMuted}>
            <BaggageIcon />
            {ticket.baggage.included
              ? t('flights.baggageIncluded', { weight: ticket.baggage.weight_kg ?? '' })
              : t('flights.baggageNotIncluded')}
          </li>
          {ticket.non_refundable ? <li className={styles.factMuted}>{t('flights.nonRefundable')}</li> : null}
          {ticket.seats_left < FEW_SEATS_LEFT ? (
            <li className={styles.factWarning}>{t('flights.seatsLeft', { count: ticket.seats_left })}</li>
          ) : null}
        </ul>
      </div>

      <div className={styles.cardAside}>
        <p className={styles.price}>
          <span className="visually-hidden">{t('flights.priceLabel')}: </span>
          {formatPrice(ticket.price.total, language, t)}
        </p>
        <Button onClick={() => onSelect(ticket)} aria-describedby={titleId}>
          {isChosen ? t('flights.selected') : t('flights.select')}
        </Button>
        <Button variant="ghost" onClick={() => onShowDetails(ticket)} aria-describedby={titleId}>
          {t('flights.details')}
        </Button>
      </div>
    </article>
  );
}

export function BaggageIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="5" y="7" width="14" height="13" rx="2" />
      <path d="M9 7V4h6v3M9 20v1M15 20v1" />
    </svg>
  );
}

export function TicketCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="ticket-skeleton">
      <div className={styles.cardMain}>
        <span className={styles.skeletonLine} style={{ width: '40%' }} />
        <span className={styles.skeletonLine} style={{ width: '90%', height: 28 }} />
        <span className={styles.skeletonLine} style={{ width: '60%' }} />
      </div>
      <div className={styles.cardAside}>
        <span className={styles.skeletonLine} style={{ width: 120, height: 28 }} />
        <span className={styles.skeletonLine} style={{ width: 120, height: 40 }} />
      </div>
    </div>
  );
}
