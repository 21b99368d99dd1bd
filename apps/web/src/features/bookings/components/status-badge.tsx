/** The order's and each ticket's status as a coloured label (the colour is never the only cue: the text says it). */
import type { OrderStatus, TicketStatus } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TONE, TICKET_STATUS_TONE, type StatusTone } from '../model/order-view';
import styles from './bookings.module.css';

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  success: styles.toneSuccess,
  info: styles.toneInfo,
  warning: styles.toneWarning,
  muted: styles.toneMuted,
  error: styles.toneError,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${TONE_CLASS[ORDER_STATUS_TONE[status]] ?? ''}`} data-testid="order-status">
      {t(`bookings.orderStatus.${status}`)}
    </span>
  );
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.badge} ${styles.badgeSmall} ${TONE_CLASS[TICKET_STATUS_TONE[status]] ?? ''}`}
      data-testid="ticket-status"
    >
      {t(`bookings.ticketStatus.${status}`)}
    </span>
  );
}
