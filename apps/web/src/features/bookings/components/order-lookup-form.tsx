/**
 * Finds an order by its booking reference and contact email; an unknown pair says so, in the reader's
 * language. The pair alone shows only the masked summary; the whole order opens at once when this
 * browser holds the order's token or the reader is its signed-in owner.
 */
import { ORDER_NUMBER_PATTERN, isValidEmail, type OrderSummary } from '@sapar/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { useValidationText } from '@/shared/lib/use-validation-text';
import { Button } from '@/shared/ui/button';
import { FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { isOrderSummary, useLazyLookupOrderQuery } from '../api/bookings-api';
import styles from './bookings.module.css';

/** What a lookup found: the whole order (open its page) or the masked summary (with the email typed). */
export type OrderLookupResult = { kind: 'order'; orderNumber: string } | { kind: 'summary'; summary: OrderSummary; email: string };

export interface OrderLookupFormProps {
  initialOrderNumber?: string;
  /** Null when a new lookup starts or fails: the previous result no longer stands. */
  onResult: (result: OrderLookupResult | null) => void;
}

export function OrderLookupForm({ initialOrderNumber = '', onResult }: OrderLookupFormProps) {
  const { t } = useTranslation();
  const message = useValidationText();
  const [orderNumber, setOrderNumber] = useState(initialOrderNumber);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string | undefined; email?: string | undefined }>({});
  const [formError, setFormError] = useState('');
  const [findOrder, lookup] = useLazyLookupOrderQuery();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    onResult(null);
    const number = orderNumber.trim().toUpperCase();
    const address = email.trim();
    const next = {
      orderNumber: !number
        ? message({ code: 'required', params: { label: t('bookings.lookup.orderNumber') } })
        : ORDER_NUMBER_PATTERN.test(number)
          ? undefined
          : t('bookings.lookup.orderNumberFormat'),
      email: !address ? message({ code: 'required', params: { label: t('form.email') } }) : isValidEmail(address) ? undefined : message({ code: 'invalid_email' }),
    };
    setErrors(next);
    if (next.orderNumber || next.email) return focusFirstInvalid(formRef.current);
    try {
      const found = await findOrder({ orderNumber: number, email: address }).unwrap();
      onResult(isOrderSummary(found) ? { kind: 'summary', summary: found, email: address } : { kind: 'order', orderNumber: found.order_number });
    } catch (error) {
      setFormError(isApiError(error) && error.status === 404 ? t('bookings.lookup.notFound') : getErrorMessage(error, t));
    }
  };

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.lookup}`} onSubmit={(event) => void submit(event)} noValidate aria-label={t('bookings.lookup.title')}>
      <TextField
        label={t('bookings.lookup.orderNumber')}
        hint={t('bookings.lookup.orderNumberHint')}
        name="order_number"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        placeholder="K7M2QX"
        className={styles.upper}
        value={orderNumber}
        error={errors.orderNumber}
        onChange={(event) => setOrderNumber(event.target.value)}
      />
      <TextField
        label={t('form.email')}
        hint={t('bookings.lookup.emailHint')}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormAlert>{formError}</FormAlert>
      <div className={styles.flowActions}>
        <Button type="submit" disabled={lookup.isFetching}>
          {lookup.isFetching ? t('bookings.lookup.searching') : t('bookings.lookup.submit')}
        </Button>
      </div>
    </form>
  );
}
