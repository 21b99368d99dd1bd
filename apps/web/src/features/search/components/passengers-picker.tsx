/**
 * Passengers and cabin: a disclosure button and its panel (no popover package in the app).
 * Escape or a click outside closes it and focus goes back to the button. The steppers only
 * offer changes the booking rules allow; a refused step says why.
 */
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CABIN_CLASSES, MAX_SEATS_PER_BOOKING, type CabinClass } from '@sapar/contracts';
import { Button } from '@/shared/ui/button';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { canChangeCount, countPassengers, PASSENGER_COUNT_KEYS, whyCannotAdd } from '../model/passenger-rules';
import { PASSENGER_PROBLEM_KEYS } from '../model/search-form-validation';
import type { PassengerCountKey, PassengerSelection } from '../model/types';
import styles from './passengers-picker.module.css';

export interface PassengersPickerProps {
  value: PassengerSelection;
  onChange: (change: Partial<PassengerSelection>) => void;
  error?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** '2 пассажира, эконом' */
export function usePassengersLabel(value: PassengerSelection): string {
  const { t } = useTranslation();
  return `${t('search.passengers.count', { count: countPassengers(value) })}, ${t(`search.cabin.${value.type}`)}`;
}

export function PassengersPicker({ value, onChange, error, buttonRef }: PassengersPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const label = usePassengersLabel(value);

  function close({ returnFocus }: { returnFocus: boolean }) {
    setIsOpen(false);
    setRefusal(null);
    if (returnFocus) toggleRef.current?.focus();
  }

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setIsOpen(false);
      setRefusal(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function step(key: PassengerCountKey, delta: 1 | -1) {
    if (canChangeCount(value, key, delta)) {
      setRefusal(null);
      onChange({ [key]: value[key] + delta });
      return;
    }
    const problem = delta > 0 ? whyCannotAdd(value, key) : null;
    setRefusal(problem ? t(PASSENGER_PROBLEM_KEYS[problem], { max: MAX_SEATS_PER_BOOKING }) : null);
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close({ returnFocus: true });
        }
      }}
      onBlur={(event) => {
        if (isOpen && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) {
          close({ returnFocus: false });
        }
      }}
    >
      <span id={labelId} className={styles.label}>
        {t('search.fields.passengers')}
      </span>
      <button
        ref={(node) => {
          toggleRef.current = node;
          if (typeof buttonRef === 'function') buttonRef(node);
          else if (buttonRef) buttonRef.current = node;
        }}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => (isOpen ? close({ returnFocus: false }) : setIsOpen(true))}
      >
        <span id={`${id}-value`}>{label}</span>
        <ChevronDownIcon className={isOpen ? styles.chevronOpen : undefined} />
      </button>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}

      <div id={panelId} className={styles.panel} hidden={!isOpen} role="group" aria-labelledby={labelId}>
        <ul className={styles.rows}>
          {PASSENGER_COUNT_KEYS.map((key) => {
            const name = t(`search.passengers.${key}`);
            const canRemove = canChangeCount(value, key, -1);
            const canAdd = canChangeCount(value, key, 1);
            return (
              <li key={key} className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.rowName} id={`${id}-${key}`}>
                    {name}
                  </span>
                  <span className={styles.rowHint}>{t(`search.passengers.${key}Hint`)}</span>
                </span>
                <span className={styles.stepper}>
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={t('search.passengers.remove', { type: name })}
                    aria-disabled={!canRemove}
                    onClick={() => step(key, -1)}
                  >
                    −
                  </button>
                  <output className={styles.count} aria-labelledby={`${id}-${key}`} aria-live="polite">
                    {value[key]}
                  </output>
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={t('search.passengers.add', { type: name })}
                    aria-disabled={!canAdd}
                    onClick={() => step(key, 1)}
                  >
                    +
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
        <p className={styles.refusal} role="status" aria-live="polite">
          {refusal ?? ''}
        </p>
        <fieldset className={styles.cabins}>
          <legend className={styles.rowName}>{t('search.cabin.label')}</legend>
          {CABIN_CLASSES.map((cabin: CabinClass) => (
            <label key={cabin} className={styles.cabin}>
              <input
                type="radio"
                name={`${id}-cabin`}
                value={cabin}
                checked={value.type === cabin}
                onChange={() => onChange({ type: cabin })}
              />
              {t(`search.cabin.${cabin}`)}
            </label>
          ))}
        </fieldset>
        <Button className={styles.done} onClick={() => close({ returnFocus: true })}>
          {t('search.passengers.done')}
        </Button>
      </div>
    </div>
  );
}
