import { format, parseISO, isValid } from 'date-fns';
import { DATE_DISPLAY_FORMAT } from '@sapar/contracts';
import { DATE_LOCALES } from '@/shared/i18n/date-locale';
import type { Language } from '@/shared/i18n/language';

/** Formats an ISO timestamp as 'dd MMM yyyy' in the reader's language; '' when the value is not a date. */
export function formatDisplayDate(iso: string, language: Language): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_DISPLAY_FORMAT, { locale: DATE_LOCALES[language] }) : '';
}
