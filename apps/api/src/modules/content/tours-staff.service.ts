/**
 * Tours in the back office (editors, admins): every tour, hidden ones too; create, edit, hide, delete. The image is
 * an upload (media id) stored as its public URL, like news; the public tour pages read the same rows at once.
 */
import type { LocalizedInput, LocalizedText, StaffTour, StaffTourInput, StaffTourPatch } from '@sapar/contracts';
import { asc, eq, max } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { sanitizeStoredRichTexts } from '../../shared/sanitize-html.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { requireMedia } from '../media/index.js';
import { isUniqueViolation } from '../users/index.js';
import { tour } from './content.schema.js';

type TourRow = typeof tour.$inferSelect;

function toStored(text: LocalizedInput): LocalizedText {
  const stored: LocalizedText = { ru: text.ru.trim() };
  for (const language of ['ky', 'en', 'tr', 'zh'] as const) {
    const value = text[language]?.trim();
    if (value) stored[language] = value;
  }
  return stored;
}

/** Upload URLs are /media/uploads/<id>/<width>.webp: the id is read back from them (demo images have none). */
const mediaIdOf = (url: string) => /^\/media\/uploads\/([0-9a-f-]{36})\//.exec(url)?.[1] ?? null;

function toStaffTour(row: TourRow): StaffTour {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    region: row.region,
    // Sanitised on reading too, for a description kept from before it was sanitised on saving.
    description: sanitizeStoredRichTexts(row.description),
    includes: row.includes,
    image: { id: mediaIdOf(row.image), url: row.image },
    price_from: row.priceFrom,
    duration_days: row.durationDays,
    start_days: row.startDays,
    is_published: row.isPublished,
    position: row.position,
    updated_at: row.updatedAt.toISOString(),
  };
}

const slugTaken = (slug: string) => new AppError('tour_slug_taken', { params: { slug } });

export async function listToursForStaff(db: Executor): Promise<{ results: StaffTour[] }> {
  const rows = await db.select().from(tour).orderBy(asc(tour.position), asc(tour.id));
  return { results: rows.map(toStaffTour) };
}

async function requireTour(tx: Executor, id: number): Promise<TourRow> {
  const [row] = await tx.select().from(tour).where(eq(tour.id, id)).limit(1);
  if (!row) throw notFound('tour_not_found');
  return row;
}

export async function getTourForStaff(db: Executor, id: number): Promise<StaffTour> {
  return toStaffTour(await requireTour(db, id));
}

async function values(tx: Executor, input: StaffTourPatch): Promise<Partial<typeof tour.$inferInsert>> {
  const out: Partial<typeof tour.$inferInsert> = {};
  if (input.slug !== undefined) out.slug = input.slug;
  if (input.kind !== undefined) out.kind = input.kind;
  if (input.title !== undefined) out.title = toStored(input.title);
  if (input.summary !== undefined) out.summary = toStored(input.summary);
  if (input.region !== undefined) out.region = toStored(input.region);
  if (input.description !== undefined) out.description = sanitizeStoredRichTexts(toStored(input.description));
  if (input.includes !== undefined) out.includes = input.includes.map(toStored);
  if (input.image !== undefined) out.image = (await requireMedia(tx, [input.image])).get(input.image)!.url;
  if (input.price_from !== undefined) out.priceFrom = input.price_from;
  if (input.duration_days !== undefined) out.durationDays = input.duration_days;
  if (input.start_days !== undefined) out.startDays = [...new Set(input.start_days)].sort();
  if (input.is_published !== undefined) out.isPublished = input.is_published;
  return out;
}

const auditView = (t: StaffTour) => ({
  slug: t.slug,
  title: t.title,
  price_from: t.price_from,
  is_published: t.is_published,
  image: t.image.url,
  start_days: t.start_days,
});

async function guarded<T>(slug: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

export const createTour = (db: Database, actor: StaffActor, input: StaffTourInput) =>
  guarded(input.slug, () =>
    db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(tour.position) }).from(tour);
      const [row] = await tx
        .insert(tour)
        .values({
          ...(await values(tx, input)),
          currency: 'KGS',
          position: (last?.position ?? -1) + 1,
        } as typeof tour.$inferInsert)
        .returning();
      const created = toStaffTour(row!);
      await recordStaffAction(tx, actor, {
        entity: 'tour',
        entityId: String(created.id),
        action: 'created',
        after: auditView(created),
      });
      return created;
    }),
  );

export const updateTour = (db: Database, actor: StaffActor, id: number, input: StaffTourPatch) =>
  guarded(input.slug, () =>
    db.transaction(async (tx) => {
      const before = toStaffTour(await requireTour(tx, id));
      await tx
        .update(tour)
        .set({ ...(await values(tx, input)), updatedAt: new Date() })
        .where(eq(tour.id, id));
      const after = toStaffTour(await requireTour(tx, id));
      const action =
        before.is_published === after.is_published ? 'updated' : after.is_published ? 'published' : 'unpublished';
      await recordStaffAction(tx, actor, {
        entity: 'tour',
        entityId: String(id),
        action,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );

export const deleteTour = (db: Database, actor: StaffActor, id: number) =>
  db.transaction(async (tx) => {
    const before = toStaffTour(await requireTour(tx, id));
    await tx.delete(tour).where(eq(tour.id, id));
    await recordStaffAction(tx, actor, {
      entity: 'tour',
      entityId: String(id),
      action: 'deleted',
      before: auditView(before),
    });
  });
