/**
 * What the booking reference plus the contact email shows: the masked summary (status, route, dates,
 * how many passengers, masked contacts), said plainly to be only a summary, and the one way to the
 * whole order: a link mailed to the order's contact email. The answer to that request is the same
 * whether or not the email matches, so the confirmation stays calm and conditional.
 */
import type { OrderSummary } from '@sapar/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { CheckIcon, InfoIcon } from '@/shared/ui/icons';
import { useRequestOrderLinkMutation } from '../api/bookings-api';
import { formatMoment, routeOf } from '../model/order-view';
import { ItineraryLegs } from './itinerary-legs';
import { OrderStatusBadge } from './status-badge';
import styles from './bookings.module.css';

export interface OrderSummaryCardProps {
  summary: OrderSummary;
  /** The email the reader typed: the link request sends it again (the API mails only the order's own address). */
  email: string;
}

export function OrderSummaryCard({ summary, email }: OrderSummaryCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [requestLink, linkState] = useRequestOrderLinkMutation();
  const [isSent, setIsSent] = useState(false);
  const [error, setError] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The summary appears after a search: the reader lands on it.
  useEffect(() => headingRef.current?.focus(), []);
  // The button goes away once used: focus moves to what replaced it, which says what happened.
  useEffect(() => {
    if (isSent) sentRef.current?.focus();
  }, [isSent]);

  const send = async () => {
    setError('');
    try {
      await requestLink({ orderNumber: summary.order_number, email }).unwrap();
      setIsSent(true);
    } catch (failure) {
      setError(getErrorMessage(failure, t));
    }
  };

  return (
    <section className={styles.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
      <div className={styles.summaryHead}>
        <h2 id="order-summary-title" className={styles.flowTitle} ref={headingRef} tabIndex={-1}>
          {t('bookings.summary.title', { number: summary.order_number })}
        </h2>
        <OrderStatusBadge status={summary.status} />
      </div>
      <p className={styles.summaryNote} data-testid="order-summary-note">
        <InfoIcon width={20} height={20} aria-hidden="true" className={styles.summaryNoteIcon} />
        <span>{t('bookings.summary.limited')}</span>
      </p>

      <dl className={styles.amounts}>
        <div>
          <dt>{t('bookings.summary.route')}</dt>
          <dd className={styles.summaryValue}>{routeOf(summary)}</dd>
        </div>
        <div>
          <dt>{t('bookings.summary.passengers')}</dt>
          <dd className={styles.summaryValue} data-testid="order-summary-passengers">
            {t('bookings.summary.passengersCount', { count: summary.passengers_count })}
          </dd>
        </div>
        <div>
          <dt>{t('bookings.summary.booked')}</dt>
          <dd className={styles.summaryValue}>{formatMoment(summary.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('bookings.summary.contact')}</dt>
          <dd className={styles.summaryValue} data-testid="order-summary-contact">
            <span className={styles.summaryContact}>{summary.contact.email}</span>{' '}
            <span className={styles.summaryContact}>{summary.contact.phone}</span>
          </dd>
        </div>
      </dl>

      <div>
        <h3 className={styles.summarySubtitle}>{t('bookings.sections.route')}</h3>
        <ItineraryLegs tickets={summary.itinerary} />
      </div>

      <div className={styles.summaryAccess}>
        {isSent ? (
          <p className={styles.summarySent} role="status" ref={sentRef} tabIndex={-1} data-testid="order-link-sent">
            <CheckIcon width={24} height={24} aria-hidden="true" className={styles.resultIcon} />
            <span>{t('bookings.summary.linkSent')}</span>
          </p>
        ) : (
          <>
            <p className={styles.muted}>{t('bookings.summary.linkIntro')}</p>
            <Button onClick={() => void send()} disabled={linkState.isLoading} className={styles.summaryButton}>
              {linkState.isLoading
                ? t('bookings.summary.sending')
                : t('bookings.summary.sendLink', { email: summary.contact.email })}
            </Button>
          </>
        )}
        <FormAlert>{error}</FormAlert>
      </div>
    </section>
  );
}
