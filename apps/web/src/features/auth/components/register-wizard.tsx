/**
 * Sign-up in three steps (SPEC.md section 4): email and password → the code from mail → optional
 * personal data (skippable) → the account is created and the user is signed in.
 */
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, isValidEmail, toIsoDate, validatePassengerField, type PassengerField } from '@sapar/contracts';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useReferenceLists } from '@/shared/api/reference-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { checkPassword, checkPasswordRepeat } from '@/shared/lib/password-rules';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useForm, type FieldErrors } from '@/shared/lib/use-form';
import { useValidationText } from '@/shared/lib/use-validation-text';
import { Button } from '@/shared/ui/button';
import { DateField, FieldGrid, FormAlert, PasswordField, SelectField, TextField, formStyles } from '@/shared/ui/form-field';
import { OtpCodeField } from '@/shared/ui/otp-code-field';
import { StepIndicator } from '@/shared/ui/step-indicator';
import { authApi, useCheckUserExistsMutation, useRegisterMutation, useRequestOtpMutation, type RegisterRequest } from '../api/auth-api';
import { useEmailCode } from '../hooks/use-email-code';
import { saveSession } from '../lib/session';
import { setUser } from '../model/auth-slice';
import styles from './auth.module.css';

type Step = 0 | 1 | 2;

const CREDENTIALS = { email: '', password: '', password2: '' };
const CODE = { otp: '' };
const PERSONAL = { first_name: '', last_name: '', birth_date: '', phone: '', gender: '', citizenship: '' };
type Credentials = typeof CREDENTIALS;
type Personal = typeof PERSONAL;

/** The account holder travels as an adult: the passenger rules of an ADLT apply to the birth date. */
const BIRTH_DATE_FIELD: PassengerField = { name: 'birth_date', label: '', type: 'date_text', required: false };
const PHONE_FIELD: PassengerField = { name: 'phone', label: '', type: 'phone', required: false };
const NAME_FIELDS = (['first_name', 'last_name'] as const).map((name): PassengerField => ({ name, label: '', type: 'text', required: false }));

