/** News as readers see it: published items in the reader's language, with safe HTML. */
import { pickLocalized, type Language, type NewsDetail, type NewsListItem } from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { notFound } from '../../shared/app-error.js';
import { sanitizeRichText } from '../../shared/sanitize-html.js';
import { findUploadSizes } from '../media/index.js';
import {
  countNews,
  findNewsBySlug,
  findNewsUsingMedia,
  insertNewsIfMissing,
  listLatestNews,
} from './news.repository.js';
import { NEWS_SEED } from './seed/news-data.js';

export async function listNews(db: Database, language: Language, limit: number): Promise<NewsListItem[]> {
  const rows = await listLatestNews(db, limit);
  return rows.map((row) => ({
    slug: row.slug,
    title: pickLocalized(row.title, language),
    desc: pickLocalized(row.desc, language),
    main_image: row.mainImage,
    published_at: row.publishedAt.toISOString(),
  }));
}

export async function getNews(db: Database, language: Language, slug: string): Promise<NewsDetail> {
  const found = await findNewsBySlug(db, slug);
  if (!found) throw notFound('news_not_found');
  const { item, gallery } = found;
  const content = pickLocalized(item.content, language);
  return {
    slug: item.slug,
    title: pickLocalized(item.title, language),
    desc: pickLocalized(item.desc, language),
    main_image: item.mainImage,
    published_at: item.publishedAt.toISOString(),
    // Sanitised on every read, so no stored HTML (seeded, edited or injected) can ever run script.
    content: sanitizeRichText(content, await findUploadSizes(db, [content])),
    gallery: gallery.map((g) => ({ image: g.image, alt: pickLocalized(g.alt, language) })),
  };
}

/** The most articles the sitemap lists. */
const SITEMAP_NEWS_LIMIT = 5000;

/** The slugs of the published articles, newest first (the sitemap). */
export async function listNewsSlugs(db: Database): Promise<string[]> {
  return (await listLatestNews(db, SITEMAP_NEWS_LIMIT)).map((row) => row.slug);
}

/** A published article's title, description and image in a language, or null (the head of its page). */
export async function findPublishedNews(db: Database, language: Language, slug: string): Promise<NewsListItem | null> {
  const found = await findNewsBySlug(db, slug);
  if (!found) return null;
  const { item } = found;
  return {
    slug: item.slug,
    title: pickLocalized(item.title, language),
    desc: pickLocalized(item.desc, language),
    main_image: item.mainImage,
    published_at: item.publishedAt.toISOString(),
  };
}

/** The news module's demo seed: the demo items missing by slug (a second run adds nothing); answers how many it added. */
export async function seedDemoNews(db: Database): Promise<number> {
  const items = NEWS_SEED.map((item) => ({
    slug: item.slug,
    title: item.title,
    desc: item.desc,
    content: item.content,
    mainImage: item.main_image,
    publishedAt: new Date(item.published_at),
    gallery: item.gallery,
  }));
  return db.transaction((tx) => insertNewsIfMissing(tx, items));
}

/** Whether any news is stored: demo content goes into an empty database only. */
export async function hasNews(db: Database): Promise<boolean> {
  return (await countNews(db)) > 0;
}

/** What uses an upload, for the media module (a used image is not deleted): one entry per news item, named by its address. */
export async function newsUsingMedia(db: Executor, mediaId: string): Promise<Array<{ kind: 'news'; name: string }>> {
  return (await findNewsUsingMedia(db, mediaId)).map((row) => ({ kind: 'news', name: row.slug }));
}
