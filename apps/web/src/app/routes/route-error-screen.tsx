import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '@/shared/lib/chunk-load-error';
import { Button } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';
import { PageLoader } from '@/shared/ui/page-loader';
import { lazyPage } from './lazy-page';

const NotFoundPage = lazyPage(() => import('@/pages/not-found-page'), 'NotFoundPage');

/** The route error boundary: a translated message and a reload, never React Router's default screen. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (!isChunkLoadError(error)) console.error(error);
  return (
    <ErrorState
      message={isChunkLoadError(error) ? t('errors.chunkLoad') : t('errors.generic')}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}
