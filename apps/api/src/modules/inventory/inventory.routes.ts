/**
 * The inventory back office under /api/staff/inventory/ (admins and the `inventory` role): lists and
 * edits of schedules, fare families and seat blocks, and the import of SSIM / XLSX / CSV files
 * (multipart, field `file`). Every change is audited; refused changes answer the import report with
 * `detail` and `code` (400 `inventory_import_invalid`, 409 `inventory_conflicts`).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  INVENTORY_IMPORT_MAX_BYTES,
  INVENTORY_LIST_LIMIT,
  inventoryFareInputSchema,
  inventoryFareListSchema,
  inventoryFareSchema,
  inventoryIdParamsSchema,
  inventoryImportQuerySchema,
  inventoryImportReportSchema,
  inventoryListQuerySchema,
  inventoryScheduleInputSchema,
  inventoryScheduleListSchema,
  inventoryScheduleSchema,
  inventorySeatBlockInputSchema,
  inventorySeatBlockListSchema,
  inventorySeatBlockSchema,
  inventoryUnpricedSchema,
} from '@sapar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../shared/app-error.js';
import { staffActor } from '../audit/index.js';
import {
  createSchedule,
  deleteFareRow,
  deleteScheduleRow,
  deleteSeatBlockRow,
  importInventory,
  InventoryRefused,
  listFares,
  listSchedules,
  listUnpriced,
  listSeatBlocks,
  saveFare,
  saveSeatBlock,
  toFare,
  toSchedule,
  toSeatBlock,
  updateScheduleRow,
  type InventoryDeps,
} from './inventory.service.js';
import type { SoldFlightChanges } from './sold-flight-changes.js';

const TAGS = ['staff', 'inventory'];
const guarded = { 401: errorBodySchema, 403: errorBodySchema };
const refused = {
  400: inventoryImportReportSchema.or(errorBodySchema),
  409: inventoryImportReportSchema.or(errorBodySchema),
};

export interface InventoryRoutesOptions {
  soldFlightChanges: SoldFlightChanges;
}

function truncated<T>(rows: T[]): { results: T[]; truncated: boolean } {
  return { results: rows.slice(0, INVENTORY_LIST_LIMIT), truncated: rows.length > INVENTORY_LIST_LIMIT };
}

export const inventoryRoutes =
  ({ soldFlightChanges }: InventoryRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: InventoryDeps = { db: app.db, inventory: app.flights.inventory, soldFlightChanges };
    app.addHook('onRequest', app.requireStaffRole('admin', 'inventory'));
    await app.register(fastifyMultipart, {
      limits: { fileSize: INVENTORY_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    /** Answers a refused change with its report, translated. */
    const answerRefusal = async <T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) => {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof InventoryRefused)) throw error;
        return reply
          .status(new AppError(error.code).statusCode)
          .send({ ...error.report, code: error.code, detail: translate(request.language, error.code) });
      }
    };

    app.post(
      '/inventory/import/',
      {
        schema: {
          tags: TAGS,
          summary:
            'Import an SSIM Chapter 7 schedule, or a fare or seat-block sheet (XLSX or CSV); with ?dry_run=1 only report what would change',
          description:
            'multipart/form-data, field `file`; the format is judged by content. A dry run answers 200 with the counts, the errors ' +
            '(line numbers of the file or sheet) and the conflicts (flights with sold seats that would be removed or retimed), changing nothing. ' +
            'Without dry_run the whole file is applied in one transaction, or nothing: 400 `inventory_import_invalid` with the same body when ' +
            'a line is wrong, 409 `inventory_conflicts` when sold flights would change. Sheet columns: fares ' +
            '`carrier, origin, destination, cabin, family, base_fare, child_pct, infant_seat_pct, infant_lap_pct, pensioner_discount_pct, baggage_kg, hand_baggage_kg, change_fee, refund_fee`; ' +
            'seat blocks `carrier, number, date, cabin, seats`.',
          querystring: inventoryImportQuerySchema,
          consumes: ['multipart/form-data'],
          response: {
            200: inventoryImportReportSchema,
            ...refused,
            ...guarded,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('inventory_file_missing');
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new AppError('inventory_file_missing');
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large');
          throw error;
        }
        if (data.length === 0) throw new AppError('inventory_file_missing');
        return answerRefusal(request, reply, () =>
          importInventory(
            deps,
            { name: part.filename, data },
            { dryRun: request.query.dry_run, actor: staffActor(request), language: request.language },
          ),
        );
      },
    );

    app.get(
      '/inventory/unpriced/',
      {
        schema: {
          tags: TAGS,
          summary: 'Routes with schedules but no economy fare: imported, kept off sale until a fare is added',
          response: { 200: inventoryUnpricedSchema, ...guarded },
        },
      },
      async () => listUnpriced(deps),
    );

    app.get(
      '/inventory/schedules/',
      {
        schema: {
          tags: TAGS,
          summary: 'Schedules (first 500), filtered by carrier, airport or flight number',
          querystring: inventoryListQuerySchema,
          response: { 200: inventoryScheduleListSchema, 400: errorBodySchema, ...guarded },
        },
      },
      async (request) => truncated((await listSchedules(app.db, request.query)).map(toSchedule)),
    );

    app.post(
      '/inventory/schedules/',
      {
        schema: {
          tags: TAGS,
          summary: 'Add a schedule; its flights are added at once',
          body: inventoryScheduleInputSchema,
          response: { 201: inventoryScheduleSchema, ...refused, ...guarded },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, async () =>
          reply.status(201).send(await createSchedule(deps, staffActor(request), request.body)),
        ),
    );

    app.put(
      '/inventory/schedules/:id/',
      {
        schema: {
          tags: TAGS,
          summary: 'Change a schedule; its flights follow (flights with sold seats: 409 inventory_conflicts)',
          params: inventoryIdParamsSchema,
          body: inventoryScheduleInputSchema,
          response: { 200: inventoryScheduleSchema, ...refused, ...guarded, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, () =>
          updateScheduleRow(deps, staffActor(request), request.params.id, request.body),
        ),
    );

    app.delete(
      '/inventory/schedules/:id/',
      {
        schema: {
          tags: TAGS,
          summary: 'Remove a schedule; its unsold flights are cancelled',
          params: inventoryIdParamsSchema,
          response: { 204: z.null(), ...refused, ...guarded, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, async () => {
          await deleteScheduleRow(deps, staffActor(request), request.params.id);
          return reply.status(204).send(null);
        }),
    );

    app.get(
      '/inventory/fares/',
      {
        schema: {
          tags: TAGS,
          summary: 'Fare families (first 500), filtered by carrier or airport',
          querystring: inventoryListQuerySchema,
          response: { 200: inventoryFareListSchema, 400: errorBodySchema, ...guarded },
        },
      },
      async (request) => truncated((await listFares(app.db, request.query)).map(toFare)),
    );

    app.post(
      '/inventory/fares/',
      {
        schema: {
          tags: TAGS,
          summary: 'Add or replace the fare family of a route, cabin and family',
          body: inventoryFareInputSchema,
          response: { 200: inventoryFareSchema, ...refused, ...guarded },
        },
      },
      async (request, reply) => answerRefusal(request, reply, () => saveFare(deps, staffActor(request), request.body)),
    );

    app.put(
      '/inventory/fares/:id/',
      {
        schema: {
          tags: TAGS,
          summary: 'Change a fare family',
          params: inventoryIdParamsSchema,
          body: inventoryFareInputSchema,
          response: { 200: inventoryFareSchema, ...refused, ...guarded, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, () => saveFare(deps, staffActor(request), request.body, request.params.id)),
    );

    app.delete(
      '/inventory/fares/:id/',
      {
        schema: {
          tags: TAGS,
          summary: 'Remove a fare family',
          params: inventoryIdParamsSchema,
          response: { 204: z.null(), ...refused, ...guarded, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, async () => {
          await deleteFareRow(deps, staffActor(request), request.params.id);
          return reply.status(204).send(null);
        }),
    );

    app.get(
      '/inventory/seat-blocks/',
      {
        schema: {
          tags: TAGS,
          summary: 'Seat blocks (first 500) with the seats sold on their flights',
          querystring: inventoryListQuerySchema,
          response: { 200: inventorySeatBlockListSchema, 400: errorBodySchema, ...guarded },
        },
      },
      async (request) => truncated((await listSeatBlocks(app.db, request.query)).map(toSeatBlock)),
    );

    app.post(
      '/inventory/seat-blocks/',
      {
        schema: {
          tags: TAGS,
          summary:
            'Set the allotment of a flight, date and cabin (409 inventory_seats_below_sold under the seats sold)',
          body: inventorySeatBlockInputSchema,
          response: { 200: inventorySeatBlockSchema, ...refused, ...guarded },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, () => saveSeatBlock(deps, staffActor(request), request.body)),
    );

    app.delete(
      '/inventory/seat-blocks/:id/',
      {
        schema: {
          tags: TAGS,
          summary: 'Remove a seat block (the flight keeps its current allotment)',
          params: inventoryIdParamsSchema,
          response: { 204: z.null(), ...refused, ...guarded, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        answerRefusal(request, reply, async () => {
          await deleteSeatBlockRow(deps, staffActor(request), request.params.id);
          return reply.status(204).send(null);
        }),
    );
  };
