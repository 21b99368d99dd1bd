/** Dates and money in the back office: Asia/Bishkek time, the reader's language, whole units with the currency. */
import { i18n } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@/shared/lib/intl-formats';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', ky: 'ky-KG', en: 'en-GB', tr: 'tr-TR', zh: 'zh-CN' };
export const STAFF_TIME_ZONE = 'Asia/Bishkek';

export function formatStaffDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language], {
    timeZone: STAFF_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

export function formatStaffMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
  language: Language,
): string {
  if (amount === null || amount === undefined) return '—';
  // The currency as the site names it ('сом', 'som', '索姆'), not its ISO code.
  const name = currency ? i18n.t(`currency.${currency}`, { lng: language, defaultValue: currency }) : '';
  return `${numberFormat(LOCALES[language]).format(amount)} ${name}`.trim();
}

export function formatStaffNumber(value: number, language: Language): string {
  return numberFormat(LOCALES[language]).format(value);
}

/** How long ago, in the largest whole unit (a queue's age column, the oldest item of a queue). */
export function formatAgeSeconds(ageSeconds: number, language: Language): string {
  const seconds = Math.max(0, Math.round(ageSeconds));
  const format = relativeTimeFormat(LOCALES[language], { numeric: 'always', style: 'short' });
  if (seconds < 3600) return format.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 86_400) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86_400), 'day');
}

/** A local airport time as the API gives it ('yyyy-MM-ddTHH:mm') as 'dd.MM.yyyy HH:mm', with no zone conversion. */
export function formatLocalDateTime(local: string | null | undefined): string {
  const match = local ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}` : (local ?? '—');
}
