import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page';

export function OfferPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.offer.title')} intro={t('pages.offer.intro')} />;
}
