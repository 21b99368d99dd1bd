/** One end of the route: the autocomplete on wide screens, a button opening the full-screen sheet on phones. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityChoice } from '../model/types';
import { CityCombobox } from './city-combobox';
import styles from './search-form.module.css';

interface CityFieldProps {
  label: string;
  value: CityChoice;
  onChange: (city: CityChoice) => void;
  error?: string;
  isMobile: boolean;
  onOpenSheet: () => void;
  fieldRef: (node: HTMLElement | null) => void;
}

export function CityField({ label, value, onChange, error, isMobile, onOpenSheet, fieldRef }: CityFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  if (!isMobile) {
    return <CityCombobox label={label} value={value} onChange={onChange} error={error} inputRef={fieldRef} />;
  }
  return (
    <div className={styles.cityTrigger}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {label}
      </span>
      <button
        ref={fieldRef}
        type="button"
        className={styles.triggerButton}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onOpenSheet}
      >
        <span id={`${id}-value`} className={value.title ? undefined : styles.placeholder}>
          {value.title || t('search.city.placeholder')}
        </span>
        {value.code ? <span className={styles.triggerCode}>{value.code}</span> : null}
      </button>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
