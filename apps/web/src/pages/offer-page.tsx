import { useTranslation } from 'react-i18next';
import { ContentPageView } from './content-page';

export function OfferPage() {
  const { t } = useTranslation();
  return <ContentPageView slug="offer" fallbackTitle={t('pages.offer.title')} />;
}
