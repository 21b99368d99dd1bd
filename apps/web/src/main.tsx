import '@/shared/styles/tokens.css';
import '@/shared/styles/global.css';
import { isValidElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '@sapar/contracts';
import { App, createBrowserStore } from '@/app/app';
import type { SsrState } from '@/app/store';
import { LanguageMenu } from '@/app/layout/language-switcher';
import { installAutoFocus } from '@/app/preact-autofocus';
import { PATHS } from '@/app/paths';
import type { LazyPage } from '@/app/routes/lazy-page';
import { routes } from '@/app/routes/routes';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { syncHtmlLang } from '@/shared/i18n/sync-html-lang';
import { registerPreloadErrorHandler } from '@/shared/lib/chunk-load-error';
import { markHydrated, markHydrating } from '@/shared/lib/use-hydrated';
import { setServerScreenGuess } from '@/shared/lib/use-media-query';
import { rememberPartnerRef } from '@/shared/lib/partner-ref';

installAutoFocus();
registerPreloadErrorHandler(window);
// Before the first render: a visitor who lands on a partner link and leaves at once still counts.
rememberPartnerRef(window.location.search);
syncHtmlLang(i18n);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
/** Loads the lazy pages the route tree draws at this path (routes/lazy-page.ts). */
function preloadPages(pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    isValidElement(route.element) ? (route.element.type as Partial<LazyPage>) : undefined,
  );
  // The search page's results are a lazy part of the home page (the same chunk the page imports).
  const parts =
    pathname === PATHS.search ? [import('@/features/search').then(({ SearchResults }) => SearchResults.preload())] : [];
  return Promise.all([...pages.map((page) => page?.preload?.()), ...parts]);
}

/**
 * The next task. The start is cut into short tasks, each of which gives the browser back its main thread: as one, module
 * evaluation, the store, the route match and the page chunks' preloading made a single task of some 100 ms on a phone
 * (the benchmark's total blocking time).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

const ssrText = document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
const ssrData = ssrText ? (JSON.parse(ssrText) as SsrData) : null;

// For a page the server drew, in a task of its own after the evaluation of the app's modules (its language detection
// reads cookies and storage): the page is hydrated only once it is ready. A page the browser draws itself starts it
// before its first render, which finds i18next through it (react-i18next's plugin).
const i18nReady = ssrData ? nextTask().then(() => initI18n()) : initI18n();

/** A page the server drew (app/ssr/entry-server.tsx): its HTML is adopted instead of drawn again. */
async function hydrate(data: SsrData, root: HTMLElement): Promise<void> {
  setServerScreenGuess({ mobile: data.mobile });
  await nextTask();
  // The store starts with the API answers the page was drawn with, so the first render matches its HTML.
  const store = createBrowserStore(data.queries, data.state as Partial<SsrState> | undefined);
  await nextTask();
  // Hydrated once the catalogue and the page's code are in (and the header's language menu, which a phone's header
  // does not show), so nothing suspends and the page is adopted whole.
  await Promise.all([i18nReady, preloadPages(window.location.pathname), data.mobile ? null : LanguageMenu.preload()]);
  await nextTask();
  // Preact (vite.config.ts) adopts the page in one task: it walks the HTML it is given and attaches the handlers, without
  // comparing or drawing again (a page that differed would keep the server's text). The parts wrapped in HydrateLater
  // (the footer, the home page's sections) are adopted afterwards, a task each.
  markHydrating();
  hydrateRoot(root, <App store={store} />);
}

if (ssrData) {
  void hydrate(ssrData, container);
} else {
  markHydrated();
  createRoot(container).render(<App store={createBrowserStore()} />);
}
