/** How long a refund or exchange quote holds its amounts; at zero the flow asks for a new one. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '@/shared/lib/countdown';
import styles from './bookings.module.css';

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

export function QuoteExpiry({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const { remaining } = useCountdown(secondsUntil(expiresAt));
  useEffect(() => {
    if (remaining === 0) onExpired();
  }, [remaining, onExpired]);
  return (
    <p className={styles.expiry} data-testid="quote-expiry">
      <span aria-hidden="true">{t('bookings.quote.validFor', { time: formatCountdown(remaining) })}</span>
      {/* Read out once a minute, not every second. */}
      <span className="visually-hidden" aria-live="polite">
        {t('bookings.quote.validFor', { time: formatCountdown(Math.ceil(remaining / 60) * 60) })}
      </span>
    </p>
  );
}
