import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENDONYMS, LANGUAGES, toHtmlLang, toLanguage } from '@/shared/i18n/language';
import { useLanguage } from '@/shared/lib/use-language';
import { ChevronDownIcon, GlobeIcon } from '@/shared/ui/icons';
import styles from './layout.module.css';

/** The interface language menu, loaded after the first paint (see language-switcher.tsx) (Radix: arrow keys, typeahead, Escape, focus return). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.toolButton}
        aria-label={t('language.current', { language: LANGUAGE_ENDONYMS[language] })}
      >
        <GlobeIcon width={18} height={18} />
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <ChevronDownIcon width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.menuLabel}>{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => void i18n.changeLanguage(toLanguage(value))}
          >
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={toHtmlLang(code)} className={styles.menuItem}>
                <span>{LANGUAGE_ENDONYMS[code]}</span>
                <DropdownMenu.ItemIndicator className={styles.menuCheck}>✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
