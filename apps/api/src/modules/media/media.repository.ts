/** All SQL of the media module. */
import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { media, type MediaRow } from './media.schema.js';

export async function insertMedia(db: Executor, row: typeof media.$inferInsert): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  if (!inserted) throw new Error('media insert returned nothing');
  return inserted;
}

export function findMediaByIds(db: Executor, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(media)
    .where(inArray(media.id, [...ids]));
}

export async function deleteMediaRow(db: Executor, id: string): Promise<MediaRow | null> {
  const [deleted] = await db.delete(media).where(eq(media.id, id)).returning();
  return deleted ?? null;
}

/** Uploads made before `before`, oldest first (the housekeeping sweep looks at each). */
export function listMediaCreatedBefore(db: Executor, before: Date, limit: number): Promise<MediaRow[]> {
  return db.select().from(media).where(lt(media.createdAt, before)).orderBy(asc(media.createdAt)).limit(limit);
}
