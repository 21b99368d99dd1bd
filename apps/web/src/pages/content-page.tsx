/** A page stored per language on the server (the offer, the privacy policy), shown as sanitised HTML. */
import type { ContentPageSlug } from '@sapar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText, useGetContentPageQuery } from '@/features/content';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { LoadError } from '@/shared/ui/load-error';
import { Page } from '@/shared/ui/page';
import { Spinner } from '@/shared/ui/spinner';

export function ContentPageView({
  slug,
  fallbackTitle,
  actions,
}: {
  slug: ContentPageSlug;
  fallbackTitle: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, isLoading, refetch } = useGetContentPageQuery({ slug, language });
  return (
    <Page title={data?.title ?? fallbackTitle}>
      {actions}
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <LoadError message={getErrorMessage(error, t)} onRetry={() => void refetch()} />
      ) : (
        <RichText html={data.content} />
      )}
    </Page>
  );
}
