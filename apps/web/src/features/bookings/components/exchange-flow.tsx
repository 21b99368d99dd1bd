/**
 * An exchange: which leg (round trips) and the new date -> the flights with seats that day, each with
 * the fare difference, change fee and total due -> the chosen one to confirm -> the MBank payment of
 * the exchange order when something is due -> the new order. A fare that forbids changes leads to the
 * request to staff instead. Focus follows each step; refusals are the server's translated words.
 * The exchange order has a token of its own (kept on confirmation): its payment and page use it.
 */
import {
  bishkekToday,
  type ExchangeConfirmed,
  type ExchangeOption,
  type ExchangeQuote,
  exchangeQuoteFormSchema,
  formatDay,
  formatMoney,
  type OrderDetail,
  type SearchLeg,
} from '@sapar/contracts';
import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { localDateOf } from '@/shared/lib/format-flight';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button, ButtonLink } from '@/shared/ui/button';
import { FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { CheckIcon } from '@/shared/ui/icons';
import { invalidateOrders, useConfirmExchangeMutation, useQuoteExchangeMutation } from '../api/bookings-api';
import type { OrderHref } from '../model/order-actions';
import { formatMoment, legEnds } from '../model/order-view';
import { LegLine } from './itinerary-legs';
import { QuoteExpiry } from './quote-expiry';
import styles from './bookings.module.css';

/** What the page needs to take the MBank payment of the exchange order. */
export interface ExchangePayment {
  orderNumber: string;
  amount: number;
  deadline: string;
  email: string;
  phone: string;
  onPaid: () => void;
  onFailed: (reason: string | null) => void;
}

export interface ExchangeFlowProps {
  order: OrderDetail;
  orderHref: OrderHref;
  /** The MBank step (the payment feature's), composed by the page. */
  renderPayment: (payment: ExchangePayment) => ReactNode;
  /** The fare forbids changes: the page offers the request to staff. */
  onRequestStaff: () => void;
  onClose: () => void;
}

type Step =
  | { name: 'search' }
  | { name: 'options'; quote: ExchangeQuote; isExpired: boolean }
  | { name: 'review'; quote: ExchangeQuote; option: ExchangeOption; isExpired: boolean }
  | { name: 'payment'; confirmed: ExchangeConfirmed; attempt: number; failure: string | null }
  | { name: 'done'; orderNumber: string };

export function ExchangeFlow({ order, orderHref, renderPayment, onRequestStaff, onClose }: ExchangeFlowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useDispatch();
  const legs = order.itinerary.map((ticket) => ticket.leg);
  const [formError, setFormError] = useState('');
  const [isNotAllowed, setIsNotAllowed] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'search' });
  const [quoteExchange, quoteState] = useQuoteExchangeMutation();
  const [confirmExchange, confirmState] = useConfirmExchangeMutation();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step.name);
  // Opened on purpose (a button, or the history's link): the reader lands on the flow's heading.
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  const price = (amount: number) => formatMoney(amount, language);
  const schema = useMemo(() => exchangeQuoteFormSchema({ today: bishkekToday() }), []);
  /** A leg's own departure date: where the new date starts. */
  const dateOfLeg = (leg: SearchLeg) =>
    localDateOf(order.itinerary.find((ticket) => ticket.leg === leg)?.segments[0]?.departure.local ?? bishkekToday());
  const firstLeg = legs[0] ?? 'there';
  const form = useZodForm({
    schema,
    defaultValues: { leg: firstLeg, new_date: dateOfLeg(firstLeg) },
    messages: {
      new_date: (issue) =>
        issue.params?.problem === 'date_in_past'
          ? t('bookings.exchange.dateInPast')
          : t('bookings.exchange.dateRequired'),
    },
  });

  const requestQuote = form.handleSubmit(async ({ leg, new_date: newDate }) => {
    try {
      const quote = await quoteExchange({ order_number: order.order_number, new_date: newDate, leg }).unwrap();
      setStep({ name: 'options', quote, isExpired: false });
    } catch (error) {
      setStep({ name: 'search' });
      const fields = getFieldErrors(error);
      if (fields.new_date) {
        form.setServerErrors({ new_date: fields.new_date }, { shouldFocus: true });
        return;
      }
      setIsNotAllowed(isApiError(error, 'exchange_not_allowed'));
      setFormError(fields.leg ?? getErrorMessage(error, t));
    }
  });

  const search = (event?: FormEvent) => {
    setFormError('');
    setIsNotAllowed(false);
    void requestQuote(event);
  };

  const confirm = async (quote: ExchangeQuote, option: ExchangeOption) => {
    setFormError('');
    try {
      const confirmed = await confirmExchange({
        exchangeId: quote.exchange_id,
        optionId: option.option_id,
        orderNumber: order.order_number,
      }).unwrap();
      if (confirmed.status === 'completed') setStep({ name: 'done', orderNumber: confirmed.order_number });
      else setStep({ name: 'payment', confirmed, attempt: 1, failure: null });
    } catch (error) {
      if (isApiError(error, 'quote_expired')) setStep({ name: 'review', quote, option, isExpired: true });
      setFormError(getErrorMessage(error, t));
    }
  };

  const markExpired = useCallback(
    () =>
      setStep((current) =>
        current.name === 'options' || current.name === 'review' ? { ...current, isExpired: true } : current,
      ),
    [],
  );

  const title = {
    search: t('bookings.exchange.title'),
    options: t('bookings.exchange.optionsTitle', {
      date: step.name === 'options' ? formatDay(step.quote.new_date, language) : '',
    }),
    review: t('bookings.exchange.reviewTitle'),
    payment: t('bookings.exchange.paymentTitle'),
    done: t('bookings.exchange.doneTitle'),
  }[step.name];

  return (
    <section className={styles.flow} aria-labelledby="exchange-flow-title" data-testid="exchange-flow">
      <h2 id="exchange-flow-title" className={styles.flowTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>

      {step.name === 'search' ? (
        <form className={formStyles.form} onSubmit={search} noValidate aria-label={t('bookings.exchange.title')}>
          <p className={styles.muted}>{t('bookings.exchange.intro')}</p>
          {legs.length > 1 ? (
            <fieldset className={styles.fieldset}>
              <legend className={formStyles.label}>{t('bookings.exchange.leg')}</legend>
              {order.itinerary.map((ticket) => {
                const { first, last } = legEnds(ticket);
                return (
                  <label key={ticket.leg} className={styles.choice}>
                    <input
                      type="radio"
                      value={ticket.leg}
                      {...form.register('leg', {
                        onChange: () =>
                          form.setValue('new_date', dateOfLeg(ticket.leg), {
                            shouldValidate: form.formState.isSubmitted,
                          }),
                      })}
                    />
                    <span>
                      <strong>{t(`bookings.leg.${ticket.leg}`)}</strong> · {first?.from.city} → {last?.to.city} ·{' '}
                      {first ? formatDay(first.departure.local, language) : ''}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          <TextField
            type="date"
            label={t('bookings.exchange.newDate')}
            hint={t('bookings.exchange.newDateHint')}
            required
            min={bishkekToday()}
            className={styles.dateInput}
            {...form.field('new_date')}
          />
          <FormAlert>{formError}</FormAlert>
          {isNotAllowed ? (
            <div className={styles.notice}>
              <p>{t('bookings.exchange.notAllowed')}</p>
              <Button variant="secondary" aria-haspopup="dialog" onClick={onRequestStaff}>
                {t('bookings.actions.exchange-request')}
              </Button>
            </div>
          ) : null}
          <div className={styles.flowActions}>
            <Button variant="ghost" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={quoteState.isLoading}>
              {quoteState.isLoading ? t('bookings.exchange.searching') : t('bookings.exchange.search')}
            </Button>
          </div>
        </form>
      ) : null}

      {step.name === 'options' ? (
        <div className={styles.quote} data-testid="exchange-options">
          {step.isExpired ? (
            <ExpiredNotice onRenew={() => search()} />
          ) : (
            <QuoteExpiry key={step.quote.exchange_id} expiresAt={step.quote.quote_expires_at} onExpired={markExpired} />
          )}
          {step.quote.options.length === 0 ? (
            <p className={styles.noResults} data-testid="exchange-no-options">
              {t('bookings.exchange.noOptions')}
            </p>
          ) : (
            <ul className={styles.options}>
              {step.quote.options.map((option) => (
                <li key={option.option_id}>
                  <ExchangeOptionCard
                    option={option}
                    isDisabled={step.isExpired}
                    onChoose={() => setStep({ name: 'review', quote: step.quote, option, isExpired: false })}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className={styles.flowActions}>
            <Button variant="ghost" onClick={() => setStep({ name: 'search' })}>
              {t('bookings.exchange.otherDate')}
            </Button>
          </div>
        </div>
      ) : null}

      {step.name === 'review' ? (
        <div className={styles.quote} data-testid="exchange-review">
          <div className={styles.optionCard}>
            <LegLine ticket={step.option.ticket} title={legs.length > 1 ? step.quote.leg : null} isDetailed />
          </div>
          <OptionAmounts option={step.option} />
          <p className={styles.muted}>{t('bookings.exchange.reviewNote')}</p>
          {step.isExpired ? (
            <ExpiredNotice onRenew={() => search()} />
          ) : (
            <QuoteExpiry key={step.quote.exchange_id} expiresAt={step.quote.quote_expires_at} onExpired={markExpired} />
          )}
          <FormAlert>{formError}</FormAlert>
          <div className={styles.flowActions}>
            <Button
              variant="ghost"
              onClick={() => setStep({ name: 'options', quote: step.quote, isExpired: step.isExpired })}
            >
              {t('bookings.exchange.backToOptions')}
            </Button>
            {step.isExpired ? null : (
              <Button onClick={() => void confirm(step.quote, step.option)} disabled={confirmState.isLoading}>
                {step.option.total_due > 0
                  ? t('bookings.exchange.confirmAndPay', { amount: price(step.option.total_due) })
                  : t('bookings.exchange.confirm')}
              </Button>
            )}
          </div>
        </div>
      ) : null}

      {step.name === 'payment' ? (
        <div className={styles.quote} data-testid="exchange-payment">
          <p>
            {t('bookings.exchange.payBefore', {
              number: step.confirmed.order_number,
              amount: price(step.confirmed.total_due),
              time: step.confirmed.payment_deadline ? formatMoment(step.confirmed.payment_deadline, language) : '',
            })}
          </p>
          {step.failure !== null ? (
            <div className={styles.notice} role="alert" data-testid="exchange-payment-failed">
              <p>
                {step.failure
                  ? t('bookings.exchange.paymentFailedReason', { reason: step.failure })
                  : t('bookings.exchange.paymentFailed')}
              </p>
              <Button
                variant="secondary"
                onClick={() => setStep({ ...step, attempt: step.attempt + 1, failure: null })}
              >
                {t('bookings.exchange.payAgain')}
              </Button>
            </div>
          ) : (
            <div key={step.attempt}>
              {renderPayment({
                orderNumber: step.confirmed.order_number,
                amount: step.confirmed.total_due,
                deadline: step.confirmed.payment_deadline ?? '',
                email: order.contact.email,
                phone: order.contact.phone,
                onPaid: () => {
                  dispatch(invalidateOrders([order.order_number, step.confirmed.order_number]));
                  setStep({ name: 'done', orderNumber: step.confirmed.order_number });
                },
                onFailed: (reason) => setStep({ ...step, failure: reason ?? '' }),
              })}
            </div>
          )}
        </div>
      ) : null}

      {step.name === 'done' ? (
        <div className={styles.result} role="status" data-testid="exchange-result">
          <CheckIcon width={32} height={32} className={styles.resultIcon} aria-hidden="true" />
          <div>
            <p>{t('bookings.exchange.doneText', { email: order.contact.email })}</p>
            <p className={styles.newOrder}>
              {t('bookings.exchange.newOrder')}{' '}
              <strong className={styles.orderNumber} data-testid="new-order-number">
                {step.orderNumber}
              </strong>
            </p>
            <ButtonLink to={orderHref(step.orderNumber)} className={styles.resultAction}>
              {t('bookings.exchange.openNewOrder')}
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ExpiredNotice({ onRenew }: { onRenew: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert">
      <p>{t('bookings.quote.expired')}</p>
      <Button variant="secondary" onClick={onRenew}>
        {t('bookings.quote.renew')}
      </Button>
    </div>
  );
}

function ExchangeOptionCard({
  option,
  isDisabled,
  onChoose,
}: {
  option: ExchangeOption;
  isDisabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `exchange-option-${option.option_id}`;
  const carriers = [...new Set(option.ticket.segments.map((segment) => segment.carrier.name))].join(', ');
  return (
    <article className={styles.optionCard} aria-labelledby={titleId} data-testid="exchange-option">
      <h3 id={titleId} className={styles.optionTitle}>
        {carriers}
      </h3>
      <LegLine ticket={option.ticket} title={null} isDetailed={false} />
      <div className={styles.optionFooter}>
        <OptionAmounts option={option} />
        <Button onClick={onChoose} disabled={isDisabled} aria-describedby={titleId}>
          {t('bookings.exchange.choose')}
        </Button>
      </div>
    </article>
  );
}

function OptionAmounts({ option }: { option: ExchangeOption }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (amount: number) => formatMoney(amount, language);
  return (
    <dl className={styles.amounts}>
      <div>
        <dt>{t('bookings.exchange.fareDifference')}</dt>
        <dd>{price(option.fare_difference)}</dd>
      </div>
      <div>
        <dt>{t('bookings.exchange.changeFee')}</dt>
        <dd>{price(option.change_fee)}</dd>
      </div>
      <div className={styles.amountTotal}>
        <dt>{t('bookings.exchange.totalDue')}</dt>
        <dd data-testid="exchange-total-due">{price(option.total_due)}</dd>
      </div>
    </dl>
  );
}
