/** The allow-list for rich text the API serves (news bodies, pages): markup only, never script. */
import sanitize from 'sanitize-html';
import { parseUploadUrl, uploadSrcSets, type LocalizedText } from '@sapar/contracts';

/**
 * How wide rich text draws an image: the full width of a phone, at most the widest text column (a page's 860 px, a news
 * article's 820 px) on a desktop.
 */
export const RICH_TEXT_IMAGE_SIZES = '(max-width: 860px) 100vw, 860px';

/** Where the image transform leaves an upload's AVIF srcset; dropped from any stored HTML, like srcset itself. */
const AVIF_SRCSET = 'data-avif-srcset';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: [AVIF_SRCSET, 'src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // External links open safely; internal ones stay as they are.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const isExternal = /^https?:/i.test(href);
      return {
        tagName,
        attribs: isExternal ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('/media/'),
};

/** The width and height of each upload's widest copy, by id: what gives an upload's image in rich text its shape before it loads. */
export type UploadSizes = ReadonlyMap<string, { width: number; height: number }>;

const NO_SIZES: UploadSizes = new Map();

/**
 * An image of rich text. A srcset is never taken from the stored HTML: only an upload's own copies are offered, at the
 * width they are drawn, and an upload's width and height are its widest copy's own, so the text does not move when
 * it loads. Its AVIF set rides first on the tag, for sanitizeRichText to move into the <picture>'s source.
 */
const imageTransform =
  (uploads: UploadSizes): sanitize.Transformer =>
  (tagName, { [AVIF_SRCSET]: _avif, srcset: _srcset, sizes: _sizes, src = '', ...attribs }) => {
    const plain: sanitize.Attributes = { src, ...attribs, loading: 'lazy', decoding: 'async' };
    const sets = uploadSrcSets(src);
    const upload = parseUploadUrl(src);
    if (!sets || !upload) return { tagName, attribs: plain };
    const widest = uploads.get(upload.id);
    if (widest?.width === upload.width)
      Object.assign(plain, { width: String(widest.width), height: String(widest.height) });
    return {
      tagName,
      attribs: { [AVIF_SRCSET]: sets.avif, ...plain, srcset: sets.webp, sizes: RICH_TEXT_IMAGE_SIZES },
    };
  };

/**
 * An upload's image as the transform above wrote it, its AVIF set first (sanitize-html escapes attribute values, so no
 * `"` or `>` sits inside one).
 */
const UPLOAD_IMG = new RegExp(`<img ${AVIF_SRCSET}="([^"]*)" ([^>]*)>`, 'g');

/**
 * Rich text safe to draw. An uploaded image is offered in each of its copies (480, 960, 1600 px), AVIF where the
 * browser reads it and WebP otherwise, so a phone fetches the narrow one, and given its width and height when `uploads`
 * knows the upload (the media module's findUploadSizes). The <picture> is put around the image the sanitiser has
 * already written, since it cannot wrap a tag itself.
 */
export function sanitizeRichText(html: string, uploads: UploadSizes = NO_SIZES): string {
  const options = { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img: imageTransform(uploads) } };
  return sanitize(html, options).replace(
    UPLOAD_IMG,
    `<picture><source type="image/avif" srcset="$1" sizes="${RICH_TEXT_IMAGE_SIZES}"><img $2></picture>`,
  );
}

/**
 * An image of rich text as it is kept: what the editor gave it, less what the public read derives from an upload on
 * every read (its srcset, sizes, AVIF set, and how it loads).
 */
const storedImage: sanitize.Transformer = (
  tagName,
  { [AVIF_SRCSET]: _avif, srcset: _srcset, sizes: _sizes, loading: _loading, decoding: _decoding, ...attribs },
) => ({ tagName, attribs });

/**
 * Rich text as staff save it and read it back in the back office: the allow-list of the public reads, so that what
 * an editor wrote (or pasted, or sent past the editor) never holds script, frames or styles anywhere it is drawn —
 * the staff's own screens included. The <picture> and the upload's copies are left to the public read.
 */
export function sanitizeStoredRichText(html: string): string {
  return sanitize(html, { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img: storedImage } }).trim();
}

/** A rich text in every language, each sanitised as above; a language left with nothing is left out (it falls back). */
export function sanitizeStoredRichTexts(text: LocalizedText): LocalizedText {
  const stored: LocalizedText = { ru: sanitizeStoredRichText(text.ru) };
  for (const language of ['ky', 'en', 'tr', 'zh'] as const) {
    const value = text[language] === undefined ? '' : sanitizeStoredRichText(text[language]);
    if (value) stored[language] = value;
  }
  return stored;
}
