/**
 * Dates and money in the back office, in the staff member's language: moments in the agency's time (Asia/Bishkek),
 * amounts grouped with the currency's name. The patterns are the one formatter's in @sapar/contracts; only how long
 * ago something happened is asked of Intl here.
 */
import { formatDayAndTime, formatMoment, formatMoneyOrDash, formatNumber } from '@sapar/contracts';
import type { Language } from '@/shared/i18n/language';
import { relativeTimeFormat } from '@/shared/lib/intl-formats';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', ky: 'ky-KG', en: 'en-US', tr: 'tr-TR', zh: 'zh-CN' };

/** '7 дек. 2026 г., 22:31', 'Dec 7, 2026, 22:31', '2026年12月7日 22:31' (the agency's time); '—' for none. */
export const formatStaffDateTime = (iso: string | null | undefined, language: Language): string =>
  formatMoment(iso, language);

/** '20 900 сом', '4,210 som'; '—' for none. */
export const formatStaffMoney = (
  amount: number | null | undefined,
  currency: string | null | undefined,
  language: Language,
): string => formatMoneyOrDash(amount, language, currency ?? 'KGS');

/** A count or a rate, with up to three decimals ('2,5'). */
export const formatStaffNumber = (value: number, language: Language): string => formatNumber(value, language, 3);

/** How long ago, in the largest whole unit (a queue's age column, the oldest item of a queue). */
export function formatAgeSeconds(ageSeconds: number, language: Language): string {
  const seconds = Math.max(0, Math.round(ageSeconds));
  const format = relativeTimeFormat(LOCALES[language], { numeric: 'always', style: 'short' });
  if (seconds < 3600) return format.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 86_400) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86_400), 'day');
}

/** A local airport time as the API gives it ('yyyy-MM-ddTHH:mm'), written as it is: '14 янв. 2026 г., 08:40'. */
export function formatLocalDateTime(local: string | null | undefined, language: Language): string {
  return local && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(local) ? formatDayAndTime(local, language) : (local ?? '—');
}
