/**
 * Enrolment in the second factor (TOTP): the secret as a QR code and as text, one code from the
 * app to confirm, then the one-time recovery codes — shown once, never again.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { useConfirmMfaMutation, useStartMfaSetupMutation } from '../api/accounts-api';
import type { StaffMfaSetup } from '@/shared/staff/api/staff-types';
import { QrCodeImage } from '../components/qr-code-image';
import { StaffAuthFrame } from '../components/staff-auth-frame';
import styles from '@/shared/staff/ui/staff.module.css';
import { hasStaffSession } from '@/shared/staff/lib/staff-session';
import { isUnauthorized } from '@/shared/staff/lib/staff-errors';
import { staffHref } from '@/shared/staff/staff-paths';

type Step =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; isAlreadyEnabled: boolean }
  | { kind: 'scan'; setup: StaffMfaSetup }
  | { kind: 'codes'; recoveryCodes: string[] };

const confirmFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export function StaffMfaSetupPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  useDocumentTitle(t('mfa.title'));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [startSetup] = useStartMfaSetupMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!hasStaffSession()) {
      void navigate(`${staffHref('staffLogin')}?next=${encodeURIComponent(staffHref('staffMfaSetup'))}`, {
        replace: true,
      });
      return;
    }
    // Once per visit: every setup call makes a new secret, and the QR must match the one kept.
    if (started.current) return;
    started.current = true;
    startSetup()
      .unwrap()
      .then((setup) => setStep({ kind: 'scan', setup }))
      .catch((error: unknown) => {
        if (isUnauthorized(error)) {
          void navigate(staffHref('staffLogin'), { replace: true });
          return;
        }
        const isAlreadyEnabled = isApiError(error, 'mfa_already_enabled');
        setStep({ kind: 'failed', message: getErrorMessage(error, tSite), isAlreadyEnabled });
      });
  }, [navigate, startSetup, tSite]);

  return (
    <StaffAuthFrame isWide>
      <h1 className={styles.title}>{t('mfa.title')}</h1>
      {step.kind === 'loading' ? (
        <p role="status">
          <Spinner size={20} /> {t('common.loading')}
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <>
          <FormAlert variant={step.isAlreadyEnabled ? 'info' : 'error'}>
            {step.isAlreadyEnabled ? t('mfa.alreadyEnabled') : step.message}
          </FormAlert>
          <Button onClick={() => void navigate(staffHref('staffHome'))}>{t('mfa.toWork')}</Button>
        </>
      ) : null}
      {step.kind === 'scan' ? (
        <ScanStep setup={step.setup} onEnrolled={(recoveryCodes) => setStep({ kind: 'codes', recoveryCodes })} />
      ) : null}
      {step.kind === 'codes' ? (
        <RecoveryCodes
          codes={step.recoveryCodes}
          onDone={() => void navigate(staffHref('staffHome'), { replace: true })}
        />
      ) : null}
    </StaffAuthFrame>
  );
}

function ScanStep({ setup, onEnrolled }: { setup: StaffMfaSetup; onEnrolled: (codes: string[]) => void }) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const [formError, setFormError] = useState('');
  const [confirm, { isLoading }] = useConfirmMfaMutation();
  const form = useZodForm({
    schema: confirmFormSchema,
    defaultValues: { code: '' },
    labels: { code: t('mfa.code') },
    messages: { code: t('mfa.codeFormat') },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnrolled((await confirm({ code }).unwrap()).recovery_codes);
    } catch (error) {
      form.setServerErrors(getFieldErrors(error));
      setFormError(getErrorMessage(error, tSite));
      form.setFocus('code');
    }
  });

  return (
    <>
      <p>{t('mfa.intro')}</p>
      <ol className={styles.steps}>
        <li>{t('mfa.stepInstall')}</li>
        <li>{t('mfa.stepScan')}</li>
        <li>{t('mfa.stepCode')}</li>
      </ol>
      <QrCodeImage text={setup.otpauth_url} label={t('mfa.qrLabel')} />
      <p id="mfa-secret-label">{t('mfa.secretLabel')}</p>
      <p className={styles.secret} aria-labelledby="mfa-secret-label" data-testid="mfa-secret">
        {setup.secret}
      </p>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          setFormError('');
          void submit(event);
        }}
        noValidate
        aria-label={t('mfa.confirm')}
      >
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={t('mfa.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.field('code')}
        />
        <Button type="submit" disabled={isLoading}>
          {t('mfa.confirm')}
        </Button>
      </form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const heading = useRef<HTMLHeadingElement>(null);
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="recovery-codes-title">
      <FormAlert variant="success">{t('mfa.enabled')}</FormAlert>
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        {t('mfa.recoveryTitle')}
      </h2>
      <p>{t('mfa.recoveryIntro')}</p>
      <ul className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setIsCopied(true));
          }}
        >
          {t('mfa.copy')}
        </Button>
        <Button onClick={onDone}>{t('mfa.done')}</Button>
      </div>
      <p role="status" className={styles.muted}>
        {isCopied ? t('mfa.copied') : ''}
      </p>
    </section>
  );
}
