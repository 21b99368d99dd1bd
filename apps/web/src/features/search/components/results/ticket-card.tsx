/**
 * One itinerary in the list: airline badges, flight numbers, times, duration and stops once, then
 * its fare families side by side (baggage, hand baggage, change and refund terms, seats, price),
 * and the price basis of the fare picked — per adult and for all passengers — beside 'Select'.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Fare, formatMoney } from '@sapar/contracts';
import { OWN_OFFER_SUPPLIER } from '@/shared/lib/offer-origin';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { airlineBadgeColor, currentFare, withFare } from '../../lib/fares';
import {
  describeBaggage,
  describeCondition,
  describeHandBaggage,
  operatingCarriersOf,
  type TermTone,
} from '../../lib/fare-terms';
import { dayOffset, formatDuration, localDateOf, localTimeOf } from '../../lib/format-flight';
import { formatFlightDay } from '../../lib/format-flight-date';
import type { FoundTicket } from '../../model/types';
import styles from './results.module.css';

/** Fewer seats than this are worth a warning on the card. */
export const FEW_SEATS_LEFT = 5;

interface TicketCardProps {
  ticket: FoundTicket;
  /** The offer id chosen on this leg, when it is one of this itinerary's fares. */
  chosenId: string | null;
  /** Passengers of the search: the total is for all of them. */
  passengerCount: number;
  /** On the return step of a round trip: the chosen outbound's total, so the card shows the trip's. */
  tripBase?: number | null;
  onSelect: (ticket: FoundTicket) => void;
  onShowDetails: (ticket: FoundTicket) => void;
}

export function AirlineBadge({ code, name }: { code: string; name: string }) {
  return (
    <span
      className={styles.airlineBadge}
      style={{ background: airlineBadgeColor(code) }}
      title={name}
      aria-hidden="true"
    >
      {code}
    </span>
  );
}

export function TicketCard({
  ticket,
  chosenId,
  passengerCount,
  tripBase = null,
  onSelect,
  onShowDetails,
}: TicketCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const faresId = useId();
  const [fareId, setFareId] = useState<string>(chosenId ?? currentFare(ticket).offer_id);
  const fare = ticket.fares.find((f) => f.offer_id === fareId) ?? currentFare(ticket);
  const picked = withFare(ticket, fare);
  const first = ticket.segments[0];
  const last = ticket.segments.at(-1);
  if (!first || !last) return null;
  const carriers = [...new Map(ticket.segments.map((s) => [s.carrier.code, s.carrier.name])).entries()];
  const nextDay = dayOffset(first.departure.local, last.arrival.local);
  const operators = operatingCarriersOf(ticket.segments);
  const titleId = `ticket-${ticket.id}-title`;
  const isChosen = chosenId !== null;
  const price = (amount: number) => formatMoney(amount, language);

  return (
    <article
      className={`${styles.card} ${isChosen ? styles.cardChosen : ''}`}
      aria-labelledby={titleId}
      data-testid="ticket-card"
      data-supplier={ticket.supplier ?? OWN_OFFER_SUPPLIER}
    >
      <div className={styles.cardMain}>
        <header className={styles.cardHeader}>
          <span className={styles.badges}>
            {carriers.map(([code, name]) => (
              <AirlineBadge key={code} code={code} name={name} />
            ))}
          </span>
          <h3 id={titleId} className={styles.carrier}>
            {carriers.map(([, name]) => name).join(', ')}
          </h3>
          <span className={styles.flightNumbers}>{ticket.segments.map((s) => s.flight_number).join(' · ')}</span>
          {operators.length > 0 ? (
            <span className={styles.operatedBy} data-testid="operated-by">
              {t('flights.operatedBy', { airline: operators.join(', ') })}
            </span>
          ) : null}
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

        <fieldset className={styles.fares} data-testid="fares">
          <legend className="visually-hidden">{t('flights.faresLabel')}</legend>
          {ticket.fares.map((option) => (
            <FareOption
              key={option.offer_id}
              fare={option}
              name={`${faresId}-fare`}
              isPicked={option.offer_id === fare.offer_id}
              onPick={() => setFareId(option.offer_id)}
            />
          ))}
        </fieldset>
      </div>

      <div className={styles.cardAside}>
        <p className={styles.price} data-testid="card-price">
          <span className="visually-hidden">{t('flights.priceLabel')}: </span>
          {price(fare.price.total)}
        </p>
        <p className={styles.priceBasis} data-testid="price-basis">
          {fare.price.per_adult !== null && passengerCount > 1 ? (
            <>
              {t('flights.perAdult', { price: price(fare.price.per_adult) })}
              <br />
            </>
          ) : null}
          {t('flights.forPassengers', { count: passengerCount })}
          {tripBase !== null ? (
            <>
              <br />
              <strong>{t('flights.steps.roundTripTotal', { price: price(tripBase + fare.price.total) })}</strong>
            </>
          ) : null}
        </p>
        <Button onClick={() => onSelect(picked)} aria-describedby={titleId}>
          {isChosen && chosenId === fare.offer_id ? t('flights.selected') : t('flights.select')}
        </Button>
        <Button variant="ghost" onClick={() => onShowDetails(picked)} aria-describedby={titleId}>
          {t('flights.details')}
        </Button>
      </div>
    </article>
  );
}

/** A fare as a radio: its name (the airline's brand when it has one), price, baggage, hand baggage, change and refund, seats left when known. */
function FareOption({
  fare,
  name,
  isPicked,
  onPick,
}: {
  fare: Fare;
  name: string;
  isPicked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatMoney(amount, language);
  const baggage = describeBaggage(fare.baggage, t);
  const hand = describeHandBaggage(fare.hand_baggage, t);
  const change = describeCondition('change', fare.change, t, price);
  const refund = describeCondition('refund', fare.refund, t, price);
  return (
    <label className={`${styles.fare} ${isPicked ? styles.farePicked : ''}`} data-testid="fare-option">
      <input type="radio" className={styles.fareRadio} name={name} checked={isPicked} onChange={onPick} />
      <span className={styles.fareHead}>
        <span className={styles.fareName}>{fare.fare_brand || t(`flights.fare.${fare.fare_family}`)}</span>
        <span className={styles.farePrice}>{price(fare.price.total)}</span>
      </span>
      <span className={styles.fareTerms}>
        <span className={TONE_CLASS[baggage.tone]} data-tone={baggage.tone}>
          <BaggageIcon />
          {baggage.text}
        </span>
        <span className={TONE_CLASS[hand.tone]} data-tone={hand.tone}>
          {hand.text}
        </span>
        <span className={TONE_CLASS[change.tone]} data-tone={change.tone}>
          {change.text}
        </span>
        <span className={TONE_CLASS[refund.tone]} data-tone={refund.tone}>
          {refund.text}
        </span>
        {fare.seats_left !== null && fare.seats_left < FEW_SEATS_LEFT ? (
          <span className={styles.factWarning}>{t('flights.seatsLeft', { count: fare.seats_left })}</span>
        ) : null}
      </span>
    </label>
  );
}

/** Known terms plain or muted; a term the airline did not state in its own colour, so it never reads as granted. */
const TONE_CLASS: Record<TermTone, string | undefined> = {
  good: styles.factGood,
  plain: undefined,
  muted: styles.factMuted,
  unknown: styles.factUnknown,
};

export function BaggageIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
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
