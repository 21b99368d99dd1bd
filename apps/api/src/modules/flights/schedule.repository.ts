/**
 * SQL of the schedule side of the inventory: schedules, fare families and seat blocks (read for the
 * expansion into flights and for pricing), the demo seed of them, and the reconciliation of the dated
 * flights with the schedules after a change (what is added, changed, removed, and which changes hit
 * flights with sold seats).
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, bishkekToday } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { aircraft, fareFamily, flight, flightCabin, flightSchedule, location, seatBlock } from './flights.schema.js';
import { insertFlights } from './flights.repository.js';
import {
  demoInventory,
  DEMO_SCHEDULE_DAYS,
  expandSchedules,
  seatBlockKey,
  SCHEDULE_HORIZON_DAYS,
  type ExpansionData,
  type FareFamilyRow,
  type PlannedFlight,
  type ScheduleRow,
} from './schedule.js';

/** Order statuses whose seats are held by travellers: what makes a flight "sold". */
export const SEAT_HOLDING_STATUSES = ['booked', 'paid', 'ticketed', 'refund_requested', 'exchange_requested'] as const;

export function toScheduleRow(row: typeof flightSchedule.$inferSelect): ScheduleRow {
  return {
    id: row.id,
    carrier: row.carrier,
    number: row.number,
    origin: row.origin,
    destination: row.destination,
    days: row.days,
    departureTime: row.departureTime,
    arrivalTime: row.arrivalTime,
    arrivalDayOffset: row.arrivalDayOffset,
    validFrom: row.validFrom,
    validTo: row.validTo,
    aircraft: row.aircraft,
    source: row.source,
  };
}

export function toFareRow(row: typeof fareFamily.$inferSelect): FareFamilyRow {
  return {
    carrier: row.carrier,
    origin: row.origin,
    destination: row.destination,
    cabin: row.cabin,
    family: row.family,
    baseFare: row.baseFare,
    childPct: row.childPct,
    infantSeatPct: row.infantSeatPct,
    infantLapPct: row.infantLapPct,
    pensionerDiscountPct: row.pensionerDiscountPct,
    baggageKg: row.baggageKg,
    handBaggageKg: row.handBaggageKg,
    changeFee: row.changeFee,
    refundFee: row.refundFee,
  };
}

export async function loadFareFamilies(db: Executor): Promise<FareFamilyRow[]> {
  return (await db.select().from(fareFamily)).map(toFareRow);
}

/** Zones, aircraft, fares and the seat blocks of [from, to]: what expanding schedules needs. */
export async function loadExpansionData(db: Executor, from: string, to: string): Promise<ExpansionData> {
  const zones = await db.select({ code: location.code, timeZone: location.timeZone }).from(location);
  const planes = await db.select().from(aircraft);
  const blocks = await db
    .select()
    .from(seatBlock)
    .where(and(gte(seatBlock.serviceDate, from), lte(seatBlock.serviceDate, to)));
  return {
    timeZones: new Map(zones.map((z) => [z.code, z.timeZone])),
    aircraftSeats: new Map(planes.map((p) => [p.code, { economy: p.seatsEconomy, business: p.seatsBusiness }])),
    fares: await loadFareFamilies(db),
    seatBlocks: new Map(blocks.map((b) => [seatBlockKey(b.carrier, b.number, b.serviceDate, b.cabin), b.seats])),
  };
}

export async function loadScheduleRows(
  db: Executor,
  filter?: { carriers?: readonly string[] },
): Promise<ScheduleRow[]> {
  const rows = await db
    .select()
    .from(flightSchedule)
    .where(filter?.carriers ? inArray(flightSchedule.carrier, [...filter.carriers]) : undefined);
  return rows.map(toScheduleRow);
}

/**
 * The demo seed: the route table as schedules and fare families, once (a database with schedules
 * of its own keeps them), or topped up when the demo schedules end within the horizon.
 */
