import { useTranslation } from 'react-i18next';
import styles from './page-loader.module.css';
import spinnerStyles from './spinner.module.css';

/** Full-screen loader shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  // Before the catalogue arrives there is no text to show; the spinner alone still says "wait".
  return (
    <div className={styles.loader} role="status" aria-live="polite" data-testid="page-loader">
      <span className={spinnerStyles.spinner} aria-hidden="true" />
      {ready ? <span>{t('common.pageLoading')}</span> : null}
    </div>
  );
}
