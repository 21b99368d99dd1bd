/**
 * A thin bar at the top of the window while the next page's code downloads after an in-app link:
 * the old page stays (React keeps it during the transition), so this is what says "loading".
 */
import { useTranslation } from 'react-i18next';
import { useIsPageDownloading } from '@/shared/lib/page-downloads';
import { pageLoadingText } from './page-loader';
import styles from './page-loader.module.css';

export function NavigationProgress() {
  const isDownloading = useIsPageDownloading();
  const { t, i18n } = useTranslation(undefined, { useSuspense: false });
  if (!isDownloading) return null;
  const label = i18n.exists('common.pageLoading') ? t('common.pageLoading') : pageLoadingText(i18n.language);
  return (
    <>
      <div className={styles.progress} role="progressbar" aria-label={label} data-testid="navigation-progress">
        <span className={styles.progressBar} />
      </div>
      <span className="visually-hidden" role="status">
        {label}
      </span>
    </>
  );
}
