/** Tables of the news module: news items and their galleries. */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, localized, updatedAt } from '../../db/columns.js';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: localized('title'),
    desc: localized('desc'),
    content: localized('content'),
    /** The public URL of the main image (the widest copy of an upload, or a demo image's path). */
    mainImage: text('main_image').notNull(),
    /** The upload the main image is (null for demo images); a foreign key to media in the migration. */
    mainMediaId: uuid('main_media_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (table) => [
    uniqueIndex('news_slug_key').on(table.slug),
    index('news_published_at_idx').on(table.publishedAt.desc()),
    index('news_updated_at_idx').on(table.updatedAt.desc()),
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
    /** The upload (null for demo images); a foreign key to media in the migration. */
    mediaId: uuid('media_id'),
    alt: localized('alt'),
  },
  (table) => [index('news_gallery_image_news_id_idx').on(table.newsId, table.position)],
);
