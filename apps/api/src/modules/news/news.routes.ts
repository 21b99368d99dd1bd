import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, newsDetailParamsSchema, newsDetailSchema, newsListQuerySchema, newsListResponseSchema } from '@sapar/contracts';
import { publicRead } from '../../shared/http-cache.js';
import { getNews, listNews } from './news.service.js';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/news', {
    schema: {
      tags: ['news'],
      summary: 'Latest published news, newest first',
      querystring: newsListQuerySchema,
      response: { 200: newsListResponseSchema, 400: errorBodySchema },
    },
    onSend: publicRead(),
  }, async (request) => ({ results: await listNews(app.db, request.language, request.query.limit) }));

  app.get('/news/:slug', {
    schema: {
      tags: ['news'],
      summary: 'One news item with its HTML body and gallery',
      params: newsDetailParamsSchema,
      response: { 200: newsDetailSchema, 404: errorBodySchema },
    },
    onSend: publicRead(),
  }, async (request) => getNews(app.db, request.language, request.params.slug));
};
