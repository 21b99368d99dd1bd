import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthResponseSchema } from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { rateLimit: false },
    schema: {
      tags: ['system'],
      summary: 'Liveness with a database round trip',
      response: { 200: healthResponseSchema, 503: errorBodySchema },
    },
  }, async () => {
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health: database does not answer');
      throw new AppError('service_unavailable', 503, 'service_unavailable');
    }
    return { status: 'ok' as const, db: 'ok' as const };
  });
};
