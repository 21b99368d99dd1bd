/**
 * The offer and privacy pages in the back office (editors, admins). Publishing writes a new version: the page row
 * takes the new text (the site, and the PDF made from it, show it on the next read) and every version stays in
 * content_page_version with its date and author. The text the site started with becomes version 1 when the first
 * edit is published, so no published text is ever lost. Each publication and its audit entry are one transaction.
 */
import {
  missingLanguages,
  type LocalizedInput,
  type LocalizedText,
  type StaffPage,
  type StaffPagePublish,
  type StaffPageVersion,
} from '@sapar/contracts';
import { asc, desc, eq, and } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { notFound } from '../../shared/app-error.js';
import { sanitizeStoredRichTexts } from '../../shared/sanitize-html.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { contentPage, contentPageVersion } from './content.schema.js';

function toStored(text: LocalizedInput): LocalizedText {
  const stored: LocalizedText = { ru: text.ru.trim() };
  for (const language of ['ky', 'en', 'tr', 'zh'] as const) {
    const value = text[language]?.trim();
    if (value) stored[language] = value;
  }
  return stored;
}

async function readPage(db: Executor, slug: string): Promise<StaffPage> {
  const [page] = await db.select().from(contentPage).where(eq(contentPage.slug, slug)).limit(1);
  if (!page) throw notFound('page_not_found');
  const versions = await db
    .select({
      version: contentPageVersion.version,
      publishedAt: contentPageVersion.publishedAt,
      publishedByEmail: contentPageVersion.publishedByEmail,
    })
    .from(contentPageVersion)
    .where(eq(contentPageVersion.slug, slug))
    .orderBy(desc(contentPageVersion.version));
  return {
    slug: page.slug,
    title: page.title,
    // Sanitised on reading too, for a text kept from before it was sanitised on publishing.
    content: sanitizeStoredRichTexts(page.content),
    updated_at: page.updatedAt.toISOString(),
    missing_languages: [...new Set([...missingLanguages(page.title), ...missingLanguages(page.content)])],
    versions: versions.map((v) => ({
      version: v.version,
      published_at: v.publishedAt.toISOString(),
      published_by: v.publishedByEmail,
    })),
  };
}

export const getPageForStaff = (db: Database, slug: string) => readPage(db, slug);

export async function getPageVersion(db: Database, slug: string, version: number): Promise<StaffPageVersion> {
  const [row] = await db
    .select()
    .from(contentPageVersion)
    .where(and(eq(contentPageVersion.slug, slug), eq(contentPageVersion.version, version)))
    .limit(1);
  if (!row) throw notFound('page_not_found');
  return {
    version: row.version,
    title: row.title,
    content: sanitizeStoredRichTexts(row.content),
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedByEmail,
  };
}

export async function publishPage(
  db: Database,
  actor: StaffActor,
  slug: string,
  input: StaffPagePublish,
  now = new Date(),
): Promise<StaffPage> {
  return db.transaction(async (tx) => {
    // Locked: two editors publishing at once get versions n+1 and n+2, not the same number twice.
    const [page] = await tx.select().from(contentPage).where(eq(contentPage.slug, slug)).for('update').limit(1);
    if (!page) throw notFound('page_not_found');
    const versions = await tx
      .select({ version: contentPageVersion.version })
      .from(contentPageVersion)
      .where(eq(contentPageVersion.slug, slug))
      .orderBy(asc(contentPageVersion.version));
    let last = versions.at(-1)?.version ?? 0;
    if (last === 0) {
      await tx.insert(contentPageVersion).values({
        slug,
        version: 1,
        title: page.title,
        content: sanitizeStoredRichTexts(page.content),
        publishedAt: page.updatedAt,
        publishedBy: null,
        publishedByEmail: null,
      });
      last = 1;
    }
    const title = toStored(input.title);
    const content = sanitizeStoredRichTexts(toStored(input.content));
    await tx.update(contentPage).set({ title, content, updatedAt: now }).where(eq(contentPage.slug, slug));
    await tx.insert(contentPageVersion).values({
      slug,
      version: last + 1,
      title,
      content,
      publishedAt: now,
      publishedBy: actor.id,
      publishedByEmail: actor.email,
    });
    await recordStaffAction(tx, actor, {
      entity: 'page',
      entityId: slug,
      action: 'published',
      before: { version: last, title: page.title },
      after: { version: last + 1, title },
    });
    return readPage(tx, slug);
  });
}
