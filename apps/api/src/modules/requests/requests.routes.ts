import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  partnerRequestSchema,
  railRequestSchema,
  serviceRequestCreatedSchema,
  tourRequestSchema,
} from '@sapar/contracts';
import { createPartnerRequest, createRailRequest, createTourRequest, type RequestsDeps } from './requests.service.js';

/** Forms anyone may send: five a minute per client on top of the honeypot. */
const FORM_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };
const responses = { 201: serviceRequestCreatedSchema, 400: errorBodySchema, 429: errorBodySchema };

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
};
