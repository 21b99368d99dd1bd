/** Table of the media module: images uploaded by staff, with the WebP copies made of each. */
import { index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/** One WebP copy of an upload: its width and height in pixels. */
export interface StoredVariant {
  width: number;
  height: number;
}

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: varchar('original_name', { length: 255 }).notNull().default(''),
    /** What the content was found to be (jpeg, png, webp, gif, avif, tiff), not what the upload claimed. */
    format: varchar('format', { length: 16 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [index('media_created_at_idx').on(table.createdAt.desc())],
);

export type MediaRow = typeof media.$inferSelect;