export function RegisterWizard({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const message = useValidationText();
  const { countries, genders } = useReferenceLists();
  const [step, setStep] = useState<Step>(0);
  const [formError, setFormError] = useState('');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const formRef = useRef<HTMLFormElement>(null);

  const [checkUserExists, existsState] = useCheckUserExistsMutation();
  const [requestOtp, otpState] = useRequestOtpMutation();
  const [register, registerState] = useRegisterMutation();

  const validateCredentials = useCallback(
    (values: Credentials): FieldErrors<Credentials> => {
      const errors: FieldErrors<Credentials> = {};
      if (!values.email.trim()) errors.email = message({ code: 'required', params: { label: t('form.email') } });
      else if (!isValidEmail(values.email)) errors.email = message({ code: 'invalid_email' });
      const passwordIssue = checkPassword(values.password, values.email);
      if (passwordIssue) errors.password = t(passwordIssue, { min: PASSWORD_MIN_LENGTH });
      if (!values.password2) errors.password2 = message({ code: 'required', params: { label: t('form.passwordRepeat') } });
      else {
        const repeatIssue = checkPasswordRepeat(values.password, values.password2);
        if (repeatIssue) errors.password2 = t(repeatIssue);
      }
      return errors;
    },
    [message, t],
  );
  const validateCode = useCallback(
    (values: typeof CODE): FieldErrors<typeof CODE> =>
      new RegExp(`^\\d{${OTP_LENGTH}}$`).test(values.otp) ? {} : { otp: t('validation.otpFormat', { length: OTP_LENGTH }) },
    [t],
  );
  const validatePersonal = useCallback(
    (values: Personal): FieldErrors<Personal> => {
      const today = new Date();
      const day = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
      const context = { passengerType: 'ADLT' as const, flightDate: day, today: day };
      const errors: FieldErrors<Personal> = {};
      for (const field of NAME_FIELDS) {
        const name = field.name as 'first_name' | 'last_name';
        const issue = message(validatePassengerField(field, values[name], context));
        if (issue) errors[name] = issue;
      }
      const birth = message(validatePassengerField(BIRTH_DATE_FIELD, values.birth_date, context));
      if (birth) errors.birth_date = birth;
      const phone = message(validatePassengerField(PHONE_FIELD, values.phone, context));
      if (phone) errors.phone = phone;
      return errors;
    },
    [message],
  );

  const credentials = useForm(CREDENTIALS, validateCredentials);
  const code = useForm(CODE, validateCode);
  const personal = useForm(PERSONAL, validatePersonal);

  const email = credentials.values.email.trim().toLowerCase();

  const emailCode = useEmailCode(
    (address) => requestOtp({ email: address, purpose: 'register' }).unwrap(),
    (error) => {
      if (credentials.setServerErrors(getFieldErrors(error))) setStep(0);
      setFormError(getErrorMessage(error, t));
    },
  );

  const submitCredentials = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!credentials.validateForSubmit()) return focusFirstInvalid(formRef.current);
    try {
      const { exists } = await checkUserExists({ email }).unwrap();
      if (exists) {
        credentials.setServerErrors({ email: t('auth.errors.emailExists') });
        return focusFirstInvalid(formRef.current);
      }
    } catch (error) {
      setFormError(getErrorMessage(error, t));
      return;
    }
    // A code sent moments ago is still valid: going back and forth does not send another.
    if (await emailCode.ensureSent(email)) {
      code.reset(CODE);
      setStep(1);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!code.validateForSubmit()) return focusFirstInvalid(formRef.current);
    setStep(2);
  };

  const createAccount = async (withPersonalData: boolean) => {
    setFormError('');
    const body: RegisterRequest = {
      email,
      password: credentials.values.password,
      password2: credentials.values.password2,
      otp: code.values.otp,
    };
    if (withPersonalData) {
      const { first_name, last_name, birth_date, phone, gender, citizenship } = personal.values;
      if (first_name.trim()) body.first_name = first_name.trim();
      if (last_name.trim()) body.last_name = last_name.trim();
      if (birth_date.trim()) body.birth_date = toIsoDate(birth_date) ?? birth_date.trim();
      if (phone.trim()) body.phone = phone.trim();
      if (gender) body.gender = gender as NonNullable<RegisterRequest['gender']>;
      if (citizenship) body.citizenship = citizenship;
    }
    try {
      const answer = await register(body).unwrap();
      saveSession({ access: answer.access, refresh: answer.refresh });
      dispatch(setUser(answer.user));
      dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: answer.user }]));
      onRegistered();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      // Each server message goes back to the step that holds its field.
      if (credentials.setServerErrors(fieldErrors)) setStep(0);
      else if (code.setServerErrors(fieldErrors)) setStep(1);
      else if (!personal.setServerErrors(fieldErrors)) setFormError(getErrorMessage(error, t));
    }
  };

  const submitPersonal = (event: FormEvent) => {
    event.preventDefault();
    if (!personal.validateForSubmit()) return focusFirstInvalid(formRef.current);
    void createAccount(true);
  };

  const steps = [t('auth.register.stepCredentials'), t('auth.register.stepCode'), t('auth.register.stepPersonal')];
  const isBusy = existsState.isLoading || otpState.isLoading || registerState.isLoading;
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
        <form ref={formRef} className={formStyles.form} onSubmit={submitCredentials} noValidate>
          <TextField label={t('form.email')} type="email" autoComplete="email" required {...credentials.field('email')} />
          <PasswordField
            label={t('form.password')}
            autoComplete="new-password"
            required
            hint={t('validation.passwordRules', { min: PASSWORD_MIN_LENGTH })}
            {...credentials.field('password')}
          />
          <PasswordField label={t('form.passwordRepeat')} autoComplete="new-password" required {...credentials.field('password2')} />
          <Button type="submit" disabled={isBusy}>
            {t('form.next')}
          </Button>
        </form>
      ) : null}

      {step === 1 ? (
        <form ref={formRef} className={formStyles.form} onSubmit={submitCode} noValidate>
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
            <Button type="submit">{t('form.next')}</Button>
          </div>
        </form>
      ) : null}

      {step === 2 ? (
        <form ref={formRef} className={formStyles.form} onSubmit={submitPersonal} noValidate>
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
            <SelectField label={t('profile.gender')} options={genders} placeholder={t('form.notSelected')} {...personal.field('gender')} />
            <SelectField
              label={t('profile.citizenship')}
              options={countries}
              placeholder={t('form.notSelected')}
              {...personal.field('citizenship')}
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
