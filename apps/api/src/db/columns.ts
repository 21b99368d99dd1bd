/** Column helpers the modules' tables share (Drizzle, pg-core): timestamps and texts in the five languages. */
import type { LocalizedText } from '@sapar/contracts';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A text in every language of the site ({ru, ky, en, tr, zh}). */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
