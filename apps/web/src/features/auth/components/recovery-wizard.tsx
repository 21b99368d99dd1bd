/** Password recovery (SPEC.md section 4): email → the code from mail → new password and its repeat → success. */
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, isValidEmail } from '@sapar/contracts';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { checkPassword, checkPasswordRepeat } from '@/shared/lib/password-rules';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useForm, type FieldErrors } from '@/shared/lib/use-form';
import { useValidationText } from '@/shared/lib/use-validation-text';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, TextField, formStyles } from '@/shared/ui/form-field';
import { CheckIcon } from '@/shared/ui/icons';
import { OtpCodeField } from '@/shared/ui/otp-code-field';
import { StepIndicator } from '@/shared/ui/step-indicator';
import { useRecoverPasswordMutation } from '../api/auth-api';
import { useEmailCode } from '../hooks/use-email-code';
import styles from './auth.module.css';

type Step = 0 | 1 | 2 | 3;

const EMAIL = { email: '' };
const CODE = { otp: '' };
const PASSWORDS = { password: '', password2: '' };

export function RecoveryWizard({ signInLink }: { signInLink: ReactNode }) {
  const { t } = useTranslation();
  const message = useValidationText();
  const [step, setStep] = useState<Step>(0);
  const [formError, setFormError] = useState('');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const formRef = useRef<HTMLFormElement>(null);
  const [recoverPassword, { isLoading }] = useRecoverPasswordMutation();

  const emailForm = useForm(
    EMAIL,
    useCallback(
      (values: typeof EMAIL): FieldErrors<typeof EMAIL> => {
        if (!values.email.trim()) return { email: message({ code: 'required', params: { label: t('form.email') } }) };
        return isValidEmail(values.email) ? {} : { email: message({ code: 'invalid_email' }) };
      },
      [message, t],
    ),
  );
  const codeForm = useForm(
    CODE,
    useCallback(
      (values: typeof CODE): FieldErrors<typeof CODE> =>
        new RegExp(`^\\d{${OTP_LENGTH}}$`).test(values.otp) ? {} : { otp: t('validation.otpFormat', { length: OTP_LENGTH }) },
      [t],
    ),
  );
  const email = emailForm.values.email.trim().toLowerCase();
  const passwordForm = useForm(
    PASSWORDS,
    useCallback(
      (values: typeof PASSWORDS): FieldErrors<typeof PASSWORDS> => {
        const errors: FieldErrors<typeof PASSWORDS> = {};
        const issue = checkPassword(values.password, email);
        if (issue) errors.password = t(issue, { min: PASSWORD_MIN_LENGTH });
        const repeat = values.password2 ? checkPasswordRepeat(values.password, values.password2) : null;
        if (!values.password2) errors.password2 = message({ code: 'required', params: { label: t('form.passwordRepeat') } });
        else if (repeat) errors.password2 = t(repeat);
        return errors;
      },
      [email, message, t],
    ),
  );

  const code = useEmailCode(
    (address) => recoverPassword({ email: address }).unwrap(),
    (error) => {
      if (emailForm.setServerErrors(getFieldErrors(error))) setStep(0);
      setFormError(getErrorMessage(error, t));
    },
  );

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!emailForm.validateForSubmit()) return focusFirstInvalid(formRef.current);
    if (await code.ensureSent(email)) setStep(1);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!codeForm.validateForSubmit()) return focusFirstInvalid(formRef.current);
    setStep(2);
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!passwordForm.validateForSubmit()) return focusFirstInvalid(formRef.current);
    try {
      await recoverPassword({ email, otp: codeForm.values.otp, ...passwordForm.values }).unwrap();
      setStep(3);
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (codeForm.setServerErrors(fieldErrors)) setStep(1);
      else if (emailForm.setServerErrors(fieldErrors)) setStep(0);
      else if (!passwordForm.setServerErrors(fieldErrors)) setFormError(getErrorMessage(error, t));
    }
  };

  const steps = [t('auth.recovery.stepEmail'), t('auth.recovery.stepCode'), t('auth.recovery.stepPassword')];
  const back = (to: Step) => () => {
    setFormError('');
    setStep(to);
  };

  if (step === 3) {
    return (
      <div className={styles.success}>
        <CheckIcon width={48} height={48} className={styles.successIcon} />
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {t('auth.recovery.successTitle')}
        </h2>
        <p className={styles.lead}>{t('auth.recovery.successText')}</p>
        {signInLink}
      </div>
    );
  }

  return (
    <div className={styles.wizard}>
      <StepIndicator steps={steps} current={step} label={t('auth.recovery.stepsLabel')} />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {steps[step]}
      </h2>
      <FormAlert>{formError}</FormAlert>

      {step === 0 ? (
        <form ref={formRef} className={formStyles.form} onSubmit={submitEmail} noValidate>
          <p className={styles.lead}>{t('auth.recovery.emailIntro')}</p>
          <TextField label={t('form.email')} type="email" autoComplete="email" required {...emailForm.field('email')} />
          <Button type="submit" disabled={isLoading}>
            {t('auth.recovery.sendCode')}
          </Button>
        </form>
      ) : null}

      {step === 1 ? (
        <form ref={formRef} className={formStyles.form} onSubmit={submitCode} noValidate>
          <OtpCodeField
            field={codeForm.field('otp')}
            email={email}
            secondsToResend={code.secondsToResend}
            isResending={isLoading}
            onResend={() => void code.send(email)}
          />
          <div className={formStyles.actions}>
            <Button variant="secondary" onClick={back(0)}>
              {t('form.back')}
            </Button>
            <Button type="submit">{t('form.next')}</Button>
          </div>
        </form>
      ) : null}

      {step === 2 ? (
        <form ref={formRef} className={formStyles.form} onSubmit={submitPassword} noValidate>
          <PasswordField
            label={t('form.newPassword')}
            autoComplete="new-password"
            required
            hint={t('validation.passwordRules', { min: PASSWORD_MIN_LENGTH })}
            {...passwordForm.field('password')}
          />
          <PasswordField label={t('form.passwordRepeat')} autoComplete="new-password" required {...passwordForm.field('password2')} />
          <div className={formStyles.actions}>
            <Button variant="secondary" onClick={back(1)} disabled={isLoading}>
              {t('form.back')}
            </Button>
            <Button type="submit" disabled={isLoading}>
              {t('auth.recovery.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
