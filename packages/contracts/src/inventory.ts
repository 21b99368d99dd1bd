/**
 * The inventory back office under /api/staff/inventory/ (roles `admin` and `inventory`): flight
 * schedules, fare families per route and cabin, seat blocks per flight and date, and the import of
 * SSIM Chapter 7 schedules and XLSX/CSV fare and seat-block sheets (dry run first, then applied in
 * one transaction or not at all).
 */
import { z } from 'zod';
import { FARE_FAMILIES } from './flights.js';

export const INVENTORY_CABINS = ['economy', 'business'] as const;
export type InventoryCabin = (typeof INVENTORY_CABINS)[number];
export const INVENTORY_SOURCES = ['demo', 'ssim', 'staff'] as const;
export const INVENTORY_IMPORT_FORMATS = ['ssim', 'fares', 'seat_blocks'] as const;
export type InventoryImportFormat = (typeof INVENTORY_IMPORT_FORMATS)[number];
/** The largest import file accepted (a season of a mid-size airline in SSIM is well under this). */
export const INVENTORY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Column headers of the sheets (first row, any order, case-insensitive). A sheet with a `family`
 * column is a fare sheet, one with `seats` a seat-block sheet. Empty cells of the optional columns
 * mean "not included" (no checked bag, no change, no refund).
 */
export const FARE_SHEET_COLUMNS = [
  'carrier',
  'origin',
  'destination',
  'cabin',
  'family',
  'base_fare',
  'child_pct',
  'infant_seat_pct',
  'infant_lap_pct',
  'pensioner_discount_pct',
  'baggage_kg',
  'hand_baggage_kg',
  'change_fee',
  'refund_fee',
] as const;
export const FARE_SHEET_REQUIRED = [
  'carrier',
  'origin',
  'destination',
  'cabin',
  'family',
  'base_fare',
  'hand_baggage_kg',
] as const;
export const SEAT_BLOCK_SHEET_COLUMNS = ['carrier', 'number', 'date', 'cabin', 'seats'] as const;

const carrier = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,3}$/);
const airport = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const money = z.number().int().min(0).max(10_000_000);

export const inventoryScheduleInputSchema = z
  .object({
    carrier,
    number: z.number().int().min(1).max(9999),
    origin: airport,
    destination: airport,
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .transform((days) => [...new Set(days)].sort())
      .describe('ISO weekdays, 1 = Monday … 7 = Sunday'),
    departure_time: hhmm.describe('Local time at the origin, HH:MM'),
    arrival_time: hhmm.describe('Local time at the destination, HH:MM'),
    arrival_day_offset: z.number().int().min(-1).max(2).describe('Days between the local departure and arrival dates'),
    valid_from: isoDate,
    valid_to: isoDate,
    aircraft: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,4}$/),
  })
  .refine((s) => s.origin !== s.destination, { path: ['destination'], message: 'same_airport' })
  .refine((s) => s.valid_from <= s.valid_to, { path: ['valid_to'], message: 'period_reversed' });
export type InventoryScheduleInput = z.input<typeof inventoryScheduleInputSchema>;

export const inventoryScheduleSchema = z
  .object({
    id: z.number().int(),
    carrier: z.string(),
    number: z.number().int(),
    origin: z.string(),
    destination: z.string(),
    days: z.array(z.number().int()),
    departure_time: z.string(),
    arrival_time: z.string(),
    arrival_day_offset: z.number().int(),
    valid_from: z.string(),
    valid_to: z.string(),
    aircraft: z.string(),
    source: z.enum(INVENTORY_SOURCES),
  })
  .meta({ id: 'InventorySchedule' });
export type InventorySchedule = z.infer<typeof inventoryScheduleSchema>;

export const inventoryFareInputSchema = z
  .object({
    carrier,
    origin: airport,
    destination: airport,
    cabin: z.enum(INVENTORY_CABINS),
    family: z.enum(FARE_FAMILIES),
    base_fare: money.min(1).describe('One adult, one way, integer som, before the demand curve'),
    child_pct: z.number().int().min(0).max(100).default(75),
    infant_seat_pct: z.number().int().min(0).max(100).default(75),
    infant_lap_pct: z.number().int().min(0).max(100).default(10),
    pensioner_discount_pct: z.number().int().min(0).max(100).default(0),
    baggage_kg: z.number().int().min(0).max(100).nullable().describe('null: no checked bag'),
    hand_baggage_kg: z.number().int().min(0).max(30),
    change_fee: money.nullable().describe('null: no changes'),
    refund_fee: money.nullable().describe('null: not refundable'),
  })
  .refine((f) => f.origin !== f.destination, { path: ['destination'], message: 'same_airport' });
export type InventoryFareInput = z.input<typeof inventoryFareInputSchema>;

export const inventoryFareSchema = z
  .object({
    id: z.number().int(),
    carrier: z.string(),
    origin: z.string(),
    destination: z.string(),
    cabin: z.enum(INVENTORY_CABINS),
    family: z.enum(FARE_FAMILIES),
    base_fare: z.number().int(),
    child_pct: z.number().int(),
    infant_seat_pct: z.number().int(),
    infant_lap_pct: z.number().int(),
    pensioner_discount_pct: z.number().int(),
    baggage_kg: z.number().int().nullable(),
    hand_baggage_kg: z.number().int(),
    change_fee: z.number().int().nullable(),
    refund_fee: z.number().int().nullable(),
  })
  .meta({ id: 'InventoryFare' });
