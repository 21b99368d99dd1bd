/**
 * The five language tabs of a text the site shows in every language (news, tours, pages, FAQ): a mark on each
 * language whose fields are not all filled in (Russian is required, the others fall back to it), and the hint of
 * what an empty language means. Every panel stays mounted, so what was typed in one language is kept while another
 * is edited.
 */
import { LANGUAGES, type Language } from '@sapar/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENDONYMS } from '@/shared/i18n/language';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import styles from './language-tabs.module.css';

export interface LanguageTabsProps {
  /** The languages whose fields are not all filled in. */
  missing: readonly Language[];
  /** The open tab, when the editor needs to know it (e.g. to mount its rich-text editor only there). */
  tab?: Language;
  onTab?: (language: Language) => void;
  /** The fields of one language; `isOpen` says whether its tab is the one shown. */
  children: (language: Language, isOpen: boolean) => ReactNode;
}

export function LanguageTabs({ missing, tab, onTab, children }: LanguageTabsProps) {
  const { t } = useTranslation('staff');
  const [ownTab, setOwnTab] = useState<Language>('ru');
  const open = tab ?? ownTab;
  const select = (value: string) => {
    setOwnTab(value as Language);
    onTab?.(value as Language);
  };
  return (
    <Tabs value={open} onValueChange={select}>
      <TabList aria-label={t('content.editor.languages')}>
        {LANGUAGES.map((lang) => (
          <Tab key={lang} value={lang}>
            {lang.toUpperCase()}
            {missing.includes(lang) ? (
              <span className={lang === 'ru' ? styles.markRequired : styles.markMissing}>
                <span aria-hidden="true"> ●</span>
                <span className="visually-hidden">
                  {' '}
                  {lang === 'ru' ? t('content.editor.requiredMissing') : t('content.editor.missing')}
                </span>
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {LANGUAGES.map((lang) => (
        <TabPanel key={lang} value={lang} forceMount hidden={open !== lang} className={styles.panel}>
          <p className={styles.hint}>
            {LANGUAGE_ENDONYMS[lang]} · {lang === 'ru' ? t('content.editor.ruRequired') : t('content.editor.fallsBack')}
          </p>
          {children(lang, open === lang)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
