import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentPageParamsSchema,
  contentPageSchema,
  contentPdfQuerySchema,
  errorBodySchema,
  faqResponseSchema,
  normalizeLanguage,
  tourDetailSchema,
  tourListResponseSchema,
  tourParamsSchema,
  STAFF_CONTENT_ROLES,
  staffPagePublishSchema,
  staffPageSchema,
  staffPageVersionParamsSchema,
  staffPageVersionSchema,
  staffFaqCategoryInputSchema,
  staffFaqCategoryPatchSchema,
  staffFaqMoveSchema,
  staffFaqParamsSchema,
  staffFaqQuestionInputSchema,
  staffFaqQuestionPatchSchema,
  staffFaqSchema,
  staffTourInputSchema,
  staffTourListSchema,
  staffTourPatchSchema,
  staffTourSchema,
} from '@sapar/contracts';
import { createTour, deleteTour, getTourForStaff, listToursForStaff, updateTour } from './tours-staff.service.js';
import {
  createFaqCategory,
  createFaqQuestion,
  deleteFaqCategory,
  deleteFaqQuestion,
  getFaqForStaff,
  moveFaqCategory,
  moveFaqQuestion,
  updateFaqCategory,
  updateFaqQuestion,
} from './faq-staff.service.js';
import { staffActor } from '../audit/index.js';
import { getPageForStaff, getPageVersion, publishPage } from './content-staff.service.js';
import { getFaq, getPage, getPagePdf, getTour, getTours, PagePdfCache } from './content.service.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfs = new PagePdfCache();
  app.get(
    '/faq/',
    {
      schema: {
        tags: ['content'],
        summary: 'FAQ categories with their questions; a category may have none yet',
        response: { 200: faqResponseSchema },
      },
    },
    async (request) => getFaq(app.db, request.language),
  );

  app.get(
    '/pages/:slug/',
    {
      schema: {
        tags: ['content'],
        summary: 'A page (public offer or privacy policy): title and sanitised HTML',
        params: contentPageParamsSchema,
        response: { 200: contentPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getPage(app.db, request.language, request.params.slug),
  );

  app.get(
    '/pages/privacy/pdf',
    {
      schema: {
        tags: ['content'],
        summary: 'The privacy policy as a PDF in the request language',
        description:
          'Drawn once per version and language; `ETag` names the version (304 to a matching `If-None-Match`). Rate limited per client IP (PDF_RATE_LIMIT_MAX a minute).',
        produces: ['application/pdf'],
        querystring: contentPdfQuerySchema,
        response: { 200: z.any().describe('application/pdf'), 304: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { pdf, filename, etag } = await getPagePdf(
        app.db,
        normalizeLanguage(request.query.lang) ?? request.language,
        'privacy',
        app.config.publicUrl,
        pdfs,
      );
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.get(
    '/tours/',
    {
      schema: {
        tags: ['tours'],
        summary: 'The tour catalogue with prices from, durations and upcoming dates',
        response: { 200: tourListResponseSchema },
      },
    },
    async (request) => ({ results: await getTours(app.db, request.language) }),
  );

  app.get(
    '/tours/:slug/',
    {
      schema: {
        tags: ['tours'],
        summary: 'One tour with its description and what the price includes',
        params: tourParamsSchema,
        response: { 200: tourDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => getTour(app.db, request.language, request.params.slug),
  );
};

/** The offer and privacy pages in the back office (registered under /api/staff; editors and admins). */
export const contentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaffRole(...STAFF_CONTENT_ROLES));
  const guarded = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/pages/:slug/',
    {
      schema: {
        tags: ['staff'],
        summary: 'A page (offer or privacy) in every language with the list of its published versions, newest first',
        params: contentPageParamsSchema,
        response: { 200: staffPageSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => getPageForStaff(app.db, request.params.slug),
  );

  app.post(
    '/pages/:slug/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Publish a new version of a page: the site and its PDF show it at once; the earlier versions are kept',
        params: contentPageParamsSchema,
        body: staffPagePublishSchema,
        response: { 200: staffPageSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => publishPage(app.db, staffActor(request), request.params.slug, request.body),
  );

  app.get(
    '/pages/:slug/versions/:version/',
    {
      schema: {
        tags: ['staff'],
        summary: 'One published version of a page, as it was',
        params: staffPageVersionParamsSchema,
        response: { 200: staffPageVersionSchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => getPageVersion(app.db, request.params.slug, request.params.version),
  );
};

/** The FAQ in the back office (registered under /api/staff; editors and admins). */
export const faqStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaffRole(...STAFF_CONTENT_ROLES));
  const answers = {
    200: staffFaqSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };
  const TAGS = ['staff'];

  app.get(
    '/faq/',
    {
      schema: {
        tags: TAGS,
        summary: 'Every FAQ category with every question (hidden ones too), in order',
        response: { 200: staffFaqSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => getFaqForStaff(app.db),
  );
  app.post(
    '/faq/categories/',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a category at the end; answers the whole FAQ',
        body: staffFaqCategoryInputSchema,
        response: answers,
      },
    },
    async (request) => createFaqCategory(app.db, staffActor(request), request.body),
  );
  app.patch(
    '/faq/categories/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Rename a category or change its address',
        params: staffFaqParamsSchema,
        body: staffFaqCategoryPatchSchema,
        response: answers,
      },
    },
    async (request) => updateFaqCategory(app.db, staffActor(request), request.params.id, request.body),
  );
  app.delete(
    '/faq/categories/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a category with its questions',
        params: staffFaqParamsSchema,
        response: answers,
      },
    },
    async (request) => deleteFaqCategory(app.db, staffActor(request), request.params.id),
  );
  app.post(
    '/faq/categories/:id/move/',
    {
      schema: {
        tags: TAGS,
        summary: 'Move a category one place up or down',
        params: staffFaqParamsSchema,
        body: staffFaqMoveSchema,
        response: answers,
      },
    },
    async (request) => moveFaqCategory(app.db, staffActor(request), request.params.id, request.body.direction),
  );
  app.post(
    '/faq/questions/',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a question at the end of its category',
        body: staffFaqQuestionInputSchema,
        response: answers,
      },
    },
    async (request) => createFaqQuestion(app.db, staffActor(request), request.body),
  );
  app.patch(
    '/faq/questions/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit, hide or show a question, or move it to another category (at its end)',
        params: staffFaqParamsSchema,
        body: staffFaqQuestionPatchSchema,
        response: answers,
      },
    },
    async (request) => updateFaqQuestion(app.db, staffActor(request), request.params.id, request.body),
  );
  app.delete(
    '/faq/questions/:id/',
    {
      schema: { tags: TAGS, summary: 'Delete a question', params: staffFaqParamsSchema, response: answers },
    },
    async (request) => deleteFaqQuestion(app.db, staffActor(request), request.params.id),
  );
  app.post(
    '/faq/questions/:id/move/',
    {
      schema: {
        tags: TAGS,
        summary: 'Move a question one place up or down within its category',
        params: staffFaqParamsSchema,
        body: staffFaqMoveSchema,
        response: answers,
      },
    },
    async (request) => moveFaqQuestion(app.db, staffActor(request), request.params.id, request.body.direction),
  );
};

/** Tours in the back office (registered under /api/staff; editors and admins). */
export const toursStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaffRole(...STAFF_CONTENT_ROLES));
  const guarded = { 401: errorBodySchema, 403: errorBodySchema };
  const TAGS = ['staff'];
  app.get(
    '/tours/',
    {
      schema: {
        tags: TAGS,
        summary: 'Every tour, hidden ones too, in order',
        response: { 200: staffTourListSchema, ...guarded },
      },
    },
    async () => listToursForStaff(app.db),
  );
  app.post(
    '/tours/',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a tour (at the end); 409 `tour_slug_taken`, 422 `media_missing`',
        body: staffTourInputSchema,
        response: {
          201: staffTourSchema,
          400: errorBodySchema,
          ...guarded,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createTour(app.db, staffActor(request), request.body)),
  );
  app.get(
    '/tours/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'One tour in every language',
        params: staffFaqParamsSchema,
        response: { 200: staffTourSchema, ...guarded, 404: errorBodySchema },
      },
    },
    async (request) => getTourForStaff(app.db, request.params.id),
  );
  app.patch(
    '/tours/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a tour, or hide / show it',
        params: staffFaqParamsSchema,
        body: staffTourPatchSchema,
        response: {
          200: staffTourSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => updateTour(app.db, staffActor(request), request.params.id, request.body),
  );
  app.delete(
    '/tours/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a tour (requests already sent for it keep its name)',
        params: staffFaqParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...guarded, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteTour(app.db, staffActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
