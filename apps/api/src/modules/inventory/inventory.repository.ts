/** SQL of the inventory back office: the schedule, fare-family and seat-block rows, read, written and replaced. */
import { and, asc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { INVENTORY_LIST_LIMIT, type InventoryFareInput, type InventoryListQuery } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import {
  aircraft,
  airline,
  fareFamily,
  flight,
  flightCabin,
  flightSchedule,
  location,
  seatBlock,
} from '../flights/index.js';

/** The reference data an import is checked against: carriers, airports with their zones, aircraft types. */
export async function referenceCodes(
  db: Executor,
): Promise<{ airlines: Set<string>; zones: Map<string, string>; aircraft: Set<string> }> {
  const [airlines, airports, planes] = [
    await db.select({ code: airline.code }).from(airline),
    await db.select({ code: location.code, timeZone: location.timeZone }).from(location),
    await db.select({ code: aircraft.code }).from(aircraft),
  ];
  return {
    airlines: new Set(airlines.map((a) => a.code)),
    zones: new Map(airports.map((a) => [a.code, a.timeZone])),
    aircraft: new Set(planes.map((p) => p.code)),
  };
}

export type ScheduleRecord = typeof flightSchedule.$inferSelect;
export type FareRecord = typeof fareFamily.$inferSelect;
export type SeatBlockRecord = typeof seatBlock.$inferSelect;
export type NewSchedule = typeof flightSchedule.$inferInsert;

function listFilter(
  query: InventoryListQuery,
  table: { carrier: AnyColumn; origin?: AnyColumn; destination?: AnyColumn; number?: AnyColumn },
): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (query.carrier) parts.push(sql`${table.carrier} = ${query.carrier}`);
  if (query.airport && table.origin && table.destination)
    parts.push(or(sql`${table.origin} = ${query.airport}`, sql`${table.destination} = ${query.airport}`));
  if (query.number && table.number) parts.push(sql`${table.number} = ${Number(query.number)}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listSchedules(db: Executor, query: InventoryListQuery): Promise<ScheduleRecord[]> {
  return db
    .select()
    .from(flightSchedule)
    .where(listFilter(query, flightSchedule))
    .orderBy(asc(flightSchedule.carrier), asc(flightSchedule.number), asc(flightSchedule.validFrom))
    .limit(INVENTORY_LIST_LIMIT + 1);
}

export async function listFares(db: Executor, query: InventoryListQuery): Promise<FareRecord[]> {
  return db
    .select()
    .from(fareFamily)
    .where(
      listFilter(query, {
        carrier: fareFamily.carrier,
        origin: fareFamily.origin,
        destination: fareFamily.destination,
      }),
    )
    .orderBy(
      asc(fareFamily.carrier),
      asc(fareFamily.origin),
      asc(fareFamily.destination),
      asc(fareFamily.cabin),
      asc(fareFamily.baseFare),
    )
    .limit(INVENTORY_LIST_LIMIT + 1);
}

export async function listSeatBlocks(
  db: Executor,
  query: InventoryListQuery,
): Promise<Array<SeatBlockRecord & { sold: number | null }>> {
  const rows = await db
    .select({ block: seatBlock, sold: flightCabin.seatsSold })
    .from(seatBlock)
    .leftJoin(
      flight,
      and(
        eq(flight.carrier, seatBlock.carrier),
        eq(flight.number, seatBlock.number),
        eq(flight.serviceDate, seatBlock.serviceDate),
      ),
    )
    .leftJoin(flightCabin, and(eq(flightCabin.flightId, flight.id), eq(flightCabin.cabin, seatBlock.cabin)))
    .where(listFilter(query, { carrier: seatBlock.carrier, number: seatBlock.number }))
    .orderBy(asc(seatBlock.serviceDate), asc(seatBlock.carrier), asc(seatBlock.number))
    .limit(INVENTORY_LIST_LIMIT + 1);
  return rows.map((r) => ({ ...r.block, sold: r.sold }));
}

export async function findSchedule(db: Executor, id: number): Promise<ScheduleRecord | undefined> {
  const [row] = await db.select().from(flightSchedule).where(eq(flightSchedule.id, id)).for('update');
  return row;
}

export async function findFare(db: Executor, id: number): Promise<FareRecord | undefined> {
  const [row] = await db.select().from(fareFamily).where(eq(fareFamily.id, id)).for('update');
  return row;
}

export async function findSeatBlock(db: Executor, id: number): Promise<SeatBlockRecord | undefined> {
  const [row] = await db.select().from(seatBlock).where(eq(seatBlock.id, id)).for('update');
  return row;
}

export async function insertSchedules(db: Executor, rows: NewSchedule[]): Promise<ScheduleRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(flightSchedule).values(rows).returning();
}

export async function updateSchedule(db: Executor, id: number, values: Partial<NewSchedule>): Promise<ScheduleRecord> {
  const [row] = await db
    .update(flightSchedule)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(flightSchedule.id, id))
    .returning();
  return row!;
}

export async function deleteSchedule(db: Executor, id: number): Promise<void> {
  await db.delete(flightSchedule).where(eq(flightSchedule.id, id));
}

/**
 * Makes room for a carrier's new schedules over [from, to]: schedules inside go, those reaching
 * over an end keep only their part outside (one spanning the whole period is split in two).
 */
export async function clearSchedulePeriod(
  db: Executor,
  carrier: string,
  from: string,
  to: string,
  dayBefore: string,
  dayAfter: string,
): Promise<number> {
  const overlapping = await db
    .select()
    .from(flightSchedule)
    .where(
      and(eq(flightSchedule.carrier, carrier), lte(flightSchedule.validFrom, to), gte(flightSchedule.validTo, from)),
    );
  for (const s of overlapping) {
    const keepsBefore = s.validFrom < from;
    const keepsAfter = s.validTo > to;
    if (keepsBefore)
      await db
        .update(flightSchedule)
        .set({ validTo: dayBefore, updatedAt: new Date() })
        .where(eq(flightSchedule.id, s.id));
    if (keepsAfter) {
      const { id: _id, updatedAt: _updated, ...rest } = s;
      if (keepsBefore) await db.insert(flightSchedule).values({ ...rest, validFrom: dayAfter });
      else
        await db
          .update(flightSchedule)
          .set({ validFrom: dayAfter, updatedAt: new Date() })
          .where(eq(flightSchedule.id, s.id));
    }
    if (!keepsBefore && !keepsAfter) await db.delete(flightSchedule).where(eq(flightSchedule.id, s.id));
  }
  return overlapping.length;
}

const fareValues = (
  v: InventoryFareInput & {
    child_pct?: number;
    infant_seat_pct?: number;
    infant_lap_pct?: number;
    pensioner_discount_pct?: number;
  },
) => ({
  carrier: v.carrier,
  origin: v.origin,
  destination: v.destination,
  cabin: v.cabin,
  family: v.family,
  baseFare: v.base_fare,
  childPct: v.child_pct ?? 75,
  infantSeatPct: v.infant_seat_pct ?? 75,
  infantLapPct: v.infant_lap_pct ?? 10,
  pensionerDiscountPct: v.pensioner_discount_pct ?? 0,
  baggageKg: v.baggage_kg,
  handBaggageKg: v.hand_baggage_kg,
  changeFee: v.change_fee,
  refundFee: v.refund_fee,
});

/** Inserts or replaces the fare family of a route, cabin and family; answers the row and whether it was new. */
export async function upsertFare(
  db: Executor,
  input: InventoryFareInput,
): Promise<{ row: FareRecord; before: FareRecord | null }> {
  const values = fareValues(input);
  const [before] = await db
    .select()
    .from(fareFamily)
    .where(
      and(
        eq(fareFamily.carrier, values.carrier),
        eq(fareFamily.origin, values.origin),
        eq(fareFamily.destination, values.destination),
        eq(fareFamily.cabin, values.cabin),
        eq(fareFamily.family, values.family),
      ),
    )
    .for('update');
  const [row] = await db
    .insert(fareFamily)
    .values(values)
    .onConflictDoUpdate({
      target: [fareFamily.carrier, fareFamily.origin, fareFamily.destination, fareFamily.cabin, fareFamily.family],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return { row: row!, before: before ?? null };
}

export async function updateFare(db: Executor, id: number, input: InventoryFareInput): Promise<FareRecord> {
  const [row] = await db
    .update(fareFamily)
    .set({ ...fareValues(input), updatedAt: new Date() })
    .where(eq(fareFamily.id, id))
    .returning();
  return row!;
}

export async function deleteFare(db: Executor, id: number): Promise<void> {
  await db.delete(fareFamily).where(eq(fareFamily.id, id));
}

export async function upsertSeatBlock(
  db: Executor,
  v: { carrier: string; number: number; date: string; cabin: 'economy' | 'business'; seats: number },
): Promise<{ row: SeatBlockRecord; before: SeatBlockRecord | null }> {
  const [before] = await db
    .select()
    .from(seatBlock)
    .where(
      and(
        eq(seatBlock.carrier, v.carrier),
        eq(seatBlock.number, v.number),
        eq(seatBlock.serviceDate, v.date),
        eq(seatBlock.cabin, v.cabin),
      ),
    )
    .for('update');
  const [row] = await db
    .insert(seatBlock)
    .values({ carrier: v.carrier, number: v.number, serviceDate: v.date, cabin: v.cabin, seats: v.seats })
    .onConflictDoUpdate({
      target: [seatBlock.carrier, seatBlock.number, seatBlock.serviceDate, seatBlock.cabin],
      set: { seats: v.seats, updatedAt: new Date() },
    })
    .returning();
  return { row: row!, before: before ?? null };
}

export async function deleteSeatBlock(db: Executor, id: number): Promise<void> {
  await db.delete(seatBlock).where(eq(seatBlock.id, id));
}

/** The cabin of a dated flight (locked), to apply an allotment to; null when the flight is not there. */
export async function lockFlightCabin(
  db: Executor,
  carrier: string,
  number: number,
  date: string,
  cabin: 'economy' | 'business',
): Promise<{ flightId: number; total: number | null; sold: number } | null> {
  const [f] = await db
    .select({ id: flight.id })
    .from(flight)
    .where(
      and(
        eq(flight.carrier, carrier),
        eq(flight.number, number),
        eq(flight.serviceDate, date),
        eq(flight.isCancelled, false),
      ),
    );
  if (!f) return null;
  const [c] = await db
    .select({ total: flightCabin.seatsTotal, sold: flightCabin.seatsSold })
    .from(flightCabin)
    .where(and(eq(flightCabin.flightId, f.id), eq(flightCabin.cabin, cabin)))
    .for('update');
  return { flightId: f.id, total: c?.total ?? null, sold: c?.sold ?? 0 };
}

export async function setCabinSeats(
  db: Executor,
  flightId: number,
  cabin: 'economy' | 'business',
  seats: number,
): Promise<void> {
  await db
    .insert(flightCabin)
    .values({ flightId, cabin, seatsTotal: seats, seatsSold: 0 })
    .onConflictDoUpdate({ target: [flightCabin.flightId, flightCabin.cabin], set: { seatsTotal: seats } });
}

/** Routes (carrier, origin, destination) that have an economy fare family. */
export async function routesWithEconomyFares(db: Executor, carriers: readonly string[]): Promise<Set<string>> {
  if (carriers.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ carrier: fareFamily.carrier, origin: fareFamily.origin, destination: fareFamily.destination })
    .from(fareFamily)
    .where(and(inArray(fareFamily.carrier, [...carriers]), eq(fareFamily.cabin, 'economy')));
  return new Set(rows.map((r) => `${r.carrier}|${r.origin}|${r.destination}`));
}

export const countRows = (db: Executor, table: typeof flightSchedule | typeof fareFamily | typeof seatBlock) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .then(([row]) => row?.count ?? 0);

/** Schedules valid on or after `today` whose route has no economy fare, by route (they are not on sale). */
export async function unpricedRoutes(db: Executor, today: string) {
  const priced = db
    .select({ one: sql`1` })
    .from(fareFamily)
    .where(
      and(
        eq(fareFamily.carrier, flightSchedule.carrier),
        eq(fareFamily.origin, flightSchedule.origin),
        eq(fareFamily.destination, flightSchedule.destination),
        eq(fareFamily.cabin, 'economy'),
      ),
    );
  return db
    .select({
      carrier: flightSchedule.carrier,
      origin: flightSchedule.origin,
      destination: flightSchedule.destination,
      schedules: sql<number>`count(*)::int`,
      validFrom: sql<string>`min(${flightSchedule.validFrom})::text`,
      validTo: sql<string>`max(${flightSchedule.validTo})::text`,
    })
    .from(flightSchedule)
    .where(and(gte(flightSchedule.validTo, today), sql`not exists (${priced})`))
    .groupBy(flightSchedule.carrier, flightSchedule.origin, flightSchedule.destination)
    .orderBy(asc(flightSchedule.carrier), asc(flightSchedule.origin), asc(flightSchedule.destination));
}
