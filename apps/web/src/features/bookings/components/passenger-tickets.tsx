/** Passengers with their e-ticket numbers and each ticket's status. */
import type { OrderDetail } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { passengerLines } from '../model/order-view';
import { TicketStatusBadge } from './status-badge';
import styles from './bookings.module.css';

export function PassengerTickets({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.passengers}>
      {passengerLines(order).map((line) => (
        <li key={line.position} className={styles.passenger} data-testid="order-passenger">
          <span className={styles.passengerName}>{line.name}</span>
          <span className={styles.muted}>
            {t('bookings.ticketNumber')}{' '}
            {line.ticketNumber ? (
              <span className={styles.ticketNumber}>{line.ticketNumber}</span>
            ) : (
              t('bookings.noTicketYet')
            )}
          </span>
          {line.status ? <TicketStatusBadge status={line.status} /> : null}
        </li>
      ))}
    </ul>
  );
}
