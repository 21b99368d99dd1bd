/**
 * Staff image uploads: the content is checked (magic bytes, then sharp reads it), never the file name or the
 * declared type; the image is turned upright and saved as copies 480, 960 and 1600 pixels wide (never wider than the
 * original), each in WebP and AVIF, under DATA_DIR/media/<id>/<width>.webp|.avif, served at /media/uploads/<id>/….
 * The files are written first and the row with its audit entry committed after, so a row always has its files.
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  MEDIA_MAX_BYTES,
  MEDIA_UPLOADS_PREFIX,
  mediaFileUrl,
  mediaWidths,
  uploadIdsIn,
  type Language,
  type StaffMedia,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { UploadSizes } from '../../shared/sanitize-html.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { MEDIA_USAGE_KINDS } from './media.messages.js';
import { deleteMediaRow, findMediaByIds, insertMedia, listMediaCreatedBefore } from './media.repository.js';
import type { MediaRow, StoredVariant } from './media.schema.js';

/** Where uploads are kept, under DATA_DIR. */
export const mediaUploadsDir = (dataDir: string) => path.join(dataDir, 'media');
/** The public URL prefix of uploads (app.ts serves mediaUploadsDir there). */
export { MEDIA_UPLOADS_PREFIX };

/** Raster formats taken (SVG, PDF and the like are refused even though sharp could read them). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Larger pictures are refused before decoding: a small file can claim an enormous canvas. */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 82;
/** AVIF at about the WebP's look in half to two thirds of its bytes; effort 4 (of 9) keeps an upload near a second. */
const AVIF_OPTIONS = { quality: 50, effort: 4 } as const;

/** Whether the first bytes are those of a raster image format we take. */
export function looksLikeImage(head: Buffer): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  return (
    starts([0xff, 0xd8, 0xff]) || // JPEG
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    starts([0x47, 0x49, 0x46, 0x38]) || // GIF8
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) || // RIFF....WEBP
    starts([0x66, 0x74, 0x79, 0x70], 4) || // ISO BMFF (AVIF, HEIF): ....ftyp
    starts([0x49, 0x49, 0x2a, 0x00]) || // TIFF, little-endian
    starts([0x4d, 0x4d, 0x00, 0x2a]) // TIFF, big-endian
  );
}

export const variantUrl = (id: string, width: number) => mediaFileUrl(id, width, 'webp');

export function toStaffMedia(row: MediaRow): StaffMedia {
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  const widest = variants.at(-1)!;
  return {
    id: row.id,
    url: variantUrl(row.id, widest.width),
    width: row.width,
    height: row.height,
    variants: variants.map((v) => ({ width: v.width, height: v.height, url: variantUrl(row.id, v.width) })),
  };
}

export interface UploadDeps {
  db: Database;
  dataDir: string;
}

export async function storeUpload(
  deps: UploadDeps,
  actor: StaffActor,
  file: { data: Buffer; fileName: string },
): Promise<StaffMedia> {
  if (file.data.length > MEDIA_MAX_BYTES) throw mediaTooLarge();
  if (!looksLikeImage(file.data.subarray(0, 16))) throw new AppError('media_not_image');
  let meta: Metadata;
  try {
    // Only the header is read here, nothing decoded: the size it claims is checked below, so that a picture too big
    // is told as such (sharp's own limit would fail it like a broken file) before the copies decode it, limited.
    meta = await sharp(file.data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('media_not_image');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new AppError('media_not_image');
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new AppError('media_too_many_pixels', {
      params: { width: meta.width, height: meta.height, megapixels: MAX_INPUT_PIXELS / 1_000_000 },
    });
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const isTurned = (meta.orientation ?? 1) >= 5;
  const width = isTurned ? meta.height : meta.width;
  const height = isTurned ? meta.width : meta.height;

  const id = randomUUID();
  const dir = path.join(mediaUploadsDir(deps.dataDir), id);
  await mkdir(dir, { recursive: true });
  try {
    const variants: StoredVariant[] = [];
    for (const target of mediaWidths(width)) {
      const copy = sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: target, withoutEnlargement: true });
      const { data, info } = await copy.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      await writeFile(path.join(dir, `${info.width}.webp`), data);
      await writeFile(path.join(dir, `${info.width}.avif`), await copy.avif(AVIF_OPTIONS).toBuffer());
      variants.push({ width: info.width, height: info.height });
    }
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertMedia(tx, {
        id,
        originalName: file.fileName.slice(0, 255),
        format: meta.format!,
        bytes: file.data.length,
        width,
        height,
        variants,
        createdBy: actor.id,
      });
      await recordStaffAction(tx, actor, {
        entity: 'media',
        entityId: id,
        action: 'uploaded',
        after: { name: inserted.originalName, format: inserted.format, bytes: inserted.bytes, width, height },
      });
      return inserted;
    });
    return toStaffMedia(row);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof AppError) throw error;
    // sharp failing on content that passed the checks: a damaged or unsupported image.
    if (error instanceof Error && /Input|VipsJpeg|pngload|corrupt|unsupported/i.test(error.message))
      throw new AppError('media_not_image');
    throw error;
  }
}

export const mediaTooLarge = () =>
  new AppError('media_too_large', { params: { megabytes: MEDIA_MAX_BYTES / 1024 / 1024 } });

/** The uploads with these ids, by id; unknown ids make a 422 `media_missing`. */
export async function requireMedia(db: Executor, ids: readonly string[]): Promise<Map<string, StaffMedia>> {
  const unique = [...new Set(ids)];
  const rows = await findMediaByIds(db, unique);
  if (rows.length !== unique.length) throw new AppError('media_missing');
  return new Map(rows.map((row) => [row.id, toStaffMedia(row)]));
}

