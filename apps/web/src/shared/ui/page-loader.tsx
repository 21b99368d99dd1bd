import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@sapar/contracts';
import styles from './page-loader.module.css';
import spinnerStyles from './spinner.module.css';

/**
 * The loader's text in each language, shipped with the code: on a first visit the loader shows
 * before any catalogue has arrived. The same words as `common.pageLoading` (a test keeps them equal);
 * the Russian is that of docs/product.md#pages-and-screens.
 */
export const PAGE_LOADING_TEXT: Record<Language, string> = {
  ru: 'Загрузка страницы...',
  ky: 'Барак жүктөлүүдө...',
  en: 'Loading page...',
  tr: 'Sayfa yükleniyor...',
  zh: '页面加载中...',
};

export function pageLoadingText(language: string | undefined): string {
  return PAGE_LOADING_TEXT[(language && normalizeLanguage(language)) || DEFAULT_LANGUAGE];
}

/** Full-screen loader shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t, i18n } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className={styles.loader} role="status" aria-live="polite" data-testid="page-loader">
      <span className={spinnerStyles.spinner} aria-hidden="true" />
      <span>{i18n.exists('common.pageLoading') ? t('common.pageLoading') : pageLoadingText(i18n.language)}</span>
    </div>
  );
}
