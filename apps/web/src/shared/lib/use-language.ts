import { useTranslation } from 'react-i18next';
import { getCurrentLanguage, type Language } from '@/shared/i18n/language';

/** The current interface language, re-rendering on a change. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return getCurrentLanguage(i18n);
}
