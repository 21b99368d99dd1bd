/**
 * The content part of the staff API (role `editor`, and admins): uploaded images (`/api/staff/media/`) and the
 * news editor (`/api/staff/news/`). Texts are given per language with Russian required; the others fall
 * back to it on the site. News content is HTML that the server passes through its allow-list on every read.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';
import { newsSlugSchema } from './news.js';
import type { StaffRole } from './staff.js';

/** Who edits content. */
export const STAFF_CONTENT_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];

/** The largest image accepted by `POST /api/staff/media/`. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

export const mediaVariantSchema = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });

export const staffMediaSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe('The widest WebP copy, served publicly with a year-long cache'),
    width: z.number().int().describe('Width of the original'),
    height: z.number().int().describe('Height of the original'),
    variants: z
      .array(mediaVariantSchema)
      .describe('WebP copies, narrowest first (an AVIF copy beside each, at the same URL with .avif)'),
  })
  .meta({ id: 'StaffMedia' });
export type StaffMedia = z.infer<typeof staffMediaSchema>;

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
/** What readers see: a draft, published but waiting for its date, or on the site. */
export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const NEWS_TITLE_MAX = 200;
export const NEWS_DESC_MAX = 500;
export const NEWS_CONTENT_MAX = 100_000;
export const NEWS_GALLERY_MAX = 20;

/** A text in the five languages: Russian required (not blank), an empty other language counts as missing. */
export const localizedInputSchema = (max: number) =>
  z.object({
    ru: z.string().trim().min(1).max(max),
    ky: z.string().trim().max(max).optional(),
    en: z.string().trim().max(max).optional(),
    tr: z.string().trim().max(max).optional(),
    zh: z.string().trim().max(max).optional(),
  });
export type LocalizedInput = z.infer<ReturnType<typeof localizedInputSchema>>;

/** The languages a text lacks (blank or absent): the editor marks them. */
export function missingLanguages(text: Partial<Record<Language, string | undefined>>): Language[] {
  return LANGUAGES.filter((language) => !text[language] || text[language].trim() === '');
}

const newsFields = {
  slug: newsSlugSchema.describe('Lowercase latin letters, digits and hyphens; unique'),
  title: localizedInputSchema(NEWS_TITLE_MAX),
  desc: localizedInputSchema(NEWS_DESC_MAX),
  content: localizedInputSchema(NEWS_CONTENT_MAX).describe('HTML; sanitised by the server allow-list when read'),
  main_image: z.uuid().describe('A media id from POST /api/staff/media/'),
  gallery: z.array(z.uuid()).max(NEWS_GALLERY_MAX).describe('Media ids, in order'),
  published_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('ISO 8601; a future date with status `published` schedules it'),
  status: z.enum(NEWS_STATUSES),
};

export const staffNewsCreateSchema = z.object({
  ...newsFields,
  gallery: newsFields.gallery.default([]),
  published_at: newsFields.published_at.optional(),
});
export type StaffNewsCreate = z.input<typeof staffNewsCreateSchema>;

export const staffNewsPatchSchema = z.object(newsFields).partial().meta({ id: 'StaffNewsPatch' });
export type StaffNewsPatch = z.input<typeof staffNewsPatchSchema>;

export const staffNewsParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const localizedOutput = z.object({
  ru: z.string(),
  ky: z.string().optional(),
  en: z.string().optional(),
  tr: z.string().optional(),
  zh: z.string().optional(),
});

export const staffNewsImageSchema = z.object({
  id: z.uuid().nullable().describe('Null for images that came with the demo data'),
  url: z.string(),
});

