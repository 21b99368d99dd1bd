/** The public request forms: tour, rail and partner pages, and the footer's appeal, exchange and refund forms. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appealRequestSchema,
  errorBodySchema,
  exchangeFormSchema,
  partnerRequestSchema,
  railRequestSchema,
  refundFormSchema,
  serviceRequestCreatedSchema,
  tourRequestSchema,
} from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';
import { authenticateRequest } from '../users/index.js';
import {
  createAppealRequest,
  createExchangeFormRequest,
  createPartnerRequest,
  createRailRequest,
  createRefundFormRequest,
  createTourRequest,
  type FooterSender,
  type RequestsDeps,
} from './requests.service.js';

/** Forms anyone may send: five a minute per client on top of the honeypot. */
const FORM_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };
const responses = { 201: serviceRequestCreatedSchema, 400: errorBodySchema, 429: errorBodySchema };

const FOOTER_DESCRIPTION =
  'Acknowledged by email in the request language with the request number; staff answer by email. ' +
  'The order number is stored in upper case and not checked (people mistype; staff check). ' +
  'With a valid `Authorization` token the request is linked to the account; a missing, expired or bad token ' +
  'does not fail the form: it is stored as an anonymous one (the email is required anyway).';

/**
 * The account of a signed-in sender, or null. An expired or broken token must not lose a message
 * someone spent minutes typing: it is stored without the account instead of answering 401.
 */
async function footerSender(request: FastifyRequest): Promise<FooterSender> {
  const sender: FooterSender = { language: request.language, userId: null };
  if (!request.headers.authorization) return sender;
  try {
    sender.userId = (await authenticateRequest(request.server, request)).id;
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 401)) throw error;
    request.log.info('footer form with an invalid token: stored without the account');
  }
  return sender;
}

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: RequestsDeps = { db: app.db, mailer: app.messaging.mailer, log: app.log };

  app.post(
    '/requests/tour/',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['requests'],
        summary: 'A tour request; acknowledged by email when one is given',
        body: tourRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => reply.status(201).send(await createTourRequest(deps, request.body, request.language)),
  );

  app.post(
    '/requests/rail/',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['requests'],
        summary: 'A rail ticket request for a route the agency handles by hand',
        body: railRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => reply.status(201).send(await createRailRequest(deps, request.body, request.language)),
  );

  app.post(
    '/requests/partner/',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['requests'],
        summary: 'An application to the partner programme',
        body: partnerRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => reply.status(201).send(await createPartnerRequest(deps, request.body, request.language)),
  );

  app.post(
    '/requests/appeal/',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['requests'],
        summary: 'An appeal from the footer: a complaint, question or suggestion, about an order or not',
        description: FOOTER_DESCRIPTION,
        body: appealRequestSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAppealRequest(deps, request.body, await footerSender(request))),
  );

  app.post(
    '/requests/exchange/',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['requests'],
        summary: 'A ticket exchange request from the footer, handled by staff (desired date optional, not in the past)',
        description: FOOTER_DESCRIPTION,
        body: exchangeFormSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createExchangeFormRequest(deps, request.body, await footerSender(request))),
  );

  app.post(
    '/requests/refund/',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['requests'],
        summary: 'A ticket refund request from the footer, handled by staff',
        description: FOOTER_DESCRIPTION,
        body: refundFormSchema,
        response: responses,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRefundFormRequest(deps, request.body, await footerSender(request))),
  );
};
