import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { TourCatalogue } from '@/features/tours';
import { Page } from '@/shared/ui/page';

const toTourHref = (slug: string) => getHref('tourDetail', { slug });

/** /tours: trips around Kyrgyzstan and outbound packages. */
export function ToursPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tours.title')} intro={t('tours.intro')}>
      <TourCatalogue getTourHref={toTourHref} />
    </Page>
  );
}
