import '@/shared/styles/tokens.css';
import '@/shared/styles/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_DATA_ELEMENT_ID, type SsrData } from '@sapar/contracts';
import { App, createBrowserStore } from '@/app/app';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { syncHtmlLang } from '@/shared/i18n/sync-html-lang';
import { registerPreloadErrorHandler } from '@/shared/lib/chunk-load-error';
import { setServerScreenGuess } from '@/shared/lib/use-media-query';
import { rememberPartnerRef } from '@/shared/lib/partner-ref';

registerPreloadErrorHandler(window);
// Before the first render: a visitor who lands on a partner link and leaves at once still counts.
rememberPartnerRef(window.location.search);
syncHtmlLang(i18n);
const i18nReady = initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const ssrText = document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
const ssrData = ssrText ? (JSON.parse(ssrText) as SsrData) : null;
// A page the server drew (app/ssr/entry-server.tsx) starts with the API answers it was drawn with, so the first render
// matches its HTML and React adopts it instead of drawing it again.
const store = createBrowserStore(ssrData?.queries);

if (ssrData) {
  setServerScreenGuess({ mobile: ssrData.mobile });
  // Hydrated once the catalogue is in, so nothing suspends.
  void i18nReady.then(() => {
    hydrateRoot(container, <App store={store} />, {
      // A page that differs from the server's HTML is drawn again in the browser; said, so a test or a log sees it.
      onRecoverableError: (error) => console.error('[hydrate] the server HTML was drawn again:', error),
    });
  });
} else {
  createRoot(container).render(<App store={store} />);
}
