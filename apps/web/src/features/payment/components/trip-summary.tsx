/** Ticket selection: the chosen outbound (and return) offer with times, stops and baggage, and 'change'. */
import { formatDay, formatMoney, type Ticket } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration, localTimeOf } from '@/shared/lib/format-flight';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import styles from './purchase.module.css';

export interface TripSummaryProps {
  outbound: Ticket;
  inbound: Ticket | null;
  totalPrice: number;
  passengerCount: number;
  /** Without it (after booking) the tickets can no longer be changed. */
  onChange?: (() => void) | undefined;
}

export function TripSummary({ outbound, inbound, totalPrice, passengerCount, onChange }: TripSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.summary} aria-labelledby="trip-summary-title">
      <h2 id="trip-summary-title" className={styles.stepTitle} tabIndex={-1}>
        {t('purchase.tickets.title')}
      </h2>
      <ul className={styles.legs}>
        <TicketLeg ticket={outbound} title={t('purchase.tickets.outbound')} onChange={onChange} />
        {inbound ? <TicketLeg ticket={inbound} title={t('purchase.tickets.return')} onChange={onChange} /> : null}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('purchase.tickets.passengers')}</dt>
          <dd>{passengerCount}</dd>
        </div>
        <div>
          <dt>{t('purchase.tickets.total')}</dt>
          <dd className={styles.total} data-testid="purchase-total">
            {formatMoney(totalPrice, language)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function TicketLeg({
  ticket,
  title,
  onChange,
}: {
  ticket: Ticket;
  title: string;
  onChange?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = ticket.segments[0];
  const last = ticket.segments.at(-1);
  if (!first || !last) return null;
  const day = formatDay(first.departure.local, language, { withYear: false });
  return (
    <li className={styles.leg} data-testid="trip-leg">
      <div className={styles.legHeader}>
        <span className={styles.legTitle}>{title}</span>
        <span className={styles.muted}>{day}</span>
        {onChange ? (
          <Button
            variant="ghost"
            className={styles.legChange}
            onClick={onChange}
            aria-label={t('purchase.tickets.changeLabel', { leg: title })}
          >
            {t('purchase.tickets.change')}
          </Button>
        ) : null}
      </div>
      <p className={styles.legRoute}>
        <strong>{localTimeOf(first.departure.local)}</strong> {first.from.city} ({first.from.code}) →{' '}
        <strong>{localTimeOf(last.arrival.local)}</strong> {last.to.city} ({last.to.code})
      </p>
      <p className={styles.muted}>
        {ticket.segments.map((s) => s.flight_number).join(' · ')} · {formatDuration(ticket.duration_min, t)} ·{' '}
        {ticket.stops === 0 ? t('flights.direct') : t('flights.stops', { count: ticket.stops })} ·{' '}
        {ticket.baggage.included && ticket.baggage.weight_kg
          ? t('purchase.tickets.baggage', { weight: ticket.baggage.weight_kg })
          : t('purchase.tickets.noBaggage')}
      </p>
    </li>
  );
}
