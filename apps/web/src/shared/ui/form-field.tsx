/**
 * Labelled form controls: the label is tied to the control, a hint and the error are read with
 * it (aria-describedby) and an error sets aria-invalid. Each forwards its ref to the control, so a form
 * library can focus it; they work controlled (value) or registered with react-hook-form.
 */
import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import styles from './form.module.css';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  isRequired?: boolean | undefined;
  children: ReactNode;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, error, hint, isRequired, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Appears inside the field on the right (the show-password button). */
  addon?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, addon, required, className, ...props },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={required}>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          className={[styles.input, addon ? styles.withAddon : '', className ?? ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={required || undefined}
          {...props}
        />
        {addon}
      </div>
    </FieldFrame>
  );
});

/** A password with a show/hide toggle that keeps focus in the field's neighbourhood. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'addon'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={isVisible ? 'text' : 'password'}
        autoCapitalize="off"
        spellCheck={false}
        addon={
          <button
            type="button"
            className={styles.addonButton}
            aria-pressed={isVisible}
            aria-label={isVisible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {isVisible ? t('form.hide') : t('form.show')}
          </button>
        }
      />
    );
  },
);

/** A dd.MM.yyyy text field: digits only on phones, the dots added as the day and month are typed. */
export const DateField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function DateField(
  { onChange, value, ...props },
  ref,
) {
  const { t } = useTranslation();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // A dot is added when typing forward, never when deleting (controlled: by the length; registered: by the input's kind).
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    const isForward = typeof value === 'string' ? next.length > value.length : !inputType.startsWith('delete');
    if (isForward && /^(\d{2}|\d{2}\.\d{2})$/.test(next)) {
      event.target.value = `${next}.`;
    }
    onChange?.(event);
  };
  return (
    <TextField
      ref={ref}
      {...props}
      value={value}
      onChange={handleChange}
      type="text"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'off'}
      placeholder={t('form.datePlaceholder')}
      maxLength={10}
    />
  );
});

export interface SelectOption {
  id: string;
  title: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: ReactNode;
  /** The text of the empty first choice; without it there is none. */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, hint, placeholder, required, className, ...props },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={required}>
      <div className={styles.control}>
        <select
          ref={ref}
          id={id}
          className={[styles.input, styles.select, className ?? ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={required || undefined}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
});

const ALERT_CLASS = { error: styles.alertError, success: styles.alertSuccess, info: styles.alertInfo };

/** A form-level message (the server's `detail`, a summary of what to fix), read out when it appears. */
export function FormAlert({
  children,
  variant = 'error',
}: {
  children: ReactNode;
  variant?: 'error' | 'success' | 'info';
}) {
  if (!children) return null;
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${ALERT_CLASS[variant]}`}>
      {variant === 'error' ? <AlertIcon width={18} height={18} className={styles.alertIcon} /> : null}
      <div>{children}</div>
    </div>
  );
}

/** Lays fields out one per row on phones and in a grid from tablets up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export { styles as formStyles };
