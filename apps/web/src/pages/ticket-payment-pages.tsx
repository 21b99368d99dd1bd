import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { ButtonLink } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';

export function TicketPaymentPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.ticketPayment.title')} intro={t('pages.ticketPayment.intro')} />;
}

export function TicketPaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.ticketPaymentSuccess.title')} intro={t('pages.ticketPaymentSuccess.intro')}>
      <ButtonLink to={getHref('home')}>{t('common.backHome')}</ButtonLink>
    </Page>
  );
}

export function TicketPaymentErrorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.ticketPaymentError.title')} intro={t('pages.ticketPaymentError.intro')}>
      <ButtonLink to={getHref('ticketPayment')}>{t('errors.retry')}</ButtonLink>
    </Page>
  );
}
