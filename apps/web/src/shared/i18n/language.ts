/** The current interface language as one of our five, and how it is written in HTML and headers. */
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from '@sapar/contracts';
import type { i18n as I18n } from 'i18next';

export { LANGUAGES, type Language };

/**
 * Endonyms: each language is named in its own script on purpose, so a reader who cannot read
 * the current interface language still finds theirs.
 */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  ru: 'Русский',
  ky: 'Кыргызча',
  en: 'English',
  tr: 'Türkçe',
  zh: '中文',
};

/** i18next may sit on 'dev' (our Russian fallback) or a regional tag; callers only ever see one of ours. */
export function toLanguage(tag: string | null | undefined): Language {
  return normalizeLanguage(tag) ?? DEFAULT_LANGUAGE;
}

export function getCurrentLanguage(i18n: Pick<I18n, 'resolvedLanguage' | 'language'>): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** BCP 47 tag for `<html lang>`: Chinese is written in simplified characters. */
export function toHtmlLang(language: Language): string {
  return language === 'zh' ? 'zh-Hans' : language;
}
