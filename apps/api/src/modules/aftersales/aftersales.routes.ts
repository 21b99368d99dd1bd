/**
 * After the sale: the signed-in traveller's history, and refunds and exchanges (quote, then confirm)
 * for the order's owner or the holder of its order token (X-Order-Token or ?token=). Staff decide refunds under /staff/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aftersalesConfirmSchema,
  aftersalesParamsSchema,
  bookingHistoryQuerySchema,
  bookingHistorySchema,
  errorBodySchema,
  exchangeConfirmedSchema,
  exchangeConfirmSchema,
  exchangeQuoteSchema,
  exchangeRequestSchema,
  orderTokenQuerySchema,
  refundQuoteSchema,
  refundRequestSchema,
  refundSchema,
  staffExchangeListSchema,
  staffRefundDecisionSchema,
  staffRefundListQuerySchema,
  staffRefundListSchema,
  staffRefundSchema,
  STAFF_WORK_ROLES,
  EXCHANGE_STATUSES,
} from '@sapar/contracts';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { currentUser } from '../users/index.js';
import { staffActor } from '../audit/index.js';
import { orderAccessOf } from '../booking/index.js';
import type { PaymentsContext } from '../payments/index.js';
import { confirmExchange, getExchange, listExchangesForStaff, quoteOrderExchange } from './exchange.service.js';
import { listMyBookings } from './history.service.js';
import {
  completeRefund,
  confirmRefund,
  getRefund,
  listRefundsForStaff,
  quoteOrderRefund,
  rejectRefund,
} from './refund.service.js';

/** Quotes write rows: at most this many per minute per client. */
const QUOTE_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
};

export const aftersalesRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/booking/my/',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['after-sales'],
          summary:
            "The signed-in user's orders (also those for its verified email) with their tickets, groups, allowed actions and timeline",
          description:
            'Filters are optional and empty ones are ignored: `group` (active, used, refunded, exchangeable), departure `date_from`/`date_to` (yyyy-MM-dd), `order_number` (prefix), `passenger` (part of a name), `page`.',
          querystring: bookingHistoryQuerySchema,
          response: { 200: bookingHistorySchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => listMyBookings(ctx.booking, currentUser(request), request.query, request.language),
    );

    app.post(
      '/booking/refund/',
      {
        config: QUOTE_RATE_LIMIT,
        schema: {
          tags: ['after-sales'],
          summary:
            "Quote a voluntary refund of some or all tickets of an order (the owner's access token or the order token)",
          description:
            'Answers the amounts from the fare terms, valid until `quote_expires_at`; confirm with POST /booking/refund/{id}/confirm/. 409 when these tickets already have a refund, the flight has left or an exchange is waiting for payment.',
          querystring: orderTokenQuerySchema,
          body: refundRequestSchema,
          response: { 200: refundQuoteSchema, ...errors },
        },
      },
      async (request) => {
        return quoteOrderRefund(ctx, request.body, await orderAccessOf(request), request.language) as Promise<
          z.infer<typeof refundQuoteSchema>
        >;
      },
    );

    app.get(
      '/booking/refund/:id/',
      {
        schema: {
          tags: ['after-sales'],
          summary: 'A refund and its status',
          params: aftersalesParamsSchema,
          querystring: orderTokenQuerySchema,
          response: { 200: refundSchema, ...errors },
        },
      },
      async (request) => getRefund(ctx, request.params.id, await orderAccessOf(request), request.language),
    );

    app.post(
      '/booking/refund/:id/confirm/',
      {
        schema: {
          tags: ['after-sales'],
          summary:
            'Accept a refund quote: the tickets become refund_requested (fully refundable fares are refunded at once)',
          description: 'Confirming again answers the refund as it is. 410 `quote_expired` after the quote expired.',
          params: aftersalesParamsSchema,
          querystring: orderTokenQuerySchema,
          body: aftersalesConfirmSchema,
          response: { 200: refundSchema, ...errors, 503: errorBodySchema },
        },
      },
      async (request) => confirmRefund(ctx, request.params.id, await orderAccessOf(request), request.language),
    );

    app.post(
      '/booking/exchange/',
      {
        config: QUOTE_RATE_LIMIT,
        schema: {
          tags: ['after-sales'],
          summary:
            'Quote an exchange of one leg to a new date: the flights with seats, each with the fare difference and change fee',
          description:
            'Same route, cabin and fare family. 409 `exchange_not_allowed` when the fare forbids changes (send a request to staff instead: POST /requests/exchange/).',
          querystring: orderTokenQuerySchema,
          body: exchangeRequestSchema,
          response: { 200: exchangeQuoteSchema, ...errors },
        },
      },
      async (request) => {
        return quoteOrderExchange(ctx.booking, request.body, await orderAccessOf(request), request.language);
      },
    );

    app.get(
      '/booking/exchange/:id/',
      {
        schema: {
          tags: ['after-sales'],
          summary: 'An exchange quote',
          params: aftersalesParamsSchema,
          querystring: orderTokenQuerySchema,
          response: { 200: exchangeQuoteSchema, ...errors },
        },
      },
      async (request) => getExchange(ctx.booking, request.params.id, await orderAccessOf(request), request.language),
    );

    app.post(
      '/booking/exchange/:id/confirm/',
      {
        schema: {
          tags: ['after-sales'],
          summary:
            'Pick an option: its seats are held in the exchange order; pay `total_due` for that order_number with the MBank flow',
          description:
            'When nothing is due the exchange completes at once (status completed). Confirming the same option again answers the same result.',
          params: aftersalesParamsSchema,
          querystring: orderTokenQuerySchema,
          body: exchangeConfirmSchema,
          response: { 200: exchangeConfirmedSchema, ...errors },
        },
      },
      async (request) =>
        confirmExchange(ctx.booking, request.params.id, request.body.option_id, await orderAccessOf(request)),
    );
  };

