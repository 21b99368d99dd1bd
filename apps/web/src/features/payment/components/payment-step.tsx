/**
 * Payment with MBank (SPEC.md: phone number, get code, enter code, status check): the code comes
 * by SMS, is confirmed, then the payment's status is polled until the bank answers paid or failed.
 * Every call sends the order token this browser holds for the order (the purchase's or an exchange's).
 */
import { PAYMENT_CODE_MAX_LENGTH, PAYMENT_CODE_PATTERN, isValidPhone, type Payment } from '@sapar/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { formatCountdown, useCountdown } from '@/shared/lib/countdown';
import { formatPrice } from '@/shared/lib/format-flight';
import { useLanguage } from '@/shared/lib/use-language';
import { useValidationText } from '@/shared/lib/use-validation-text';
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

export const normalizePhone = (value: string) => value.replace(/[\s()-]/g, '');

export function PaymentStep({ order, onPaid, onFailed }: PaymentStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useValidationText();
  const [phone, setPhone] = useState(order.phone);
  const [code, setCode] = useState('');
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState('');
  const [isPolling, setIsPolling] = useState(false);
  const resend = useCountdown();
  const [createOtp, createState] = useCreateMbankOtpMutation();
  const [confirmOtp, confirmState] = useConfirmMbankOtpMutation();
  const [getPayment] = useLazyGetPaymentQuery();
  const codeRef = useRef<HTMLInputElement>(null);
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setFormError('');
    const number = normalizePhone(phone);
    if (!isValidPhone(number)) {
      setPhoneError(message(number ? { code: 'invalid_phone' } : { code: 'required', params: { label: t('purchase.payment.phone') } }));
      return;
    }
    setPhoneError(undefined);
    try {
      const sent = await createOtp({ order_number: order.order_number, phone: number }).unwrap();
      setPaymentId(sent.payment_id);
      setCode('');
      resend.start(sent.resend_after);
      setTimeout(() => codeRef.current?.focus(), 0);
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.phone) setPhoneError(fields.phone);
      else setFormError(getErrorMessage(error, t));
    }
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

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!paymentId) return;
    // Banks send codes of different lengths (the sandbox 6 digits, Finipay's MBank 4).
    if (!PAYMENT_CODE_PATTERN.test(code)) {
      setCodeError(t('purchase.payment.codeFormat'));
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    try {
      const payment = await confirmOtp({ payment_id: paymentId, code, orderNumber: order.order_number }).unwrap();
      if (TERMINAL.has(payment.status)) settle(payment);
      else await poll(paymentId);
    } catch (error) {
      const fields = getFieldErrors(error);
      const text = fields.code ?? getErrorMessage(error, t);
      setCodeError(text);
      codeRef.current?.focus();
    }
  };

  const isBusy = confirmState.isLoading || isPolling;

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
          <dd className={styles.total}>{formatPrice(order.total_price, language, t)}</dd>
        </div>
      </dl>
      <FormAlert>{formError}</FormAlert>

      {paymentId === null ? (
        <form onSubmit={(event) => void requestCode(event)} noValidate className={formStyles.form} aria-label={t('purchase.payment.title')}>
          <TextField
            label={t('purchase.payment.phone')}
            type="tel"
            name="payment.phone"
            autoComplete="tel"
            inputMode="tel"
            required
            placeholder={t('form.phonePlaceholder')}
            hint={t('purchase.payment.phoneHint')}
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={createState.isLoading}>
              {t('purchase.payment.getCode')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={(event) => void confirm(event)} noValidate className={formStyles.form} aria-label={t('purchase.payment.confirm')}>
          <p>{t('purchase.payment.codeSent', { phone: normalizePhone(phone) })}</p>
          <TextField
            ref={codeRef}
            label={t('purchase.payment.code')}
            name="payment.code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PAYMENT_CODE_MAX_LENGTH}
            pattern="\d*"
            required
            hint={t('purchase.payment.codeHint')}
            value={code}
            error={codeError}
            disabled={isBusy}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_CODE_MAX_LENGTH))}
          />
          <p className={styles.muted} aria-live="polite">
            {resend.isRunning ? (
              t('purchase.payment.resendIn', { time: formatCountdown(resend.remaining) })
            ) : (
              <button type="button" className={formStyles.linkButton} onClick={() => void requestCode()} disabled={createState.isLoading || isBusy}>
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
                setCodeError(undefined);
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
