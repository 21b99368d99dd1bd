import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<title> — Sapar"; an empty title leaves the site name alone. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const suffix = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} — ${suffix}` : suffix;
  }, [title, suffix]);
}
