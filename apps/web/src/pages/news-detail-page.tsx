import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getHref } from '@/app/paths';
import { isNotFound, NewsArticle, NewsBlock, useNewsDetail } from '@/features/news';
import type { ApiError } from '@/shared/api/api-error';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundPage } from './not-found-page';

const toNewsHref = (slug: string) => getHref('newsDetail', { slug });

export function NewsDetailPage() {
  const { slug = '' } = useParams();
  const { data, error, isError, isFetching, refetch } = useNewsDetail(slug);

  if (isError && isNotFound(error)) return <NotFoundPage />;
  if (isError) return <NewsError error={error as ApiError | undefined} onRetry={() => void refetch()} />;
  // Also while refetching in a new language, so the old text does not sit under a new title.
  if (!data || (isFetching && data.slug !== slug)) return <NewsLoading />;

  return <NewsLoaded slug={slug} data={data} />;
}

function NewsLoaded({ slug, data }: { slug: string; data: NonNullable<ReturnType<typeof useNewsDetail>['data']> }) {
  const { t } = useTranslation();
  useDocumentTitle(data.title);
  return (
    <div className="container" style={{ paddingTop: 'var(--space-6)' }}>
      <NewsArticle news={data} />
      <NewsBlock title={t('news.moreTitle')} getItemHref={toNewsHref} excludeSlug={slug} />
    </div>
  );
}

function NewsLoading() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.loading'));
  return (
    // A screen high, so the footer waits below the fold instead of showing and then jumping down with the article
    // (the news page's layout shift was 0.36).
    <div className="container" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', gap: 16 }}>
      <h1 className="visually-hidden">{t('common.loading')}</h1>
      <Spinner />
    </div>
  );
}

function NewsError({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error?.messageKey ? t(error.messageKey) : error?.detail;
  return <ErrorState message={message} action={<Button onClick={onRetry}>{t('errors.retry')}</Button>} />;
}
