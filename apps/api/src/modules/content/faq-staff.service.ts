/**
 * The FAQ in the back office (editors, admins): categories and questions created, edited, deleted and put in order
 * with up/down moves (a move swaps positions with the neighbour, so the order stays dense and the same for every
 * reader). Answers are HTML kept through the allow-list (sanitizeStoredRichTexts) on saving and on reading, and the
 * public read passes them through it again. Each change is audited in its transaction.
 */
import type {
  LocalizedInput,
  LocalizedText,
  StaffFaq,
  StaffFaqCategoryInput,
  StaffFaqCategoryPatch,
  StaffFaqQuestionInput,
  StaffFaqQuestionPatch,
} from '@sapar/contracts';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { sanitizeStoredRichTexts } from '../../shared/sanitize-html.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { isUniqueViolation } from '../users/index.js';
import { faqCategory, faqItem } from './content.schema.js';

function toStored(text: LocalizedInput): LocalizedText {
  const stored: LocalizedText = { ru: text.ru.trim() };
  for (const language of ['ky', 'en', 'tr', 'zh'] as const) {
    const value = text[language]?.trim();
    if (value) stored[language] = value;
  }
  return stored;
}

const slugTaken = (slug: string) => new AppError('faq_slug_taken', { params: { slug } });

export async function getFaqForStaff(db: Executor): Promise<StaffFaq> {
  const categories = await db.select().from(faqCategory).orderBy(asc(faqCategory.position), asc(faqCategory.id));
  const items = await db.select().from(faqItem).orderBy(asc(faqItem.position), asc(faqItem.id));
  return {
    categories: categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      position: c.position,
      questions: items
        .filter((i) => i.categoryId === c.id)
        .map((i) => ({
          id: i.id,
          category_id: i.categoryId,
          slug: i.slug,
          question: i.question,
          // Sanitised on reading too, for an answer kept from before it was sanitised on saving.
          answer: sanitizeStoredRichTexts(i.answer),
          is_published: i.isPublished,
          position: i.position,
        })),
    })),
  };
}

