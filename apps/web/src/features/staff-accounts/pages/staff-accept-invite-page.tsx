/** The invitation link's page: the invited person sets a password (single use, 72 hours), then signs in. */
import { newPasswordFormSchema, type FormProblem } from '@sapar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useZodForm, type FormIssue } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, formStyles } from '@/shared/ui/form-field';
import { useAcceptStaffInviteMutation } from '../api/accounts-api';
import { StaffAuthFrame } from '../components/staff-auth-frame';
import { staffHref } from '@/shared/staff/staff-paths';

/** The invited person's email is not known here, so the password is checked without it (the API checks it again). */
const INVITE_PASSWORD_SCHEMA = newPasswordFormSchema('');

export function StaffAcceptInvitePage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  useDocumentTitle(t('invite.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [accept, { isLoading }] = useAcceptStaffInviteMutation();
  const [error, setError] = useState('');
  const [acceptedEmail, setAcceptedEmail] = useState('');
  /** The strength rule and the repeat are the contracts' (the API's); the words are the back office's own. */
  const problemText = (issue: FormIssue) => {
    const problem: FormProblem | undefined = issue.params?.problem;
    if (problem === 'password_mismatch') return t('invite.mismatch');
    return problem ? t(`invite.${problem}`) : undefined;
  };
  const form = useZodForm({
    schema: INVITE_PASSWORD_SCHEMA,
    defaultValues: { password: '', password2: '' },
    labels: { password: t('invite.password'), password2: t('invite.password2') },
    messages: { password: problemText, password2: problemText },
    dependencies: { password: ['password2'] },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setError('');
    try {
      setAcceptedEmail((await accept({ token, password }).unwrap()).email);
    } catch (failure) {
      setError(getErrorMessage(failure, tSite));
    }
  });

  return (
    <StaffAuthFrame>
      <h1>{t('invite.title')}</h1>
      {acceptedEmail ? (
        <>
          <FormAlert variant="success">{t('invite.done', { email: acceptedEmail })}</FormAlert>
          <Link to={staffHref('staffLogin')}>{t('invite.toSignIn')}</Link>
        </>
      ) : !token ? (
        <FormAlert>{t('invite.noToken')}</FormAlert>
      ) : (
        <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('invite.intro')}</p>
          <FormAlert>{error}</FormAlert>
          <PasswordField
            label={t('invite.password')}
            autoComplete="new-password"
            required
            {...form.field('password')}
          />
          <PasswordField
            label={t('invite.password2')}
            autoComplete="new-password"
            required
            {...form.field('password2')}
          />
          <Button type="submit" disabled={isLoading}>
            {t('invite.submit')}
          </Button>
        </form>
      )}
    </StaffAuthFrame>
  );
}
