/** The whole order on its page: the route flight by flight, passengers and tickets, the price, refunds and the timeline. */
import { formatMoney, type OrderDetail } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import type { OrderHref } from '../model/order-actions';
import { formatMoment } from '../model/order-view';
import { ItineraryLegs } from './itinerary-legs';
import { OrderRelations } from './order-relations';
import { OrderTimeline } from './order-timeline';
import { PassengerTickets } from './passenger-tickets';
import styles from './bookings.module.css';

type PriceLine = OrderDetail['breakdown'][number];

function passengerTypeKey(line: PriceLine): string {
  if (line.type === 'ADLT') return line.pensioner ? 'pensioner' : 'adult';
  if (line.type === 'CHLD') return 'child';
  return line.with_seat ? 'infantWithSeat' : 'infantWithoutSeat';
}

export function OrderOverview({ order, orderHref }: { order: OrderDetail; orderHref: OrderHref }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatMoney(amount, language);
  const hasTwoLegs = order.itinerary.length > 1;
  return (
    <div className={styles.overview}>
      <OrderRelations order={order} orderHref={orderHref} />

      <section className={styles.panel} aria-labelledby="order-route-title">
        <h2 id="order-route-title" className={styles.panelTitle}>
          {t('bookings.sections.route')}
        </h2>
        <ItineraryLegs tickets={order.itinerary} isDetailed />
      </section>

      <section className={styles.panel} aria-labelledby="order-passengers-title">
        <h2 id="order-passengers-title" className={styles.panelTitle}>
          {t('bookings.sections.passengers')}
        </h2>
        <PassengerTickets order={order} />
      </section>

      <section className={styles.panel} aria-labelledby="order-price-title">
        <h2 id="order-price-title" className={styles.panelTitle}>
          {t('bookings.sections.price')}
        </h2>
        <dl className={styles.amounts}>
          {/* An exchange order's total is the difference paid, not the sum of its fares. */}
          {(order.kind === 'exchange' ? [] : order.breakdown).map((line, index) => (
            <div key={`${line.leg}-${line.type}-${line.pensioner}-${line.with_seat}-${index}`}>
              <dt>
                {hasTwoLegs ? `${t(`bookings.leg.${line.leg}`)} · ` : ''}
                {t(`flights.passengerType.${passengerTypeKey(line)}`)} × {line.count}
              </dt>
              <dd>{price(line.amount)}</dd>
            </div>
          ))}
          <div className={styles.amountTotal}>
            <dt>{order.kind === 'exchange' ? t('bookings.paidForExchange') : t('bookings.total')}</dt>
            <dd data-testid="order-total">{price(order.total_price)}</dd>
          </div>
        </dl>
        {order.refunds.length > 0 ? (
          <ul className={styles.refunds} aria-label={t('bookings.sections.refunds')}>
            {order.refunds.map((refund) => (
              <li key={refund.refund_id} data-testid="order-refund">
                {t(`bookings.refundStatus.${refund.status}`, {
                  amount: price(refund.amount_back),
                  date: formatMoment(refund.created_at, language),
                })}
                {refund.staff_note ? <span className={styles.muted}> — {refund.staff_note}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.muted}>
          {t('bookings.contact', { email: order.contact.email, phone: order.contact.phone })}
        </p>
      </section>

      {order.timeline.length > 0 ? (
        <div className={styles.panel}>
          <OrderTimeline timeline={order.timeline} isOpen />
        </div>
      ) : null}
    </div>
  );
}
