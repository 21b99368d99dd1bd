/**
 * Data validation: the passengers and contact as they will be ticketed, then the booking call.
 * A 409 price_changed shows the old and new totals to accept; 409 no seats and 410 expired offers
 * send the buyer back to the search; 429 hold_limit_reached says why (too many unpaid seats held) and
 * what to do; 400 field errors go back to the forms.
 */
import { type BookingCreated, type BookingRequest, formatMoney } from '@sapar/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { useCreateBookingMutation } from '../api/purchase-api';
import type { ContactValues, PassengerKind, PassengerValues } from '../model/passenger-forms';
import { HoldLimitNotice, NoSeatsNotice, OfferExpiredNotice, PriceChangedNotice } from './offer-notices';
import { kindLabelKey } from './passenger-form-card';
import styles from './purchase.module.css';

type Problem =
  | { kind: 'price_changed'; oldTotal: number; newTotal: number }
  | { kind: 'no_seats'; message: string }
  | { kind: 'hold_limit'; message: string }
  | { kind: 'expired' }
  | { kind: 'error'; message: string };

export interface ReviewStepProps {
  kinds: readonly PassengerKind[];
  passengers: readonly PassengerValues[];
  contact: ContactValues;
  totalPrice: number;
  /** The request, with `accept_price` = the total the buyer has accepted so far. */
  request: BookingRequest;
  onEdit: () => void;
  onBooked: (booking: BookingCreated) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  onPriceAccepted: (total: number) => void;
  /** Back to the results of the same search (its offers are still on screen there). */
  onChooseAnother: () => void;
  /** Runs the search again for fresh offers. */
  onRefreshSearch: () => void;
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

export function ReviewStep(props: ReviewStepProps) {
  const {
    kinds,
    passengers,
    contact,
    totalPrice,
    request,
    onEdit,
    onBooked,
    onFieldErrors,
    onPriceAccepted,
    onChooseAnother,
    onRefreshSearch,
  } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const [problem, setProblem] = useState<Problem | null>(null);
  // One key per request body: a retry of the same body replays, a changed body is a new purchase attempt.
  const keyFor = useRef<{ body: string; key: string } | null>(null);

  const book = async (acceptPrice?: number) => {
    const body: BookingRequest = acceptPrice === undefined ? request : { ...request, accept_price: acceptPrice };
    const text = JSON.stringify(body);
    if (keyFor.current?.body !== text) keyFor.current = { body: text, key: newKey() };
    setProblem(null);
    try {
      const booking = await createBooking({ body, idempotencyKey: keyFor.current.key }).unwrap();
      onBooked(booking);
    } catch (error) {
      if (!isApiError(error)) return setProblem({ kind: 'error', message: getErrorMessage(error, t) });
      if (isApiError(error, 'price_changed') && error.total_price !== undefined) {
        setProblem({ kind: 'price_changed', oldTotal: totalPrice, newTotal: error.total_price });
      } else if (isApiError(error, 'hold_limit_reached')) {
        setProblem({ kind: 'hold_limit', message: error.detail });
      } else if (error.status === 409) {
        setProblem({ kind: 'no_seats', message: error.detail });
      } else if (error.status === 410) {
        setProblem({ kind: 'expired' });
      } else if (error.status === 400 && error.errors && Object.keys(error.errors).length > 0) {
        onFieldErrors(error.errors);
      } else {
        setProblem({ kind: 'error', message: getErrorMessage(error, t) });
      }
    }
  };

  const price = (amount: number) => formatMoney(amount, language);

  return (
    <section className={styles.stepBody} aria-labelledby="purchase-review-title">
      <h2 id="purchase-review-title" className={styles.stepTitle} tabIndex={-1}>
        {t('purchase.review.title')}
      </h2>
      <p className={styles.muted}>{t('purchase.review.intro')}</p>
      <ol className={styles.reviewList}>
        {passengers.map((values, index) => (
          <li key={index} className={styles.card} data-testid="review-passenger">
            <h3 className={styles.cardTitle}>
              {t('purchase.passengers.passenger', { index: index + 1 })}
              <span className={styles.kind}> · {t(kindLabelKey(kinds[index]!))}</span>
            </h3>
            <p className={styles.reviewName}>
              {values.last_name} {values.first_name}
            </p>
            <p className={styles.muted}>
              {values.birth_date} · {values.citizenship} · {values.document_number}
              {values.document_expiry ? ` · ${values.document_expiry}` : ''}
            </p>
          </li>
        ))}
      </ol>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>{t('purchase.review.contact')}</h3>
        <p className={styles.breakable}>
          {contact.email} · {contact.phone}
        </p>
      </div>

      {problem?.kind === 'price_changed' ? (
        <PriceChangedNotice
          oldTotal={problem.oldTotal}
          newTotal={problem.newTotal}
          isBusy={isLoading}
          onAccept={() => {
            onPriceAccepted(problem.newTotal);
            void book(problem.newTotal);
          }}
          onDecline={onChooseAnother}
        />
      ) : null}
      {problem?.kind === 'no_seats' ? (
        <NoSeatsNotice message={problem.message} onChooseAnother={onChooseAnother} />
      ) : null}
      {problem?.kind === 'hold_limit' ? <HoldLimitNotice message={problem.message} /> : null}
      {problem?.kind === 'expired' ? <OfferExpiredNotice onRefresh={onRefreshSearch} /> : null}
      {problem?.kind === 'error' ? <FormAlert>{problem.message}</FormAlert> : null}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onEdit} disabled={isLoading}>
          {t('purchase.review.edit')}
        </Button>
        {problem?.kind === 'price_changed' || problem?.kind === 'expired' || problem?.kind === 'no_seats' ? null : (
          <Button
            onClick={() => void book(request.accept_price)}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? t('purchase.review.booking') : `${t('purchase.review.book')} · ${price(totalPrice)}`}
          </Button>
        )}
      </div>
    </section>
  );
}
