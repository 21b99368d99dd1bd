/**
 * Flight status and disruptions over HTTP:
 * - travellers: POST /booking/{order_number}/disruption/ answers a cancelled or retimed flight (the
 *   order view, GET /booking/{order_number}/, carries the disruption), with the order's access rules;
 * - staff (admins and agents): POST /staff/flights/{id}/status/, GET /staff/disruptions/ and
 *   POST /staff/disruptions/{id}/remind/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_WORK_ROLES,
  disruptionAnswerSchema,
  disruptionAnsweredSchema,
  errorBodySchema,
  flightStatusParamsSchema,
  flightStatusRequestSchema,
  flightStatusSchema,
  orderParamsSchema,
  orderTokenQuerySchema,
  staffDisruptionListSchema,
  staffDisruptionParamsSchema,
  staffDisruptionRemindedSchema,
  staffDisruptionRemindSchema,
} from '@sapar/contracts';
import { orderAccessOf } from '../booking/index.js';
import { staffActor } from '../audit/index.js';
import {
  answerDisruption,
  listDisruptionsForStaff,
  remindDisruption,
  type DisruptionContext,
} from './disruption.service.js';
import { setFlightStatus } from './flight-status.service.js';
import { payOutRefund } from '../aftersales/index.js';

export interface DisruptionRoutesContext extends DisruptionContext {
  /** DISRUPTION_RETIME_MINUTES: a delay beyond it opens a disruption. */
  retimeMinutes: number;
}

export const disruptionRoutes =
  (ctx: DisruptionContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/booking/:order_number/disruption/',
      {
        schema: {
          tags: ['booking'],
          summary:
            'Answer a cancelled or retimed flight: accept the new time, move to an offered flight, or a full refund — at no cost',
          description:
            "Needs the owner's access token or the order token (X-Order-Token header or ?token=); anyone else gets 404. " +
            "`rebook` needs `flight`: the `id` of one of the order view's `disruption.options`. One answer per order and disruption: " +
            'a second one (or a concurrent one) gets 409 `disruption_already_answered`.',
          params: orderParamsSchema,
          querystring: orderTokenQuerySchema,
          body: disruptionAnswerSchema,
          response: {
            200: disruptionAnsweredSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) =>
        answerDisruption(
          ctx,
          request.params.order_number,
          request.body,
          await orderAccessOf(request),
          request.language,
        ),
    );
  };

export const disruptionStaffRoutes =
  (ctx: DisruptionRoutesContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireStaffRole(...STAFF_WORK_ROLES));
    const booking = ctx.payments.booking;
    const timeZoneOf = (airport: string) =>
      booking.flights.inventory.catalog.airports.get(airport)?.timeZone ?? 'Asia/Bishkek';

    app.post(
      '/flights/:id/status/',
      {
        schema: {
          tags: ['staff'],
          summary:
            "Set a flight's status (id as in the board's rows), gate and terminal, with a reason: the board shows it at once",
          description:
            '`delayed` needs `estimated_departure` (the arrival moves with it unless given). A status cannot go back (arrived -> boarding: 409 ' +
            '`flight_status_invalid_transition`). A cancellation, or a delay beyond DISRUPTION_RETIME_MINUTES, notifies every ticketed order once ' +
            '(and every order with a voluntary refund requested, whose refund becomes a full one). A cancelled flight leaves search at once; a delay ' +
            "beyond the threshold moves the flight and the orders' itineraries to the new times.",
          params: flightStatusParamsSchema,
          body: flightStatusRequestSchema,
          response: {
            200: flightStatusSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) =>
        setFlightStatus(
          {
            db: booking.db,
            retimeMinutes: ctx.retimeMinutes,
            timeZoneOf,
            inventory: booking.flights.inventory,
            payOutRefund: (id) => payOutRefund(ctx.payments, id),
          },
          Number(request.params.id),
          request.body,
          staffActor(request),
        ),
    );

    app.get(
      '/disruptions/',
      {
        schema: {
          tags: ['staff'],
          summary: 'Disruptions (cancelled or retimed flights), newest first, with their orders and who has answered',
          response: { 200: staffDisruptionListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => ({ results: await listDisruptionsForStaff(ctx) }),
    );

    app.post(
      '/disruptions/:id/remind/',
      {
        schema: {
          tags: ['staff'],
          summary: 'Send the notice (email and SMS) again to the orders of a disruption that have not answered',
          params: staffDisruptionParamsSchema,
          body: staffDisruptionRemindSchema.optional(),
          response: {
            200: staffDisruptionRemindedSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => ({
        reminded: await remindDisruption(ctx, request.params.id, staffActor(request), request.body?.reason),
      }),
    );
  };
