/** Keeps `<html lang>` equal to the interface language, so screen readers and fonts pick the right one. */
import type { i18n as I18n } from 'i18next';
import { getCurrentLanguage, toHtmlLang } from './language';

export function syncHtmlLang(i18n: I18n, root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    root.lang = toHtmlLang(getCurrentLanguage(i18n));
  };
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
