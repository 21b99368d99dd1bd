/**
 * Payment with MBank (docs/product.md#payment-with-mbank: phone number, get code, enter code, status check): the code comes
 * by SMS, is confirmed, then the payment's status is polled until the bank answers paid or failed.
 * Every call sends the order token this browser holds for the order (the purchase's or an exchange's).
 */
import {
  formatMoney,
  mbankCodeFormSchema,
  mbankPhoneFormSchema,
  normalizePhone,
  type Payment,
  PAYMENT_CODE_MAX_LENGTH,
} from '@sapar/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { formatCountdown, useCountdown } from '@/shared/lib/countdown';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { useConfirmMbankOtpMutation, useCreateMbankOtpMutation, useLazyGetPaymentQuery } from '../api/purchase-api';
import type { BookedOrder } from '../model/payment-slice';
import styles from './purchase.module.css';

const POLL_INTERVAL_MS = 1000;
const TERMINAL: ReadonlySet<Payment['status']> = new Set(['paid', 'failed', 'expired']);

export interface PaymentStepProps {
  order: BookedOrder;
  onPaid: (payment: Payment) => void;
  onFailed: (payment: Payment) => void;
}

export function PaymentStep({ order, onPaid, onFailed }: PaymentStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [formError, setFormError] = useState('');
  const [isPolling, setIsPolling] = useState(false);
  const resend = useCountdown();
  const [createOtp, createState] = useCreateMbankOtpMutation();
  const [confirmOtp, confirmState] = useConfirmMbankOtpMutation();
  const [getPayment] = useLazyGetPaymentQuery();
  const phoneForm = useZodForm({
    schema: mbankPhoneFormSchema,
    defaultValues: { phone: order.phone },
    labels: { phone: t('purchase.payment.phone') },
  });
  const codeForm = useZodForm({
    schema: mbankCodeFormSchema,
    defaultValues: { code: '' },
    // Banks send codes of different lengths (the sandbox 6 digits, Finipay's MBank 4).
    messages: { code: t('purchase.payment.codeFormat') },
  });
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );
  // The code field replaces the phone once a code is sent: the buyer types it at once.
  const { setFocus: focusCode } = codeForm;
  useEffect(() => {
    if (paymentId) focusCode('code');
  }, [paymentId, focusCode]);

  const sendCode = phoneForm.handleSubmit(async ({ phone }) => {
    try {
      const sent = await createOtp({ order_number: order.order_number, phone }).unwrap();
      setPaymentId(sent.payment_id);
      codeForm.reset({ code: '' });
      resend.start(sent.resend_after);
    } catch (error) {
      if (!phoneForm.setServerErrors(getFieldErrors(error), { shouldFocus: true }))
        setFormError(getErrorMessage(error, t));
    }
  });

  const requestCode = (event?: FormEvent) => {
    setFormError('');
    void sendCode(event);
  };

  const settle = (payment: Payment) => (payment.status === 'paid' ? onPaid(payment) : onFailed(payment));

  const poll = async (id: string) => {
    setIsPolling(true);
    while (isMounted.current) {
      try {
        const payment = await getPayment({ paymentId: id, orderNumber: order.order_number }).unwrap();
        if (TERMINAL.has(payment.status)) return settle(payment);
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          setIsPolling(false);
          return setFormError(getErrorMessage(error, t));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  };

  const confirmCode = codeForm.handleSubmit(async ({ code }) => {
    if (!paymentId) return;
    try {
      const payment = await confirmOtp({ payment_id: paymentId, code, orderNumber: order.order_number }).unwrap();
      if (TERMINAL.has(payment.status)) settle(payment);
      else await poll(paymentId);
    } catch (error) {
      // A refused code, or anything else that stopped it: said under the code, which takes the focus again.
      codeForm.setError('code', { type: 'server', message: getFieldErrors(error).code ?? getErrorMessage(error, t) });
      codeForm.setFocus('code');
    }
  });

  const confirm = (event: FormEvent) => {
    setFormError('');
    void confirmCode(event);
  };

  const isBusy = confirmState.isLoading || isPolling;
  const codeField = codeForm.field('code');

  return (
    <section className={styles.stepBody} aria-labelledby="purchase-payment-title">
      <h2 id="purchase-payment-title" className={styles.stepTitle} tabIndex={-1}>
        {t('purchase.payment.title')}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('purchase.success.order')}</dt>
          <dd data-testid="order-number" className={styles.orderNumber}>
            {order.order_number}
          </dd>
        </div>
        <div>
          <dt>{t('purchase.payment.amount')}</dt>
          <dd className={styles.total}>{formatMoney(order.total_price, language)}</dd>
        </div>
      </dl>
      <FormAlert>{formError}</FormAlert>

      {paymentId === null ? (
        <form onSubmit={requestCode} noValidate className={formStyles.form} aria-label={t('purchase.payment.title')}>
          <TextField
            label={t('purchase.payment.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            placeholder={t('form.phonePlaceholder')}
            hint={t('purchase.payment.phoneHint')}
            {...phoneForm.field('phone')}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={createState.isLoading}>
              {t('purchase.payment.getCode')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate className={formStyles.form} aria-label={t('purchase.payment.confirm')}>
          <p>{t('purchase.payment.codeSent', { phone: normalizePhone(phoneForm.getValues('phone')) })}</p>
          <TextField
            label={t('purchase.payment.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PAYMENT_CODE_MAX_LENGTH}
            pattern="\d*"
            required
            hint={t('purchase.payment.codeHint')}
            disabled={isBusy}
            {...codeField}
            onChange={(event) => {
              // Digits only: a code pasted with spaces still fits.
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, PAYMENT_CODE_MAX_LENGTH);
              void codeField.onChange(event);
            }}
          />
          <p className={styles.muted} aria-live="polite">
            {resend.isRunning ? (
              t('purchase.payment.resendIn', { time: formatCountdown(resend.remaining) })
            ) : (
              <button
                type="button"
                className={formStyles.linkButton}
                onClick={() => requestCode()}
                disabled={createState.isLoading || isBusy}
              >
                {t('purchase.payment.resend')}
              </button>
            )}
          </p>
          {isPolling ? (
            <div className={styles.scanStatus}>
              <Spinner size={24} label={t('purchase.payment.processing')} />
              <span aria-hidden="true">{t('purchase.payment.processing')}</span>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setPaymentId(null);
                codeForm.clearErrors();
              }}
              disabled={isBusy}
            >
              {t('purchase.payment.changePhone')}
            </Button>
            <Button type="submit" disabled={isBusy}>
              {t('purchase.payment.confirm')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
