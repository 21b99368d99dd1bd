/** The frame of the screens before the back office opens: sign-in, enrolment, invitation. */
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/shared/ui/page-loader';
import { StaffLanguageSelect } from '@/shared/staff/ui/staff-language-select';
import styles from '@/shared/staff/ui/staff.module.css';

export function StaffAuthFrame({ children, isWide = false }: { children: ReactNode; isWide?: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.authFrame}>
      <header className={styles.authHeader}>
        <span className={styles.authBrand}>{t('shell.brand')}</span>
        <StaffLanguageSelect />
      </header>
      <main className={`${styles.card} ${isWide ? styles.wideCard : ''}`}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
    </div>
  );
}
