import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button';
import { PlaneIcon } from '@/shared/ui/icons';
import styles from './account.module.css';

/**
 * The flight history tab. Bookings do not exist yet, so it is the empty state: a friendly line and
 * the way to the search. The list arrives with GET /booking/my/.
 */
export function FlightHistory({ searchHref }: { searchHref: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.emptyState}>
      <PlaneIcon width={40} height={40} className={styles.emptyIcon} />
      <h2 className={styles.emptyTitle}>{t('history.emptyTitle')}</h2>
      <p className={styles.note}>{t('history.emptyText')}</p>
      <ButtonLink to={searchHref}>{t('history.search')}</ButtonLink>
    </div>
  );
}
