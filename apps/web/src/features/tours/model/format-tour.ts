/** Prices and dates of tours in the interface language. */
import type { Language } from '@/shared/i18n/language';
import { dateTimeFormat, numberFormat } from '@/shared/lib/intl-formats';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', ky: 'ky-KG', en: 'en-GB', tr: 'tr-TR', zh: 'zh-CN' };

export function formatSom(amount: number, language: Language): string {
  return numberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(amount);
}

export function formatTourDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
