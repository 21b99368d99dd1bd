/** Sign-in with email and password; the tokens go to the cookies and the caller decides where to go. */
import { signInFormSchema } from '@sapar/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, TextField, formStyles } from '@/shared/ui/form-field';
import { useSignInMutation } from '../api/auth-api';
import { saveSession } from '../lib/session';

export interface LoginFormProps {
  onSignedIn: () => void;
  /** The "forgot password?" link, given by the page that knows the route. */
  recoveryLink?: ReactNode;
}

export function LoginForm({ onSignedIn, recoveryLink }: LoginFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const [signIn, { isLoading }] = useSignInMutation();
  const form = useZodForm({
    schema: signInFormSchema,
    defaultValues: { email: '', password: '' },
    labels: { email: t('form.email'), password: t('form.password') },
  });

  const submit = form.handleSubmit(async (credentials) => {
    try {
      saveSession(await signIn(credentials).unwrap());
      onSignedIn();
    } catch (error) {
      form.setServerErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => {
        setFormError('');
        void submit(event);
      }}
      noValidate
    >
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
