import { z } from 'zod';
import { NEWS_BLOCK_SIZE, NEWS_LIST_MAX_LIMIT } from './constants.js';

export const newsSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');

export const newsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_LIST_MAX_LIMIT).default(NEWS_BLOCK_SIZE),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsListItemSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    desc: z.string(),
    main_image: z.string(),
    published_at: z.string().describe('ISO 8601 timestamp'),
  })
  .meta({ id: 'NewsListItem' });
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsListResponseSchema = z.object({ results: z.array(newsListItemSchema) }).meta({ id: 'NewsList' });
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsGalleryItemSchema = z.object({ image: z.string(), alt: z.string() });
export type NewsGalleryItem = z.infer<typeof newsGalleryItemSchema>;

export const newsDetailSchema = newsListItemSchema
  .extend({
    content: z.string().describe('Sanitised HTML'),
    gallery: z.array(newsGalleryItemSchema),
  })
  .meta({ id: 'NewsDetail' });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsDetailParamsSchema = z.object({ slug: z.string().min(1).max(200) });
