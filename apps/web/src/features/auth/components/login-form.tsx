/** Sign-in with email and password; the tokens go to the cookies and the caller decides where to go. */
import { isValidEmail } from '@sapar/contracts';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { useForm, type FieldErrors } from '@/shared/lib/use-form';
import { useValidationText } from '@/shared/lib/use-validation-text';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, TextField, formStyles } from '@/shared/ui/form-field';
import { useSignInMutation } from '../api/auth-api';
import { saveSession } from '../lib/session';

const INITIAL = { email: '', password: '' };

export interface LoginFormProps {
  onSignedIn: () => void;
  /** The "forgot password?" link, given by the page that knows the route. */
  recoveryLink?: ReactNode;
}

export function LoginForm({ onSignedIn, recoveryLink }: LoginFormProps) {
  const { t } = useTranslation();
  const message = useValidationText();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState('');
  const [signIn, { isLoading }] = useSignInMutation();

  const validate = useCallback(
    (values: typeof INITIAL): FieldErrors<typeof INITIAL> => {
      const errors: FieldErrors<typeof INITIAL> = {};
      if (!values.email.trim()) errors.email = message({ code: 'required', params: { label: t('form.email') } });
      else if (!isValidEmail(values.email)) errors.email = message({ code: 'invalid_email' });
      if (!values.password) errors.password = message({ code: 'required', params: { label: t('form.password') } });
      return errors;
    },
    [message, t],
  );
  const form = useForm(INITIAL, validate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!form.validateForSubmit()) return focusFirstInvalid(formRef.current);
    try {
      const tokens = await signIn({ email: form.values.email.trim().toLowerCase(), password: form.values.password }).unwrap();
      saveSession(tokens);
      onSignedIn();
    } catch (error) {
      form.setServerErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error, t));
    }
  };

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <TextField label={t('form.email')} type="email" autoComplete="username" required {...form.field('email')} />
      <PasswordField label={t('form.password')} autoComplete="current-password" required {...form.field('password')} />
      {recoveryLink}
      <Button type="submit" disabled={isLoading}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