export async function seedDemoInventory(db: Executor, now = new Date()): Promise<number> {
  const today = bishkekToday(now);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${flightSchedule.validTo})::text` })
    .from(flightSchedule)
    .where(eq(flightSchedule.source, 'demo'));
  const last = row?.last ?? null;
  if (last && last >= addDays(today, SCHEDULE_HORIZON_DAYS)) return 0;
  const from = last ? addDays(last, 1) : addDays(today, -1);
  const demo = demoInventory(from, addDays(today, DEMO_SCHEDULE_DAYS));
  if (demo.schedules.length > 0) {
    await db.insert(flightSchedule).values(demo.schedules.map((s) => ({ ...s })));
  }
  if (!last && demo.fares.length > 0) {
    await db
      .insert(fareFamily)
      .values(demo.fares)
      .onConflictDoNothing({
        target: [fareFamily.carrier, fareFamily.origin, fareFamily.destination, fareFamily.cabin, fareFamily.family],
      });
  }
  return demo.schedules.length;
}

/** Flights of the schedules for [from, from + days), inserted where missing. */
export async function expandIntoFlights(
  db: Executor,
  from: string,
  days: number,
  generatedOn: string,
): Promise<number> {
  if (days <= 0) return 0;
  const to = addDays(from, days - 1);
  const schedules = (await loadScheduleRows(db)).filter((s) => s.validFrom <= to && s.validTo >= from);
  const data = await loadExpansionData(db, from, to);
  return insertFlights(db, expandSchedules(schedules, from, days, data, generatedOn));
}

// ── Reconciliation ──────────────────────────────────────────────────────────────────────────

/** Which dated flights a change may touch: carriers (and optionally flight numbers) over a date range. */
export interface ReconcileScope {
  carriers: readonly string[];
  numbers?: ReadonlyArray<{ carrier: string; number: number }>;
  from: string;
  to: string;
}

/** A change to a flight with sold seats, not made: handed to whoever decides (the inventory module's port). */
export interface SoldFlightChange {
  flightId: number;
  carrier: string;
  number: number;
  date: string;
  change: 'removed' | 'retimed';
  sold: number;
  /** The new times and route when retimed. */
  planned: PlannedFlight | null;
}

export interface ReconcileResult {
  added: number;
  changed: number;
  removed: number;
  conflicts: SoldFlightChange[];
}

/** Seats held by travellers per flight (orders in a seat-holding status); the demo's initial load is not counted. */
export async function soldSeats(db: Executor, flightIds: readonly number[]): Promise<Map<number, number>> {
  const sold = new Map<number, number>();
  if (flightIds.length === 0) return sold;
  const statuses = sql.join(
    SEAT_HOLDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  for (let start = 0; start < flightIds.length; start += 1000) {
    const ids = sql.join(
      flightIds.slice(start, start + 1000).map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select l.flight_id as flight_id, sum(l.seats)::int as seats
      from order_leg l join "order" o on o.id = l.order_id
      where l.flight_id in (${ids}) and o.status in (${statuses})
      group by l.flight_id`);
    for (const row of (result as unknown as { rows: Array<{ flight_id: number; seats: number }> }).rows) {
      if (Number(row.seats) > 0) sold.set(Number(row.flight_id), Number(row.seats));
    }
  }
  return sold;
}

/** The last date flights are expanded to (the horizon job moves it), at least today + the horizon. */
async function expansionEnd(db: Executor, today: string): Promise<string> {
  const [row] = await db.select({ last: sql<string | null>`max(${flight.serviceDate})::text` }).from(flight);
  const horizon = addDays(today, SCHEDULE_HORIZON_DAYS);
  return row?.last && row.last > horizon ? row.last : horizon;
}

/** A leg: the legs of a multi-leg flight share number and date and leave different airports. */
const flightKey = (carrier: string, number: number, date: string, origin: string) =>
  `${carrier}|${number}|${date}|${origin}`;

/**
 * Brings the dated flights in `scope` (from today on) in line with the schedule table as it now is
 * inside `tx`: adds the missing flights, moves or re-equips the changed ones, cancels those no
 * schedule flies any more. Flights with seats sold are left alone and answered as conflicts.
 */
