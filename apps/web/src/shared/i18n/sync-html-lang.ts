/** Keeps `<html lang>` equal to the interface language, so screen readers and fonts pick the right one. */
import type { i18n as I18n } from 'i18next';
import { getCurrentLanguage, toHtmlLang } from './language';

/**
 * Until i18next is initialised it has no language, and `getCurrentLanguage` would say the default: on a page the server
 * drew in English, writing `ru` and then `en` once detection ran restyled and laid out the whole page twice while it
 * hydrated. So the attribute is written only once there is a language, and only when it changes.
 */
export function syncHtmlLang(i18n: I18n, root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    if (!i18n.isInitialized && !i18n.language) return;
    const lang = toHtmlLang(getCurrentLanguage(i18n));
    if (root.lang !== lang) root.lang = lang;
  };
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
