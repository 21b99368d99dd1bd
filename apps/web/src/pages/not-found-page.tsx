/**
 * The page for any path the site has no page at (docs/product.md#pages-and-screens). The server answers it with 404 and a robots
 * noindex tag; the same tag is put in the head when the app reaches this page by itself.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ButtonLink } from '@/shared/ui/button';
import { pageStyles } from '@/shared/ui/page';

/** Keeps search engines from indexing the page while it is shown; the server's own tag is left in place. */
function useNoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  useNoIndex();
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
