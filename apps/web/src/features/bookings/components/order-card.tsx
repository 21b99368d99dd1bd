/** One order of the history: route, legs, passengers with tickets, price, status, the timeline and what can be done with it. */
import { formatMoney, type OrderDetail } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/lib/use-language';
import { ButtonLink } from '@/shared/ui/button';
import { allowedActions, type OrderHref } from '../model/order-actions';
import { formatMoment, routeOf } from '../model/order-view';
import { ItineraryLegs } from './itinerary-legs';
import { OrderRelations } from './order-relations';
import { OrderTimeline } from './order-timeline';
import { PassengerTickets } from './passenger-tickets';
import { OrderStatusBadge } from './status-badge';
import styles from './bookings.module.css';

export function OrderCard({ order, orderHref }: { order: OrderDetail; orderHref: OrderHref }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `order-${order.order_number}-title`;
  const numberId = `order-${order.order_number}-number`;
  const describedBy = `${titleId} ${numberId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="order-card" data-order={order.order_number}>
      <header className={styles.cardHeader}>
        <div className={styles.cardHeading}>
          <h3 id={titleId} className={styles.cardTitle}>
            <Link to={orderHref(order.order_number)}>{routeOf(order)}</Link>
          </h3>
          <p className={styles.muted}>
            <span id={numberId}>
              {t('bookings.order')} <span className={styles.orderNumber}>{order.order_number}</span>
            </span>{' '}
            · {t('bookings.bookedAt', { date: formatMoment(order.created_at, language) })}
          </p>
        </div>
        <div className={styles.cardAside}>
          <OrderStatusBadge status={order.status} />
          <p className={styles.price}>
            <span className="visually-hidden">{t('bookings.total')}: </span>
            {formatMoney(order.total_price, language)}
          </p>
        </div>
      </header>

      <ItineraryLegs tickets={order.itinerary} />
      <PassengerTickets order={order} />
      <OrderRelations order={order} orderHref={orderHref} />
      <OrderTimeline timeline={order.timeline} />

      <div className={styles.cardActions}>
        {allowedActions(order).map((action) => (
          <ButtonLink
            key={action}
            variant="secondary"
            to={orderHref(order.order_number, action)}
            aria-describedby={describedBy}
          >
            {t(`bookings.actions.${action}`)}
          </ButtonLink>
        ))}
        {order.receipt_url ? (
          <a
            className={styles.receiptLink}
            href={order.receipt_url}
            download={`sapar-${order.order_number}.pdf`}
            aria-describedby={describedBy}
          >
            {t('bookings.receipt')}
          </a>
        ) : null}
        <ButtonLink variant="ghost" to={orderHref(order.order_number)} aria-describedby={describedBy}>
          {t('bookings.details')}
        </ButtonLink>
      </div>
    </article>
  );
}
