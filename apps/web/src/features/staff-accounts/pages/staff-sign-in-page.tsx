/**
 * Staff sign-in in two steps: the password, then — for an account with a second factor — the
 * 6-digit code of the authenticator app or one of the recovery codes. The answer of step one is a
 * discriminated union: a token pair (no second factor yet: the enrolment page follows) or a challenge.
 */
import { signInFormSchema } from '@sapar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { baseApi } from '@/shared/api/base-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, PasswordField, TextField, formStyles } from '@/shared/ui/form-field';
import { useStaffMfaSignInMutation, useStaffSignInMutation } from '../api/accounts-api';
import { isMfaChallenge, type TokenPair } from '@/shared/staff/api/staff-types';
import { StaffAuthFrame } from '../components/staff-auth-frame';
import { clearStaffSession, saveStaffSession } from '@/shared/staff/lib/staff-session';
import { STAFF_PATHS, staffHref } from '@/shared/staff/staff-paths';
import styles from '@/shared/staff/ui/staff.module.css';

type Step = { kind: 'password' } | { kind: 'code'; mfaToken: string; email: string };

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`); the server tells which. */
const mfaCodeFormSchema = z.object({ code: z.string().trim().min(6).max(32) });

/** Only a path inside the back office is followed after sign-in. */
function resolveStaffNext(next: string | null): string {
  return next && next.startsWith(`${STAFF_PATHS.staffHome}/`) && !next.startsWith('//') ? next : staffHref('staffHome');
}

export function StaffSignInPage() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('signIn.title'));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [searchParams] = useSearchParams();

  const finish = (tokens: TokenPair) => {
    saveStaffSession(tokens);
    // Whatever was cached belonged to the previous session (or none).
    dispatch(baseApi.util.resetApiState());
    void navigate(resolveStaffNext(searchParams.get('next')), { replace: true });
  };

  return (
    <StaffAuthFrame>
      <h1 className={styles.title}>{t('signIn.title')}</h1>
      {step.kind === 'password' ? (
        <PasswordStep onTokens={finish} onChallenge={(mfaToken, email) => setStep({ kind: 'code', mfaToken, email })} />
      ) : (
        <CodeStep
          mfaToken={step.mfaToken}
          email={step.email}
          onTokens={finish}
          onRestart={() => setStep({ kind: 'password' })}
        />
      )}
    </StaffAuthFrame>
  );
}

function PasswordStep({
  onTokens,
  onChallenge,
}: {
  onTokens: (tokens: TokenPair) => void;
  onChallenge: (mfaToken: string, email: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const [formError, setFormError] = useState('');
  const [signIn, { isLoading }] = useStaffSignInMutation();
  const form = useZodForm({
    schema: signInFormSchema,
    defaultValues: { email: '', password: '' },
    labels: { email: t('signIn.email'), password: t('signIn.password') },
  });

  const submit = form.handleSubmit(async (credentials) => {
    try {
      // A traveller's session in this browser must not ride along (nor be refreshed) with a staff sign-in.
      clearStaffSession();
      const answer = await signIn(credentials).unwrap();
      if (isMfaChallenge(answer)) onChallenge(answer.mfa_token, credentials.email);
      else onTokens(answer);
    } catch (error) {
      form.setServerErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error, tSite));
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
      aria-label={t('signIn.title')}
    >
      <FormAlert>{formError}</FormAlert>
      <TextField label={t('signIn.email')} type="email" autoComplete="username" required {...form.field('email')} />
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Button type="submit" disabled={isLoading}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}

function CodeStep({
  mfaToken,
  email,
  onTokens,
  onRestart,
}: {
  mfaToken: string;
  email: string;
  onTokens: (tokens: TokenPair) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const [formError, setFormError] = useState('');
  const [signInWithCode, { isLoading }] = useStaffMfaSignInMutation();
  const form = useZodForm({
    schema: mfaCodeFormSchema,
    defaultValues: { code: '' },
    labels: { code: t('signIn.code') },
    messages: { code: t('signIn.codeInvalid') },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onTokens(await signInWithCode({ mfa_token: mfaToken, code: code.replace(/\s+/g, '') }).unwrap());
    } catch (error) {
      form.setServerErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error, tSite));
      form.setFocus('code');
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
      aria-label={t('signIn.codeStep')}
    >
      <p className={styles.muted}>{t('signIn.codeIntro', { email })}</p>
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        required
        {...form.field('code')}
      />
      <Button type="submit" disabled={isLoading}>
        {t('signIn.verify')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onRestart}>
        {t('signIn.restart')}
      </button>
    </form>
  );
}
