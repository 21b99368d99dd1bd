/**
 * One passenger's form in the purchase: the fields of its form item with their messages, the
 * Latin-names note and 'transliterate' action for flights abroad, the passport scan, and for a
 * signed-in user 'insert my data / the saved passenger' and 'save to my account'.
 */
import { useTranslation } from 'react-i18next';
import type { ReferenceOption } from '@/shared/api/reference-api';
import { hasCyrillic } from '@/shared/lib/transliterate';
import { Button } from '@/shared/ui/button';
import { DateField, FieldGrid, FormAlert, SelectField, TextField } from '@/shared/ui/form-field';
import type { PassengerFieldName, PassengerFormItem, PassengerValues } from '../model/passenger-forms';
import styles from './purchase.module.css';

export interface PassengerFormCardProps {
  index: number;
  item: PassengerFormItem;
  /** The message to show per field (client after touch/submit, or the server's), already translated. */
  errors: Partial<Record<PassengerFieldName, string>>;
  isInternational: boolean;
  references: { countries: readonly ReferenceOption[]; genders: readonly ReferenceOption[]; documentTypes: readonly ReferenceOption[] };
  onChange: (name: PassengerFieldName, value: string) => void;
  onBlur: (name: PassengerFieldName) => void;
  onTransliterate: () => void;
  onScan: () => void;
  account: { onInsertMine?: (() => void) | undefined; onInsertSaved?: (() => void) | undefined; onSave?: (() => void) | undefined; isSaving?: boolean } | null;
}

export function kindLabelKey(item: Pick<PassengerFormItem, 'type' | 'pensioner' | 'with_seat'>): string {
  if (item.type === 'ADLT') return item.pensioner ? 'purchase.passengers.kinds.pensioner' : 'purchase.passengers.kinds.adult';
  if (item.type === 'CHLD') return 'purchase.passengers.kinds.child';
  return item.with_seat ? 'purchase.passengers.kinds.infantSeat' : 'purchase.passengers.kinds.infant';
}

export function PassengerFormCard({ index, item, errors, isInternational, references, onChange, onBlur, onTransliterate, onScan, account }: PassengerFormCardProps) {
  const { t } = useTranslation();
  const titleId = `passenger-${index}-title`;
  const bind = (name: PassengerFieldName) => ({
    name: `passengers.${index}.${name}`,
    value: item.values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  const field = (name: PassengerFieldName) => item.fields.find((f) => f.name === name)!;
  const values: PassengerValues = item.values;
  const needsLatin = isInternational && (hasCyrillic(values.first_name) || hasCyrillic(values.last_name));

  return (
    <fieldset className={styles.card} aria-labelledby={titleId} data-testid="passenger-form">
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t('purchase.passengers.passenger', { index: index + 1 })}
          <span className={styles.kind}> · {t(kindLabelKey(item))}</span>
        </h3>
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={onScan}>
            {t('purchase.passengers.scan')}
          </Button>
          {account?.onInsertMine ? (
            <Button variant="ghost" onClick={account.onInsertMine}>
              {t('purchase.passengers.insertMine')}
            </Button>
          ) : null}
          {account?.onInsertSaved ? (
            <Button variant="ghost" onClick={account.onInsertSaved}>
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
        <TextField label={field('last_name').label} autoComplete="off" autoCapitalize="characters" required hint={isInternational ? t('passenger.latinHint') : undefined} {...bind('last_name')} />
        <TextField label={field('first_name').label} autoComplete="off" autoCapitalize="characters" required hint={isInternational ? t('passenger.latinHint') : undefined} {...bind('first_name')} />
        <SelectField label={field('gender').label} options={references.genders} placeholder={t('form.notSelected')} required {...bind('gender')} />
        <DateField label={field('birth_date').label} required {...bind('birth_date')} />
        <SelectField label={field('citizenship').label} options={references.countries} placeholder={t('form.notSelected')} required {...bind('citizenship')} />
        <SelectField label={field('document_type').label} options={references.documentTypes} placeholder={t('form.notSelected')} required {...bind('document_type')} />
        <TextField label={field('document_number').label} autoComplete="off" required {...bind('document_number')} />
        <DateField label={field('document_expiry').label} required={field('document_expiry').required} {...bind('document_expiry')} />
      </FieldGrid>
      {account?.onSave ? (
        <div className={styles.cardFooter}>
          <Button variant="ghost" onClick={account.onSave} disabled={account.isSaving}>
            {t('purchase.passengers.saveToAccount')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