/** Staff decisions on refunds and the list of exchanges (registered under /staff, every route staff-only). */
export const aftersalesStaffRoutes =
  (ctx: PaymentsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireStaffRole(...STAFF_WORK_ROLES));

    app.get(
      '/refunds/',
      {
        schema: {
          tags: ['staff'],
          summary: 'Refunds (all but unconfirmed quotes), newest first; ?status= filters',
          querystring: staffRefundListQuerySchema,
          response: { 200: staffRefundListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => ({ results: await listRefundsForStaff(ctx, request.query.status, request.language) }),
    );

    app.post(
      '/refunds/:id/complete/',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Complete a requested refund: the money goes back through the payment provider, tickets refunded, seats released',
          params: aftersalesParamsSchema,
          body: staffRefundDecisionSchema,
          response: {
            200: staffRefundSchema.pick({ refund_id: true, status: true, amount_back: true }),
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) =>
        completeRefund(
          ctx,
          request.params.id,
          { handledBy: currentUser(request).id, note: request.body.note ?? null, actor: staffActor(request) },
          request.language,
        ),
    );

    app.post(
      '/refunds/:id/reject/',
      {
        schema: {
          tags: ['staff'],
          summary: 'Decline a requested refund with a note to the traveller: the tickets are valid again',
          params: aftersalesParamsSchema,
          body: staffRefundDecisionSchema,
          response: {
            200: staffRefundSchema.pick({ refund_id: true, status: true, staff_note: true }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        const note = request.body.note?.trim();
        if (!note) throw new AppError('validation_failed', { fieldErrors: { note: 'field_required' } });
        return rejectRefund(
          ctx,
          request.params.id,
          { handledBy: currentUser(request).id, note, actor: staffActor(request) },
          request.language,
        );
      },
    );

    app.get(
      '/exchanges/',
      {
        schema: {
          tags: ['staff'],
          summary: 'Exchanges (all but unconfirmed quotes), newest first',
          querystring: z.object({
            status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(EXCHANGE_STATUSES).optional()),
          }),
          response: { 200: staffExchangeListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => ({ results: await listExchangesForStaff(ctx.booking, request.query.status) }),
    );
  };
