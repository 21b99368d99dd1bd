/**
 * Duffel's webhooks (docs/architecture.md, "Flight supply"): the raw body is kept for the signature, an event is
 * acted on once by its id (insert-if-absent), in any order and however often it arrives, and it only triggers a fresh
 * read of the supplier order — its body is never trusted for state. A forged or stale event changes nothing (401).
 */
import { errorBodySchema } from '@sapar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { findSupplierOrderByRef, recordSupplierEvent } from '../orders/index.js';
import { syncSupplierOrderOf, type PaymentsContext } from './payments.service.js';

const receivedSchema = z.object({ received: z.boolean() });

export const supplierWebhookRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Within this plugin only: the body stays the bytes Duffel signed.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/suppliers/duffel/webhooks/',
      {
        schema: {
          tags: ['suppliers'],
          summary: 'Duffel webhook: a signed event that makes us read the supplier order again',
          response: { 200: receivedSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const orders = (ctx.booking.flights.outside ?? []).find((c) => c.orders?.name === 'duffel')?.orders;
        if (!orders) throw new AppError('not_found');
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signal = orders.verifySignal(request.headers, rawBody, Date.now());
        if (!signal) throw new AppError('unauthorized');
        if (!(await recordSupplierEvent(ctx.booking.db, orders.name, signal.eventId))) return { received: true };
        const row = await findSupplierOrderByRef(ctx.booking.db, orders.name, {
          orderRef: signal.orderRef,
          clientRef: signal.clientRef,
        });
        // Whatever it says, the order is read again; a failed read is left to the polling job.
        if (row)
          await syncSupplierOrderOf(ctx, row.orderId).catch((error: unknown) =>
            request.log.warn({ err: error, orderId: row.orderId }, 'supplier order not read again after a webhook'),
          );
        return { received: true };
      },
    );
  };
