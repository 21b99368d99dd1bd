import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

interface SpinnerProps {
  size?: number;
  /** Announced text; the 'Загрузка' of the current language when not given. */
  label?: string;
}

export function Spinner({ size = 40, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" style={{ display: 'inline-flex' }}>
      <span className={styles.spinner} style={{ '--spinner-size': `${size}px` } as CSSProperties} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}
