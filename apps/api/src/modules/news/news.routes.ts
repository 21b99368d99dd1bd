/**
 * News: the public reads (/api/news) and the staff editor under /api/staff/news/ (`newsStaffRoutes`, registered
 * with the /staff prefix; editors and admins with their second factor).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  newsDetailParamsSchema,
  newsDetailSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  STAFF_CONTENT_ROLES,
  staffNewsCreateSchema,
  staffNewsListSchema,
  staffNewsParamsSchema,
  staffNewsPatchSchema,
  staffNewsSchema,
} from '@sapar/contracts';
import { z } from 'zod';
import { publicRead } from '../../shared/http-cache.js';
import { staffActor } from '../audit/index.js';
import { createNews, deleteNews, getNewsForStaff, listNewsForStaff, patchNews } from './news-staff.service.js';
import { getNews, listNews } from './news.service.js';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Latest published news, newest first',
        querystring: newsListQuerySchema,
        response: { 200: newsListResponseSchema, 400: errorBodySchema },
      },
      // Revalidated on every read (a 304 when unchanged): a published or unpublished item shows at once.
      onSend: publicRead(0),
    },
    async (request) => ({ results: await listNews(app.db, request.language, request.query.limit) }),
  );

  app.get(
    '/news/:slug',
    {
      schema: {
        tags: ['news'],
        summary: 'One news item with its HTML body and gallery',
        params: newsDetailParamsSchema,
        response: { 200: newsDetailSchema, 404: errorBodySchema },
      },
      // Revalidated on every read (a 304 when unchanged): a published or unpublished item shows at once.
      onSend: publicRead(0),
    },
    async (request) => getNews(app.db, request.language, request.params.slug),
  );
};

const guarded = { 401: errorBodySchema, 403: errorBodySchema };
const TAGS = ['staff'];

export const newsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaffRole(...STAFF_CONTENT_ROLES));

  app.get(
    '/news/',
    {
      schema: {
        tags: TAGS,
        summary: 'Every news item (drafts and scheduled ones too), most recently edited first (editors, admins)',
        response: { 200: staffNewsListSchema, ...guarded },
      },
    },
    async () => listNewsForStaff(app.db),
  );

  app.post(
    '/news/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a news item: a draft, or published (a future `published_at` schedules it)',
        description:
          'Images are media ids from POST /api/staff/media/ (422 `media_missing` for unknown ones); 409 `news_slug_taken` for a slug in use.',
        body: staffNewsCreateSchema,
        response: {
          201: staffNewsSchema,
          400: errorBodySchema,
          ...guarded,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createNews(app.db, staffActor(request), request.body)),
  );

  app.get(
    '/news/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'One news item in every language, whatever its state',
        params: staffNewsParamsSchema,
        response: { 200: staffNewsSchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => getNewsForStaff(app.db, request.params.id),
  );

  app.patch(
    '/news/:id/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Change a news item; `status` publishes or unpublishes it (publishing a draft without a date shows it from now)',
        params: staffNewsParamsSchema,
        body: staffNewsPatchSchema,
        response: {
          200: staffNewsSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => patchNews(app.db, staffActor(request), request.params.id, request.body),
  );

  app.delete(
    '/news/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a news item (its uploaded images stay)',
        params: staffNewsParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...guarded, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteNews(app.db, staffActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
