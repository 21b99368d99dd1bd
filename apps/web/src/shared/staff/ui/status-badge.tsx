/** An order's or a request's status as a coloured, translated badge (the word carries the meaning, not the colour). */
import { useTranslation } from 'react-i18next';
import styles from './staff-tables.module.css';

const TONES: Record<string, 'good' | 'warn' | 'bad'> = {
  paid: 'good',
  ticketed: 'good',
  done: 'good',
  refunded: 'good',
  sent: 'good',
  succeeded: 'good',
  booked: 'warn',
  new: 'warn',
  in_progress: 'warn',
  pending: 'warn',
  refund_requested: 'warn',
  expired: 'bad',
  cancelled: 'bad',
  failed: 'bad',
  dead: 'bad',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('staff');
  return (
    <span className={styles.badge} data-tone={TONES[status]}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
