/**
 * Data filling: one form per passenger of the search and the order's contact email and phone,
 * checked with the contracts' rules as the buyer types (a field speaks once it was left) and all
 * together on 'continue'. Server field errors of the booking come back here too.
 */
import { formatDisplayDate, type SavedPassengerInput, type UserProfile, type SavedPassengerResponse } from '@sapar/contracts';
import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceLists } from '@/shared/api/reference-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { transliterate } from '@/shared/lib/transliterate';
import { useLanguage } from '@/shared/lib/use-language';
import { useValidationText } from '@/shared/lib/use-validation-text';
import { Button } from '@/shared/ui/button';
import { FieldGrid, FormAlert, TextField } from '@/shared/ui/form-field';
import { useNotify } from '@/shared/ui/notification';
import { useSaveSavedPassengerMutation } from '@/shared/api/saved-passenger-api';
import {
  buildPassengerItem,
  toBookingPassenger,
  toPassengerValues,
  validateContact,
  type ContactValues,
  type PassengerCheckContext,
  type PassengerFieldName,
  type PassengerFormItem,
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

export interface PassengersStepProps {
  kinds: readonly PassengerKind[];
  passengers: readonly PassengerValues[];
  contact: ContactValues;
  context: PassengerCheckContext;
  /** Field errors of the booking call (`passengers.0.birth_date`, `contact.email`). */
  serverErrors: Record<string, string>;
  account: { profile: UserProfile | undefined; savedPassenger: SavedPassengerResponse | null | undefined } | null;
  onPassengerChange: (index: number, update: Partial<PassengerValues>) => void;
  onContactChange: (update: Partial<ContactValues>) => void;
  onServerErrorRetired: (key: string) => void;
  onDone: () => void;
}

export function PassengersStep(props: PassengersStepProps) {
  const { kinds, passengers, contact, context, serverErrors, account, onPassengerChange, onContactChange, onServerErrorRetired, onDone } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const message = useValidationText();
  const labels = usePassengerLabels();
  const references = useReferenceLists();
  const formRef = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [scanIndex, setScanIndex] = useState<number | null>(null);
  const [savePassenger, saveState] = useSaveSavedPassengerMutation();
  const [savingIndex, setSavingIndex] = useState<number | null>(null);

  const items: PassengerFormItem[] = useMemo(
    () => kinds.map((kind, i) => buildPassengerItem(kind, labels, passengers[i]!, context)),
    [kinds, labels, passengers, context],
  );
  const contactIssues = validateContact(contact, labels, context.today);

  const shown = (key: string, issue: Parameters<typeof message>[0]) =>
    serverErrors[key] ?? (touched.has(key) || isSubmitted ? message(issue) : undefined);
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  const change = (index: number, name: PassengerFieldName, value: string) => {
    onPassengerChange(index, { [name]: value });
    onServerErrorRetired(`passengers.${index}.${name}`);
  };

  const fill = (index: number, values: Partial<PassengerValues>) => {
    onPassengerChange(index, values);
    for (const name of Object.keys(values)) {
      onServerErrorRetired(`passengers.${index}.${name}`);
      touch(`passengers.${index}.${name}`);
    }
  };

  const hasErrors = items.some((item) => Object.values(item.validation).some((v) => v.error)) || Boolean(contactIssues.email ?? contactIssues.phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors || Object.keys(serverErrors).length > 0) {
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    onDone();
  };

  const saveToAccount = async (index: number) => {
    const item = items[index]!;
    setSavingIndex(index);
    const booking = toBookingPassenger(item, item.values);
    const input: SavedPassengerInput = { ...booking, type: item.type };
    try {
      await savePassenger(input).unwrap();
      notify.open({ variant: 'success', message: t('purchase.passengers.saved') });
    } catch (error) {
      const fields = getFieldErrors(error);
      notify.open({ variant: 'error', message: Object.values(fields)[0] ?? getErrorMessage(error, t) });
    } finally {
      setSavingIndex(null);
    }
  };

  const accountActions = (index: number) => {
    if (!account) return null;
    return {
      onInsertMine: account.profile ? () => fill(index, pickFilled(toPassengerValues(account.profile!))) : undefined,
      onInsertSaved: account.savedPassenger ? () => fill(index, pickFilled(toPassengerValues(account.savedPassenger!))) : undefined,
      onSave: () => void saveToAccount(index),
      isSaving: saveState.isLoading && savingIndex === index,
    };
  };

  const applyScan = (fields: PassportFields) => {
    if (scanIndex === null) return;
    fill(scanIndex, pickFilled(fields));
    notify.open({ variant: 'success', message: t('purchase.passengers.scanned') });
  };

  const flightDate = formatDisplayDate(context.flightDate);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="purchase-passengers-title" className={styles.stepBody}>
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

      {items.map((item, index) => {
        const errors: Partial<Record<PassengerFieldName, string>> = {};
        for (const field of item.fields) {
          const text = shown(`passengers.${index}.${field.name}`, item.validation[field.name].message);
          if (text) errors[field.name] = text;
        }
        return (
          <PassengerFormCard
            key={index}
            index={index}
            item={item}
            errors={errors}
            isInternational={context.isInternational}
            references={references}
            onChange={(name, value) => change(index, name, value)}
            onBlur={(name) => touch(`passengers.${index}.${name}`)}
            onTransliterate={() => {
              fill(index, { first_name: transliterate(item.values.first_name), last_name: transliterate(item.values.last_name) });
              notify.open({ variant: 'info', message: t('purchase.passengers.transliterated') });
            }}
            onScan={() => setScanIndex(index)}
            account={accountActions(index)}
          />
        );
      })}

      <fieldset className={styles.card} aria-labelledby="purchase-contact-title">
        <h3 id="purchase-contact-title" className={styles.cardTitle}>
          {t('purchase.passengers.contactTitle')}
        </h3>
        <p className={styles.muted}>{t('purchase.passengers.contactHint')}</p>
        <FieldGrid>
          <TextField
            label={labels.email}
            type="email"
            name="contact.email"
            autoComplete="email"
            required
            value={contact.email}
            error={shown('contact.email', contactIssues.email)}
            onChange={(event) => {
              onContactChange({ email: event.target.value });
              onServerErrorRetired('contact.email');
            }}
            onBlur={() => touch('contact.email')}
          />
          <TextField
            label={labels.phone}
            type="tel"
            name="contact.phone"
            autoComplete="tel"
            required
            placeholder={t('form.phonePlaceholder')}
            hint={t('purchase.payment.phoneHint')}
            value={contact.phone}
            error={shown('contact.phone', contactIssues.phone)}
            onChange={(event) => {
              onContactChange({ phone: event.target.value });
              onServerErrorRetired('contact.phone');
            }}
            onBlur={() => touch('contact.phone')}
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
