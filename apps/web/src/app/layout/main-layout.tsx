import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrationMark } from '@/shared/lib/use-hydrated';
import { HydrateLater } from '@/shared/ui/hydrate-later';
import { PageLoader } from '@/shared/ui/page-loader';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import styles from './layout.module.css';

/** Header, main content and footer around every page except sign-in and sign-up. */
export function MainLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          {/* The page is adopted in a turn after the header's: as one pass with the shell it was the longest task. */}
          <HydrateLater fallback={<PageLoader />}>
            <Outlet />
          </HydrateLater>
          <HydrationMark />
        </Suspense>
      </main>
      <HydrateLater until="visible">
        <Footer />
      </HydrateLater>
    </div>
  );
}
