/** Content as readers see it: the FAQ, pages and tours in the reader's language, with safe HTML. */
import { createHash } from 'node:crypto';
import {
  COMPANY,
  bishkekToday,
  pickLocalized,
  type ContentPage,
  type ContentPageSlug,
  type FaqResponse,
  type Language,
  type TourDetail,
  type TourListItem,
} from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { FAQ_SEED } from './seed/faq-data.js';
import { PAGES_SEED } from './seed/pages-data.js';
import { TOURS_SEED } from './seed/tours-data.js';
import { notFound } from '../../shared/app-error.js';
import { sanitizeRichText } from '../../shared/sanitize-html.js';
import { findUploadSizes } from '../media/index.js';
import {
  findContentUsingMedia,
  findPage,
  findTour,
  insertFaqIfMissing,
  insertPagesIfMissing,
  insertToursIfMissing,
  listFaq,
  listTours,
  type TourRow,
} from './content.repository.js';
import { renderPagePdf } from './privacy-pdf.js';

/** For the requests module (a tour request names its tour). */
export { findTour } from './content.repository.js';

export async function getFaq(db: Executor, language: Language): Promise<FaqResponse> {
  const rows = await listFaq(db);
  const uploads = await findUploadSizes(
    db,
    rows.flatMap(({ items }) => items.map((item) => pickLocalized(item.answer, language))),
  );
  return {
    categories: rows.map(({ category, items }) => ({
      slug: category.slug,
      title: pickLocalized(category.title, language),
      items: items.map((item) => ({
        id: item.slug,
        question: pickLocalized(item.question, language),
        answer: sanitizeRichText(pickLocalized(item.answer, language), uploads),
      })),
    })),
  };
}

export async function getPage(db: Executor, language: Language, slug: ContentPageSlug): Promise<ContentPage> {
  const row = await findPage(db, slug);
  if (!row) throw notFound('page_not_found');
  return pageOf(db, row, language, slug);
}

async function pageOf(
  db: Executor,
  row: NonNullable<Awaited<ReturnType<typeof findPage>>>,
  language: Language,
  slug: ContentPageSlug,
): Promise<ContentPage> {
  const content = pickLocalized(row.content, language);
  return {
    slug,
    title: pickLocalized(row.title, language),
    content: sanitizeRichText(content, await findUploadSizes(db, [content])),
    updated_at: row.updatedAt.toISOString(),
  };
}

const EDITION: Record<Language, string> = {
  ru: 'Редакция от {date}',
  ky: '{date} редакциясы',
  en: 'Version of {date}',
  tr: '{date} tarihli sürüm',
  zh: '版本日期：{date}',
};

/** PDFs drawn at most (each some hundred KB): every language of a page and a version or two. */
const PDFS_HELD = 16;

/**
 * Drawn page PDFs, by a hash of what they are drawn from (the page's stored title and text in the
 * language, the time of its last edit, the site's address): drawing one takes some 350 ms of CPU,
 * and every reader of a version gets the same bytes. A hit costs one read of the page's row, no
 * sanitising and no drawing. A staff edit changes the text and the time, so the next request draws
 * the new version (in every process, with nothing to tell them); the old one is let go as newer
 * ones come. A PDF being drawn is shared by the requests that ask for it meanwhile. Bounded: the
 * least recently read go first.
 */
export class PagePdfCache {
  private readonly held = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxHeld = PDFS_HELD) {}

  get size(): number {
    return this.held.size;
  }

  /** The PDF drawn from `source` (drawn by `draw` when not held) and its key, an ETag's value. */
  get(source: readonly string[], draw: () => Promise<Buffer>): { key: string; pdf: Promise<Buffer> } {
    const key = createHash('sha256').update(JSON.stringify(source)).digest('base64url').slice(0, 27);
    let pdf = this.held.get(key);
    if (pdf) {
      // Read again: the most recently read go last.
      this.held.delete(key);
    } else {
      pdf = draw();
      pdf.catch(() => this.held.get(key) === pdf && this.held.delete(key));
      while (this.held.size >= this.maxHeld) this.held.delete(this.held.keys().next().value!);
    }
    this.held.set(key, pdf);
    return { key, pdf };
  }
}

