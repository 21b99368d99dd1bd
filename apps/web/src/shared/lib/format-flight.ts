/**
 * How flights read on screen (search results and the purchase): durations, local times and the "+1" of a next-day
 * arrival. Prices and days come from the one formatter in @sapar/contracts (`formatMoney`, `formatDay`).
 */
import { daysBetween } from '@sapar/contracts';
import type { TFunction } from 'i18next';

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
