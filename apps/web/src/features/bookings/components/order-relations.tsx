/** The links between an exchanged order and the order that replaced it. */
import type { OrderDetail } from '@sapar/contracts';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderHref } from '../model/order-actions';
import styles from './bookings.module.css';

export function OrderRelations({ order, orderHref }: { order: OrderDetail; orderHref: OrderHref }) {
  if (!order.exchanged_to && !order.exchange_of) return null;
  return (
    <div className={styles.relations}>
      {order.exchanged_to ? (
        <p data-testid="exchanged-to">
          <Trans
            i18nKey="bookings.exchangedTo"
            values={{ number: order.exchanged_to }}
            components={{ order: <Link to={orderHref(order.exchanged_to)} className={styles.orderNumber} /> }}
          />
        </p>
      ) : null}
      {order.exchange_of ? (
        <p data-testid="exchange-of">
          <Trans
            i18nKey="bookings.exchangeOf"
            values={{ number: order.exchange_of }}
            components={{ order: <Link to={orderHref(order.exchange_of)} className={styles.orderNumber} /> }}
          />
        </p>
      ) : null}
    </div>
  );
}
