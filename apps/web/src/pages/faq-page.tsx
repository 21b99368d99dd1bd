import { useNavigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FaqBrowser, useGetFaqQuery } from '@/features/content';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { LoadError } from '@/shared/ui/load-error';
import { Page } from '@/shared/ui/page';
import { Spinner } from '@/shared/ui/spinner';

/** /faq: questions by category; /faq#question-id opens one. */
export function FaqPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetFaqQuery({ language });
  return (
    <Page title={t('pages.faq.title')} intro={t('pages.faq.intro')}>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <LoadError message={getErrorMessage(error, t)} onRetry={() => void refetch()} />
      ) : (
        <FaqBrowser
          categories={data.categories}
          hash={decodeURIComponent(hash.replace(/^#/, ''))}
          onQuestionOpened={(id) => void navigate({ hash: id }, { replace: true, preventScrollReset: true })}
        />
      )}
    </Page>
  );
}
