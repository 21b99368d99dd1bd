/**
 * The small pieces of a letter's language: its HTML lang, a label's colon, a phrase's comma, a trip's route. Dates,
 * times, amounts and durations come from the one formatter in @sapar/contracts (`formatDay`, `formatMoney`, …), as on
 * the site; letters and documents write a day with the month in full (`letterDay`).
 */
import { formatDay, type Language, type Ticket } from '@sapar/contracts';

/** A day as letters and documents write it: 'вт, 14 июля 2026 г.', 'Tue, July 14, 2026', '2026年7月14日周二'. */
export const letterDay = (local: string, language: Language, withWeekday = true): string =>
  formatDay(local, language, { month: 'long', withWeekday });

export const htmlLangOf = (language: Language) => (language === 'zh' ? 'zh-CN' : language);

/** 'Багаж: ' / '托运行李：': a label before its value, with the language's colon (Chinese writes a full-width one, no space). */
export const labelled = (label: string, language: Language) => (language === 'zh' ? `${label}：` : `${label}: `);

/** ', ' / '，': between the parts of one phrase. */
export const commaOf = (language: Language) => (language === 'zh' ? '，' : ', ');

/** 'Бишкек → Стамбул → Бишкек': where the trip starts, then where each leg ends. */
export function formatRoute(itinerary: readonly Pick<Ticket, 'segments'>[]): string {
  const legs = itinerary.filter((ticket) => ticket.segments.length > 0);
  const first = legs[0]?.segments[0];
  if (!first) return '';
  return [first.from.city, ...legs.map((ticket) => ticket.segments.at(-1)!.to.city)].join(' → ');
}
