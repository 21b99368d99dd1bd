import { OTP_LENGTH } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/shared/lib/countdown';
import type { FormFieldProps } from '@/shared/lib/use-zod-form';
import { TextField, formStyles } from './form-field';
import styles from './otp-code-field.module.css';

export interface OtpCodeFieldProps {
  /** The code field of its form (registered with react-hook-form). */
  field: FormFieldProps;
  email: string;
  /** Seconds until another code may be asked for. */
  secondsToResend: number;
  isResending: boolean;
  onResend: () => void;
}

/** The 6-digit code from the mail, with "send again" and its countdown (sign-up, recovery, email change). */
export function OtpCodeField({ field, email, secondsToResend, isResending, onResend }: OtpCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.lead}>{t('auth.otp.sentTo', { email })}</p>
      <TextField
        label={t('auth.otp.label')}
        {...field}
        onChange={(event) => {
          // Digits only: a code pasted with spaces or dashes still fits.
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
          void field.onChange(event);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        pattern="\d*"
        required
        hint={t('auth.otp.hint', { length: OTP_LENGTH })}
        className={styles.otpInput}
      />
      <p className={styles.resend} aria-live="polite">
        {secondsToResend > 0 ? (
          <span>{t('auth.otp.resendIn', { time: formatCountdown(secondsToResend) })}</span>
        ) : (
          <button type="button" className={formStyles.linkButton} onClick={onResend} disabled={isResending}>
            {t('auth.otp.resend')}
          </button>
        )}
      </p>
    </>
  );
}
