/**
 * What the results say while suppliers are still answering: a quiet line that more airlines are
 * being asked, a polite 'N more options' button that shows what arrived (nothing moves until it is
 * pressed), and, when some did not answer, a line with Retry.
 *
 * A button the traveller pressed stays where it is, with what it did, until focus leaves it: a
 * button that vanished under the keyboard would drop focus to the start of the page.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { ArrivingOffers } from '../../hooks/use-flight-search';
import styles from './results.module.css';

export function ArrivingOffersNotice({ arriving }: { arriving: ArrivingOffers }) {
  const { t } = useTranslation();
  const showRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // How many were shown by the last press, while its button keeps focus.
  const [shownCount, setShownCount] = useState<number | null>(null);
  const [isRetryKept, setIsRetryKept] = useState(false);

  // A pointer press that did not focus the button (Safari) leaves nothing to keep.
  useEffect(() => {
    if (shownCount !== null && document.activeElement !== showRef.current) setShownCount(null);
  }, [shownCount]);
  useEffect(() => {
    if (isRetryKept && document.activeElement !== retryRef.current) setIsRetryKept(false);
  }, [isRetryKept]);

  const hasMore = arriving.count > 0;
  const showsRetry = arriving.hasUnanswered || isRetryKept;
  return (
    // One polite region, there before anything is said in it: the progress, the count and the failure are read out as
    // they change.
    <div role="status" aria-live="polite" className={styles.arriving} data-testid="arriving-offers">
      {arriving.isAsking ? (
        <p className={styles.arrivingAsking} data-testid="arriving-asking">
          <span className={styles.arrivingPulse} aria-hidden="true" />
          {t('flights.arriving.asking')}
        </p>
      ) : null}
      {hasMore || shownCount !== null ? (
        <button
          ref={showRef}
          type="button"
          className={styles.arrivingMore}
          aria-disabled={hasMore ? undefined : true}
          data-testid="arriving-more"
          onClick={() => {
            if (!hasMore) return;
            setShownCount(arriving.count);
            arriving.show();
          }}
          onBlur={() => setShownCount(null)}
        >
          {hasMore
            ? t('flights.arriving.more', { count: arriving.count })
            : t('flights.arriving.shown', { count: shownCount ?? 0 })}
        </button>
      ) : null}
      {showsRetry ? (
        <p className={styles.arrivingUnanswered} data-testid="arriving-unanswered">
          <span>
            {isRetryKept && !arriving.hasUnanswered ? t('flights.arriving.retrying') : t('flights.arriving.unanswered')}
          </span>
          <Button
            ref={retryRef}
            variant="secondary"
            aria-disabled={arriving.isRetrying || !arriving.hasUnanswered ? true : undefined}
            onClick={() => {
              if (arriving.isRetrying || !arriving.hasUnanswered) return;
              setIsRetryKept(true);
              arriving.retry();
            }}
            onBlur={() => setIsRetryKept(false)}
          >
            {t('flights.arriving.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
