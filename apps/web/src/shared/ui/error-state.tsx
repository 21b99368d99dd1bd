import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { AlertIcon } from './icons';
import styles from './page.module.css';

/** A full-width error message with one way out (retry or reload). */
export function ErrorState({ message, action }: { message?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.title'));
  return (
    <div className="container">
      <div className={`${styles.card} ${styles.centered}`} role="alert">
        <AlertIcon width={40} height={40} style={{ color: 'var(--color-error)' }} />
        <h1 className={styles.title}>{t('errors.title')}</h1>
        <p className={styles.intro}>{message ?? t('errors.generic')}</p>
        {action}
      </div>
    </div>
  );
}
