/**
 * Tables of the content module (FAQ, pages, tours).
 * Texts are localized jsonb ({ru, ky, en, tr, zh}); staff edit them later in the back office.
 */
import type { LocalizedText, TourKind } from '@sapar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, localized, updatedAt } from '../../db/columns.js';

export const faqCategory = pgTable(
  'faq_category',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: localized('title'),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('faq_category_slug_key').on(table.slug)],
);

export const faqItem = pgTable(
  'faq_item',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategory.id, { onDelete: 'cascade' }),
    /** The anchor of deep links (/faq#slug). */
    slug: varchar('slug', { length: 80 }).notNull(),
    question: localized('question'),
    /** HTML, sanitised when served. */
    answer: localized('answer'),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (table) => [
    uniqueIndex('faq_item_slug_key').on(table.slug),
    index('faq_item_category_id_idx').on(table.categoryId, table.position),
  ],
);

/** Pages stored per language: the public offer and the privacy policy. */
export const contentPage = pgTable('content_page', {
  slug: varchar('slug', { length: 40 }).primaryKey(),
  title: localized('title'),
  content: localized('content'),
  updatedAt: updatedAt(),
});

/** Every published version of a page, kept with its date and author (the page row holds the current one). */
export const contentPageVersion = pgTable(
  'content_page_version',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 })
      .notNull()
      .references(() => contentPage.slug, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: localized('title'),
    content: localized('content'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
    publishedByEmail: varchar('published_by_email', { length: 254 }),
  },
  (table) => [uniqueIndex('content_page_version_slug_version_key').on(table.slug, table.version)],
);

export const tour = pgTable(
  'tour',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<TourKind>().notNull(),
    title: localized('title'),
    summary: localized('summary'),
    region: localized('region'),
    description: localized('description'),
    includes: jsonb('includes').$type<LocalizedText[]>().notNull(),
    image: text('image').notNull(),
    /** Per person, whole som. */
    priceFrom: integer('price_from').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('KGS'),
    durationDays: integer('duration_days').notNull(),
    /** Start dates as month-day pairs ('06-15'), repeated every year. */
    startDays: jsonb('start_days').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tour_slug_key').on(table.slug),
    check('tour_kind_check', sql`${table.kind} in ('domestic', 'outbound')`),
    check('tour_price_check', sql`${table.priceFrom} > 0`),
  ],
);