/**
 * The size of the widest copy of each upload the rich texts show, for sanitizeRichText to give their images a width and
 * height (no query when they show none).
 */
export async function findUploadSizes(db: Executor, htmls: readonly string[]): Promise<UploadSizes> {
  const rows = await findMediaByIds(db, [...new Set(htmls.flatMap(uploadIdsIn))]);
  const widest = (variants: readonly StoredVariant[]) => variants.reduce((a, b) => (b.width > a.width ? b : a));
  return new Map(rows.filter((row) => row.variants.length > 0).map((row) => [row.id, widest(row.variants)]));
}

/** The uploads with these ids that exist (no error for the others): for reading what news refer to. */
export async function findMedia(db: Executor, ids: readonly string[]): Promise<Map<string, StaffMedia>> {
  const rows = await findMediaByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toStaffMedia(row)]));
}

/** A place that uses an upload: a news item, a tour, a page or an FAQ question, named by its address. */
export interface MediaUsage {
  kind: keyof typeof MEDIA_USAGE_KINDS;
  name: string;
}
/**
 * What uses an upload, asked of the modules that refer to uploads (news, content). The media module does not read
 * their tables; the app wires their finders in (app.ts for the route, container.ts for the housekeeping sweep).
 */
export type MediaUsageFinder = (db: Executor, mediaId: string) => Promise<MediaUsage[]>;

export async function findMediaUsage(
  db: Executor,
  finders: readonly MediaUsageFinder[],
  mediaId: string,
): Promise<MediaUsage[]> {
  const found: MediaUsage[] = [];
  for (const finder of finders) found.push(...(await finder(db, mediaId)));
  return found;
}

/** `news item “spring-sale”, tour “issyk-kul”` in the reader's language. */
export const describeUsage = (usages: readonly MediaUsage[], language: Language) =>
  usages.map((usage) => `${MEDIA_USAGE_KINDS[usage.kind][language]} «${usage.name}»`).join(', ');

export interface MediaDeleteDeps extends UploadDeps {
  usedBy: readonly MediaUsageFinder[];
}

/**
 * Deletes an upload nothing uses: the row and its audit entry in one transaction, then its files (every WebP copy,
 * the folder with them). An upload in use is refused with 409 `media_in_use`, naming where it is used.
 */
export async function deleteMedia(
  deps: MediaDeleteDeps,
  actor: StaffActor,
  id: string,
  language: Language,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await findMediaByIds(tx, [id]);
    if (!row) throw notFound('media_not_found');
    const usages = await findMediaUsage(tx, deps.usedBy, id);
    if (usages.length > 0) throw new AppError('media_in_use', { params: { where: describeUsage(usages, language) } });
    await deleteMediaRow(tx, id);
    await recordStaffAction(tx, actor, {
      entity: 'media',
      entityId: id,
      action: 'deleted',
      before: { name: row.originalName, format: row.format, bytes: row.bytes, width: row.width, height: row.height },
    });
  });
  await removeMediaFiles(deps.dataDir, id);
}

const removeMediaFiles = (dataDir: string, id: string) =>
  rm(path.join(mediaUploadsDir(dataDir), id), { recursive: true, force: true });

/** Uploads younger than this are kept even unused: an editor may be writing the item they were uploaded for. */
export const UNUSED_MEDIA_GRACE_MS = 24 * 3_600_000;
const SWEEP_BATCH = 500;

/**
 * Housekeeping: removes uploads nothing uses that are more than a day old (rows, then files), each in its own
 * transaction with an audit entry by nobody (the system). Answers how many went.
 */
export async function sweepUnusedMedia(deps: MediaDeleteDeps, now = new Date()): Promise<number> {
  const candidates = await listMediaCreatedBefore(
    deps.db,
    new Date(now.getTime() - UNUSED_MEDIA_GRACE_MS),
    SWEEP_BATCH,
  );
  let removed = 0;
  for (const candidate of candidates) {
    // Taken by a news item meanwhile (its foreign key refuses the delete): kept, looked at again next time.
    const gone = await deps.db
      .transaction(async (tx) => {
        if ((await findMediaUsage(tx, deps.usedBy, candidate.id)).length > 0) return false;
        if (!(await deleteMediaRow(tx, candidate.id))) return false;
        await recordStaffAction(tx, null, {
          entity: 'media',
          entityId: candidate.id,
          action: 'deleted',
          before: { name: candidate.originalName, reason: 'unused for 24 hours' },
        });
        return true;
      })
      .catch(() => false);
    if (gone) {
      await removeMediaFiles(deps.dataDir, candidate.id);
      removed += 1;
    }
  }
  return removed;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Housekeeping: the AVIF copies of uploads made before there were any, from their WebP copies (pages offer both, and a
 * browser that reads AVIF asks for it). Answers how many were made; the uploads with all their copies cost a look each.
 */
export async function addMissingAvifCopies(deps: UploadDeps, now = new Date()): Promise<number> {
  let made = 0;
  for (const row of await listMediaCreatedBefore(deps.db, now, Number.MAX_SAFE_INTEGER)) {
    const dir = path.join(mediaUploadsDir(deps.dataDir), row.id);
    for (const { width } of row.variants) {
      const avif = path.join(dir, `${width}.avif`);
      const webp = path.join(dir, `${width}.webp`);
      if ((await exists(avif)) || !(await exists(webp))) continue;
      // Written aside first: a page never gets half a file.
      await sharp(webp).avif(AVIF_OPTIONS).toFile(`${avif}.part`);
      await rename(`${avif}.part`, avif);
      made += 1;
    }
  }
  return made;
}
