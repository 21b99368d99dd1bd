import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  cheapestQuerySchema,
  cheapestResponseSchema,
  errorBodySchema,
  locationListSchema,
  locationQuerySchema,
  routeListQuerySchema,
  routeListSchema,
  routePageSchema,
  routeSlugParamsSchema,
  repriceResponseSchema,
  searchIdParamsSchema,
  searchOfferParamsSchema,
  searchPageQuerySchema,
  searchRetryResponseSchema,
  searchPageResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@sapar/contracts';
import {
  cheapestFares,
  findLocations,
  getSearchPage,
  priceCalendar,
  repriceSearchOffer,
  retrySuppliers,
  searchFlights,
  type FlightsContext,
} from './flights.service.js';
import { publicRead } from '../../shared/http-cache.js';
import { getRoutePage, listRoutePages } from './route-pages.js';

/**
 * Search answers are large (two pages of tickets) and asked for all the time: their 200 bodies are
 * built to the schema by the service (the tests check every one against it) and sent with plain
 * JSON.stringify instead of a second zod pass. Other statuses go through zod as everywhere.
 */
const builtToSchema: FastifySerializerCompiler<unknown> = (route) =>
  String(route.httpStatus) === '200'
    ? (data) => JSON.stringify(data)
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);

export const flightsRoutes =
  (ctx: FlightsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/locations/',
      {
        schema: {
          tags: ['flights'],
          summary: 'Cities and airports by code or name in any language; popular destinations when q is empty',
          querystring: locationQuerySchema,
          response: { 200: locationListSchema, 400: errorBodySchema },
        },
        onSend: publicRead(),
      },
      async (request) => findLocations(ctx, request.query.q, request.language),
    );

    app.post(
      '/flights/search/',
      {
        schema: {
          tags: ['flights'],
          summary:
            'Search flights over every supplier; answers at once with the first page of each leg from the offers that arrived, the suppliers still being asked (pending_suppliers) and those that did not answer (unanswered_suppliers), and a search_id for paging',
          body: searchRequestSchema,
          response: { 200: searchResponseSchema, 400: errorBodySchema },
        },
        serializerCompiler: builtToSchema,
      },
      async (request) => searchFlights(ctx, request.body, request.language),
    );

    app.get(
      '/flights/search/:search_id/',
      {
        schema: {
          tags: ['flights'],
          summary:
            'A page of a stored search, filtered and sorted, with every offer arrived so far and the suppliers still pending (ask again while any is); 410 once the offers have expired',
          params: searchIdParamsSchema,
          querystring: searchPageQuerySchema,
          response: { 200: searchPageResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema },
        },
        serializerCompiler: builtToSchema,
      },
      async (request) => getSearchPage(ctx, request.params.search_id, request.query, request.language),
    );

    app.post(
      '/flights/search/:search_id/retry/',
      {
        schema: {
          tags: ['flights'],
          summary:
            'Ask again the suppliers of a search that did not answer (unanswered_suppliers); they become pending and their offers arrive in the same search, read with GET /flights/search/{search_id}/',
          params: searchIdParamsSchema,
          response: {
            200: searchRetryResponseSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            410: errorBodySchema,
          },
        },
      },
      async (request) => retrySuppliers(ctx, request.params.search_id),
    );

    app.post(
      '/flights/search/:search_id/offers/:offer_id/reprice/',
      {
        schema: {
          tags: ['flights'],
          summary:
            "Read an offer again before the passenger step: 'changed' answers the new price to accept (the stored offer carries it); 410 offer_gone when the airline no longer sells it; 503 when the supplier does not answer",
          params: searchOfferParamsSchema,
          response: {
            200: repriceResponseSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            410: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => repriceSearchOffer(ctx, request.params.search_id, request.params.offer_id),
    );

    app.get(
      '/flights/calendar/',
      {
        schema: {
          tags: ['flights'],
          summary: 'The cheapest direct fare for one adult per day of a month',
          querystring: calendarQuerySchema,
          response: { 200: calendarResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) => priceCalendar(ctx, request.query),
    );

    app.get(
      '/flights/cheapest/',
      {
        schema: {
          tags: ['flights'],
          summary: 'The cheapest direct fare per destination in the next 30 days',
          querystring: cheapestQuerySchema,
          response: { 200: cheapestResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) => cheapestFares(ctx, request.query.from, request.language),
    );

    app.get(
      '/flights/routes/',
      {
        schema: {
          tags: ['flights'],
          summary:
            'Every route page: the city pairs of the inventory and the popular connections (or the popular ones alone)',
          querystring: routeListQuerySchema,
          response: { 200: routeListSchema, 400: errorBodySchema },
        },
        onSend: publicRead(300),
      },
      async (request) => listRoutePages(ctx, request.language, { popularOnly: request.query.popular ?? false }),
    );

    app.get(
      '/flights/routes/:slug/',
      {
        schema: {
          tags: ['flights'],
          summary: 'A route page: the cheapest fare by day for the coming weeks, flights, airlines, baggage',
          params: routeSlugParamsSchema,
          response: { 200: routePageSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
        onSend: publicRead(300),
      },
      async (request) => getRoutePage(ctx, request.params.slug, request.language),
    );
  };
