/**
 * Data filling: one form per passenger of the search (a field array) and the order's contact email
 * and phone, checked with the contracts' rules as the buyer types (a field speaks once it was left)
 * and all together on 'continue', which focuses the first field to fix. Server field errors of the
 * booking come back here too, and stand until their field is edited.
 */
import {
  formatDisplayDate,
  type SavedPassengerInput,
  type UserProfile,
  type SavedPassengerResponse,
} from '@sapar/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useReferenceLists } from '@/shared/api/reference-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { transliterate } from '@/shared/lib/transliterate';
import { useLanguage } from '@/shared/lib/use-language';
import type { ZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FieldGrid, FormAlert, TextField } from '@/shared/ui/form-field';
import { useNotify } from '@/shared/ui/notification';
import { useSaveSavedPassengerMutation } from '@/shared/api/saved-passenger-api';
import {
  toBookingPassenger,
  toPassengerValues,
  type ContactValues,
  type PassengerCheckContext,
  type PassengerFormsValues,
  type PassengerKind,
  type PassengerLabels,
  type PassengerValues,
} from '../model/passenger-forms';
import type { PassportFields } from '../model/mrz-passport';
import { PassengerFormCard } from './passenger-form-card';
import styles from './purchase.module.css';

const PassportScanDialog = lazy(async () => ({ default: (await import('./passport-scan-dialog')).PassportScanDialog }));

export function usePassengerLabels(): PassengerLabels & ContactValues {
  const { t } = useTranslation();
  return {
    last_name: t('profile.lastName'),
    first_name: t('profile.firstName'),
    gender: t('profile.gender'),
    birth_date: t('profile.birthDate'),
    citizenship: t('profile.citizenship'),
    document_type: t('profile.documentType'),
    document_number: t('profile.documentNumber'),
    document_expiry: t('profile.documentExpiry'),
    email: t('form.email'),
    phone: t('profile.phone'),
  };
}

/** The passenger forms of the flow (it keeps them while the buyer reviews and books). */
export type PassengerForms = ZodForm<PassengerFormsValues, unknown>;

export interface PassengersStepProps {
  form: PassengerForms;
  kinds: readonly PassengerKind[];
  context: PassengerCheckContext;
  account: { profile: UserProfile | undefined; savedPassenger: SavedPassengerResponse | null | undefined } | null;
  onDone: () => void;
}

/** The fields that still hold a message of the server (type 'server'), in the form's order. */
function serverErrorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!error || typeof error !== 'object') return [];
    // A field's own error (type, message, ref) ends the walk; anything else holds nested fields.
    if (typeof error.type === 'string') return error.type === 'server' ? [path] : [];
    return serverErrorPaths(error as FieldErrors, path);
  });
}

export function PassengersStep({ form, kinds, context, account, onDone }: PassengersStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const labels = usePassengerLabels();
  const references = useReferenceLists();
  const { fields } = useFieldArray({ control: form.control, name: 'passengers' });
  const [scanIndex, setScanIndex] = useState<number | null>(null);
  const [savePassenger, saveState] = useSaveSavedPassengerMutation();
  const [savingIndex, setSavingIndex] = useState<number | null>(null);
  const { errors, isSubmitted } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  /** Values put in for the buyer (their data, the saved passenger, a passport scan, Latin letters): checked at once. */
  const fill = (index: number, values: Partial<PassengerValues>) => {
    for (const [name, value] of Object.entries(values)) {
      form.setValue(`passengers.${index}.${name}` as FieldPath<PassengerFormsValues>, value, {
        shouldValidate: true,
        shouldTouch: true,
        shouldDirty: true,
      });
    }
  };

  const checkAndGoOn = form.handleSubmit(() => onDone());
  const submit = (event: FormEvent) => {
    // A booking's message about a field stands until the field is edited: the same data would be refused again.
    const [pending] = serverErrorPaths(errors);
    if (pending) {
      event.preventDefault();
      form.setFocus(pending as FieldPath<PassengerFormsValues>);
      return;
    }
    void checkAndGoOn(event);
  };

  const saveToAccount = async (index: number) => {
    setSavingIndex(index);
    const kind = kinds[index]!;
    const input: SavedPassengerInput = {
      ...toBookingPassenger(kind, form.getValues(`passengers.${index}`)),
      type: kind.type,
    };
    try {
      await savePassenger(input).unwrap();
      notify.open({ variant: 'success', message: t('purchase.passengers.saved') });
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      notify.open({ variant: 'error', message: Object.values(fieldErrors)[0] ?? getErrorMessage(error, t) });
    } finally {
      setSavingIndex(null);
    }
  };

  const accountActions = (index: number) => {
    if (!account) return null;
    const { profile, savedPassenger } = account;
    return {
      onInsertMine: profile ? () => fill(index, pickFilled(toPassengerValues(profile))) : undefined,
      onInsertSaved: savedPassenger ? () => fill(index, pickFilled(toPassengerValues(savedPassenger))) : undefined,
      onSave: () => void saveToAccount(index),
      isSaving: saveState.isLoading && savingIndex === index,
    };
  };

  const applyScan = (scanned: PassportFields) => {
    if (scanIndex === null) return;
    fill(scanIndex, pickFilled(scanned));
    notify.open({ variant: 'success', message: t('purchase.passengers.scanned') });
  };

  const flightDate = formatDisplayDate(context.flightDate);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="purchase-passengers-title" className={styles.stepBody}>
      <h2 id="purchase-passengers-title" className={styles.stepTitle} tabIndex={-1}>
        {t('purchase.passengers.title')}
      </h2>
      <p className={styles.muted}>{t('purchase.passengers.ageOn', { date: flightDate })}</p>
      {language === 'zh' ? (
        <FormAlert variant="info">
          <span data-testid="latin-only-note">{t('passenger.latinOnlyNote')}</span>
        </FormAlert>
      ) : null}
      {isSubmitted && hasErrors ? <FormAlert>{t('purchase.passengers.fixErrors')}</FormAlert> : null}

      {fields.map((field, index) => (
        <PassengerFormCard
          key={field.id}
          index={index}
          kind={kinds[index]!}
          form={form}
          labels={labels}
          isInternational={context.isInternational}
          references={references}
          onTransliterate={() => {
            const { first_name: firstName, last_name: lastName } = form.getValues(`passengers.${index}`);
            fill(index, { first_name: transliterate(firstName), last_name: transliterate(lastName) });
            notify.open({ variant: 'info', message: t('purchase.passengers.transliterated') });
          }}
          onScan={() => setScanIndex(index)}
          account={accountActions(index)}
        />
      ))}

      <fieldset className={styles.card} aria-labelledby="purchase-contact-title">
        <h3 id="purchase-contact-title" className={styles.cardTitle}>
          {t('purchase.passengers.contactTitle')}
        </h3>
        <p className={styles.muted}>{t('purchase.passengers.contactHint')}</p>
        <FieldGrid>
          <TextField label={labels.email} type="email" autoComplete="email" required {...form.field('contact.email')} />
          <TextField
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            required
            placeholder={t('form.phonePlaceholder')}
            hint={t('purchase.payment.phoneHint')}
            {...form.field('contact.phone')}
          />
        </FieldGrid>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit">{t('purchase.passengers.continue')}</Button>
      </div>

      {scanIndex !== null ? (
        <Suspense fallback={null}>
          <PassportScanDialog open onOpenChange={(open) => !open && setScanIndex(null)} onRecognized={applyScan} />
        </Suspense>
      ) : null}
    </form>
  );
}

/** Only the fields that carry a value: inserting never blanks what the buyer typed. */
function pickFilled<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}
