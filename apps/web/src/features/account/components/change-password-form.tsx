/** The change-password tab. The API signs out every other session and may answer a fresh token pair. */
import { PASSWORD_MIN_LENGTH } from '@sapar/contracts';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { checkPassword, checkPasswordRepeat } from '@/shared/lib/password-rules';
import { useForm, type FieldErrors } from '@/shared/lib/use-form';
import { useValidationText } from '@/shared/lib/use-validation-text';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, formStyles } from '@/shared/ui/form-field';
import { useNotify } from '@/shared/ui/notification';
import { useChangePasswordMutation } from '../api/account-api';

const INITIAL = { old_password: '', new_password: '', new_password2: '' };
type Values = typeof INITIAL;

export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const message = useValidationText();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const validate = useCallback(
    (values: Values): FieldErrors<Values> => {
      const errors: FieldErrors<Values> = {};
      if (!values.old_password) errors.old_password = message({ code: 'required', params: { label: t('form.currentPassword') } });
      const issue = checkPassword(values.new_password, email);
      if (issue) errors.new_password = t(issue, { min: PASSWORD_MIN_LENGTH });
      else if (values.new_password === values.old_password) errors.new_password = t('validation.passwordSameAsOld');
      if (!values.new_password2) errors.new_password2 = message({ code: 'required', params: { label: t('form.passwordRepeat') } });
      else {
        const repeat = checkPasswordRepeat(values.new_password, values.new_password2);
        if (repeat) errors.new_password2 = t(repeat);
      }
      return errors;
    },
    [email, message, t],
  );
  const form = useForm(INITIAL, validate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!form.validateForSubmit()) return focusFirstInvalid(formRef.current);
    try {
      await changePassword(form.values).unwrap();
      form.reset(INITIAL);
      notify.open({ variant: 'success', message: t('password.changed') });
    } catch (error) {
      if (form.setServerErrors(getFieldErrors(error))) focusFirstInvalid(formRef.current);
      else setFormError(getErrorMessage(error, t));
    }
  };

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate aria-label={t('cabinet.tabs.password')}>
      <p>{t('password.intro')}</p>
      <FormAlert>{formError}</FormAlert>
      {/* The account's email, for password managers that file the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label={t('form.currentPassword')} autoComplete="current-password" required {...form.field('old_password')} />
      <PasswordField
        label={t('form.newPassword')}
        autoComplete="new-password"
        required
        hint={t('validation.passwordRules', { min: PASSWORD_MIN_LENGTH })}
        {...form.field('new_password')}
      />
      <PasswordField label={t('form.passwordRepeat')} autoComplete="new-password" required {...form.field('new_password2')} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
