import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page';

export function FaqPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.faq.title')} intro={t('pages.faq.intro')} />;
}
