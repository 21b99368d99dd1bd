/**
 * Ticket selection, the first step of the purchase: the chosen offers are priced again on the server
 * (seats sell while the buyer reads the results). An outside airline's offer is first read again from
 * the airline (reprice). A changed price must be accepted before the passenger forms; sold-out fares
 * and expired offers send the buyer back to the search, and so does an offer the airline withdrew.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import type { RepricedOfferAnswer, Ticket } from '@sapar/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { isOutsideOffer } from '@/shared/lib/offer-origin';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { useRepriceOfferQuery, useSelectTicketsQuery } from '../api/purchase-api';
import { NoSeatsNotice, OfferExpiredNotice, PriceChangedNotice } from './offer-notices';
import { TripSummary } from './trip-summary';
import styles from './purchase.module.css';

export interface TicketSelectionStepProps {
  searchId: string;
  outbound: Ticket;
  inbound: Ticket | null;
  /** The total the buyer has seen (the search's, or a new one they accepted). */
  totalPrice: number;
  passengerCount: number;
  onPriceAccepted: (total: number) => void;
  onContinue: () => void;
  onChooseAnother: () => void;
  onRefreshSearch: () => void;
  /** The airline no longer sells an outside offer: back to the results, which say so. */
  onOfferGone: () => void;
  /** An outside offer read again ends at this instant (the countdown follows when it is sooner). */
  onOfferExpiry: (expiresAt: string) => void;
}

/** How much the repriced offers moved the trip's total (0 when unchanged). */
const repriceDelta = (answers: readonly (RepricedOfferAnswer | undefined)[]) =>
  answers.reduce((sum, answer) => sum + (answer ? answer.fare.price.total - answer.previous_total : 0), 0);

export function TicketSelectionStep(props: TicketSelectionStepProps) {
  const {
    searchId,
    outbound,
    inbound,
    totalPrice,
    passengerCount,
    onPriceAccepted,
    onContinue,
    onChooseAnother,
    onRefreshSearch,
    onOfferGone,
    onOfferExpiry,
  } = props;
  const { t } = useTranslation();
  // Outside offers are read again from their airline first; the agency's own seats are priced by the selection.
  const repriceOf = (ticket: Ticket | null) => (isOutsideOffer(ticket) ? { searchId, offerId: ticket.id } : skipToken);
  const outboundReprice = useRepriceOfferQuery(repriceOf(outbound), { refetchOnMountOrArgChange: true });
  const inboundReprice = useRepriceOfferQuery(repriceOf(inbound), { refetchOnMountOrArgChange: true });
  const reprices = [outboundReprice, inboundReprice];
  const isRepricing = reprices.some((r) => r.isFetching);
  const repriceError = reprices.find((r) => r.error)?.error;
  const isGone = reprices.some((r) => isApiError(r.error, 'offer_gone'));
  const answers = reprices.map((r) => (r.isFetching ? undefined : r.currentData));
  const delta = repriceDelta(answers);
  // The new total, once accepted, is the one the buyer has seen: the notice is not shown again for it.
  const [acceptedRepriceTotal, setAcceptedRepriceTotal] = useState<number | null>(null);
  const isRepriceChanged = delta !== 0 && acceptedRepriceTotal === null;
  const repricedTotal = totalPrice + delta;

  useEffect(() => {
    if (isGone) onOfferGone();
  }, [isGone]); // eslint-disable-line react-hooks/exhaustive-deps
  const deadlines = answers.map((answer) => answer?.fare.expires_at ?? null).join();
  useEffect(() => {
    for (const answer of answers) if (answer?.fare.expires_at) onOfferExpiry(answer.fare.expires_at);
  }, [deadlines]); // eslint-disable-line react-hooks/exhaustive-deps

  const isRepriceSettled = !isRepricing && !repriceError && !isRepriceChanged;
  const check = useSelectTicketsQuery(
    isRepriceSettled
      ? { search_id: searchId, outbound_ticket: outbound.id, return_ticket: inbound?.id ?? null }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const error = check.error;
  const quote = check.data;
  const isChanged = quote !== undefined && quote.total_price !== totalPrice;

  let problem = null;
  if (isGone) problem = null;
  else if (repriceError)
    problem = (
      <div role="alert" className={`${styles.card} ${styles.notice}`} data-testid="reprice-failed">
        <p>{getErrorMessage(repriceError, t)}</p>
        <div className={styles.actions}>
          <Button onClick={() => reprices.forEach((r) => r.error && void r.refetch())}>{t('errors.retry')}</Button>
          <Button variant="secondary" onClick={onChooseAnother}>
            {t('purchase.priceChanged.decline')}
          </Button>
        </div>
      </div>
    );
  else if (isRepriceChanged && !isRepricing)
    problem = (
      <PriceChangedNotice
        oldTotal={totalPrice}
        newTotal={repricedTotal}
        onAccept={() => {
          setAcceptedRepriceTotal(repricedTotal);
          onPriceAccepted(repricedTotal);
        }}
        onDecline={onChooseAnother}
      />
    );
  else if (error && isApiError(error, 'offer_not_bookable'))
    problem = (
      <NoSeatsNotice title={t('purchase.notBookable.title')} message={error.detail} onChooseAnother={onChooseAnother} />
    );
  else if (error && isApiError(error) && error.status === 410)
    problem = <OfferExpiredNotice onRefresh={onRefreshSearch} />;
  else if (error && isApiError(error) && error.status === 409)
    problem = <NoSeatsNotice message={error.detail} onChooseAnother={onChooseAnother} />;
  else if (error) problem = <FormAlert>{getErrorMessage(error, t)}</FormAlert>;
  else if (isChanged)
    problem = (
      <PriceChangedNotice
        oldTotal={totalPrice}
        newTotal={quote.total_price}
        onAccept={() => onPriceAccepted(quote.total_price)}
        onDecline={onChooseAnother}
      />
    );

  return (
    <>
      <TripSummary
        outbound={outbound}
        inbound={inbound}
        totalPrice={totalPrice}
        passengerCount={passengerCount}
        onChange={onChooseAnother}
      />
      {problem}
      {isRepricing ? (
        <p role="status" className={styles.muted} data-testid="price-check">
          {t('purchase.reprice.checking')}
        </p>
      ) : check.isFetching ? (
        <p role="status" className={styles.muted} data-testid="price-check">
          {t('purchase.tickets.checking')}
        </p>
      ) : null}
      {problem ? null : (
        <div className={styles.actions}>
          <Button
            onClick={onContinue}
            disabled={!quote || check.isFetching || isRepricing}
            aria-busy={check.isFetching || isRepricing || undefined}
          >
            {t('purchase.tickets.continue')}
          </Button>
        </div>
      )}
    </>
  );
}
