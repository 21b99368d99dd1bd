import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '@/shared/ui/navigation-progress';
import { PageLoader } from '@/shared/ui/page-loader';
import { LanguagePathSync } from './language-path-sync';
import { PartnerRefTracker } from './partner-ref-tracker';
import { ScrollToTop } from './scroll-to-top';

/** Behaviour every route shares, inside or outside the main layout. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <PartnerRefTracker />
      <LanguagePathSync />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
