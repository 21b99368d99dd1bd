/**
 * The interface language menu. Radix's menu (about 20 KB gzip with its positioning code) is not part of the first
 * load: the menu loads right after the first render, and until then the same trigger shows, disabled.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENDONYMS } from '@/shared/i18n/language';
import { preloadableLazy } from '@/shared/lib/preloadable-lazy';
import { useLanguage } from '@/shared/lib/use-language';
import { ChevronDownIcon, GlobeIcon } from '@/shared/ui/icons';
import styles from './layout.module.css';

/** Preloaded before a server-drawn page is hydrated (main.tsx): the server drew the menu's own trigger. */
export const LanguageMenu = preloadableLazy(async () => (await import('./language-menu')).LanguageMenu);

function LanguageTrigger() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <button
      type="button"
      className={styles.toolButton}
      disabled
      aria-label={t('language.current', { language: LANGUAGE_ENDONYMS[language] })}
    >
      <GlobeIcon width={18} height={18} />
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <ChevronDownIcon width={16} height={16} />
    </button>
  );
}

export function LanguageSwitcher() {
  return (
    <Suspense fallback={<LanguageTrigger />}>
      <LanguageMenu />
    </Suspense>
  );
}
