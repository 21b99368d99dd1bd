import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { hasSession } from '@/features/auth';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ButtonLink } from '@/shared/ui/button';
import { Page, pageStyles } from '@/shared/ui/page';

export function PersonalCabinetPage() {
  const { t } = useTranslation();
  if (!hasSession()) return <NotAuthorized />;
  return <Page title={t('pages.cabinet.title')} intro={t('pages.cabinet.intro')} />;
}

function NotAuthorized() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.cabinet.title'));
  return (
    <div className="container">
      <div className={`${pageStyles.card} ${pageStyles.centered}`}>
        <h1 className={pageStyles.title}>{t('pages.cabinet.notAuthorized')}</h1>
        <p className={pageStyles.intro}>{t('pages.cabinet.notAuthorizedText')}</p>
        <ButtonLink to={getHref('login')}>{t('pages.cabinet.signIn')}</ButtonLink>
      </div>
    </div>
  );
}
