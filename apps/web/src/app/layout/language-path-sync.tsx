/**
 * Keeps the language of a public page and its URL together (/en/faq, Russian without a prefix):
 * - a URL with a prefix sets the interface language (a link, Back, a typed address);
 * - a public page without one, opened in another language (docs/product.md#languages: ?lng, cookie, storage, the
 *   browser…), moves to that language's URL, so a visitor lands on /en/ rather than / in English;
 * - choosing another language moves the public page to its URL in that language.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { splitLanguagePath } from '@sapar/contracts';
import { useLanguage } from '@/shared/lib/use-language';
import { languageOfPath, localizeHref } from '../paths';

export function LanguagePathSync() {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const href = `${location.pathname}${location.search}${location.hash}`;
  const previousLanguage = useRef(language);

  // The URL decides on a path with a prefix; a page without one follows the language already chosen.
  useEffect(() => {
    const prefixed = splitLanguagePath(location.pathname).language;
    if (prefixed) {
      if (prefixed !== language) void i18n.changeLanguage(prefixed);
      return;
    }
    const pathLanguage = languageOfPath(location.pathname);
    if (pathLanguage && pathLanguage !== language) void navigate(localizeHref(href, language), { replace: true });
    // Only a new URL is judged here; a new language is the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // A language chosen on the page: the public page moves to its URL in that language.
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    const pathLanguage = languageOfPath(location.pathname);
    if (pathLanguage && pathLanguage !== language) void navigate(localizeHref(href, language), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  return null;
}
