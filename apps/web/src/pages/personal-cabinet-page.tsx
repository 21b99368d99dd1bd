/**
 * The personal cabinet: a welcome line with the full name and the tabs — personal data, edit,
 * change password, flight history (the orders, or the way to the search while there are none) and
 * the saved passenger. A guest sees "Not authorized".
 */
import type { UserProfile } from '@sapar/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import {
  ChangePasswordForm,
  FlightHistory,
  ProfileEditForm,
  ProfileView,
  SavedPassengerPanel,
} from '@/features/account';
import { getDisplayName, useSession, useSignOut } from '@/features/auth';
import {
  BookingHistory,
  OrderLookupForm,
  OrderSummaryCard,
  type OrderHref,
  type OrderLookupResult,
} from '@/features/bookings';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button, ButtonLink } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';
import { useNotify } from '@/shared/ui/notification';
import { pageStyles } from '@/shared/ui/page';
import { Spinner } from '@/shared/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import styles from './personal-cabinet-page.module.css';

const TABS = ['profile', 'edit', 'password', 'history', 'passenger'] as const;
type CabinetTab = (typeof TABS)[number];

const isCabinetTab = (value: string | null): value is CabinetTab =>
  (TABS as readonly (string | null)[]).includes(value);

const orderHref: OrderHref = (orderNumber, action) =>
  `${getHref('orderDetail', { orderNumber })}${action ? `?action=${action}` : ''}`;

export function PersonalCabinetPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('pages.cabinet.title'));
  if (!session.isSignedIn) return <NotAuthorized />;
  if (session.profile) return <Cabinet profile={session.profile} />;
  if (session.error) {
    return (
      <ErrorState
        message={getErrorMessage(session.error, t)}
        action={
          <Button variant="secondary" onClick={() => void session.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={`container ${styles.loading}`}>
      <Spinner />
    </div>
  );
}

function Cabinet({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const signOut = useSignOut();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: CabinetTab = isCabinetTab(requested) ? requested : 'profile';
  const selectTab = (next: string) => setSearchParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  const handleSignOut = () => {
    signOut();
    notify.open({ variant: 'info', message: t('account.signedOut') });
    void navigate(getHref('home'));
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 className={pageStyles.title}>{t('pages.cabinet.title')}</h1>
          <p className={styles.welcome} data-testid="welcome">
            {t('cabinet.welcome', { name: getDisplayName(profile) })}
          </p>
        </div>
        <Button variant="secondary" onClick={handleSignOut}>
          {t('account.signOut')}
        </Button>
      </div>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabList aria-label={t('cabinet.tabsLabel')}>
          <Tab value="profile">{t('cabinet.tabs.profile')}</Tab>
          <Tab value="edit">{t('cabinet.tabs.edit')}</Tab>
          <Tab value="password">{t('cabinet.tabs.password')}</Tab>
          <Tab value="history">{t('cabinet.tabs.history')}</Tab>
          <Tab value="passenger">{t('cabinet.tabs.passenger')}</Tab>
        </TabList>
        <TabPanel value="profile">
          <ProfileView profile={profile} />
          <div className={styles.panelActions}>
            <Button variant="secondary" onClick={() => selectTab('edit')}>
              {t('cabinet.editProfile')}
            </Button>
          </div>
        </TabPanel>
        <TabPanel value="edit">
          <ProfileEditForm
            profile={profile}
            onSaved={() => selectTab('profile')}
            onCancel={() => selectTab('profile')}
          />
        </TabPanel>
        <TabPanel value="password">
          <ChangePasswordForm email={profile.email} />
        </TabPanel>
        <TabPanel value="history">
          <BookingHistory orderHref={orderHref} emptyState={<FlightHistory searchHref={getHref('search')} />} />
          <CabinetOrderFinder />
        </TabPanel>
        <TabPanel value="passenger">
          <SavedPassengerPanel />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/**
 * Finding an order bought for another email (as a guest) by its number and that email: the whole order opens when the
 * account may act on it; otherwise the masked summary, with a link mailed to that email (docs/product.md#bookings-history).
 */
function CabinetOrderFinder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const [found, setFound] = useState<Extract<OrderLookupResult, { kind: 'summary' }> | null>(null);
  const show = (result: OrderLookupResult | null) => {
    if (result?.kind === 'order') void navigate(getHref('orderDetail', { orderNumber: result.orderNumber }));
    else setFound(result);
  };
  return (
    <section className={`${pageStyles.card} ${styles.finder}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.finderTitle}>
        {t('cabinet.findOrder.title')}
      </h2>
      <p className={styles.finderIntro}>{t('cabinet.findOrder.intro')}</p>
      <OrderLookupForm onResult={show} />
      {found ? (
        <OrderSummaryCard
          key={`${found.summary.order_number}:${found.email}`}
          summary={found.summary}
          email={found.email}
        />
      ) : null}
    </section>
  );
}

function NotAuthorized() {
  const { t } = useTranslation();
  return (
    <div className="container">
      <div className={`${pageStyles.card} ${pageStyles.centered}`}>
        <h1 className={pageStyles.title}>{t('pages.cabinet.notAuthorized')}</h1>
        <p className={pageStyles.intro}>{t('pages.cabinet.notAuthorizedText')}</p>
        <ButtonLink to={getHref('login')}>{t('pages.cabinet.signIn')}</ButtonLink>
      </div>
    </div>
  );
}
