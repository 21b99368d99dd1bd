/** The time left to pay: mm:ss, or hh:mm:ss from one hour; tells the flow when it reaches zero. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/shared/lib/countdown';
import styles from './purchase.module.css';

export function secondsUntil(deadline: string, now = Date.now()): number {
  const end = Date.parse(deadline);
  return Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1000)) : 0;
}

/** Seconds left until an ISO deadline, ticking every second; counted from the deadline so a sleeping tab stays right. */
export function useSecondsUntil(deadline: string): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

export function PaymentCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const time = formatCountdown(seconds);
  // Read out once a minute, not every second.
  const spoken = formatCountdown(Math.ceil(seconds / 60) * 60);
  return (
    <div className={styles.countdown} data-testid="payment-countdown">
      <span className={styles.countdownLabel}>{t('purchase.countdown.label')}</span>
      <span className={styles.countdownTime} aria-hidden="true">
        {time}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {t('purchase.countdown.aria', { time: spoken })}
      </span>
    </div>
  );
}
