/** The change-password tab. The API signs out every other session and may answer a fresh token pair. */
import { PASSWORD_MIN_LENGTH, passwordChangeFormSchema } from '@sapar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, formStyles } from '@/shared/ui/form-field';
import { useNotify } from '@/shared/ui/notification';
import { useChangePasswordMutation } from '../api/account-api';

const EMPTY = { old_password: '', new_password: '', new_password2: '' };

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [formError, setFormError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const schema = useMemo(() => passwordChangeFormSchema(email), [email]);
  const form = useZodForm({
    schema,
    defaultValues: EMPTY,
    labels: {
      old_password: t('form.currentPassword'),
      new_password: t('form.newPassword'),
      new_password2: t('form.passwordRepeat'),
    },
    dependencies: { old_password: ['new_password'], new_password: ['new_password2'] },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values).unwrap();
      form.reset(EMPTY);
      notify.open({ variant: 'success', message: t('password.changed') });
    } catch (error) {
      if (!form.setServerErrors(getFieldErrors(error), { shouldFocus: true })) setFormError(getErrorMessage(error, t));
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
      aria-label={t('cabinet.tabs.password')}
    >
      <p>{t('password.intro')}</p>
      <FormAlert>{formError}</FormAlert>
      {/* The account's email, for password managers that file the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('form.currentPassword')}
        autoComplete="current-password"
        required
        {...form.field('old_password')}
      />
      <PasswordField
        label={t('form.newPassword')}
        autoComplete="new-password"
        required
        hint={t('validation.passwordRules', { min: PASSWORD_MIN_LENGTH })}
        {...form.field('new_password')}
      />
      <PasswordField
        label={t('form.passwordRepeat')}
        autoComplete="new-password"
        required
        {...form.field('new_password2')}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
