/**
 * /booking: anyone with the booking reference and the contact email sees the order's masked summary
 * and can have a link to the whole order mailed to that email; the owner (signed in) or a browser
 * that holds the order's token goes straight to /booking/{number}. A signed-in traveller is pointed
 * to the account's history.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import { useSession } from '@/features/auth';
import { OrderLookupForm, OrderSummaryCard, type OrderLookupResult } from '@/features/bookings';
import { Page, pageStyles } from '@/shared/ui/page';
import styles from './order-lookup-page.module.css';

type Summary = Extract<OrderLookupResult, { kind: 'summary' }>;

export function OrderLookupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [found, setFound] = useState<Summary | null>(null);

  const show = (result: OrderLookupResult | null) => {
    if (result?.kind === 'order') void navigate(getHref('orderDetail', { orderNumber: result.orderNumber }));
    else setFound(result);
  };

  return (
    <Page title={t('bookings.lookup.title')} intro={t('bookings.lookup.intro')}>
      <div className={styles.column}>
        <div className={`${pageStyles.card} ${styles.card}`}>
          <OrderLookupForm initialOrderNumber={searchParams.get('order') ?? ''} onResult={show} />
        </div>
        {found ? (
          <div className={`${pageStyles.card} ${styles.card}`}>
            {/* Keyed by what was asked: another lookup starts with a fresh link request. */}
            <OrderSummaryCard
              key={`${found.summary.order_number}:${found.email}`}
              summary={found.summary}
              email={found.email}
            />
          </div>
        ) : null}
        <p className={styles.note}>
          {session.isSignedIn ? (
            <Link to={`${getHref('personalCabinet')}?tab=history`}>{t('bookings.lookup.toHistory')}</Link>
          ) : (
            <>
              {t('bookings.lookup.haveAccount')} <Link to={getHref('login')}>{t('bookings.lookup.signIn')}</Link>
            </>
          )}
        </p>
      </div>
    </Page>
  );
}
