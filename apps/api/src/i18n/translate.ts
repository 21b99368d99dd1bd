/** Translates the API's own messages into the request's language. */
import type { Language } from '@sapar/contracts';
import { MESSAGES, type MessageKey } from './messages.js';

export type MessageParams = Record<string, string | number>;

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = MESSAGES[key][language] || MESSAGES[key].ru;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
