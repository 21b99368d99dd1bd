/**
 * The inventory back office: the import of SSIM schedules and fare / seat-block sheets, and the edits
 * of single schedule, fare and seat-block rows. Every change runs in one transaction: the rows are
 * written, the dated flights reconciled with them, changes to flights with sold seats handed to the
 * SoldFlightChanges port, and the audit entry written. A dry run does all of it and rolls back, so
 * its counts are exactly what applying would do. Searches see the result as soon as it commits.
 */
import { createHash } from 'node:crypto';
import {
  addDays,
  bishkekToday,
  type InventoryUnpriced,
  type inventoryScheduleInputSchema,
  localToUtc,
  utcOffsetMinutes,
  type InventoryConflict,
  type InventoryFare,
  type InventoryFareInput,
  type InventoryImportFormat,
  type InventoryImportReport,
  type InventorySchedule,
  type InventoryScheduleInput,
  type InventorySeatBlock,
  type InventorySeatBlockInput,
  type Language,
} from '@sapar/contracts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { translate } from '../../i18n/translate.js';
import { AppError } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import {
  announceSeatChanges,
  reconcileFlights,
  type FlightInventory,
  type ReconcileResult,
  type ReconcileScope,
} from '../flights/index.js';
import * as repo from './inventory.repository.js';
import { isXlsx, parseFareRows, parseSeatBlockRows, readSheet, sheetKind } from './sheets.js';
import type { SoldFlightChanges } from './sold-flight-changes.js';
import { looksLikeSsim, parseSsim, type LineError, type SsimSchedule } from './ssim.js';

export interface InventoryDeps {
  db: Database;
  inventory: FlightInventory;
  soldFlightChanges: SoldFlightChanges;
  now?: () => Date;
}

/** A refused import or edit: the report to answer with, and why (400 errors, 409 conflicts). */
export class InventoryRefused extends Error {
  constructor(
    readonly code: 'inventory_import_invalid' | 'inventory_conflicts',
    readonly report: InventoryImportReport,
  ) {
    super(code);
  }
}

/** Thrown inside the transaction of a dry run (and of a refused change) to roll it back. */
class Rollback extends Error {
  constructor(readonly report: InventoryImportReport) {
    super('rollback');
  }
}

const emptyReport = (format: InventoryImportFormat | null, dryRun: boolean): InventoryImportReport => ({
  format,
  dry_run: dryRun,
  applied: false,
  flights_added: 0,
  flights_changed: 0,
  flights_removed: 0,
  schedules: 0,
  fares: 0,
  seat_blocks: 0,
  errors: [],
  conflicts: [],
});

const translateErrors = (errors: readonly LineError[], language: Language) =>
  errors.map((e) => ({ line: e.line, message: translate(language, e.key, e.params) }));

const toConflict = (c: ReconcileResult['conflicts'][number]): InventoryConflict => ({
  flight_id: c.flightId,
  carrier: c.carrier,
  number: c.number,
  date: c.date,
  change: c.change,
  sold: c.sold,
});

function addResult(report: InventoryImportReport, result: ReconcileResult): void {
  report.flights_added += result.added;
  report.flights_changed += result.changed;
  report.flights_removed += result.removed;
  report.conflicts.push(...result.conflicts.map(toConflict));
}

/** Hands every change to a sold flight to the port; a refusal (AppError) rolls everything back with the conflicts listed. */
async function settleConflicts(
  deps: InventoryDeps,
  tx: Executor,
  results: readonly ReconcileResult[],
  report: InventoryImportReport,
): Promise<void> {
  for (const result of results) {
    for (const change of result.conflicts) {
      try {
        await deps.soldFlightChanges.apply(tx, change);
      } catch (error) {
        if (error instanceof AppError && error.code === 'inventory_conflicts')
          throw new InventoryRefused('inventory_conflicts', report);
        throw error;
      }
    }
  }
}