/** The page as a PDF, from the same sanitised text the page shows; drawn once per version and language. */
export async function getPagePdf(
  db: Executor,
  language: Language,
  slug: ContentPageSlug,
  publicUrl: string,
  pdfs: PagePdfCache,
): Promise<{ pdf: Buffer; filename: string; etag: string }> {
  const row = await findPage(db, slug);
  if (!row) throw notFound('page_not_found');
  const source = [
    slug,
    language,
    row.updatedAt.toISOString(),
    pickLocalized(row.title, language),
    pickLocalized(row.content, language),
    publicUrl,
  ];
  const { key, pdf } = pdfs.get(source, async () => {
    const page = await pageOf(db, row, language, slug);
    return renderPagePdf({
      title: page.title,
      html: page.content,
      subtitle: EDITION[language].replace('{date}', page.updated_at.slice(0, 10)),
      footer: [
        `${COMPANY.legalName[language]} · ${COMPANY.address[language]}`,
        `${COMPANY.phone} · ${slug === 'privacy' ? COMPANY.privacyEmail : COMPANY.email} · ${publicUrl}/${slug}`,
      ],
    });
  });
  return { pdf: await pdf, filename: `sapar-${slug}-${language}.pdf`, etag: `"${key}"` };
}

const MAX_TOUR_DATES = 6;

/** The next start dates of a tour: its yearly days, this year and next, from today on. */
export function upcomingTourDates(startDays: readonly string[], now = new Date()): string[] {
  const today = bishkekToday(now);
  const year = Number(today.slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => [...startDays].sort().map((day) => `${y}-${day}`))
    .filter((date) => date >= today)
    .slice(0, MAX_TOUR_DATES);
}

function toListItem(row: TourRow, language: Language, now: Date): TourListItem {
  return {
    slug: row.slug,
    kind: row.kind,
    title: pickLocalized(row.title, language),
    summary: pickLocalized(row.summary, language),
    region: pickLocalized(row.region, language),
    image: row.image,
    price_from: row.priceFrom,
    currency: 'KGS',
    duration_days: row.durationDays,
    dates: upcomingTourDates(row.startDays, now),
  };
}

export async function getTours(db: Executor, language: Language, now = new Date()): Promise<TourListItem[]> {
  return (await listTours(db)).map((row) => toListItem(row, language, now));
}

export async function getTour(db: Executor, language: Language, slug: string, now = new Date()): Promise<TourDetail> {
  const row = await findTour(db, slug);
  if (!row) throw notFound('tour_not_found');
  const description = pickLocalized(row.description, language);
  return {
    ...toListItem(row, language, now),
    description: sanitizeRichText(description, await findUploadSizes(db, [description])),
    includes: row.includes.map((text) => pickLocalized(text, language)),
  };
}

/** Seeds the FAQ, the pages and the tours: missing ones only, so staff edits survive restarts. */
export async function seedContent(db: Executor): Promise<void> {
  await insertFaqIfMissing(db, FAQ_SEED);
  await insertPagesIfMissing(db, PAGES_SEED);
  await insertToursIfMissing(
    db,
    TOURS_SEED.map((tour, position) => ({ ...tour, position, currency: 'KGS' })),
  );
}

/** What uses an upload, for the media module (a used image is not deleted): tours, pages and FAQ answers by address. */
export async function contentUsingMedia(
  db: Executor,
  mediaId: string,
): Promise<Array<{ kind: 'tour' | 'page' | 'faq'; name: string }>> {
  const { tours, pages, questions } = await findContentUsingMedia(db, mediaId);
  return [
    ...tours.map((row) => ({ kind: 'tour' as const, name: row.slug })),
    ...pages.map((row) => ({ kind: 'page' as const, name: row.slug })),
    ...questions.map((row) => ({ kind: 'faq' as const, name: row.slug })),
  ];
}
