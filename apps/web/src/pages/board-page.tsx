import { useTranslation } from 'react-i18next';
import { FlightBoard } from '@/features/board';
import { Page } from '@/shared/ui/page';

/** /board: the online flight board of Manas and Osh. */
export function BoardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('board.title')} intro={t('board.intro')}>
      <FlightBoard />
    </Page>
  );
}
