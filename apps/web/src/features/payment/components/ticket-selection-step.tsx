/**
 * Ticket selection, the first step of the purchase: the chosen offers are priced again on the server
 * (seats sell while the buyer reads the results). A changed price must be accepted before the
 * passenger forms; sold-out fares and expired offers send the buyer back to the search.
 */
import type { Ticket } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { useSelectTicketsQuery } from '../api/purchase-api';
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
}

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
  } = props;
  const { t } = useTranslation();
  const check = useSelectTicketsQuery(
    { search_id: searchId, outbound_ticket: outbound.id, return_ticket: inbound?.id ?? null },
    { refetchOnMountOrArgChange: true },
  );
  const error = check.error;
  const quote = check.data;
  const isChanged = quote !== undefined && quote.total_price !== totalPrice;

  let problem = null;
  if (error && isApiError(error) && error.status === 410) problem = <OfferExpiredNotice onRefresh={onRefreshSearch} />;
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
      {check.isFetching ? (
        <p role="status" className={styles.muted} data-testid="price-check">
          {t('purchase.tickets.checking')}
        </p>
      ) : null}
      {problem ? null : (
        <div className={styles.actions}>
          <Button onClick={onContinue} disabled={!quote || check.isFetching} aria-busy={check.isFetching || undefined}>
            {t('purchase.tickets.continue')}
          </Button>
        </div>
      )}
    </>
  );
}
