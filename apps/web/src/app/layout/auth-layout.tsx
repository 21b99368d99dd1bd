import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { getHref } from '../paths';
import { Logo } from './logo';
import styles from './layout.module.css';

/** The bare frame of the sign-in and sign-up screens (outside the main layout). */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.authShell}>
      <Link to={getHref('home')} className={styles.logoLink} aria-label={t('app.homeLink')}>
        <Logo />
      </Link>
      <main className={styles.authCard}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
