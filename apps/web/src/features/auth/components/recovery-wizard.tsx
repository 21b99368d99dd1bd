/** Password recovery (docs/product.md#sign-up-and-recovery-wizards): email → the code from mail → new password and its repeat → success. */
import {
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailCodeFormSchema,
  newPasswordFormSchema,
  recoveryEmailFormSchema,
} from '@sapar/contracts';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, TextField, formStyles } from '@/shared/ui/form-field';
import { CheckIcon } from '@/shared/ui/icons';
import { OtpCodeField } from '@/shared/ui/otp-code-field';
import { StepIndicator } from '@/shared/ui/step-indicator';
import { useRecoverPasswordMutation } from '../api/auth-api';
import { useEmailCode } from '../hooks/use-email-code';
import styles from './auth.module.css';

type Step = 0 | 1 | 2 | 3;

export function RecoveryWizard({ signInLink }: { signInLink: ReactNode }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(0);
  const [formError, setFormError] = useState('');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const [recoverPassword, { isLoading }] = useRecoverPasswordMutation();

  const emailForm = useZodForm({
    schema: recoveryEmailFormSchema,
    defaultValues: { email: '' },
    labels: { email: t('form.email') },
  });
  const codeForm = useZodForm({
    schema: emailCodeFormSchema,
    defaultValues: { otp: '' },
    messages: { otp: t('validation.otpFormat', { length: OTP_LENGTH }) },
  });
  const email = emailForm.watch('email').trim().toLowerCase();
  const passwordSchema = useMemo(() => newPasswordFormSchema(email), [email]);
  const passwordForm = useZodForm({
    schema: passwordSchema,
    defaultValues: { password: '', password2: '' },
    labels: { password: t('form.newPassword'), password2: t('form.passwordRepeat') },
    dependencies: { password: ['password2'] },
  });

  const code = useEmailCode(
    (address) => recoverPassword({ email: address }).unwrap(),
    (error) => {
      if (emailForm.setServerErrors(getFieldErrors(error))) setStep(0);
      setFormError(getErrorMessage(error, t));
    },
  );

  /** Every step's submit clears the previous alert first, then lets its form check the fields. */
  const onSubmit = (handler: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
    setFormError('');
    void handler(event);
  };

  const submitEmail = emailForm.handleSubmit(async (values) => {
    if (await code.ensureSent(values.email)) setStep(1);
  });

  const submitCode = codeForm.handleSubmit(() => setStep(2));

  const submitPassword = passwordForm.handleSubmit(async (values) => {
    try {
      await recoverPassword({ email, otp: codeForm.getValues('otp'), ...values }).unwrap();
      setStep(3);
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (codeForm.setServerErrors(fieldErrors)) setStep(1);
      else if (emailForm.setServerErrors(fieldErrors)) setStep(0);
      else if (!passwordForm.setServerErrors(fieldErrors, { shouldFocus: true }))
        setFormError(getErrorMessage(error, t));
    }
  });

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
        <form className={formStyles.form} onSubmit={onSubmit(submitEmail)} noValidate>
          <p className={styles.lead}>{t('auth.recovery.emailIntro')}</p>
          <TextField label={t('form.email')} type="email" autoComplete="email" required {...emailForm.field('email')} />
          <Button type="submit" disabled={isLoading}>
            {t('auth.recovery.sendCode')}
          </Button>
        </form>
      ) : null}

      {step === 1 ? (
        <form className={formStyles.form} onSubmit={onSubmit(submitCode)} noValidate>
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
        <form className={formStyles.form} onSubmit={onSubmit(submitPassword)} noValidate>
          <PasswordField
            label={t('form.newPassword')}
            autoComplete="new-password"
            required
            hint={t('validation.passwordRules', { min: PASSWORD_MIN_LENGTH })}
            {...passwordForm.field('password')}
          />
          <PasswordField
            label={t('form.passwordRepeat')}
            autoComplete="new-password"
            required
            {...passwordForm.field('password2')}
          />
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
