import '@/shared/styles/tokens.css';
import '@/shared/styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { syncHtmlLang } from '@/shared/i18n/sync-html-lang';
import { registerPreloadErrorHandler } from '@/shared/lib/chunk-load-error';

registerPreloadErrorHandler(window);
syncHtmlLang(i18n);
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
