import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ButtonLink } from '@/shared/ui/button';
import { pageStyles } from '@/shared/ui/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="container" data-testid="not-found">
      <div className={`${pageStyles.card} ${pageStyles.centered}`}>
        <p aria-hidden="true" style={{ fontSize: 64, fontWeight: 800, color: 'var(--color-brand)', lineHeight: 1 }}>
          404
        </p>
        <h1 className={pageStyles.title}>{t('notFound.title')}</h1>
        <p className={pageStyles.intro}>{t('notFound.text')}</p>
        <ButtonLink to={getHref('home')}>{t('notFound.backHome')}</ButtonLink>
      </div>
    </div>
  );
}
