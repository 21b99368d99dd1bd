/** Orders: POST /booking/ books a search's offers; GET /booking/{order_number}/ and its receipt PDF read them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingConflictSchema,
  bookingCreatedSchema,
  bookingHeadersSchema,
  bookingRequestSchema,
  errorBodySchema,
  orderAccessLinkRequestSchema,
  orderAccessLinkSentSchema,
  orderAccessQuerySchema,
  orderSummarySchema,
  orderTokenQuerySchema,
  ORDER_TOKEN_HEADER,
  orderParamsSchema,
  orderDetailSchema,
  selectionQuoteSchema,
  selectionRequestSchema,
} from '@sapar/contracts';
import { money, translate } from '../../i18n/translate.js';
import { createBooking, PriceChangedError, quoteSelection, type BookingContext } from './booking.service.js';
import { optionalUserId, orderAccessOf } from './order-access.request.js';
import { getOrderView, getReceiptPdf, requestOrderAccessLink } from './order-access.service.js';

const ORDER_ACCESS = `Needs the owner's access token or the order token (${ORDER_TOKEN_HEADER} header or ?token=); anyone else gets 404.`;

export const bookingRoutes =
  (ctx: BookingContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/booking/',
      {
        // Its own limit per client address, on top of the unpaid-hold limits the booking itself checks.
        config: { rateLimit: { max: ctx.config.bookingRateLimitMax, timeWindow: '1 minute' } },
        schema: {
          tags: ['booking'],
          summary:
            'Book the chosen offers of a live search: re-prices them, holds the seats and answers the order to pay',
          description:
            'Send a fresh `Idempotency-Key` per purchase; a retry with the same key and body answers the first result, another body answers 422. ' +
            '409 `price_changed` carries the new `total_price`: send it back as `accept_price` to book at that price. 409 `no_seats`: the flight is full. ' +
            '410 `search_expired`: the offers have expired. 429 `hold_limit_reached`: the contact (email or phone) or the client address already holds too many unpaid seats on a flight; ' +
            '429 `rate_limited`: too many bookings from this address in a minute. Passengers must match the searched mix; errors per field are keyed `passengers.{i}.{field}`.',
          headers: bookingHeadersSchema,
          body: bookingRequestSchema,
          response: {
            200: bookingCreatedSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: bookingConflictSchema,
            410: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const userId = await optionalUserId(request);
        try {
          const outcome = await createBooking(ctx, request.body, {
            idempotencyKey: request.headers['idempotency-key'],
            language: request.language,
            userId,
            clientIp: request.ip,
          });
          if (outcome.replayed) reply.header('idempotent-replayed', 'true');
          return reply.send(outcome.response);
        } catch (error) {
          if (!(error instanceof PriceChangedError)) throw error;
          return reply.status(409).send({
            detail: translate(request.language, 'price_changed', { total: money(error.totalPrice) }),
            code: 'price_changed',
            total_price: error.totalPrice,
            currency: 'KGS' as const,
          });
        }
      },
    );

    app.post(
      '/booking/select/',
      {
        schema: {
          tags: ['booking'],
          summary: 'Ticket selection: price the chosen offers again on the current seats before the passenger forms',
          description:
            'Nothing is held. `price_changed` with the new `total_price`: show it and let the buyer accept it (then book with `accept_price`). 409 `no_seats`: the fare sold out; 410: the search expired.',
          body: selectionRequestSchema,
          response: {
            200: selectionQuoteSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            410: errorBodySchema,
          },
        },
      },
      async (request) => quoteSelection(ctx, request.body, request.language),
    );

    // Finding an order by number and email (the lookup page, the account's form) guesses at pairs: such asks are
    // counted like the account lookups, on top of the API's own limit; opening an order with its token is not.
    const countEmailLookup = app.rateLimit({ max: 30, timeWindow: '1 minute' });
    app.get(
      '/booking/:order_number/',
      {
        onRequest: async (request, reply) => {
          if ((request.query as { email?: unknown } | null)?.email !== undefined)
            await countEmailLookup.call(app, request, reply);
        },
        schema: {
          tags: ['booking'],
          summary:
            'An order: the whole order for its owner or order token; only a masked summary for the contact email (?email=)',
          description: `${ORDER_ACCESS} With ?email= alone the answer is an OrderSummary (summary: true) without names, documents, birth dates or full phone.`,
          params: orderParamsSchema,
          querystring: orderAccessQuerySchema,
          response: {
            200: z.union([orderDetailSchema, orderSummarySchema]),
            401: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) =>
        getOrderView(
          ctx,
          request.params.order_number,
          { ...(await orderAccessOf(request)), email: request.query.email },
          request.language,
        ),
    );

    app.post(
      '/booking/:order_number/access/',
      {
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          tags: ['booking'],
          summary:
            'Mail a fresh link to the whole order to its contact email; always 202, whether or not the order and email match',
          params: orderParamsSchema,
          body: orderAccessLinkRequestSchema,
          response: { 202: orderAccessLinkSentSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await requestOrderAccessLink(ctx, request.params.order_number, request.body.email, request.language)),
    );

    app.get(
      '/booking/:order_number/receipt.pdf',
      {
        schema: {
          tags: ['booking'],
          summary: "The itinerary receipt (PDF) of a ticketed order, in the buyer's language",
          description: ORDER_ACCESS,
          params: orderParamsSchema,
          querystring: orderTokenQuerySchema,
          response: {
            200: z.any().describe('application/pdf'),
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { orderNumber, pdf } = await getReceiptPdf(
          ctx,
          request.params.order_number,
          await orderAccessOf(request),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="sapar-${orderNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
