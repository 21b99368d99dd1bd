/**
 * Finds an order by its booking reference and contact email; an unknown pair says so, in the reader's
 * language. The pair alone shows only the masked summary; the whole order opens at once when this
 * browser holds the order's token or the reader is its signed-in owner.
 */
import { orderLookupFormSchema, type OrderSummary } from '@sapar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { isBlankIssue, useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { isOrderSummary, useLazyLookupOrderQuery } from '../api/bookings-api';
import styles from './bookings.module.css';

/** What a lookup found: the whole order (open its page) or the masked summary (with the email typed). */
export type OrderLookupResult =
  { kind: 'order'; orderNumber: string } | { kind: 'summary'; summary: OrderSummary; email: string };

export interface OrderLookupFormProps {
  initialOrderNumber?: string;
  /** Null when a new lookup starts or fails: the previous result no longer stands. */
  onResult: (result: OrderLookupResult | null) => void;
}

export function OrderLookupForm({ initialOrderNumber = '', onResult }: OrderLookupFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const [findOrder, lookup] = useLazyLookupOrderQuery();
  const form = useZodForm({
    schema: orderLookupFormSchema,
    defaultValues: { order_number: initialOrderNumber, email: '' },
    labels: { order_number: t('bookings.lookup.orderNumber'), email: t('form.email') },
    messages: { order_number: (issue) => (isBlankIssue(issue) ? undefined : t('bookings.lookup.orderNumberFormat')) },
  });

  const find = form.handleSubmit(async ({ order_number: orderNumber, email }) => {
    try {
      const found = await findOrder({ orderNumber, email }).unwrap();
      onResult(
        isOrderSummary(found)
          ? { kind: 'summary', summary: found, email }
          : { kind: 'order', orderNumber: found.order_number },
      );
    } catch (error) {
      setFormError(
        isApiError(error) && error.status === 404 ? t('bookings.lookup.notFound') : getErrorMessage(error, t),
      );
    }
  });

  const submit = (event: FormEvent) => {
    setFormError('');
    onResult(null);
    void find(event);
  };

  return (
    <form
      className={`${formStyles.form} ${styles.lookup}`}
      onSubmit={submit}
      noValidate
      aria-label={t('bookings.lookup.title')}
    >
      <TextField
        label={t('bookings.lookup.orderNumber')}
        hint={t('bookings.lookup.orderNumberHint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        placeholder="K7M2QX"
        className={styles.upper}
        {...form.field('order_number')}
      />
      <TextField
        label={t('form.email')}
        hint={t('bookings.lookup.emailHint')}
        type="email"
        required
        autoComplete="email"
        {...form.field('email')}
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
