/** The invitation link's page: the invited person sets a password (single use, 72 hours), then signs in. */
import { checkPasswordStrength } from '@sapar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, formStyles } from '@/shared/ui/form-field';
import { useAcceptStaffInviteMutation } from '../api/accounts-api';
import { StaffAuthFrame } from '../components/staff-auth-frame';
import { staffHref } from '@/shared/staff/staff-paths';

export function StaffAcceptInvitePage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  useDocumentTitle(t('invite.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [accept, { isLoading }] = useAcceptStaffInviteMutation();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [error, setError] = useState('');
  const [acceptedEmail, setAcceptedEmail] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const problem = checkPasswordStrength(password);
    if (problem) {
      setError(t(`invite.${problem}`));
      return;
    }
    if (password !== password2) {
      setError(t('invite.mismatch'));
      return;
    }
    try {
      setAcceptedEmail((await accept({ token, password }).unwrap()).email);
    } catch (failure) {
      setError(getErrorMessage(failure, tSite));
    }
  };

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
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('invite.password2')}
            autoComplete="new-password"
            required
            value={password2}
            onChange={(event) => setPassword2(event.target.value)}
          />
          <Button type="submit" disabled={isLoading}>
            {t('invite.submit')}
          </Button>
        </form>
      )}
    </StaffAuthFrame>
  );
}
