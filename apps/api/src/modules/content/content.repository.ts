/** All SQL of the content module: FAQ, pages and tours. Seeding inserts what is missing only. */
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { LocalizedText } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { contentPage, contentPageVersion, faqCategory, faqItem, tour } from './content.schema.js';

export type TourRow = typeof tour.$inferSelect;
export type NewTour = Omit<typeof tour.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listFaq(db: Executor) {
  const categories = await db.select().from(faqCategory).orderBy(asc(faqCategory.position), asc(faqCategory.id));
  const items = await db
    .select()
    .from(faqItem)
    .where(eq(faqItem.isPublished, true))
    .orderBy(asc(faqItem.position), asc(faqItem.id));
  return categories.map((category) => ({ category, items: items.filter((item) => item.categoryId === category.id) }));
}

export async function findPage(db: Executor, slug: string) {
  const [row] = await db.select().from(contentPage).where(eq(contentPage.slug, slug)).limit(1);
  return row ?? null;
}

export function listTours(db: Executor) {
  return db.select().from(tour).where(eq(tour.isPublished, true)).orderBy(asc(tour.position), asc(tour.id));
}

export async function findTour(db: Executor, slug: string) {
  const [row] = await db
    .select()
    .from(tour)
    .where(and(eq(tour.slug, slug), eq(tour.isPublished, true)))
    .limit(1);
  return row ?? null;
}

export interface FaqSeedInput {
  slug: string;
  title: LocalizedText;
  items: Array<{ slug: string; question: LocalizedText; answer: LocalizedText }>;
}

/** Adds categories and questions whose slug is new; what staff edited stays as it is. */
export async function insertFaqIfMissing(db: Executor, categories: FaqSeedInput[]): Promise<number> {
  let inserted = 0;
  for (const [position, category] of categories.entries()) {
    await db
      .insert(faqCategory)
      .values({ slug: category.slug, title: category.title, position })
      .onConflictDoNothing({ target: faqCategory.slug });
    const [row] = await db.select({ id: faqCategory.id }).from(faqCategory).where(eq(faqCategory.slug, category.slug));
    if (!row || category.items.length === 0) continue;
    const existing = await db
      .select({ slug: faqItem.slug })
      .from(faqItem)
      .where(
        inArray(
          faqItem.slug,
          category.items.map((i) => i.slug),
        ),
      );
    const known = new Set(existing.map((e) => e.slug));
    const fresh = category.items
      .map((item, itemPosition) => ({
        categoryId: row.id,
        slug: item.slug,
        question: item.question,
        answer: item.answer,
        position: itemPosition,
      }))
      .filter((item) => !known.has(item.slug));
    if (fresh.length > 0) {
      await db.insert(faqItem).values(fresh).onConflictDoNothing({ target: faqItem.slug });
      inserted += fresh.length;
    }
  }
  return inserted;
}

export async function insertPagesIfMissing(
  db: Executor,
  pages: Array<{ slug: string; title: LocalizedText; content: LocalizedText }>,
): Promise<void> {
  if (pages.length > 0) await db.insert(contentPage).values(pages).onConflictDoNothing({ target: contentPage.slug });
}

export async function insertToursIfMissing(db: Executor, tours: NewTour[]): Promise<void> {
  if (tours.length > 0) await db.insert(tour).values(tours).onConflictDoNothing({ target: tour.slug });
}

/** The tours, pages (current text or a kept version) and FAQ questions whose image or HTML uses the upload `mediaId`. */
export async function findContentUsingMedia(db: Executor, mediaId: string) {
  const url = `%/media/uploads/${mediaId}/%`;
  const tours = await db
    .select({ slug: tour.slug })
    .from(tour)
    .where(or(like(tour.image, url), like(sql`${tour.description}::text`, url)))
    .orderBy(asc(tour.slug));
  const pages = await db
    .selectDistinct({ slug: contentPage.slug })
    .from(contentPage)
    .leftJoin(contentPageVersion, eq(contentPageVersion.slug, contentPage.slug))
    .where(or(like(sql`${contentPage.content}::text`, url), like(sql`${contentPageVersion.content}::text`, url)))
    .orderBy(asc(contentPage.slug));
  const questions = await db
    .select({ slug: faqItem.slug })
    .from(faqItem)
    .where(like(sql`${faqItem.answer}::text`, url))
    .orderBy(asc(faqItem.slug));
  return { tours, pages, questions };
}
