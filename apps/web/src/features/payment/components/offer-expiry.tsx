/**
 * The life of the chosen offer before it is booked: a warning a few minutes before it expires
 * (read out once a minute), then the expired notice whose action finds the same flight again,
 * and what the renewal found (a changed price to accept, or a flight no longer sold).
 */
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/shared/lib/countdown';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import type { RenewalState } from '../hooks/use-offer-renewal';
import { OfferExpiredNotice, PriceChangedNotice } from './offer-notices';
import styles from './purchase.module.css';

/** The warning shows from this many seconds before the offer expires. */
export const OFFER_WARNING_SECONDS = 5 * 60;

export function OfferExpiryWarning({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  if (seconds <= 0 || seconds > OFFER_WARNING_SECONDS) return null;
  const spoken = formatCountdown(Math.ceil(seconds / 60) * 60);
  return (
    <div className={`${styles.card} ${styles.warning}`} data-testid="offer-expiry-warning">
      <p aria-hidden="true">{t('purchase.offer.warning', { time: formatCountdown(seconds) })}</p>
      <p className="visually-hidden" role="status">
        {t('purchase.offer.warning', { time: spoken })}
      </p>
    </div>
  );
}

/** The offer's time ran out on the page (the server would answer 410): the same notice a step shows then. */
export function OfferExpiredPanel({ onRenew }: { onRenew: () => void }) {
  return <OfferExpiredNotice onRefresh={onRenew} />;
}

export interface RenewalOutcomeProps {
  state: RenewalState;
  isPriceShownByStep: boolean;
  /** Whether the buyer has accepted the renewed total already (it is the one shown as accepted). */
  acceptedTotal: number;
  onAccept: (total: number) => void;
  onChooseAnother: () => void;
  onDismiss: () => void;
}

export function RenewalOutcome({
  state,
  isPriceShownByStep,
  acceptedTotal,
  onAccept,
  onChooseAnother,
  onDismiss,
}: RenewalOutcomeProps) {
  const { t } = useTranslation();
  if (state.status === 'renewing') {
    return (
      <p role="status" className={styles.muted} data-testid="offer-renewing">
        {t('purchase.offer.renewing')}
      </p>
    );
  }
  if (state.status === 'gone') {
    return (
      <div role="alert" className={`${styles.card} ${styles.notice}`} data-testid="offer-gone">
        <h3 className={styles.cardTitle}>{t('purchase.offer.goneTitle')}</h3>
        <p>{t('purchase.offer.goneText')}</p>
        <Button onClick={onChooseAnother}>{t('purchase.offer.goneAction')}</Button>
      </div>
    );
  }
  if (state.status === 'failed') return <FormAlert>{getErrorMessage(state.error, t)}</FormAlert>;
  if (state.status === 'renewed' && state.newTotal !== acceptedTotal) {
    if (isPriceShownByStep) return null;
    return (
      <PriceChangedNotice
        oldTotal={state.oldTotal}
        newTotal={state.newTotal}
        onAccept={() => onAccept(state.newTotal)}
        onDecline={onChooseAnother}
      />
    );
  }
  if (state.status === 'renewed') {
    return (
      <div role="status" className={`${styles.card} ${styles.success}`} data-testid="offer-renewed">
        <p>{t('purchase.offer.renewed')}</p>
        <Button variant="ghost" onClick={onDismiss}>
          {t('common.close')}
        </Button>
      </div>
    );
  }
  return null;
}
