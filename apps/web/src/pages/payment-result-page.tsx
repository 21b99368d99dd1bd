import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page';

export function PaymentResultPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.paymentResult.title')} intro={t('pages.paymentResult.intro')} />;
}
