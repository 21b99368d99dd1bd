/**
 * The news editor (staff): every item whatever its state, create, edit, publish, schedule, unpublish, delete.
 * `status` is what the editor chose; `state` what readers get: a published item whose date is still ahead is
 * `scheduled` and stays off the site until then (the public reads filter on the date, so nothing has to run at
 * that moment). Each change and its audit entry are one transaction. The public reads have no server-side cache
 * (their ETags come from the answer itself), so a change shows on the next read.
 */
import {
  missingLanguages,
  type AuditAction,
  type LocalizedInput,
  type LocalizedText,
  type NewsState,
  type StaffNews,
  type StaffNewsCreate,
  type StaffNewsList,
  type StaffNewsPatch,
  type StaffNewsRow,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { sanitizeStoredRichTexts } from '../../shared/sanitize-html.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { requireMedia } from '../media/index.js';
import { isUniqueViolation } from '../users/index.js';
import {
  deleteNewsById,
  findNewsById,
  findNewsIdBySlug,
  insertNews,
  listAllNews,
  replaceGallery,
  updateNews,
  type GalleryRow,
  type NewsRow,
} from './news.repository.js';

/** A text as stored: trimmed, blank languages left out (they fall back to Russian on the site). */
function toStored(text: LocalizedInput): LocalizedText {
  const stored: LocalizedText = { ru: text.ru.trim() };
  for (const language of ['ky', 'en', 'tr', 'zh'] as const) {
    const value = text[language]?.trim();
    if (value) stored[language] = value;
  }
  return stored;
}

function stateOf(row: Pick<NewsRow, 'isPublished' | 'publishedAt'>, now: Date): NewsState {
  if (!row.isPublished) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

function missingOf(row: Pick<NewsRow, 'title' | 'desc' | 'content'>) {
  const missing = new Set([
    ...missingLanguages(row.title),
    ...missingLanguages(row.desc),
    ...missingLanguages(row.content),
  ]);
  return [...missing];
}

function toRow(row: NewsRow, now: Date): StaffNewsRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    main_image: { id: row.mainMediaId, url: row.mainImage },
    published_at: row.publishedAt.toISOString(),
    status: row.isPublished ? 'published' : 'draft',
    state: stateOf(row, now),
    missing_languages: missingOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toStaffNews(item: NewsRow, gallery: GalleryRow[], now: Date): StaffNews {
  return {
    ...toRow(item, now),
    desc: item.desc,
    // Sanitised on the way out too: a row saved before the text was sanitised on saving is drawn safely all the same.
    content: sanitizeStoredRichTexts(item.content),
    gallery: gallery.map((g) => ({ id: g.mediaId, url: g.image })),
  };
}

export async function listNewsForStaff(db: Database, now = new Date()): Promise<StaffNewsList> {
  return { results: (await listAllNews(db)).map((row) => toRow(row, now)) };
}

async function loadNews(db: Executor, id: number, now = new Date()): Promise<StaffNews> {
  const found = await findNewsById(db, id);
  if (!found) throw notFound('news_not_found');
  return toStaffNews(found.item, found.gallery, now);
}

export const getNewsForStaff = (db: Database, id: number) => loadNews(db, id);

const slugTaken = (slug: string) => new AppError('news_slug_taken', { params: { slug } });

/** What the audit log keeps of an item (the content itself is long: its languages' lengths say what changed). */
function auditView(news: StaffNews) {
  return {
    slug: news.slug,
    title: news.title,
    status: news.status,
    published_at: news.published_at,
    main_image: news.main_image.id ?? news.main_image.url,
    gallery: news.gallery.map((g) => g.id ?? g.url),
    content_length: Object.fromEntries(Object.entries(news.content).map(([language, html]) => [language, html.length])),
  };
}

/** The audit action of a change: publishing and unpublishing are named as such. */
function actionOf(before: StaffNews, after: StaffNews): AuditAction {
  if (before.status === 'draft' && after.status === 'published')
    return after.state === 'scheduled' ? 'scheduled' : 'published';
  if (before.status === 'published' && after.status === 'draft') return 'unpublished';
  return 'updated';
}

async function galleryOf(db: Executor, ids: readonly string[], alt: LocalizedText) {
  const found = await requireMedia(db, ids);
  return ids.map((id) => ({ image: found.get(id)!.url, mediaId: id, alt }));
}

export async function createNews(
  db: Database,
  actor: StaffActor,
  input: StaffNewsCreate,
  now = new Date(),
): Promise<StaffNews> {
  const title = toStored(input.title);
  try {
    return await db.transaction(async (tx) => {
      if ((await findNewsIdBySlug(tx, input.slug)) !== null) throw slugTaken(input.slug);
      const images = await requireMedia(tx, [input.main_image]);
      const row = await insertNews(tx, {
        slug: input.slug,
        title,
        desc: toStored(input.desc),
        content: sanitizeStoredRichTexts(toStored(input.content)),
        mainImage: images.get(input.main_image)!.url,
        mainMediaId: input.main_image,
        publishedAt: input.published_at ? new Date(input.published_at) : now,
        isPublished: input.status === 'published',
        updatedBy: actor.id,
      });
      await replaceGallery(tx, row.id, await galleryOf(tx, input.gallery ?? [], title));
      const created = await loadNews(tx, row.id, now);
      await recordStaffAction(tx, actor, {
        entity: 'news',
        entityId: String(row.id),
        action: 'created',
        after: auditView(created),
      });
      if (created.status === 'published') {
        await recordStaffAction(tx, actor, {
          entity: 'news',
          entityId: String(row.id),
          action: created.state === 'scheduled' ? 'scheduled' : 'published',
          after: { published_at: created.published_at },
        });
      }
      return created;
    });
  } catch (error) {
    // Two editors saving the same new slug at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

export async function patchNews(
  db: Database,
  actor: StaffActor,
  id: number,
  input: StaffNewsPatch,
  now = new Date(),
): Promise<StaffNews> {
  try {
    return await db.transaction(async (tx) => {
      const before = await loadNews(tx, id, now);
      if (input.slug !== undefined && input.slug !== before.slug && (await findNewsIdBySlug(tx, input.slug)) !== null)
        throw slugTaken(input.slug);
      const values: Parameters<typeof updateNews>[2] = { updatedAt: now, updatedBy: actor.id };
      if (input.slug !== undefined) values.slug = input.slug;
      if (input.title !== undefined) values.title = toStored(input.title);
      if (input.desc !== undefined) values.desc = toStored(input.desc);
      if (input.content !== undefined) values.content = sanitizeStoredRichTexts(toStored(input.content));
      if (input.main_image !== undefined) {
        const images = await requireMedia(tx, [input.main_image]);
        values.mainImage = images.get(input.main_image)!.url;
        values.mainMediaId = input.main_image;
      }
      if (input.status !== undefined) values.isPublished = input.status === 'published';
      if (input.published_at) values.publishedAt = new Date(input.published_at);
      // Published now without a date of its own: it shows from this moment (not from when the draft was begun).
      else if (input.status === 'published' && before.status === 'draft') values.publishedAt = now;
      await updateNews(tx, id, values);
      if (input.gallery !== undefined) {
        await replaceGallery(tx, id, await galleryOf(tx, input.gallery, values.title ?? before.title));
      }
      const after = await loadNews(tx, id, now);
      await recordStaffAction(tx, actor, {
        entity: 'news',
        entityId: String(id),
        action: actionOf(before, after),
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
  } catch (error) {
    if (input.slug !== undefined && isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

export async function deleteNews(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadNews(tx, id);
    await deleteNewsById(tx, id);
    await recordStaffAction(tx, actor, {
      entity: 'news',
      entityId: String(id),
      action: 'deleted',
      before: auditView(before),
    });
  });
}
