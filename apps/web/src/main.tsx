import '@/shared/styles/tokens.css';
import '@/shared/styles/global.css';
import { isValidElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '@sapar/contracts';
import { App, createBrowserStore } from '@/app/app';
import type { SsrState } from '@/app/store';
import { LanguageMenu } from '@/app/layout/language-switcher';
import { PATHS } from '@/app/paths';
import type { LazyPage } from '@/app/routes/lazy-page';
import { routes } from '@/app/routes/routes';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { syncHtmlLang } from '@/shared/i18n/sync-html-lang';
import { registerPreloadErrorHandler } from '@/shared/lib/chunk-load-error';
import { markHydrated } from '@/shared/lib/use-hydrated';
import { setServerScreenGuess } from '@/shared/lib/use-media-query';
import { rememberPartnerRef } from '@/shared/lib/partner-ref';

registerPreloadErrorHandler(window);
// Before the first render: a visitor who lands on a partner link and leaves at once still counts.
rememberPartnerRef(window.location.search);
syncHtmlLang(i18n);
const i18nReady = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
/** Loads the lazy pages the route tree draws at this path (routes/lazy-page.ts). */
function preloadPages(pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (isValidElement(route.element) ? (route.element.type as Partial<LazyPage>) : undefined));
  // The search page's results are a lazy part of the home page (the same chunk the page imports).
  const parts = pathname === PATHS.search ? [import('@/features/search').then(({ SearchResults }) => SearchResults.preload())] : [];
  return Promise.all([...pages.map((page) => page?.preload?.()), ...parts]);
}

const ssrText = document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
const ssrData = ssrText ? (JSON.parse(ssrText) as SsrData) : null;
// A page the server drew (app/ssr/entry-server.tsx) starts with the API answers it was drawn with, so the first render
// matches its HTML and React adopts it instead of drawing it again.
const store = createBrowserStore(ssrData?.queries, ssrData?.state as Partial<SsrState> | undefined);

if (ssrData) {
  setServerScreenGuess({ mobile: ssrData.mobile });
  // Hydrated once the catalogue and the page's code are in (and the header's language menu, which a phone's header
  // does not show), so nothing suspends and React adopts the page whole.
  void Promise.all([i18nReady, preloadPages(window.location.pathname), ssrData.mobile ? null : LanguageMenu.preload()]).then(() => {
    // As a transition, React adopts the page in slices of a few milliseconds and lets the browser answer in between,
    // instead of one long task that blocks a phone's main thread (the benchmark's total blocking time).
    startTransition(() => {
      hydrateRoot(container, <App store={store} />, {
        // A page that differs from the server's HTML is drawn again in the browser; said, so a test or a log sees it.
        onRecoverableError: (error) => console.error('[hydrate] the server HTML was drawn again:', error),
      });
    });
  });
} else {
  markHydrated();
  createRoot(container).render(<App store={store} />);
}
