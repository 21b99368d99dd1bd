/** How flights read on screen (search results and the purchase): prices, durations, local times and the "+1" of a next-day arrival. */
import { daysBetween } from '@sapar/contracts';
import type { TFunction } from 'i18next';
import { toHtmlLang, type Language } from '@/shared/i18n/language';
import { numberFormat } from '@/shared/lib/intl-formats';

/** '25 400 сом' / '25,400 som' in the reader's number format. */
export function formatPrice(amount: number, language: Language, t: TFunction): string {
  const number = numberFormat(toHtmlLang(language), { maximumFractionDigits: 0 }).format(amount);
  return `${number} ${t('currency.KGS')}`;
}

/** '4 ч 20 мин', '45 мин', '3 ч' with the units of the language. */
export function formatDuration(totalMinutes: number, t: TFunction): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('flights.durationMinutes', { minutes });
  if (minutes === 0) return t('flights.durationHours', { hours });
  return t('flights.duration', { hours, minutes });
}

/** 'HH:mm' of a local 'yyyy-MM-ddTHH:mm'. */
export const localTimeOf = (local: string) => local.slice(11, 16);
/** 'yyyy-MM-dd' of a local 'yyyy-MM-ddTHH:mm'. */
export const localDateOf = (local: string) => local.slice(0, 10);

/** Whole calendar days between two local dates: 1 for an arrival the next day. */
export function dayOffset(fromLocal: string, toLocal: string): number {
  return daysBetween(localDateOf(fromLocal), localDateOf(toLocal));
}
