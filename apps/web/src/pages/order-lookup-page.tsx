/**
 * /booking: a guest finds their order by the booking reference and the email given at purchase, then
 * manages it on /booking/{number}?email=…; a signed-in traveller is pointed to the account's history.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import { useSession } from '@/features/auth';
import { OrderLookupForm } from '@/features/bookings';
import { Page, pageStyles } from '@/shared/ui/page';
import styles from './order-lookup-page.module.css';

export function OrderLookupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  return (
    <Page title={t('bookings.lookup.title')} intro={t('bookings.lookup.intro')}>
      <div className={`${pageStyles.card} ${styles.card}`}>
        <OrderLookupForm
          initialOrderNumber={searchParams.get('order') ?? ''}
          onFound={(orderNumber, email) => void navigate(`${getHref('orderDetail', { orderNumber })}?${new URLSearchParams({ email }).toString()}`)}
        />
      </div>
      <p className={styles.note}>
        {session.isSignedIn ? (
          <Link to={`${getHref('personalCabinet')}?tab=history`}>{t('bookings.lookup.toHistory')}</Link>
        ) : (
          <>
            {t('bookings.lookup.haveAccount')} <Link to={getHref('login')}>{t('bookings.lookup.signIn')}</Link>
          </>
        )}
      </p>
    </Page>
  );
}
