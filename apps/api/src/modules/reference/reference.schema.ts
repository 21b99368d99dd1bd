/** Tables of the reference module: the countries forms offer (citizenship). */
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { localized } from '../../db/columns.js';

export const country = pgTable('country', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: localized('name'),
  position: integer('position').notNull(),
});
