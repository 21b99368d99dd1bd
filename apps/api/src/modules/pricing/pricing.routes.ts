/**
 * The pricing rules under /api/staff/pricing-rules/ (registered with the /staff prefix; admins only, with their second
 * factor): the list with the National Bank's current rates, create, update, delete. Every change is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  pricingRuleInputSchema,
  pricingRuleListSchema,
  pricingRuleParamsSchema,
  pricingRuleSchema,
} from '@sapar/contracts';
import { z } from 'zod';
import { staffActor } from '../audit/index.js';
import { createPricingRule, deletePricingRule, listPricingRules, updatePricingRule } from './pricing.service.js';

const guarded = { 401: errorBodySchema, 403: errorBodySchema };
const TAGS = ['staff'];

export const pricingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaffRole('admin'));

  app.get(
    '/pricing-rules/',
    {
      schema: {
        tags: TAGS,
        summary: "The pricing rules of outside suppliers' offers and the National Bank's current rates (admins)",
        response: { 200: pricingRuleListSchema, ...guarded },
      },
    },
    async () => listPricingRules(app.db),
  );

  app.post(
    '/pricing-rules/',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a pricing rule; 409 `pricing_rule_duplicate` when one of its kind has the same scope',
        body: pricingRuleInputSchema,
        response: { 201: pricingRuleSchema, 400: errorBodySchema, ...guarded, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPricingRule(app.db, staffActor(request), request.body)),
  );

  app.put(
    '/pricing-rules/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Replace a pricing rule; the next search prices with it',
        params: pricingRuleParamsSchema,
        body: pricingRuleInputSchema,
        response: {
          200: pricingRuleSchema,
          400: errorBodySchema,
          ...guarded,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => updatePricingRule(app.db, staffActor(request), request.params.id, request.body),
  );

  app.delete(
    '/pricing-rules/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a pricing rule',
        params: pricingRuleParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...guarded, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deletePricingRule(app.db, staffActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
