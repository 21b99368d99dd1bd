import '@/shared/styles/tokens.css';
import '@/shared/styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { syncHtmlLang } from '@/shared/i18n/sync-html-lang';
import { registerPreloadErrorHandler } from '@/shared/lib/chunk-load-error';
import { rememberPartnerRef } from '@/shared/lib/partner-ref';

registerPreloadErrorHandler(window);
// Before the first render: a visitor who lands on a partner link and leaves at once still counts.
rememberPartnerRef(window.location.search);
syncHtmlLang(i18n);
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
