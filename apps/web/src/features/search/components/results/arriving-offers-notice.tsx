/**
 * What the results say while suppliers are still answering: a quiet line that more airlines are
 * being asked, a polite 'N more options' button that shows what arrived (nothing moves until it is
 * pressed), and, when some did not answer, a line with Retry.
 *
 * A button the traveller pressed stays where it is, saying what it did: a button that vanished under
 * the keyboard would drop focus to the start of the page, and one that vanished when focus left it
 * would move the list under the pointer between a press and its click.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { ArrivingOffers } from '../../hooks/use-flight-search';
import styles from './results.module.css';

export function ArrivingOffersNotice({ arriving }: { arriving: ArrivingOffers }) {
  const { t } = useTranslation();
  const showRef = useRef<HTMLButtonElement>(null);
  // How many the last press showed, said on its button until more arrive (kept by the search, for the view).
  const shownCount = arriving.shownCount;
  // Retry pressed: its line stays while the airlines are asked again.
  const [hasRetried, setHasRetried] = useState(false);
  const isAskingAgain = hasRetried && (arriving.isRetrying || arriving.isAsking);
  const showsRetry = arriving.hasUnanswered || isAskingAgain;
  const hasMore = arriving.count > 0;

  // The airlines asked again have answered and the line goes: focus, if it was on Retry, moves to what they sent.
  const wasRetryShown = useRef(false);
  useEffect(() => {
    if (wasRetryShown.current && !showsRetry && document.activeElement === document.body) showRef.current?.focus();
    wasRetryShown.current = showsRetry;
  });
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
            if (hasMore) arriving.show();
          }}
        >
          {hasMore
            ? t('flights.arriving.more', { count: arriving.count })
            : t('flights.arriving.shown', { count: shownCount ?? 0 })}
        </button>
      ) : null}
      {showsRetry ? (
        <p className={styles.arrivingUnanswered} data-testid="arriving-unanswered">
          <span>{arriving.hasUnanswered ? t('flights.arriving.unanswered') : t('flights.arriving.retrying')}</span>
          <Button
            variant="secondary"
            aria-disabled={arriving.isRetrying || !arriving.hasUnanswered ? true : undefined}
            onClick={() => {
              if (arriving.isRetrying || !arriving.hasUnanswered) return;
              setHasRetried(true);
              arriving.retry();
            }}
          >
            {t('flights.arriving.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
