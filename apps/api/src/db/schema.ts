/** The database schema (Drizzle, pg-core): one definition for PGlite and PostgreSQL. */
import type { LocalizedText } from '@sapar/contracts';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: localized('title'),
    desc: localized('desc'),
    content: localized('content'),
    mainImage: text('main_image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('news_slug_key').on(table.slug),
    index('news_published_at_idx').on(table.publishedAt.desc()),
  ],
);

export const newsGalleryImage = pgTable(
  'news_gallery_image',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    image: text('image').notNull(),
    alt: localized('alt'),
  },
  (table) => [index('news_gallery_image_news_id_idx').on(table.newsId, table.position)],
);

export const country = pgTable('country', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: localized('name'),
  position: integer('position').notNull(),
});
