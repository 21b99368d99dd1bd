/** Reads the dev outbox. Registered only outside production, where mail never leaves the machine. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@sapar/contracts';
import type { DevOutbox } from '../../providers/messaging/index.js';

export const devOutboxRoutes =
  (outbox: DevOutbox): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox/',
      {
        schema: {
          tags: ['development'],
          summary: 'Emails and SMS written to the dev outbox, newest first (not in production)',
          querystring: outboxQuerySchema,
          response: { 200: outboxResponseSchema },
        },
      },
      async (request) => ({ results: await outbox.list({ to: request.query.to }) }),
    );
  };
