import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardQuerySchema, boardResponseSchema, errorBodySchema } from '@sapar/contracts';
import { getBoard, type BoardContext } from './board.service.js';

export const boardRoutes =
  (ctx: BoardContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/board/',
      {
        schema: {
          tags: ['board'],
          summary:
            'The online flight board: departures or arrivals of BSZ or OSS for yesterday, today or tomorrow, in local time',
          querystring: boardQuerySchema,
          response: { 200: boardResponseSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return getBoard(ctx, request.query, request.language);
      },
    );
  };
