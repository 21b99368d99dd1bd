/**
 * Uploaded images (`POST /api/staff/media/`): the widths of the copies made of each, and the sources a page offers a
 * browser (AVIF where it reads it, WebP otherwise, at the width the screen needs). Free of zod: the web app's pages
 * read it.
 */

/** The widths of the copies made of an upload (never wider than the original). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** The public URL prefix of uploads: /media/uploads/<id>/<width>.webp and .avif. */
export const MEDIA_UPLOADS_PREFIX = '/media/uploads/';
/** The formats of each copy: every copy is written in both. */
export const MEDIA_FORMATS = ['webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The widths made of an original `width` pixels wide: the standard ones below it, and itself up to the widest. */
export function mediaWidths(width: number): number[] {
  const widest = Math.max(...MEDIA_WIDTHS);
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  if (width <= widest) widths.push(width);
  return [...new Set(widths)].sort((a, b) => a - b);
}

export const mediaFileUrl = (id: string, width: number, format: MediaFormat = 'webp') =>
  `${MEDIA_UPLOADS_PREFIX}${id}/${width}.${format}`;

/** An upload's id: a UUID, as the media table's key is one (any other string there would fail a lookup). */
const UPLOAD_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_URL = new RegExp(`^/media/uploads/(${UPLOAD_ID})/(\\d+)\\.webp$`);

/** The ids of the uploads a piece of HTML shows (what the API looks up to give their images a size). */
export const uploadIdsIn = (html: string): string[] =>
  [...html.matchAll(new RegExp(`/media/uploads/(${UPLOAD_ID})/`, 'g'))].map((m) => m[1] as string);

/** The upload a WebP copy's URL names and that copy's width, or null for any other image. */
export function parseUploadUrl(url: string): { id: string; width: number } | null {
  const match = UPLOAD_URL.exec(url);
  return match ? { id: match[1] as string, width: Number(match[2]) } : null;
}

/**
 * The srcset of each format of an upload named by the URL of its widest WebP copy (what the API hands out), or null
 * for any other image. The widest copy is either the largest standard width or the original's own, so the URL alone
 * tells every width there is.
 */
export function uploadSrcSets(url: string): Record<MediaFormat, string> | null {
  const upload = parseUploadUrl(url);
  if (!upload) return null;
  const { id, width: widest } = upload;
  const widths = mediaWidths(widest);
  if (widths.at(-1) !== widest) return null;
  const srcSet = (format: MediaFormat) =>
    widths.map((width) => `${mediaFileUrl(id, width, format)} ${width}w`).join(', ');
  return { webp: srcSet('webp'), avif: srcSet('avif') };
}
