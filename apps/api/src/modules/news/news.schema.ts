/** Tables of the news module: news items and their galleries. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localized, updatedAt } from '../../db/columns.js';

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
