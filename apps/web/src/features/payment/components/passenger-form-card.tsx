/**
 * One passenger's form in the purchase (an item of the passenger field array): the fields of its
 * form item with their messages, the Latin-names note and 'transliterate' action for flights abroad,
 * the passport scan, and for a signed-in user 'insert my data / the saved passenger' and 'save to my account'.
 */
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { ReferenceOption } from '@/shared/api/reference-api';
import { hasCyrillic } from '@/shared/lib/transliterate';
import { Button } from '@/shared/ui/button';
import { DateField, FieldGrid, FormAlert, TextField } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import {
  buildPassengerFields,
  type PassengerFieldName,
  type PassengerKind,
  type PassengerLabels,
} from '../model/passenger-forms';
import type { PassengerForms } from './passengers-step';
import styles from './purchase.module.css';

export interface PassengerFormCardProps {
  index: number;
  kind: PassengerKind;
  /** The flow's passenger forms; this card shows `passengers.{index}`. */
  form: PassengerForms;
  labels: PassengerLabels;
  isInternational: boolean;
  references: {
    countries: readonly ReferenceOption[];
    genders: readonly ReferenceOption[];
    documentTypes: readonly ReferenceOption[];
  };
  onTransliterate: () => void;
  onScan: () => void;
  account: {
    onInsertMine?: (() => void) | undefined;
    onInsertSaved?: (() => void) | undefined;
    onSave?: (() => void) | undefined;
    isSaving?: boolean;
  } | null;
}

export function kindLabelKey(kind: Pick<PassengerKind, 'type' | 'pensioner' | 'with_seat'>): string {
  if (kind.type === 'ADLT')
    return kind.pensioner ? 'purchase.passengers.kinds.pensioner' : 'purchase.passengers.kinds.adult';
  if (kind.type === 'CHLD') return 'purchase.passengers.kinds.child';
  return kind.with_seat ? 'purchase.passengers.kinds.infantSeat' : 'purchase.passengers.kinds.infant';
}

export function PassengerFormCard({
  index,
  kind,
  form,
  labels,
  isInternational,
  references,
  onTransliterate,
  onScan,
  account,
}: PassengerFormCardProps) {
  const { t } = useTranslation();
  const titleId = `passenger-${index}-title`;
  const fields = buildPassengerFields(labels, isInternational);
  const field = (name: PassengerFieldName) => fields.find((f) => f.name === name)!;
  const path = (name: PassengerFieldName) => `passengers.${index}.${name}` as const;
  const bind = (name: PassengerFieldName) => form.field(path(name));
  const select = (name: PassengerFieldName) => ({
    control: form.control,
    name: path(name),
    label: field(name).label,
    placeholder: t('form.notSelected'),
    required: true,
  });
  const [firstName, lastName] = useWatch({ control: form.control, name: [path('first_name'), path('last_name')] });
  const needsLatin = isInternational && (hasCyrillic(firstName ?? '') || hasCyrillic(lastName ?? ''));

  return (
    <fieldset className={styles.card} aria-labelledby={titleId} data-testid="passenger-form">
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t('purchase.passengers.passenger', { index: index + 1 })}
          <span className={styles.kind}> · {t(kindLabelKey(kind))}</span>
        </h3>
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={onScan}>
            {t('purchase.passengers.scan')}
          </Button>
          {account?.onInsertMine ? (
            <Button variant="secondary" onClick={account.onInsertMine} data-testid="insert-mine">
              {t('purchase.passengers.insertMine')}
            </Button>
          ) : null}
          {account?.onInsertSaved ? (
            <Button variant="secondary" onClick={account.onInsertSaved} data-testid="insert-saved">
              {t('purchase.passengers.insertSaved')}
            </Button>
          ) : null}
        </div>
      </div>
      {needsLatin ? (
        <FormAlert variant="info">
          <span className={styles.inlineAlert}>
            {t('purchase.passengers.latinRequired')}
            <Button variant="secondary" onClick={onTransliterate}>
              {t('purchase.passengers.transliterate')}
            </Button>
          </span>
        </FormAlert>
      ) : null}
      <FieldGrid>
        <TextField
          label={field('last_name').label}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={isInternational ? t('passenger.latinHint') : undefined}
          {...bind('last_name')}
        />
        <TextField
          label={field('first_name').label}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={isInternational ? t('passenger.latinHint') : undefined}
          {...bind('first_name')}
        />
        <FormSelectField {...select('gender')} options={references.genders} />
        <DateField label={field('birth_date').label} required {...bind('birth_date')} />
        <FormSelectField {...select('citizenship')} options={references.countries} />
        <FormSelectField {...select('document_type')} options={references.documentTypes} />
        <TextField label={field('document_number').label} autoComplete="off" required {...bind('document_number')} />
        <DateField
          label={field('document_expiry').label}
          required={field('document_expiry').required}
          {...bind('document_expiry')}
        />
      </FieldGrid>
      {account?.onSave ? (
        <div className={styles.cardFooter}>
          <Button variant="secondary" onClick={account.onSave} disabled={account.isSaving}>
            {t('purchase.passengers.saveToAccount')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
