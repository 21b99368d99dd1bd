/** All SQL of the news module. */
import { and, asc, count, desc, eq, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { LocalizedText } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { news, newsGalleryImage } from './news.schema.js';

export type NewsRow = typeof news.$inferSelect;
export type GalleryRow = typeof newsGalleryImage.$inferSelect;

export interface NewNews {
  slug: string;
  title: LocalizedText;
  desc: LocalizedText;
  content: LocalizedText;
  mainImage: string;
  publishedAt: Date;
  gallery: Array<{ image: string; alt: LocalizedText }>;
}

const visible = (now: Date) => and(eq(news.isPublished, true), lte(news.publishedAt, now));

export function listLatestNews(db: Executor, limit: number, now = new Date()) {
  return db
    .select({
      slug: news.slug,
      title: news.title,
      desc: news.desc,
      mainImage: news.mainImage,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .where(visible(now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export async function findNewsBySlug(db: Executor, slug: string, now = new Date()) {
  const [item] = await db
    .select()
    .from(news)
    .where(and(eq(news.slug, slug), visible(now)))
    .limit(1);
  if (!item) return null;
  const gallery = await db
    .select()
    .from(newsGalleryImage)
    .where(eq(newsGalleryImage.newsId, item.id))
    .orderBy(asc(newsGalleryImage.position), asc(newsGalleryImage.id));
  return { item, gallery };
}

/** Inserts items whose slug is new; existing ones are left as they are (idempotent seeding). */
export async function insertNewsIfMissing(db: Executor, items: NewNews[]): Promise<number> {
  if (items.length === 0) return 0;
  const existing = await db
    .select({ slug: news.slug })
    .from(news)
    .where(
      inArray(
        news.slug,
        items.map((i) => i.slug),
      ),
    );
  const known = new Set(existing.map((row) => row.slug));
  let inserted = 0;
  for (const item of items) {
    if (known.has(item.slug)) continue;
    const [row] = await db
      .insert(news)
      .values({
        slug: item.slug,
        title: item.title,
        desc: item.desc,
        content: item.content,
        mainImage: item.mainImage,
        publishedAt: item.publishedAt,
      })
      .onConflictDoNothing({ target: news.slug })
      .returning({ id: news.id });
    if (!row) continue;
    inserted += 1;
    if (item.gallery.length > 0) {
      await db
        .insert(newsGalleryImage)
        .values(item.gallery.map((g, position) => ({ newsId: row.id, position, image: g.image, alt: g.alt })));
    }
  }
  return inserted;
}

export async function countNews(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(news);
  return row?.total ?? 0;
}

/** Every item, drafts and scheduled ones included, most recently edited first (the staff list). */
export function listAllNews(db: Executor) {
  return db.select().from(news).orderBy(desc(news.updatedAt), desc(news.id));
}

/** One item whatever its state, with its gallery (the staff editor). */
export async function findNewsById(db: Executor, id: number) {
  const [item] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!item) return null;
  const gallery = await db
    .select()
    .from(newsGalleryImage)
    .where(eq(newsGalleryImage.newsId, item.id))
    .orderBy(asc(newsGalleryImage.position), asc(newsGalleryImage.id));
  return { item, gallery };
}

export async function findNewsIdBySlug(db: Executor, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.slug, slug)).limit(1);
  return row?.id ?? null;
}

export async function insertNews(db: Executor, values: typeof news.$inferInsert): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning();
  if (!row) throw new Error('news insert returned nothing');
  return row;
}

export async function updateNews(db: Executor, id: number, values: Partial<typeof news.$inferInsert>): Promise<void> {
  await db.update(news).set(values).where(eq(news.id, id));
}

export async function replaceGallery(
  db: Executor,
  newsId: number,
  images: Array<{ image: string; mediaId: string | null; alt: LocalizedText }>,
): Promise<void> {
  await db.delete(newsGalleryImage).where(eq(newsGalleryImage.newsId, newsId));
  if (images.length === 0) return;
  await db
    .insert(newsGalleryImage)
    .values(images.map((g, position) => ({ newsId, position, image: g.image, mediaId: g.mediaId, alt: g.alt })));
}

export async function deleteNewsById(db: Executor, id: number): Promise<void> {
  await db.delete(news).where(eq(news.id, id));
}

/** News whose main image, gallery or text uses the upload `mediaId` (its id or its URL in the HTML). */
export async function findNewsUsingMedia(db: Executor, mediaId: string): Promise<Array<{ slug: string }>> {
  const url = `%/media/uploads/${mediaId}/%`;
  return db
    .selectDistinct({ slug: news.slug })
    .from(news)
    .leftJoin(newsGalleryImage, eq(newsGalleryImage.newsId, news.id))
    .where(
      or(
        eq(news.mainMediaId, mediaId),
        eq(newsGalleryImage.mediaId, mediaId),
        like(news.mainImage, url),
        like(sql`${news.content}::text`, url),
      ),
    )
    .orderBy(asc(news.slug));
}
