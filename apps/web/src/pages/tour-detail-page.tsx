import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getHref } from '@/app/paths';
import { TourRequestForm } from '@/features/requests';
import { formatTourDate, TourDetails, useGetTourQuery } from '@/features/tours';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { LoadError } from '@/shared/ui/load-error';
import { Page } from '@/shared/ui/page';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundPage } from './not-found-page';
import styles from './content-pages.module.css';

/** /tours/:slug — one tour and its request form. */
export function TourDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetTourQuery({ slug, language });
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Page title={data?.title ?? (isLoading ? t('common.loading') : t('tours.title'))}>
      <Link to={getHref('tours')} className={styles.back}>
        ← {t('tours.back')}
      </Link>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <LoadError message={getErrorMessage(error, t)} onRetry={() => void refetch()} />
      ) : (
        <>
          <TourDetails tour={data} />
          <section className={styles.formCard} aria-labelledby="tour-request-title">
            <h2 id="tour-request-title" className={styles.sectionTitle}>
              {t('tours.requestTitle')}
            </h2>
            <p className={styles.note}>{t('tours.requestIntro')}</p>
            <TourRequestForm
              tourSlug={data.slug}
              tourTitle={data.title}
              dates={data.dates}
              privacyHref={getHref('privacy')}
              formatDate={(date) => formatTourDate(date, language)}
            />
          </section>
        </>
      )}
    </Page>
  );
}