export type InventoryFare = z.infer<typeof inventoryFareSchema>;

export const inventorySeatBlockInputSchema = z.object({
  carrier,
  number: z.number().int().min(1).max(9999),
  date: isoDate,
  cabin: z.enum(INVENTORY_CABINS),
  seats: z.number().int().min(0).max(1000).describe("The agency's allotment on that flight and cabin"),
});
export type InventorySeatBlockInput = z.input<typeof inventorySeatBlockInputSchema>;

export const inventorySeatBlockSchema = z
  .object({
    id: z.number().int(),
    carrier: z.string(),
    number: z.number().int(),
    date: z.string(),
    cabin: z.enum(INVENTORY_CABINS),
    seats: z.number().int(),
    /** Seats sold to travellers (orders holding them), when the flight exists. */
    sold: z.number().int().nullable(),
  })
  .meta({ id: 'InventorySeatBlock' });
export type InventorySeatBlock = z.infer<typeof inventorySeatBlockSchema>;

const optionalQueryParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const inventoryListQuerySchema = z.object({
  carrier: optionalQueryParam(carrier),
  airport: optionalQueryParam(airport.describe('Origin or destination')),
  number: optionalQueryParam(z.coerce.number().int().min(1).max(9999)),
});
export type InventoryListQuery = z.input<typeof inventoryListQuerySchema>;
export const INVENTORY_LIST_LIMIT = 500;

export const inventoryIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const inventoryScheduleListSchema = z
  .object({ results: z.array(inventoryScheduleSchema), truncated: z.boolean() })
  .meta({ id: 'InventoryScheduleList' });
export const inventoryFareListSchema = z
  .object({ results: z.array(inventoryFareSchema), truncated: z.boolean() })
  .meta({ id: 'InventoryFareList' });
export const inventorySeatBlockListSchema = z
  .object({ results: z.array(inventorySeatBlockSchema), truncated: z.boolean() })
  .meta({ id: 'InventorySeatBlockList' });
export type InventoryScheduleList = z.infer<typeof inventoryScheduleListSchema>;
export type InventoryFareList = z.infer<typeof inventoryFareListSchema>;
export type InventorySeatBlockList = z.infer<typeof inventorySeatBlockListSchema>;

export const inventoryImportQuerySchema = z.object({
  dry_run: z
    .preprocess((v) => (v === '' || v === undefined ? undefined : v), z.enum(['1', '0', 'true', 'false']).optional())
    .transform((v) => v === '1' || v === 'true'),
});

/** A flight with seats sold that the change would remove or move: never done silently. */
export const inventoryConflictSchema = z
  .object({
    flight_id: z.number().int(),
    carrier: z.string(),
    number: z.number().int(),
    date: z.string(),
    change: z.enum(['removed', 'retimed']),
    sold: z.number().int(),
  })
  .meta({ id: 'InventoryConflict' });
export type InventoryConflict = z.infer<typeof inventoryConflictSchema>;

export const inventoryImportReportSchema = z
  .object({
    format: z.enum(INVENTORY_IMPORT_FORMATS).nullable(),
    dry_run: z.boolean(),
    applied: z.boolean(),
    flights_added: z.number().int(),
    flights_changed: z.number().int(),
    flights_removed: z.number().int(),
    schedules: z.number().int().describe('Schedules (SSIM legs) in the file'),
    fares: z.number().int().describe('Fare rows in the file'),
    seat_blocks: z.number().int().describe('Seat-block rows in the file'),
    errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
    conflicts: z.array(inventoryConflictSchema),
    routes_without_fares: z
      .array(z.object({ carrier: z.string(), origin: z.string(), destination: z.string() }))
      .optional()
      .describe('Routes of an SSIM file with no economy fare yet: imported, kept off sale until a fare is added'),
    /** Present on a refused import (400 or 409): the translated reason and the error code. */
    detail: z.string().optional(),
    code: z.string().optional(),
  })
  .meta({ id: 'InventoryImportReport' });
export type InventoryImportReport = z.infer<typeof inventoryImportReportSchema>;

/**
 * Schedules whose route has no economy fare yet: imported and kept, but not sold (no dated flight is
 * offered) until a fare for the route is added.
 */
export const inventoryUnpricedSchema = z
  .object({
    schedules: z.number().int().describe('Schedules in force or to come on routes without fares'),
    routes: z.array(
      z.object({
        carrier: z.string(),
        origin: z.string(),
        destination: z.string(),
        schedules: z.number().int(),
        valid_from: z.string(),
        valid_to: z.string(),
      }),
    ),
  })
  .meta({ id: 'InventoryUnpriced' });
export type InventoryUnpriced = z.infer<typeof inventoryUnpricedSchema>;

/** What a table edit answers: the row and the effect on the dated flights. */
export const inventoryEditEffectSchema = z.object({
  flights_added: z.number().int(),
  flights_changed: z.number().int(),
  flights_removed: z.number().int(),
});
