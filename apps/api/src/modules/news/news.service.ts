/** News as readers see it: published items in the reader's language, with safe HTML. */
import { pickLocalized, type Language, type NewsDetail, type NewsListItem } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../shared/app-error.js';
import { sanitizeRichText } from '../../shared/sanitize-html.js';
import { findNewsBySlug, listLatestNews } from './news.repository.js';

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
  return {
    slug: item.slug,
    title: pickLocalized(item.title, language),
    desc: pickLocalized(item.desc, language),
    main_image: item.mainImage,
    published_at: item.publishedAt.toISOString(),
    // Sanitised on every read, so no stored HTML (seeded, edited or injected) can ever run script.
    content: sanitizeRichText(pickLocalized(item.content, language)),
    gallery: gallery.map((g) => ({ image: g.image, alt: pickLocalized(g.alt, language) })),
  };
}