export const staffNewsSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: localizedOutput,
    desc: localizedOutput,
    content: localizedOutput,
    main_image: staffNewsImageSchema,
    gallery: z.array(staffNewsImageSchema),
    published_at: z.string().describe('ISO 8601; for a draft, the date it will show unless changed when published'),
    status: z.enum(NEWS_STATUSES),
    state: z.enum(NEWS_STATES),
    missing_languages: z.array(z.enum(LANGUAGES)).describe('Languages with a blank title, description or content'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffNews' });
export type StaffNews = z.infer<typeof staffNewsSchema>;

export const staffNewsRowSchema = staffNewsSchema
  .omit({ content: true, desc: true, gallery: true })
  .meta({ id: 'StaffNewsRow' });
export type StaffNewsRow = z.infer<typeof staffNewsRowSchema>;

export const staffNewsListSchema = z.object({ results: z.array(staffNewsRowSchema) }).meta({ id: 'StaffNewsList' });
export type StaffNewsList = z.infer<typeof staffNewsListSchema>;

/** The offer and privacy pages: every published version is kept with its date; the site shows the latest. */
export const staffPagePublishSchema = z
  .object({
    title: localizedInputSchema(NEWS_TITLE_MAX),
    content: localizedInputSchema(200_000).describe('HTML; sanitised by the server allow-list when read'),
  })
  .meta({ id: 'StaffPagePublish' });
export type StaffPagePublish = z.input<typeof staffPagePublishSchema>;

export const staffPageVersionSchema = z
  .object({
    version: z.number().int(),
    title: localizedOutput,
    content: localizedOutput,
    published_at: z.string(),
    published_by: z.string().nullable().describe('Email of the staff member; null for the text the site started with'),
  })
  .meta({ id: 'StaffPageVersion' });
export type StaffPageVersion = z.infer<typeof staffPageVersionSchema>;

export const staffPageSchema = z
  .object({
    slug: z.string(),
    title: localizedOutput,
    content: localizedOutput,
    updated_at: z.string(),
    missing_languages: z.array(z.enum(LANGUAGES)),
    versions: z.array(staffPageVersionSchema.omit({ title: true, content: true })).describe('Newest first'),
  })
  .meta({ id: 'StaffPage' });
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffPageVersionParamsSchema = z.object({
  slug: z.string().min(1).max(40),
  version: z.coerce.number().int().min(1).max(1_000_000),
});

/** FAQ in the back office: categories and their questions, each in an order staff set with up/down moves. */
const faqSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');
export const FAQ_TEXT_MAX = 20_000;

export const staffFaqCategoryInputSchema = z
  .object({ slug: faqSlugSchema, title: localizedInputSchema(NEWS_TITLE_MAX) })
  .meta({ id: 'StaffFaqCategoryInput' });
export const staffFaqCategoryPatchSchema = staffFaqCategoryInputSchema.partial().meta({ id: 'StaffFaqCategoryPatch' });
export const staffFaqQuestionInputSchema = z.object({
  category_id: z.number().int().min(1),
  slug: faqSlugSchema,
  question: localizedInputSchema(500),
  answer: localizedInputSchema(FAQ_TEXT_MAX).describe('HTML; sanitised by the server allow-list when read'),
  is_published: z.boolean().default(true),
});
export type StaffFaqQuestionInput = z.input<typeof staffFaqQuestionInputSchema>;
export const staffFaqQuestionPatchSchema = staffFaqQuestionInputSchema.partial();
export type StaffFaqQuestionPatch = z.input<typeof staffFaqQuestionPatchSchema>;
export type StaffFaqCategoryInput = z.input<typeof staffFaqCategoryInputSchema>;
export type StaffFaqCategoryPatch = z.input<typeof staffFaqCategoryPatchSchema>;
export const staffFaqMoveSchema = z.object({ direction: z.enum(['up', 'down']) }).meta({ id: 'StaffFaqMove' });
export const staffFaqParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const staffFaqQuestionSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  question: localizedOutput,
  answer: localizedOutput,
  is_published: z.boolean(),
  position: z.number().int(),
});
export const staffFaqSchema = z
  .object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        title: localizedOutput,
        position: z.number().int(),
        questions: z.array(staffFaqQuestionSchema),
      }),
    ),
  })
  .meta({ id: 'StaffFaq' });
export type StaffFaq = z.infer<typeof staffFaqSchema>;

/** Tours in the back office: the fields the site shows, the image a media id, start days as MM-DD each year. */
const TOUR_KIND_VALUES = ['domestic', 'outbound'] as const;
export const staffTourInputSchema = z.object({
  slug: newsSlugSchema,
  kind: z.enum(TOUR_KIND_VALUES),
  title: localizedInputSchema(NEWS_TITLE_MAX),
  summary: localizedInputSchema(NEWS_DESC_MAX),
  region: localizedInputSchema(120),
  description: localizedInputSchema(NEWS_CONTENT_MAX).describe('HTML; sanitised by the server allow-list when read'),
  includes: z.array(localizedInputSchema(300)).max(30).default([]),
  image: z.uuid().describe('A media id from POST /api/staff/media/'),
  price_from: z.number().int().min(1).max(100_000_000).describe('KGS'),
  duration_days: z.number().int().min(1).max(60),
  start_days: z
    .array(z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'MM-DD'))
    .max(60)
    .describe('Days of the year the tour starts, MM-DD'),
  is_published: z.boolean().default(true),
});
export type StaffTourInput = z.input<typeof staffTourInputSchema>;
export const staffTourPatchSchema = staffTourInputSchema.partial();
export type StaffTourPatch = z.input<typeof staffTourPatchSchema>;

export const staffTourSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(TOUR_KIND_VALUES),
    title: localizedOutput,
    summary: localizedOutput,
    region: localizedOutput,
    description: localizedOutput,
    includes: z.array(localizedOutput),
    image: staffNewsImageSchema,
    price_from: z.number().int(),
    duration_days: z.number().int(),
    start_days: z.array(z.string()),
    is_published: z.boolean(),
    position: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffTour' });
export type StaffTour = z.infer<typeof staffTourSchema>;
export const staffTourListSchema = z.object({ results: z.array(staffTourSchema) }).meta({ id: 'StaffTourList' });
