/** Sign-in, sign-up and password recovery: outside the main layout, composed from the auth feature. */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import { LoginForm, RecoveryWizard, RegisterWizard, hasSession, resolveNextPath } from '@/features/auth';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ButtonLink } from '@/shared/ui/button';
import { pageStyles } from '@/shared/ui/page';
import styles from './auth-pages.module.css';

function AuthHeader({ title, intro }: { title: string; intro: string }) {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={pageStyles.intro}>{intro}</p>
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = resolveNextPath(searchParams.get('next'), getHref('personalCabinet'));
  if (hasSession()) return <Navigate to={target} replace />;
  return (
    <>
      <AuthHeader title={t('pages.login.title')} intro={t('pages.login.intro')} />
      <LoginForm
        onSignedIn={() => void navigate(target, { replace: true })}
        recoveryLink={
          <p className={styles.inlineLink}>
            <Link to={getHref('recovery')}>{t('auth.login.forgotPassword')}</Link>
          </p>
        }
      />
      <p className={styles.footer}>
        {t('pages.login.noAccount')} <Link to={getHref('register')}>{t('pages.login.register')}</Link>
      </p>
      <Link to={getHref('home')} className={styles.footer}>
        {t('common.backHome')}
      </Link>
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeader title={t('pages.register.title')} intro={t('pages.register.intro')} />
      <RegisterWizard onRegistered={() => void navigate(getHref('personalCabinet'), { replace: true })} />
      <p className={styles.footer}>
        {t('pages.register.haveAccount')} <Link to={getHref('login')}>{t('pages.register.login')}</Link>
      </p>
      <Link to={getHref('home')} className={styles.footer}>
        {t('common.backHome')}
      </Link>
    </>
  );
}

export function RecoveryPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeader title={t('pages.recovery.title')} intro={t('pages.recovery.intro')} />
      <RecoveryWizard signInLink={<ButtonLink to={getHref('login')}>{t('pages.recovery.signIn')}</ButtonLink>} />
      <p className={styles.footer}>
        {t('pages.recovery.remembered')} <Link to={getHref('login')}>{t('pages.recovery.signIn')}</Link>
      </p>
    </>
  );
}
