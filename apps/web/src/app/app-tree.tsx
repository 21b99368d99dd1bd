/**
 * What the browser (app.tsx) and the server (ssr/entry-server.tsx) both render around the router: the same tree on
 * both sides, or the browser could not hydrate the server's HTML.
 */
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { isHydrated, whenHydrated } from '@/shared/lib/use-hydrated';
import { GlobalUiProvider } from '@/shared/ui/global-ui-provider';
import { PageLoader } from '@/shared/ui/page-loader';
import type { AppStore } from './store';

export function AppTree({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {/* Waits for the first translation catalogue (react-i18next suspends until it arrives). */}
      <Suspense fallback={<PageLoader />}>
        <GlobalUiProvider>
          <HydrationGate>{children}</HydrationGate>
        </GlobalUiProvider>
      </Suspense>
    </Provider>
  );
}

/**
 * A server-rendered page shows its form fields and buttons before its JavaScript has run; until React has hydrated
 * them they would take typing and clicks that go nowhere, so they are disabled until then (links work as links).
 * `display: contents` and no role: the fieldset draws nothing and is no group for a screen reader.
 * The gate opens in the DOM, not by drawing again: a render while other parts of the page are still being hydrated
 * would make React hydrate them all in one long task. A later render finds it hydrated and leaves it open.
 */
function HydrationGate({ children }: { children: ReactNode }) {
  const gate = useRef<HTMLFieldSetElement>(null);
  useEffect(
    () =>
      whenHydrated(() => {
        if (gate.current) gate.current.disabled = false;
      }),
    [],
  );
  return (
    <fieldset ref={gate} role="none" disabled={!isHydrated()} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}
