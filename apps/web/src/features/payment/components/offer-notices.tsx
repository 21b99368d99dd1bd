/**
 * What the buyer is told when the chosen offer moved under them, at ticket selection and again at
 * booking: a changed price to accept or decline, seats gone, or offers expired (refresh the search).
 */
import { formatMoney } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import styles from './purchase.module.css';

export function PriceChangedNotice({
  oldTotal,
  newTotal,
  isBusy,
  onAccept,
  onDecline,
}: {
  oldTotal: number;
  newTotal: number;
  isBusy?: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="alert" className={`${styles.card} ${styles.notice}`} data-testid="price-changed">
      <h3 className={styles.cardTitle}>{t('purchase.priceChanged.title')}</h3>
      <p>{t('purchase.priceChanged.text')}</p>
      <dl className={styles.totals}>
        <div>
          <dt>{t('purchase.priceChanged.old')}</dt>
          <dd>
            <s>{formatMoney(oldTotal, language)}</s>
          </dd>
        </div>
        <div>
          <dt>{t('purchase.priceChanged.new')}</dt>
          <dd className={styles.total}>{formatMoney(newTotal, language)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button onClick={onAccept} disabled={isBusy}>
          {t('purchase.priceChanged.accept')}
        </Button>
        <Button variant="secondary" onClick={onDecline}>
          {t('purchase.priceChanged.decline')}
        </Button>
      </div>
    </div>
  );
}

/** Seats gone (409), or an offer that cannot be booked here: the server's reason under the title given. */
export function NoSeatsNotice({
  title,
  message,
  onChooseAnother,
}: {
  title?: string;
  message: string;
  onChooseAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${styles.card} ${styles.notice}`} data-testid="no-seats">
      <h3 className={styles.cardTitle}>{title ?? t('purchase.noSeats.title')}</h3>
      <p>{message}</p>
      <Button onClick={onChooseAnother}>{t('purchase.noSeats.action')}</Button>
    </div>
  );
}

/**
 * The contact or the address already holds as many unpaid seats on the flight as one may (429
 * hold_limit_reached): the server's reason, and what to do. The forms stay; booking again works once
 * the earlier order is paid or has expired.
 */
export function HoldLimitNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${styles.card} ${styles.notice}`} data-testid="hold-limit">
      <h3 className={styles.cardTitle}>{t('purchase.holdLimit.title')}</h3>
      <p>{message}</p>
      <p>{t('purchase.holdLimit.text')}</p>
    </div>
  );
}

/** The server said the offer expired (410): the same flight is looked up again, the forms stay. */
export function OfferExpiredNotice({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${styles.card} ${styles.notice}`} data-testid="offer-expired">
      <h3 className={styles.cardTitle}>{t('flights.expired.title')}</h3>
      <p>{t('flights.expired.text')}</p>
      <p>{t('purchase.offer.expiredText')}</p>
      <Button onClick={onRefresh} data-testid="offer-renew">
        {t('purchase.offer.renew')}
      </Button>
    </div>
  );
}
