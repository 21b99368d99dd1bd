/** What happened to the order, oldest first, folded away until asked for (the server words each event). */
import type { OrderDetail } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { useLanguage } from '@/shared/lib/use-language';
import { formatMoment } from '../model/order-view';
import styles from './bookings.module.css';

export function OrderTimeline({ timeline, isOpen = false }: { timeline: OrderDetail['timeline']; isOpen?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (timeline.length === 0) return null;
  return (
    <details className={styles.timeline} open={isOpen || undefined}>
      <summary className={styles.timelineSummary}>
        <ChevronDownIcon width={18} height={18} className={styles.timelineChevron} aria-hidden="true" />
        {t('bookings.timeline', { count: timeline.length })}
      </summary>
      <ol className={styles.timelineList}>
        {timeline.map((entry) => (
          <li key={`${entry.at}-${entry.event}`} className={styles.timelineItem}>
            <time dateTime={entry.at} className={styles.muted}>
              {formatMoment(entry.at, language)}
            </time>
            <span>{entry.detail}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
