/**
 * The ticket detail modal with every ticket display field: flight duration, baggage,
 * hand baggage, refund and change terms, the non-refundable flag, seats left, departure, arrival,
 * aircraft model, the trip (segments and layovers) and the price per passenger type.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, type Ticket } from '@sapar/contracts';
import type { FoundTicket } from '../../model/types';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { formatDuration, localDateOf, localTimeOf } from '../../lib/format-flight';
import { formatFlightDay } from '../../lib/format-flight-date';
import {
  conditionStatusOf,
  describeBaggage,
  describeConditionTerms,
  describeHandBaggage,
  operatingCarriersOf,
} from '../../lib/fare-terms';
import styles from './results.module.css';

type PriceLine = Ticket['price']['breakdown'][number];

function passengerTypeKey(line: PriceLine): string {
  if (line.type === 'ADLT') return line.pensioner ? 'flights.passengerType.pensioner' : 'flights.passengerType.adult';
  if (line.type === 'CHLD') return 'flights.passengerType.child';
  return line.with_seat ? 'flights.passengerType.infantWithSeat' : 'flights.passengerType.infantWithoutSeat';
}

interface TicketDetailsModalProps {
  ticket: FoundTicket | null;
  onClose: () => void;
  onSelect: (ticket: FoundTicket) => void;
}

export function TicketDetailsModal({ ticket, onClose, onSelect }: TicketDetailsModalProps) {
  const { t } = useTranslation();
  const first = ticket?.segments[0];
  const last = ticket?.segments.at(-1);
  const title = first && last ? `${first.from.city} → ${last.to.city}` : t('flights.details');
  return (
    <Modal open={ticket !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      {ticket ? <TicketDetails ticket={ticket} onSelect={onSelect} /> : null}
    </Modal>
  );
}

function TicketDetails({ ticket, onSelect }: { ticket: FoundTicket; onSelect: (ticket: FoundTicket) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatMoney(amount, language);
  const first = ticket.segments[0];
  const operators = operatingCarriersOf(ticket.segments);
  const detail = ticket.price.detail ?? null;
  const refundStatus = conditionStatusOf(ticket.refund);
  const last = ticket.segments.at(-1);

  return (
    <div className={styles.details} data-testid="ticket-details">
      <dl className={styles.detailList}>
        <div>
          <dt>{t('flights.departure')}</dt>
          <dd>
            {first
              ? `${localTimeOf(first.departure.local)}, ${formatFlightDay(localDateOf(first.departure.local), language)} — ${first.from.city} (${first.from.airport}, ${first.from.code})`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('flights.arrival')}</dt>
          <dd>
            {last
              ? `${localTimeOf(last.arrival.local)}, ${formatFlightDay(localDateOf(last.arrival.local), language)} — ${last.to.city} (${last.to.airport}, ${last.to.code})`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('flights.travelTime')}</dt>
          <dd>
            {formatDuration(ticket.duration_min, t)}
            {ticket.stops > 0 ? `, ${t('flights.stops', { count: ticket.stops })}` : `, ${t('flights.direct')}`}
          </dd>
        </div>
        <div>
          <dt>{t('flights.fareFamily')}</dt>
          <dd>
            {ticket.fare_brand || t(`flights.fare.${ticket.fare_family}`)}, {t(`search.cabin.${ticket.cabin}`)}
          </dd>
        </div>
        {operators.length > 0 ? (
          <div>
            <dt>{t('flights.operator')}</dt>
            <dd>{t('flights.operatedBy', { airline: operators.join(', ') })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('flights.baggage')}</dt>
          <dd data-testid="detail-baggage">{describeBaggage(ticket.baggage, t).text}</dd>
        </div>
        <div>
          <dt>{t('flights.handBaggage')}</dt>
          <dd data-testid="detail-hand-baggage">{describeHandBaggage(ticket.hand_baggage, t).text}</dd>
        </div>
        <div>
          <dt>{t('flights.refund')}</dt>
          <dd data-testid="detail-refund">{describeConditionTerms(ticket.refund, t, price).text}</dd>
        </div>
        <div>
          <dt>{t('flights.change')}</dt>
          <dd data-testid="detail-change">{describeConditionTerms(ticket.change, t, price).text}</dd>
        </div>
        <div>
          <dt>{t('flights.tariff')}</dt>
          <dd>
            {refundStatus === 'unknown'
              ? t('flights.tariffUnknown')
              : ticket.non_refundable
                ? t('flights.nonRefundable')
                : t('flights.refundable')}
          </dd>
        </div>
        {ticket.seats_left !== null ? (
          <div>
            <dt>{t('flights.seats')}</dt>
            <dd>{t('flights.seatsLeft', { count: ticket.seats_left })}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className={styles.detailHeading}>{t('flights.trip')}</h3>
      <ol className={styles.segments}>
        {ticket.segments.map((segment, index) => {
          const layover = index > 0 ? ticket.layovers[index - 1] : undefined;
          return (
            <Fragment key={segment.flight_id}>
              {layover ? (
                <li className={styles.layover}>
                  {t('flights.layover', {
                    city: layover.city,
                    airport: layover.airport,
                    duration: formatDuration(layover.duration_min, t),
                  })}
                </li>
              ) : null}
              <li className={styles.segment}>
                <p className={styles.segmentTitle}>
                  {segment.carrier.name} · {segment.flight_number} · {formatDuration(segment.duration_min, t)}
                </p>
                {segment.operated_by && segment.operated_by.code !== segment.carrier.code ? (
                  <p className={styles.muted}>{t('flights.operatedBy', { airline: segment.operated_by.name })}</p>
                ) : null}
                <p>
                  {localTimeOf(segment.departure.local)} {segment.from.city} ({segment.from.airport},{' '}
                  {segment.from.code}) → {localTimeOf(segment.arrival.local)} {segment.to.city} ({segment.to.airport},{' '}
                  {segment.to.code})
                </p>
                <p className={styles.muted}>
                  {formatFlightDay(localDateOf(segment.departure.local), language)} · {t('flights.aircraft')}:{' '}
                  {segment.aircraft.name}
                </p>
              </li>
            </Fragment>
          );
        })}
      </ol>

      <h3 className={styles.detailHeading}>{t('flights.priceBreakdown')}</h3>
      <table className={styles.breakdown}>
        <thead>
          <tr>
            <th scope="col">{t('flights.passenger')}</th>
            <th scope="col">{t('flights.unitPrice')}</th>
            <th scope="col">{t('flights.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {ticket.price.breakdown.map((line) => (
            <tr key={`${line.type}-${line.pensioner}-${line.with_seat}`}>
              <th scope="row">
                {t(passengerTypeKey(line))} × {line.count}
              </th>
              <td>{price(line.unit_amount)}</td>
              <td>{price(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot data-testid="price-detail">
          {detail ? (
            <>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('flights.priceDetail.fare')}
                </th>
                <td>{price(detail.fare)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('flights.priceDetail.taxes')}
                </th>
                <td>{price(detail.taxes)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('flights.serviceFee')}
                </th>
                <td>{price(detail.fee)}</td>
              </tr>
            </>
          ) : (
            <>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('flights.fareAndTaxes')}
                </th>
                <td>{price(ticket.price.total)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('flights.serviceFee')}
                </th>
                <td>{price(0)}</td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              {t('flights.total')}
            </th>
            <td>{price(ticket.price.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.muted}>
        {ticket.price.per_adult !== null ? `${t('flights.perAdult', { price: price(ticket.price.per_adult) })}. ` : ''}
        {detail
          ? t('flights.priceDetail.rate', {
              currency: detail.rate.currency,
              date: formatDay(detail.rate.date, language, { withWeekday: false }),
            })
          : t('flights.taxesIncluded')}
      </p>

      <div className={styles.detailActions}>
        <Button onClick={() => onSelect(ticket)}>{t('flights.select')}</Button>
      </div>
    </div>
  );
}
