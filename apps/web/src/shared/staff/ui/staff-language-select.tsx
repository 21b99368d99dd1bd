/** The interface language of the back office: a native select (keyboard and screen readers know it). */
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENDONYMS, LANGUAGES, toHtmlLang, toLanguage } from '@/shared/i18n/language';
import { useLanguage } from '@/shared/lib/use-language';

export function StaffLanguageSelect() {
  const { t, i18n } = useTranslation('staff');
  const language = useLanguage();
  return (
    <select
      aria-label={t('shell.language')}
      value={language}
      onChange={(event) => void i18n.changeLanguage(toLanguage(event.target.value))}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={toHtmlLang(code)}>
          {LANGUAGE_ENDONYMS[code]}
        </option>
      ))}
    </select>
  );
}
