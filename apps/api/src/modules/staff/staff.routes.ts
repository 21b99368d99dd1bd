/**
 * The staff API under /api/staff/ (registered with that prefix): every route runs
 * `app.requireStaff` first, so anonymous callers get 401 and other accounts 403 `forbidden`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  staffMeSchema,
  staffRequestAnsweredSchema,
  staffRequestAnswerSchema,
  staffRequestListQuerySchema,
  staffRequestListSchema,
  staffRequestParamsSchema,
  staffRequestStatusSchema,
  staffServiceRequestDetailSchema,
} from '@sapar/contracts';
import { currentUser } from '../users/index.js';
import { answerRequest, changeRequestStatus, getRequestForStaff, listRequestsForStaff, type StaffDeps } from './staff.service.js';

const guarded = { 401: errorBodySchema, 403: errorBodySchema };

export const staffRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: StaffDeps = { db: app.db, mailer: app.messaging.mailer, log: app.log };
  // Every route of this plugin, including any added later, is for staff only.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/me/',
    {
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member (for the back office)',
        response: { 200: staffMeSchema, ...guarded },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { id: user.id, email: user.email, is_staff: user.isStaff };
    },
  );

  app.get(
    '/requests/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Service requests of every kind, newest first, 20 a page; empty parameters are ignored',
        querystring: staffRequestListQuerySchema,
        response: { 200: staffRequestListSchema, 400: errorBodySchema, ...guarded },
      },
    },
    async (request) => listRequestsForStaff(deps, request.query),
  );

  app.get(
    '/requests/:number/',
    {
      schema: {
        tags: ['staff'],
        summary: 'One service request with its form fields (payload) and the latest answer',
        params: staffRequestParamsSchema,
        response: { 200: staffServiceRequestDetailSchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) => getRequestForStaff(deps, request.params.number),
  );

  app.post(
    '/requests/:number/answer/',
    {
      schema: {
        tags: ['staff'],
        summary: "Answer a request: stored, and mailed to the sender in the request's language when it has an email",
        description:
          'Sets the status (default `done`). Answering again is allowed: the latest answer is kept and each one is mailed. ' +
          '`email_status` says whether the mail went out (`sent`), the request has no email (`no_email`: call the sender) ' +
          'or the mail server failed (`failed`: the answer is stored; answer again later to resend).',
        params: staffRequestParamsSchema,
        body: staffRequestAnswerSchema,
        response: { 200: staffRequestAnsweredSchema, 400: errorBodySchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) =>
      answerRequest(deps, request.params.number, { ...request.body, staffId: currentUser(request).id }, request.language),
  );

  app.post(
    '/requests/:number/status/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Move a request to new, in_progress, done or cancelled (any to any; nothing is mailed)',
        params: staffRequestParamsSchema,
        body: staffRequestStatusSchema,
        response: { 200: staffServiceRequestDetailSchema, 400: errorBodySchema, 404: errorBodySchema, ...guarded },
      },
    },
    async (request) => changeRequestStatus(deps, request.params.number, { status: request.body.status, staffId: currentUser(request).id }),
  );
};