export async function reconcileFlights(
  tx: Executor,
  scope: ReconcileScope,
  now = new Date(),
): Promise<ReconcileResult> {
  const today = bishkekToday(now);
  const from = scope.from > today ? scope.from : today;
  const end = await expansionEnd(tx, today);
  const to = scope.to < end ? scope.to : end;
  const result: ReconcileResult = { added: 0, changed: 0, removed: 0, conflicts: [] };
  if (scope.carriers.length === 0 || from > to) return result;
  const inScope = scope.numbers ? new Set(scope.numbers.map((n) => `${n.carrier}|${n.number}`)) : null;
  const wanted = (carrier: string, number: number) =>
    scope.carriers.includes(carrier) && (!inScope || inScope.has(`${carrier}|${number}`));

  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const schedules = await loadScheduleRows(tx, { carriers: scope.carriers });
  const data = await loadExpansionData(tx, from, to);
  const planned = expandSchedules(
    schedules.filter((s) => wanted(s.carrier, s.number)),
    from,
    days,
    data,
    today,
  );
  const numberFilter: SQL | undefined = scope.numbers
    ? or(...scope.numbers.map((n) => and(eq(flight.carrier, n.carrier), eq(flight.number, n.number))))
    : inArray(flight.carrier, [...scope.carriers]);
  const existing = await tx
    .select()
    .from(flight)
    .where(and(numberFilter, gte(flight.serviceDate, from), lte(flight.serviceDate, to)));
  const byKey = new Map(existing.map((f) => [flightKey(f.carrier, f.number, f.serviceDate, f.origin), f]));
  const plannedKeys = new Set(planned.map((p) => flightKey(p.carrier, p.number, p.serviceDate, p.origin)));
  const sold = await soldSeats(
    tx,
    existing.filter((f) => !f.isCancelled).map((f) => f.id),
  );

  const toInsert: PlannedFlight[] = [];
  for (const p of planned) {
    const current = byKey.get(flightKey(p.carrier, p.number, p.serviceDate, p.origin));
    if (!current) {
      toInsert.push(p);
      continue;
    }
    const moved =
      current.origin !== p.origin ||
      current.destination !== p.destination ||
      current.departsAt.getTime() !== p.departsAt.getTime() ||
      current.arrivesAt.getTime() !== p.arrivesAt.getTime();
    const reequipped = current.aircraft !== p.aircraft;
    const fields = {
      origin: p.origin,
      destination: p.destination,
      departsAt: p.departsAt,
      arrivesAt: p.arrivesAt,
      aircraft: p.aircraft,
      economyFare: p.economyFare,
      businessFare: p.businessFare,
      pensionerDiscountPct: p.pensionerDiscountPct,
      scheduleId: p.scheduleId,
    };
    if (current.isCancelled) {
      await tx
        .update(flight)
        .set({ ...fields, isCancelled: false })
        .where(eq(flight.id, current.id));
      await ensureCabins(tx, current.id, p);
      result.added += 1;
    } else if (moved && (sold.get(current.id) ?? 0) > 0) {
      result.conflicts.push({
        flightId: current.id,
        carrier: current.carrier,
        number: current.number,
        date: current.serviceDate,
        change: 'retimed',
        sold: sold.get(current.id)!,
        planned: p,
      });
    } else if (moved || reequipped) {
      await tx.update(flight).set(fields).where(eq(flight.id, current.id));
      if (reequipped) await ensureCabins(tx, current.id, p);
      result.changed += 1;
    } else if (
      current.economyFare !== p.economyFare ||
      current.businessFare !== p.businessFare ||
      current.scheduleId !== p.scheduleId ||
      current.pensionerDiscountPct !== p.pensionerDiscountPct
    ) {
      // Same flight, new fares or a new schedule row behind it: not a change travellers see.
      await tx.update(flight).set(fields).where(eq(flight.id, current.id));
    }
  }
  for (const current of existing) {
    if (
      current.isCancelled ||
      plannedKeys.has(flightKey(current.carrier, current.number, current.serviceDate, current.origin))
    )
      continue;
    const seats = sold.get(current.id) ?? 0;
    if (seats > 0) {
      result.conflicts.push({
        flightId: current.id,
        carrier: current.carrier,
        number: current.number,
        date: current.serviceDate,
        change: 'removed',
        sold: seats,
        planned: null,
      });
    } else {
      await tx.update(flight).set({ isCancelled: true }).where(eq(flight.id, current.id));
      result.removed += 1;
    }
  }
  result.added += await insertFlights(tx, toInsert);
  return result;
}

/** The cabins a re-equipped or revived flight needs: totals follow the aircraft (never below the seats sold). */
async function ensureCabins(tx: Executor, flightId: number, p: PlannedFlight): Promise<void> {
  const cabins: Array<['economy' | 'business', number]> = [['economy', p.seatsEconomy]];
  if (p.seatsBusiness > 0) cabins.push(['business', p.seatsBusiness]);
  for (const [cabin, total] of cabins) {
    await tx
      .insert(flightCabin)
      .values({ flightId, cabin, seatsTotal: total, seatsSold: 0 })
      .onConflictDoUpdate({
        target: [flightCabin.flightId, flightCabin.cabin],
        set: { seatsTotal: sql`greatest(${total}, ${flightCabin.seatsSold})` },
      });
  }
}
