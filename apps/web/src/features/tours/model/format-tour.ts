/** Prices and dates of tours in the interface language, by the one formatter in @sapar/contracts. */
import { formatDay, formatNumber } from '@sapar/contracts';
import type { Language } from '@/shared/i18n/language';

/** The number of som a tour costs from ('от {price} сом' puts the currency). */
export const formatSom = (amount: number, language: Language): string => formatNumber(amount, language);

/** A departure date with the month in full: '5 марта 2026 г.', 'March 5, 2026', '2026年3月5日'. */
export const formatTourDate = (isoDate: string, language: Language): string =>
  formatDay(isoDate, language, { month: 'long', withWeekday: false });
