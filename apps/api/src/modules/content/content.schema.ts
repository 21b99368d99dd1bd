/**
 * Tables of the content module (FAQ, pages, tours) and of service requests (tour, rail, partner).
 * Texts are localized jsonb ({ru, ky, en, tr, zh}); staff edit them later in the back office.
 */
import type { LocalizedText } from '@sapar/contracts';
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

const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

export const tour = pgTable(
  'tour',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
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

/** Requests people send from the service pages; staff work through them in the back office. */
export const serviceRequest = pgTable(
  'service_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 12 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    language: varchar('language', { length: 2 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }),
    /** The form's own fields (tour and date, rail route and class, company and partnership…). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Partner code remembered from ?ref= when the request was sent. */
    ref: varchar('ref', { length: 32 }),
    /** The order an appeal, exchange or refund request is about (as the sender typed it). */
    orderNumber: varchar('order_number', { length: 6 }),
    /** The signed-in user who sent it, if any. */
    userId: uuid('user_id'),
    /** Staff's answer (emailed to the sender) and who handled it. */
    staffAnswer: text('staff_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('service_request_number_key').on(table.number),
    index('service_request_kind_created_at_idx').on(table.kind, table.createdAt.desc()),
    index('service_request_status_idx').on(table.status),
    check('service_request_kind_check', sql`${table.kind} in ('tour', 'rail', 'partner', 'appeal', 'exchange', 'refund')`),
    check('service_request_status_check', sql`${table.status} in ('new', 'in_progress', 'done', 'cancelled')`),
  ],
);
