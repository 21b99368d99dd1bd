import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '@/shared/lib/chunk-load-error';
import { Button } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';

/** What a route error boundary shows: a translated message and a reload, never a blank page. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isChunkLoadError(error)) console.error(error);
  return (
    <ErrorState
      message={isChunkLoadError(error) ? t('errors.chunkLoad') : t('errors.generic')}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}
