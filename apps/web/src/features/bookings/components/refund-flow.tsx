/**
 * A voluntary refund: whose tickets and why -> the quote with every amount, the terms, how the money
 * goes back and how long the quote holds -> confirm -> the new status (refunded at once for fully
 * refundable fares, otherwise requested for staff). Focus follows each step; refusals are the
 * server's translated words. The owner's JWT or the order token this browser holds authorizes it.
 */
import { formatMoney, type OrderDetail, type Refund, refundQuoteFormSchema } from '@sapar/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, formStyles } from '@/shared/ui/form-field';
import { CheckIcon } from '@/shared/ui/icons';
import { TextAreaField } from '@/shared/ui/request-form-parts';
import { useConfirmRefundMutation, useQuoteRefundMutation } from '../api/bookings-api';
import { passengerLines } from '../model/order-view';
import { QuoteExpiry } from './quote-expiry';
import styles from './bookings.module.css';

const REASON_MAX = 1000;

export interface RefundFlowProps {
  order: OrderDetail;
  onClose: () => void;
}

type Step = { name: 'form' } | { name: 'quote'; quote: Refund; isExpired: boolean } | { name: 'done'; refund: Refund };

export function RefundFlow({ order, onClose }: RefundFlowProps) {
  const { t } = useTranslation();
  const lines = passengerLines(order);
  const refundable = lines.filter((line) => line.status === 'issued').map((line) => line.position);
  const [formError, setFormError] = useState('');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [quoteRefund, quoteState] = useQuoteRefundMutation();
  const [confirmRefund, confirmState] = useConfirmRefundMutation();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step.name);
  // Opened on purpose (a button, or the history's link): the reader lands on the flow's heading.
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  const form = useZodForm({
    schema: refundQuoteFormSchema,
    // Checkbox values are text: every refundable ticket is ticked at first.
    defaultValues: { passengers: refundable.map(String), reason: '' },
    messages: { passengers: t('bookings.refund.choosePassengers'), reason: t('bookings.refund.reasonRequired') },
  });
  const passengersError = form.formState.errors.passengers?.message;

  const requestQuote = form.handleSubmit(async ({ passengers, reason }) => {
    try {
      const quote = await quoteRefund({
        order_number: order.order_number,
        passengers: [...passengers].sort((a, b) => a - b),
        reason,
      }).unwrap();
      setStep({ name: 'quote', quote, isExpired: false });
    } catch (error) {
      setStep({ name: 'form' });
      const { reason: reasonError } = getFieldErrors(error);
      if (reasonError) form.setServerErrors({ reason: reasonError }, { shouldFocus: true });
      else setFormError(getErrorMessage(error, t));
    }
  });

  const quoteAgain = (event?: FormEvent) => {
    setFormError('');
    void requestQuote(event);
  };

  const confirm = async (quote: Refund) => {
    setFormError('');
    try {
      const refund = await confirmRefund({ refundId: quote.refund_id, orderNumber: order.order_number }).unwrap();
      setStep({ name: 'done', refund });
    } catch (error) {
      if (isApiError(error, 'quote_expired')) setStep({ name: 'quote', quote, isExpired: true });
      setFormError(getErrorMessage(error, t));
    }
  };

  const markExpired = useCallback(
    () => setStep((current) => (current.name === 'quote' ? { ...current, isExpired: true } : current)),
    [],
  );

  return (
    <section className={styles.flow} aria-labelledby="refund-flow-title" data-testid="refund-flow">
      <h2 id="refund-flow-title" className={styles.flowTitle} ref={headingRef} tabIndex={-1}>
        {step.name === 'form'
          ? t('bookings.refund.title')
          : step.name === 'quote'
            ? t('bookings.refund.quoteTitle')
            : t(`bookings.refund.done.${step.refund.status === 'refunded' ? 'refunded' : 'requested'}`)}
      </h2>

      {step.name === 'form' ? (
        <form className={formStyles.form} onSubmit={quoteAgain} noValidate aria-label={t('bookings.refund.title')}>
          <p className={styles.muted}>{t('bookings.refund.intro')}</p>
          <fieldset className={styles.fieldset}>
            <legend className={formStyles.label}>{t('bookings.refund.passengers')}</legend>
            {lines.map((line) => {
              const isRefundable = refundable.includes(line.position);
              const isFirst = line.position === refundable[0];
              return (
                <label key={line.position} className={`${styles.choice} ${isRefundable ? '' : styles.choiceDisabled}`}>
                  <input
                    type="checkbox"
                    value={String(line.position)}
                    disabled={!isRefundable}
                    aria-invalid={passengersError && isFirst ? true : undefined}
                    aria-describedby={passengersError ? 'refund-passengers-error' : undefined}
                    {...form.register('passengers')}
                  />
                  <span>
                    {line.name}
                    {line.ticketNumber ? <span className={styles.muted}> · {line.ticketNumber}</span> : null}
                    {!isRefundable && line.status ? (
                      <span className={styles.muted}> · {t(`bookings.ticketStatus.${line.status}`)}</span>
                    ) : null}
                  </span>
                </label>
              );
            })}
            {passengersError ? (
              <p id="refund-passengers-error" className={formStyles.error}>
                {passengersError}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={t('bookings.refund.reason')}
            hint={t('bookings.refund.reasonHint')}
            required
            rows={3}
            maxLength={REASON_MAX}
            {...form.field('reason')}
          />
          <FormAlert>{formError}</FormAlert>
          <div className={styles.flowActions}>
            <Button variant="ghost" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={quoteState.isLoading}>
              {quoteState.isLoading ? t('bookings.refund.quoting') : t('bookings.refund.getQuote')}
            </Button>
          </div>
        </form>
      ) : null}

      {step.name === 'quote' ? (
        <div className={styles.quote} data-testid="refund-quote">
          <RefundAmounts refund={step.quote} />
          <p>{step.quote.note}</p>
          <p className={styles.muted}>{step.quote.method}</p>
          {/* The server's note already says a fully refundable fare is refunded at once. */}
          {step.quote.automatic ? null : <p className={styles.muted}>{t('bookings.refund.byStaff')}</p>}
          {step.isExpired ? (
            <p role="alert" className={styles.expired}>
              {t('bookings.quote.expired')}
            </p>
          ) : (
            <QuoteExpiry key={step.quote.refund_id} expiresAt={step.quote.quote_expires_at} onExpired={markExpired} />
          )}
          <FormAlert>{formError}</FormAlert>
          <div className={styles.flowActions}>
            <Button variant="ghost" onClick={() => setStep({ name: 'form' })}>
              {t('bookings.refund.change')}
            </Button>
            {step.isExpired ? (
              <Button onClick={() => quoteAgain()} disabled={quoteState.isLoading}>
                {t('bookings.quote.renew')}
              </Button>
            ) : (
              <Button onClick={() => void confirm(step.quote)} disabled={confirmState.isLoading}>
                {t('bookings.refund.confirm')}
              </Button>
            )}
          </div>
        </div>
      ) : null}

      {step.name === 'done' ? (
        <div className={styles.result} role="status" data-testid="refund-result">
          <CheckIcon width={32} height={32} className={styles.resultIcon} aria-hidden="true" />
          <div>
            <RefundAmounts refund={step.refund} isShort />
            <p>
              {step.refund.status === 'refunded'
                ? t('bookings.refund.done.refundedText')
                : t('bookings.refund.done.requestedText')}
            </p>
            <p className={styles.muted}>{step.refund.method}</p>
            <Button variant="secondary" className={styles.resultAction} onClick={onClose}>
              {t('bookings.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function RefundAmounts({ refund, isShort = false }: { refund: Refund; isShort?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatMoney(amount, language);
  return (
    <dl className={styles.amounts}>
      {isShort ? null : (
        <>
          <div>
            <dt>{t('bookings.refund.fareTotal')}</dt>
            <dd>{price(refund.fare_total)}</dd>
          </div>
          <div>
            <dt>{t('bookings.refund.penalty')}</dt>
            <dd>{refund.penalty > 0 ? `− ${price(refund.penalty)}` : price(0)}</dd>
          </div>
          <div>
            <dt>{t('bookings.refund.agencyFee')}</dt>
            <dd>{refund.agency_fee > 0 ? `− ${price(refund.agency_fee)}` : price(0)}</dd>
          </div>
        </>
      )}
      <div className={styles.amountTotal}>
        <dt>{t('bookings.refund.amountBack')}</dt>
        <dd data-testid="refund-amount">{price(refund.amount_back)}</dd>
      </div>
    </dl>
  );
}