/** Runs a change in a transaction with its audit entry; a unique slug clash becomes 409 `faq_slug_taken`. */
async function change(
  db: Database,
  slug: string | undefined,
  work: (tx: Executor) => Promise<void>,
): Promise<StaffFaq> {
  try {
    return await db.transaction(async (tx) => {
      await work(tx);
      return getFaqForStaff(tx);
    });
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

async function requireCategory(tx: Executor, id: number) {
  const [row] = await tx.select().from(faqCategory).where(eq(faqCategory.id, id)).limit(1);
  if (!row) throw notFound('faq_category_not_found');
  return row;
}

async function requireQuestion(tx: Executor, id: number) {
  const [row] = await tx.select().from(faqItem).where(eq(faqItem.id, id)).limit(1);
  if (!row) throw notFound('faq_question_not_found');
  return row;
}

export const createFaqCategory = (db: Database, actor: StaffActor, input: StaffFaqCategoryInput) =>
  change(db, input.slug, async (tx) => {
    const [last] = await tx.select({ position: max(faqCategory.position) }).from(faqCategory);
    const [row] = await tx
      .insert(faqCategory)
      .values({ slug: input.slug, title: toStored(input.title), position: (last?.position ?? -1) + 1 })
      .returning();
    await recordStaffAction(tx, actor, {
      entity: 'faq_category',
      entityId: String(row!.id),
      action: 'created',
      after: { slug: row!.slug, title: row!.title },
    });
  });

export const updateFaqCategory = (db: Database, actor: StaffActor, id: number, input: StaffFaqCategoryPatch) =>
  change(db, input.slug, async (tx) => {
    const before = await requireCategory(tx, id);
    const values: Partial<typeof faqCategory.$inferInsert> = {};
    if (input.slug !== undefined) values.slug = input.slug;
    if (input.title !== undefined) values.title = toStored(input.title);
    if (Object.keys(values).length > 0) await tx.update(faqCategory).set(values).where(eq(faqCategory.id, id));
    await recordStaffAction(tx, actor, {
      entity: 'faq_category',
      entityId: String(id),
      action: 'updated',
      before: { slug: before.slug, title: before.title },
      after: values,
    });
  });

export const deleteFaqCategory = (db: Database, actor: StaffActor, id: number) =>
  change(db, undefined, async (tx) => {
    const before = await requireCategory(tx, id);
    await tx.delete(faqCategory).where(eq(faqCategory.id, id));
    await recordStaffAction(tx, actor, {
      entity: 'faq_category',
      entityId: String(id),
      action: 'deleted',
      before: { slug: before.slug, title: before.title },
    });
  });

export const createFaqQuestion = (db: Database, actor: StaffActor, input: StaffFaqQuestionInput) =>
  change(db, input.slug, async (tx) => {
    await requireCategory(tx, input.category_id);
    const [last] = await tx
      .select({ position: max(faqItem.position) })
      .from(faqItem)
      .where(eq(faqItem.categoryId, input.category_id));
    const [row] = await tx
      .insert(faqItem)
      .values({
        categoryId: input.category_id,
        slug: input.slug,
        question: toStored(input.question),
        answer: sanitizeStoredRichTexts(toStored(input.answer)),
        isPublished: input.is_published ?? true,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await recordStaffAction(tx, actor, {
      entity: 'faq_question',
      entityId: String(row!.id),
      action: 'created',
      after: { slug: row!.slug, question: row!.question, is_published: row!.isPublished },
    });
  });

export const updateFaqQuestion = (db: Database, actor: StaffActor, id: number, input: StaffFaqQuestionPatch) =>
  change(db, input.slug, async (tx) => {
    const before = await requireQuestion(tx, id);
    const values: Partial<typeof faqItem.$inferInsert> = {};
    if (input.category_id !== undefined && input.category_id !== before.categoryId) {
      await requireCategory(tx, input.category_id);
      const [last] = await tx
        .select({ position: max(faqItem.position) })
        .from(faqItem)
        .where(eq(faqItem.categoryId, input.category_id));
      values.categoryId = input.category_id;
      values.position = (last?.position ?? -1) + 1;
    }
    if (input.slug !== undefined) values.slug = input.slug;
    if (input.question !== undefined) values.question = toStored(input.question);
    if (input.answer !== undefined) values.answer = sanitizeStoredRichTexts(toStored(input.answer));
    if (input.is_published !== undefined) values.isPublished = input.is_published;
    if (Object.keys(values).length > 0) await tx.update(faqItem).set(values).where(eq(faqItem.id, id));
    const action =
      input.is_published === undefined || input.is_published === before.isPublished
        ? 'updated'
        : input.is_published
          ? 'published'
          : 'unpublished';
    await recordStaffAction(tx, actor, {
      entity: 'faq_question',
      entityId: String(id),
      action,
      before: {
        slug: before.slug,
        question: before.question,
        is_published: before.isPublished,
        category_id: before.categoryId,
      },
      after: { ...values, answer: undefined },
    });
  });

export const deleteFaqQuestion = (db: Database, actor: StaffActor, id: number) =>
  change(db, undefined, async (tx) => {
    const before = await requireQuestion(tx, id);
    await tx.delete(faqItem).where(eq(faqItem.id, id));
    await recordStaffAction(tx, actor, {
      entity: 'faq_question',
      entityId: String(id),
      action: 'deleted',
      before: { slug: before.slug, question: before.question },
    });
  });

/** Renumbers rows 0..n-1 in their order with `id` swapped with its neighbour; false at either end (nothing moves). */
function reorder<T extends { id: number }>(rows: T[], id: number, direction: 'up' | 'down'): T[] | null {
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= rows.length) return null;
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const moveFaqCategory = (db: Database, actor: StaffActor, id: number, direction: 'up' | 'down') =>
  change(db, undefined, async (tx) => {
    await requireCategory(tx, id);
    const rows = await tx
      .select({ id: faqCategory.id })
      .from(faqCategory)
      .orderBy(asc(faqCategory.position), asc(faqCategory.id))
      .for('update');
    const next = reorder(rows, id, direction);
    if (!next) return;
    for (const [position, row] of next.entries())
      await tx.update(faqCategory).set({ position }).where(eq(faqCategory.id, row.id));
    await recordStaffAction(tx, actor, { entity: 'faq_category', entityId: String(id), action: `moved_${direction}` });
  });

export const moveFaqQuestion = (db: Database, actor: StaffActor, id: number, direction: 'up' | 'down') =>
  change(db, undefined, async (tx) => {
    const question = await requireQuestion(tx, id);
    const rows = await tx
      .select({ id: faqItem.id })
      .from(faqItem)
      .where(and(eq(faqItem.categoryId, question.categoryId)))
      .orderBy(asc(faqItem.position), asc(faqItem.id))
      .for('update');
    const next = reorder(rows, id, direction);
    if (!next) return;
    for (const [position, row] of next.entries())
      await tx.update(faqItem).set({ position }).where(eq(faqItem.id, row.id));
    await recordStaffAction(tx, actor, { entity: 'faq_question', entityId: String(id), action: `moved_${direction}` });
  });
