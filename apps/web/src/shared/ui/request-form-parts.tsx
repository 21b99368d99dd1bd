/**
 * Pieces every service-request form shares: the consent checkbox, a hidden honeypot field for
 * bots, a multi-line field, and the confirmation with the request number. The fields forward their
 * refs, so react-hook-form can register them and focus the first invalid one.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from './icons';
import formStyles from './form.module.css';
import styles from './request-form-parts.module.css';

export interface ConsentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  error?: string | undefined;
  privacyHref: string;
}

/** The consent to the processing of personal data, with a link to the privacy policy (registered as a checkbox). */
export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField(
  { error, privacyHref, ...props },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={formStyles.field}>
      <div className={styles.consent}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name="consent"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
          {...props}
        />
        <label htmlFor={id}>
          {t('content.form.consent')}{' '}
          <Link to={privacyHref} target="_blank" rel="noopener">
            {t('content.form.privacyLink')}
          </Link>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Invisible to people and to screen readers; bots that fill every field give themselves away. */
export const HoneypotField = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function HoneypotField(props, ref) {
    return (
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Homepage
          <input ref={ref} type="text" name="homepage" tabIndex={-1} autoComplete="off" {...props} />
        </label>
      </div>
    );
  },
);

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A multi-line field; like TextField, its hint and error are read with it and an error sets aria-invalid. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, required, ...props },
  ref,
) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={formStyles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={`${formStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        rows={3}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Shown in place of the form once the request is stored. */
export function RequestReceived({
  number,
  hasEmail,
  children,
}: {
  number: string;
  hasEmail: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.received} role="status" data-testid="request-received">
      <span className={styles.receivedIcon} aria-hidden="true">
        <CheckIcon width={24} height={24} />
      </span>
      <div>
        <h3 className={styles.receivedTitle}>{t('content.form.receivedTitle')}</h3>
        <p>
          {t('content.form.receivedNumber')} <strong className={styles.number}>{number}</strong>
        </p>
        <p>{hasEmail ? t('content.form.receivedEmail') : t('content.form.receivedCall')}</p>
        {children}
      </div>
    </div>
  );
}