/** Runs a change in one transaction; answers the report, or throws InventoryRefused. A dry run always rolls back. */
async function runChange(
  deps: InventoryDeps,
  report: InventoryImportReport,
  work: (tx: Executor) => Promise<void>,
): Promise<InventoryImportReport> {
  try {
    await deps.db.transaction(async (tx) => {
      await work(tx);
      if (report.errors.length > 0) throw new InventoryRefused('inventory_import_invalid', report);
      if (report.dry_run) throw new Rollback(report);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.report;
    if (error instanceof InventoryRefused && report.dry_run && error.code === 'inventory_import_invalid')
      return error.report;
    throw error;
  }
  report.applied = true;
  await deps.inventory.reload(deps.db);
  announceSeatChanges('all');
  return report;
}

// ── Imports ─────────────────────────────────────────────────────────────────────────────────

export interface ImportFile {
  name: string;
  data: Buffer;
}

/** The format of an uploaded file, judged by its content (not its name). */
export async function detectFormat(
  data: Buffer,
): Promise<{ format: InventoryImportFormat; sheet?: Awaited<ReturnType<typeof readSheet>> } | null> {
  if (!isXlsx(data) && looksLikeSsim(data.toString('latin1', 0, Math.min(data.length, 400)))) return { format: 'ssim' };
  if (!isXlsx(data) && data.subarray(0, 2000).includes(0)) return null;
  const sheet = await readSheet(data);
  if (!sheet) return isXlsx(data) ? { format: 'fares', sheet: null } : null;
  const kind = sheetKind(sheet.headers);
  return kind ? { format: kind, sheet } : null;
}

export async function importInventory(
  deps: InventoryDeps,
  file: ImportFile,
  options: { dryRun: boolean; actor: StaffActor; language: Language },
): Promise<InventoryImportReport> {
  const detected = await detectFormat(file.data);
  if (!detected) throw new AppError('inventory_file_unknown');
  const report = emptyReport(detected.format, options.dryRun);
  const audit = async (tx: Executor) =>
    recordStaffAction(tx, options.actor, {
      entity: 'inventory_import',
      entityId: createHash('sha256').update(file.data).digest('hex').slice(0, 16),
      action: `import_${detected.format}`,
      after: {
        file: file.name.slice(0, 200),
        bytes: file.data.length,
        ...report,
        errors: undefined,
        conflicts: report.conflicts.length,
      },
    });
  if (detected.format === 'ssim') {
    return runChange(deps, report, async (tx) => {
      await applySsim(deps, tx, file.data.toString('latin1'), report, options.language);
      if (report.errors.length === 0 && !report.dry_run) await audit(tx);
    });
  }
  if (!detected.sheet) {
    report.errors = translateErrors([{ line: 1, key: 'inv_sheet_unreadable' }], options.language);
    if (options.dryRun) return report;
    throw new InventoryRefused('inventory_import_invalid', report);
  }
  const sheet = detected.sheet;
  return runChange(deps, report, async (tx) => {
    if (detected.format === 'fares') await applyFareSheet(deps, tx, sheet, report, options.language);
    else await applySeatBlockSheet(tx, sheet, report, options.language);
    if (report.errors.length === 0 && !report.dry_run) await audit(tx);
  });
}

/**
 * Checks of an SSIM schedule against the database: carrier, airports, aircraft, zones, times. A route
 * without fares is no error: its schedules are kept and stay off sale until a fare is added
 * (docs/architecture.md, «Places of the world»).
 */
function checkSsimSchedule(s: SsimSchedule, ref: Awaited<ReturnType<typeof repo.referenceCodes>>): LineError[] {
  const errors: LineError[] = [];
  const line = s.line;
  if (!ref.airlines.has(s.carrier)) errors.push({ line, key: 'inv_unknown_carrier', params: { code: s.carrier } });
  for (const code of [s.origin, s.destination])
    if (!ref.zones.has(code)) errors.push({ line, key: 'inv_unknown_airport', params: { code } });
  if (!ref.aircraft.has(s.aircraft)) errors.push({ line, key: 'inv_unknown_aircraft', params: { code: s.aircraft } });
  if (errors.length > 0) return errors;
  const originZone = ref.zones.get(s.origin)!;
  const destinationZone = ref.zones.get(s.destination)!;
  const departsAt = localToUtc(s.validFrom, s.departureTime, originZone);
  const arrivesAt = localToUtc(addDays(s.validFrom, s.arrivalDayOffset), s.arrivalTime, destinationZone);
  const formatVariation = (minutes: number) =>
    `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  const zoneOffsetDeparture = utcOffsetMinutes(departsAt, originZone);
  const zoneOffsetArrival = utcOffsetMinutes(arrivesAt, destinationZone);
  if (zoneOffsetDeparture !== s.departureVariation)
    errors.push({
      line,
      key: 'inv_ssim_variation_zone',
      params: {
        value: formatVariation(s.departureVariation),
        airport: s.origin,
        expected: formatVariation(zoneOffsetDeparture),
      },
    });
  if (zoneOffsetArrival !== s.arrivalVariation)
    errors.push({
      line,
      key: 'inv_ssim_variation_zone',
      params: {
        value: formatVariation(s.arrivalVariation),
        airport: s.destination,
        expected: formatVariation(zoneOffsetArrival),
      },
    });
  if (arrivesAt.getTime() <= departsAt.getTime()) errors.push({ line, key: 'inv_ssim_times' });
  return errors;
}

async function applySsim(
  deps: InventoryDeps,
  tx: Executor,
  text: string,
  report: InventoryImportReport,
  language: Language,
): Promise<void> {
  const parsed = parseSsim(text);
  report.schedules = parsed.schedules.length;
  const ref = await repo.referenceCodes(tx);
  const fares = await repo.routesWithEconomyFares(tx, [...new Set(parsed.schedules.map((s) => s.carrier))]);
  const errors = [...parsed.errors, ...parsed.schedules.flatMap((s) => checkSsimSchedule(s, ref))].sort(
    (a, b) => a.line - b.line,
  );
  const unpriced = new Map<string, { carrier: string; origin: string; destination: string }>();
  for (const s of parsed.schedules) {
    const key = `${s.carrier}|${s.origin}|${s.destination}`;
    if (!fares.has(key)) unpriced.set(key, { carrier: s.carrier, origin: s.origin, destination: s.destination });
  }
  report.routes_without_fares = [...unpriced.values()];
  for (const carrier of parsed.carriers)
    if (!ref.airlines.has(carrier.carrier))
      errors.push({ line: carrier.line, key: 'inv_unknown_carrier', params: { code: carrier.carrier } });
  report.errors = translateErrors(errors, language);
  if (errors.length > 0) return;
  const results: ReconcileResult[] = [];
  for (const block of parsed.carriers) {
    await repo.clearSchedulePeriod(
      tx,
      block.carrier,
      block.validFrom,
      block.validTo,
      addDays(block.validFrom, -1),
      addDays(block.validTo, 1),
    );
    const legs = parsed.schedules.filter((s) => s.carrier === block.carrier);
    await repo.insertSchedules(
      tx,
      legs
        .map((s) => ({
          ...s,
          validFrom: s.validFrom < block.validFrom ? block.validFrom : s.validFrom,
          validTo: s.validTo > block.validTo ? block.validTo : s.validTo,
        }))
        .filter((s) => s.validFrom <= s.validTo)
        .map((s) => ({
          carrier: s.carrier,
          number: s.number,
          origin: s.origin,
          destination: s.destination,
          days: s.days,
          departureTime: s.departureTime,
          arrivalTime: s.arrivalTime,
          arrivalDayOffset: s.arrivalDayOffset,
          validFrom: s.validFrom,
          validTo: s.validTo,
          aircraft: s.aircraft,
          source: 'ssim' as const,
        })),
    );
    results.push(
      await reconcileFlights(tx, { carriers: [block.carrier], from: block.validFrom, to: block.validTo }, deps.now?.()),
    );
  }
  for (const result of results) addResult(report, result);
  if (!report.dry_run) await settleConflicts(deps, tx, results, report);
}

async function applyFareSheet(
  deps: InventoryDeps,
  tx: Executor,
  sheet: NonNullable<Awaited<ReturnType<typeof readSheet>>>,
  report: InventoryImportReport,
  language: Language,
): Promise<void> {
  const parsed = parseFareRows(sheet.headers, sheet.rows);
  report.fares = parsed.rows.length;
  const ref = await repo.referenceCodes(tx);
  const errors = [...parsed.errors];
  for (const { line, value } of parsed.rows) {
    if (!ref.airlines.has(value.carrier))
      errors.push({ line, key: 'inv_unknown_carrier', params: { code: value.carrier } });
    for (const code of [value.origin, value.destination])
      if (!ref.zones.has(code)) errors.push({ line, key: 'inv_unknown_airport', params: { code } });
  }
  errors.sort((a, b) => a.line - b.line);
  report.errors = translateErrors(errors, language);
  if (errors.length > 0) return;
  for (const { value } of parsed.rows) await repo.upsertFare(tx, value);
  const carriers = [...new Set(parsed.rows.map((r) => r.value.carrier))];
  const result = await reconcileFlights(tx, { carriers, from: '0000-01-01', to: '9999-12-31' }, deps.now?.());
  addResult(report, result);
  if (!report.dry_run) await settleConflicts(deps, tx, [result], report);
}

async function applySeatBlockSheet(
  tx: Executor,
  sheet: NonNullable<Awaited<ReturnType<typeof readSheet>>>,
  report: InventoryImportReport,
  language: Language,
): Promise<void> {
  const parsed = parseSeatBlockRows(sheet.headers, sheet.rows);
  report.seat_blocks = parsed.rows.length;
  const ref = await repo.referenceCodes(tx);
  const errors = [...parsed.errors];
  for (const { line, value } of parsed.rows) {
    if (!ref.airlines.has(value.carrier)) {
      errors.push({ line, key: 'inv_unknown_carrier', params: { code: value.carrier } });
      continue;
    }
    const changed = await applySeatBlock(tx, value);
    if (changed === 'below_sold') {
      const cabin = await repo.lockFlightCabin(tx, value.carrier, value.number, value.date, value.cabin);
      errors.push({ line, key: 'inventory_seats_below_sold', params: { seats: value.seats, sold: cabin?.sold ?? 0 } });
    } else if (changed) report.flights_changed += 1;
  }
  errors.sort((a, b) => a.line - b.line);
  report.errors = translateErrors(errors, language);
}

/** Stores a seat block and sets the flight's cabin to it when the flight exists; 'below_sold' when fewer than the seats sold. */
async function applySeatBlock(tx: Executor, value: InventorySeatBlockInput): Promise<boolean | 'below_sold'> {
  const cabin = await repo.lockFlightCabin(tx, value.carrier, value.number, value.date, value.cabin);
  if (cabin && value.seats < cabin.sold) return 'below_sold';
  await repo.upsertSeatBlock(tx, value);
  if (!cabin || cabin.total === value.seats) return false;
  await repo.setCabinSeats(tx, cabin.flightId, value.cabin, value.seats);
  return true;
}

// ── Edits of single rows ────────────────────────────────────────────────────────────────────

export const toSchedule = (r: repo.ScheduleRecord): InventorySchedule => ({
  id: r.id,
  carrier: r.carrier,
  number: r.number,
  origin: r.origin,
  destination: r.destination,
  days: r.days,
  departure_time: r.departureTime,
  arrival_time: r.arrivalTime,
  arrival_day_offset: r.arrivalDayOffset,
  valid_from: r.validFrom,
  valid_to: r.validTo,
  aircraft: r.aircraft,
  source: r.source,
});

export const toFare = (r: repo.FareRecord): InventoryFare => ({
  id: r.id,
  carrier: r.carrier,
  origin: r.origin,
  destination: r.destination,
  cabin: r.cabin,
  family: r.family,
  base_fare: r.baseFare,
  child_pct: r.childPct,
  infant_seat_pct: r.infantSeatPct,
  infant_lap_pct: r.infantLapPct,
  pensioner_discount_pct: r.pensionerDiscountPct,
  baggage_kg: r.baggageKg,
  hand_baggage_kg: r.handBaggageKg,
  change_fee: r.changeFee,
  refund_fee: r.refundFee,
});

export const toSeatBlock = (r: repo.SeatBlockRecord & { sold?: number | null }): InventorySeatBlock => ({
  id: r.id,
  carrier: r.carrier,
  number: r.number,
  date: r.serviceDate,
  cabin: r.cabin,
  seats: r.seats,
  sold: r.sold ?? null,
});

type ScheduleValues = z.output<typeof inventoryScheduleInputSchema>;

/** Reference checks of an edited row, as field errors (400 validation_failed). */
async function checkReferences(
  tx: Executor,
  v: { carrier: string; origin?: string; destination?: string; aircraft?: string },
): Promise<void> {
  const ref = await repo.referenceCodes(tx);
  const fieldErrors: Record<string, 'inv_unknown_carrier' | 'inv_unknown_airport' | 'inv_unknown_aircraft'> = {};
  if (!ref.airlines.has(v.carrier)) fieldErrors.carrier = 'inv_unknown_carrier';
  if (v.origin !== undefined && !ref.zones.has(v.origin)) fieldErrors.origin = 'inv_unknown_airport';
  if (v.destination !== undefined && !ref.zones.has(v.destination)) fieldErrors.destination = 'inv_unknown_airport';
  if (v.aircraft !== undefined && !ref.aircraft.has(v.aircraft)) fieldErrors.aircraft = 'inv_unknown_aircraft';
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
}

/** An edit in one transaction: reconciled over `scope`, conflicts to the port, audited. Answers what `work` returns. */
async function runEdit<T>(
  deps: InventoryDeps,
  work: (tx: Executor) => Promise<{ value: T; scope: ReconcileScope | null }>,
): Promise<T> {
  const report = emptyReport(null, false);
  let answer: T | undefined;
  await runChange(deps, report, async (tx) => {
    const { value, scope } = await work(tx);
    answer = value;
    if (!scope) return;
    const result = await reconcileFlights(tx, scope, deps.now?.());
    addResult(report, result);
    await settleConflicts(deps, tx, [result], report);
  });
  return answer as T;
}

const scheduleValues = (v: ScheduleValues) => ({
  carrier: v.carrier,
  number: v.number,
  origin: v.origin,
  destination: v.destination,
  days: v.days,
  departureTime: v.departure_time,
  arrivalTime: v.arrival_time,
  arrivalDayOffset: v.arrival_day_offset,
  validFrom: v.valid_from,
  validTo: v.valid_to,
  aircraft: v.aircraft,
});

export async function createSchedule(
  deps: InventoryDeps,
  actor: StaffActor,
  input: ScheduleValues,
): Promise<InventorySchedule> {
  return runEdit(deps, async (tx) => {
    await checkReferences(tx, input);
    const [row] = await repo.insertSchedules(tx, [{ ...scheduleValues(input), source: 'staff' }]);
    await recordStaffAction(tx, actor, {
      entity: 'flight_schedule',
      entityId: String(row!.id),
      action: 'create',
      after: toSchedule(row!),
    });
    return {
      value: toSchedule(row!),
      scope: {
        carriers: [row!.carrier],
        numbers: [{ carrier: row!.carrier, number: row!.number }],
        from: row!.validFrom,
        to: row!.validTo,
      },
    };
  });
}

export async function updateScheduleRow(
  deps: InventoryDeps,
  actor: StaffActor,
  id: number,
  input: ScheduleValues,
): Promise<InventorySchedule> {
  return runEdit(deps, async (tx) => {
    const before = await repo.findSchedule(tx, id);
    if (!before) throw new AppError('inventory_not_found');
    await checkReferences(tx, input);
    const row = await repo.updateSchedule(tx, id, { ...scheduleValues(input), source: 'staff' });
    await recordStaffAction(tx, actor, {
      entity: 'flight_schedule',
      entityId: String(id),
      action: 'update',
      before: toSchedule(before),
      after: toSchedule(row),
    });
    return {
      value: toSchedule(row),
      scope: {
        carriers: [...new Set([before.carrier, row.carrier])],
        numbers: [
          { carrier: before.carrier, number: before.number },
          { carrier: row.carrier, number: row.number },
        ],
        from: before.validFrom < row.validFrom ? before.validFrom : row.validFrom,
        to: before.validTo > row.validTo ? before.validTo : row.validTo,
      },
    };
  });
}

export async function deleteScheduleRow(deps: InventoryDeps, actor: StaffActor, id: number): Promise<void> {
  await runEdit(deps, async (tx) => {
    const before = await repo.findSchedule(tx, id);
    if (!before) throw new AppError('inventory_not_found');
    await repo.deleteSchedule(tx, id);
    await recordStaffAction(tx, actor, {
      entity: 'flight_schedule',
      entityId: String(id),
      action: 'delete',
      before: toSchedule(before),
    });
    return {
      value: undefined,
      scope: {
        carriers: [before.carrier],
        numbers: [{ carrier: before.carrier, number: before.number }],
        from: before.validFrom,
        to: before.validTo,
      },
    };
  });
}

const fareScope = (carrier: string): ReconcileScope => ({ carriers: [carrier], from: '0000-01-01', to: '9999-12-31' });

export async function saveFare(
  deps: InventoryDeps,
  actor: StaffActor,
  input: InventoryFareInput,
  id?: number,
): Promise<InventoryFare> {
  return runEdit(deps, async (tx) => {
    await checkReferences(tx, { carrier: input.carrier, origin: input.origin, destination: input.destination });
    let before: repo.FareRecord | null = null;
    let row: repo.FareRecord;
    if (id !== undefined) {
      before = (await repo.findFare(tx, id)) ?? null;
      if (!before) throw new AppError('inventory_not_found');
      row = await repo.updateFare(tx, id, input);
    } else {
      ({ row, before } = await repo.upsertFare(tx, input));
    }
    await recordStaffAction(tx, actor, {
      entity: 'fare_family',
      entityId: String(row.id),
      action: before ? 'update' : 'create',
      before: before ? toFare(before) : null,
      after: toFare(row),
    });
    return { value: toFare(row), scope: fareScope(row.carrier) };
  });
}

export async function deleteFareRow(deps: InventoryDeps, actor: StaffActor, id: number): Promise<void> {
  await runEdit(deps, async (tx) => {
    const before = await repo.findFare(tx, id);
    if (!before) throw new AppError('inventory_not_found');
    await repo.deleteFare(tx, id);
    await recordStaffAction(tx, actor, {
      entity: 'fare_family',
      entityId: String(id),
      action: 'delete',
      before: toFare(before),
    });
    return { value: undefined, scope: fareScope(before.carrier) };
  });
}

export async function saveSeatBlock(
  deps: InventoryDeps,
  actor: StaffActor,
  input: InventorySeatBlockInput,
): Promise<InventorySeatBlock> {
  return runEdit(deps, async (tx) => {
    await checkReferences(tx, { carrier: input.carrier });
    const cabin = await repo.lockFlightCabin(tx, input.carrier, input.number, input.date, input.cabin);
    if (cabin && input.seats < cabin.sold)
      throw new AppError('inventory_seats_below_sold', { params: { seats: input.seats, sold: cabin.sold } });
    const { row, before } = await repo.upsertSeatBlock(tx, input);
    if (cabin && cabin.total !== input.seats) await repo.setCabinSeats(tx, cabin.flightId, input.cabin, input.seats);
    await recordStaffAction(tx, actor, {
      entity: 'seat_block',
      entityId: String(row.id),
      action: before ? 'update' : 'create',
      before: before ? toSeatBlock(before) : null,
      after: toSeatBlock(row),
    });
    return { value: toSeatBlock({ ...row, sold: cabin?.sold ?? null }), scope: null };
  });
}

export async function deleteSeatBlockRow(deps: InventoryDeps, actor: StaffActor, id: number): Promise<void> {
  await runEdit(deps, async (tx) => {
    const before = await repo.findSeatBlock(tx, id);
    if (!before) throw new AppError('inventory_not_found');
    await repo.deleteSeatBlock(tx, id);
    await recordStaffAction(tx, actor, {
      entity: 'seat_block',
      entityId: String(id),
      action: 'delete',
      before: toSeatBlock(before),
    });
    return { value: undefined, scope: null };
  });
}

/** The routes whose schedules are kept off sale for want of a fare, for the staff to price them. */
export async function listUnpriced(deps: Pick<InventoryDeps, 'db' | 'now'>): Promise<InventoryUnpriced> {
  const rows = await repo.unpricedRoutes(deps.db, bishkekToday(deps.now?.() ?? new Date()));
  return {
    schedules: rows.reduce((sum, r) => sum + r.schedules, 0),
    routes: rows.map((r) => ({
      carrier: r.carrier,
      origin: r.origin,
      destination: r.destination,
      schedules: r.schedules,
      valid_from: r.validFrom,
      valid_to: r.validTo,
    })),
  };
}

export { listFares, listSchedules, listSeatBlocks } from './inventory.repository.js';
export type { InventoryScheduleInput };
