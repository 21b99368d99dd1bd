/**
 * Sign-up in three steps (docs/product.md#sign-up-and-recovery-wizards): email and password → the code from mail → optional
 * personal data (skippable) → the account is created and the user is signed in.
 */
import {
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailCodeFormSchema,
  newAccountFormSchema,
  personalDataFormSchema,
  toIsoDate,
} from '@sapar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useReferenceLists } from '@/shared/api/reference-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { DateField, FieldGrid, FormAlert, PasswordField, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { OtpCodeField } from '@/shared/ui/otp-code-field';
import { StepIndicator } from '@/shared/ui/step-indicator';
import {
  authApi,
  useCheckRegisterCodeMutation,
  useCheckUserExistsMutation,
  useRegisterMutation,
  useRequestOtpMutation,
  type RegisterRequest,
} from '../api/auth-api';
import { useEmailCode } from '../hooks/use-email-code';
import { saveSession } from '../lib/session';
import { setUser } from '../model/auth-slice';
import styles from './auth.module.css';

type Step = 0 | 1 | 2;

export function RegisterWizard({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { countries, genders } = useReferenceLists();
  const [step, setStep] = useState<Step>(0);
  const [formError, setFormError] = useState('');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);

  const [checkUserExists, existsState] = useCheckUserExistsMutation();
  const [requestOtp, otpState] = useRequestOtpMutation();
  const [checkRegisterCode, codeCheckState] = useCheckRegisterCodeMutation();
  const [register, registerState] = useRegisterMutation();

  const credentials = useZodForm({
    schema: newAccountFormSchema,
    defaultValues: { email: '', password: '', password2: '' },
    labels: { email: t('form.email'), password: t('form.password'), password2: t('form.passwordRepeat') },
    dependencies: { email: ['password'], password: ['password2'] },
  });
  const code = useZodForm({
    schema: emailCodeFormSchema,
    defaultValues: { otp: '' },
    messages: { otp: t('validation.otpFormat', { length: OTP_LENGTH }) },
  });
  const personal = useZodForm({
    schema: personalDataFormSchema,
    defaultValues: { first_name: '', last_name: '', birth_date: '', phone: '', gender: '', citizenship: '' },
    labels: {
      first_name: t('profile.firstName'),
      last_name: t('profile.lastName'),
      birth_date: t('profile.birthDate'),
      phone: t('profile.phone'),
    },
  });

  const email = credentials.watch('email').trim().toLowerCase();

  const emailCode = useEmailCode(
    (address) => requestOtp({ email: address, purpose: 'register' }).unwrap(),
    (error) => {
      if (credentials.setServerErrors(getFieldErrors(error))) setStep(0);
      setFormError(getErrorMessage(error, t));
    },
  );

  /** Every step's submit clears the previous alert first, then lets its form check the fields. */
  const onSubmit = (handler: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
    setFormError('');
    void handler(event);
  };

  const submitCredentials = credentials.handleSubmit(async (values) => {
    try {
      const { exists } = await checkUserExists({ email: values.email }).unwrap();
      if (exists) {
        credentials.setServerErrors({ email: t('auth.errors.emailExists') }, { shouldFocus: true });
        return;
      }
    } catch (error) {
      setFormError(getErrorMessage(error, t));
      return;
    }
    // A code sent moments ago is still valid: going back and forth does not send another.
    if (await emailCode.ensureSent(values.email)) {
      code.reset({ otp: '' });
      setStep(1);
    }
  });

  // The code is checked here, not only when the account is made: a wrong one is said at this step, and a right
  // one stays valid for the sign-up itself.
  const submitCode = code.handleSubmit(async ({ otp }) => {
    try {
      await checkRegisterCode({ email, otp }).unwrap();
      setStep(2);
    } catch (error) {
      if (!code.setServerErrors(getFieldErrors(error), { shouldFocus: true })) setFormError(getErrorMessage(error, t));
    }
  });

  const createAccount = async (withPersonalData: boolean) => {
    setFormError('');
    const { password, password2 } = credentials.getValues();
    const body: RegisterRequest = { email, password, password2, otp: code.getValues('otp') };
    if (withPersonalData) {
      const { first_name, last_name, birth_date, phone, gender, citizenship } = personal.getValues();
      if (first_name.trim()) body.first_name = first_name.trim();
      if (last_name.trim()) body.last_name = last_name.trim();
      if (birth_date.trim()) body.birth_date = toIsoDate(birth_date) ?? birth_date.trim();
      if (phone.trim()) body.phone = phone.trim();
      if (gender) body.gender = gender;
      if (citizenship) body.citizenship = citizenship;
    }
    try {
      const answer = await register(body).unwrap();
      saveSession({ access: answer.access, refresh: answer.refresh });
      dispatch(setUser(answer.user));
      dispatch(
        authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: answer.user }]),
      );
      onRegistered();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      // Each server message goes back to the step that holds its field.
      if (credentials.setServerErrors(fieldErrors)) setStep(0);
      else if (code.setServerErrors(fieldErrors)) setStep(1);
      else if (!personal.setServerErrors(fieldErrors, { shouldFocus: true })) setFormError(getErrorMessage(error, t));
    }
  };

  const submitPersonal = personal.handleSubmit(() => createAccount(true));

  const steps = [t('auth.register.stepCredentials'), t('auth.register.stepCode'), t('auth.register.stepPersonal')];
  const isBusy = existsState.isLoading || otpState.isLoading || codeCheckState.isLoading || registerState.isLoading;
  const back = (to: Step) => () => {
    setFormError('');
    setStep(to);
  };

  return (
    <div className={styles.wizard}>
      <StepIndicator steps={steps} current={step} label={t('auth.register.stepsLabel')} />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {steps[step]}
      </h2>
      <FormAlert>{formError}</FormAlert>

      {step === 0 ? (
        <form className={formStyles.form} onSubmit={onSubmit(submitCredentials)} noValidate>
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            {...credentials.field('email')}
          />
          <PasswordField
            label={t('form.password')}
            autoComplete="new-password"
            required
            hint={t('validation.passwordRules', { min: PASSWORD_MIN_LENGTH })}
            {...credentials.field('password')}
          />
          <PasswordField
            label={t('form.passwordRepeat')}
            autoComplete="new-password"
            required
            {...credentials.field('password2')}
          />
          <Button type="submit" disabled={isBusy}>
            {t('form.next')}
          </Button>
        </form>
      ) : null}

      {step === 1 ? (
        <form className={formStyles.form} onSubmit={onSubmit(submitCode)} noValidate>
          <OtpCodeField
            field={code.field('otp')}
            email={email}
            secondsToResend={emailCode.secondsToResend}
            isResending={otpState.isLoading}
            onResend={() => void emailCode.send(email)}
          />
          <div className={formStyles.actions}>
            <Button variant="secondary" onClick={back(0)}>
              {t('form.back')}
            </Button>
            <Button type="submit" disabled={isBusy}>
              {t('form.next')}
            </Button>
          </div>
        </form>
      ) : null}

      {step === 2 ? (
        <form className={formStyles.form} onSubmit={onSubmit(submitPersonal)} noValidate>
          <p className={styles.lead}>{t('auth.register.personalIntro')}</p>
          <FieldGrid>
            <TextField label={t('profile.firstName')} autoComplete="given-name" {...personal.field('first_name')} />
            <TextField label={t('profile.lastName')} autoComplete="family-name" {...personal.field('last_name')} />
            <DateField label={t('profile.birthDate')} autoComplete="bday" {...personal.field('birth_date')} />
            <TextField
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              placeholder={t('form.phonePlaceholder')}
              {...personal.field('phone')}
            />
            <FormSelectField
              control={personal.control}
              name="gender"
              label={t('profile.gender')}
              options={genders}
              placeholder={t('form.notSelected')}
            />
            <FormSelectField
              control={personal.control}
              name="citizenship"
              label={t('profile.citizenship')}
              options={countries}
              placeholder={t('form.notSelected')}
            />
          </FieldGrid>
          <div className={formStyles.actions}>
            <Button variant="secondary" onClick={back(1)} disabled={isBusy}>
              {t('form.back')}
            </Button>
            <Button variant="ghost" onClick={() => void createAccount(false)} disabled={isBusy}>
              {t('auth.register.skip')}
            </Button>
            <Button type="submit" disabled={isBusy}>
              {t('auth.register.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
