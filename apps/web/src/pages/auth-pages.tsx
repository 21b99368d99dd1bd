/** Sign-in and sign-up screens; their forms arrive with the auth issue. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { pageStyles } from '@/shared/ui/page';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.login.title'));
  return (
    <>
      <h1 className={pageStyles.title}>{t('pages.login.title')}</h1>
      <p className={pageStyles.intro}>{t('pages.login.intro')}</p>
      <p>
        {t('pages.login.noAccount')} <Link to={getHref('register')}>{t('pages.login.register')}</Link>
      </p>
      <Link to={getHref('home')}>{t('common.backHome')}</Link>
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.register.title'));
  return (
    <>
      <h1 className={pageStyles.title}>{t('pages.register.title')}</h1>
      <p className={pageStyles.intro}>{t('pages.register.intro')}</p>
      <p>
        {t('pages.register.haveAccount')} <Link to={getHref('login')}>{t('pages.register.login')}</Link>
      </p>
      <Link to={getHref('home')}>{t('common.backHome')}</Link>
    </>
  );
}
