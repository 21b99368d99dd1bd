/** Translates the API's own messages into the request's language. */
import { formatMoney, type Language } from '@sapar/contracts';
import { MESSAGES, type MessageKey } from './messages.js';

/** An amount of money for a message: written by the one formatter in the message's language ('20 900 сом', '4,210 som'). */
export interface MoneyParam {
  readonly amount: number;
  readonly currency: string;
}

export const money = (amount: number, currency = 'KGS'): MoneyParam => ({ amount, currency });

export type MessageParams = Record<string, string | number | MoneyParam>;

const written = (value: string | number | MoneyParam, language: Language): string =>
  typeof value === 'object' ? formatMoney(value.amount, language, value.currency) : String(value);

/**
 * A message as an SMS carries it: no-break spaces become plain ones (GSM-7, the alphabet of a cheap SMS, has none, and
 * one such character makes the whole message UCS-2, 70 characters a part instead of 160).
 */
export const translateSms = (language: Language, key: MessageKey, params: MessageParams = {}): string =>
  translate(language, key, params).replaceAll('\u00a0', ' ');

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = MESSAGES[key][language] || MESSAGES[key].ru;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? written(params[name]!, language) : whole,
  );
}
