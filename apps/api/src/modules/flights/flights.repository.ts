/** All SQL of the flight inventory and searches. */
import { and, asc, eq, gte, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AircraftInfo, AirlineInfo, AirportInfo } from './catalog.js';
import { AIRCRAFT } from './data/aircraft.js';
import { AIRLINES } from './data/airlines.js';
import { AIRPORTS } from './data/locations.js';
import type { ScheduledFlight } from './engine.js';
import { aircraft, airline, flight, flightCabin, flightSearch, location } from './flights.schema.js';
import type { Cabin } from './pricing.js';
import type { PlannedFlight } from './schedule.js';

/** Brings the reference tables up to the committed data files (idempotent). */
export async function upsertNetwork(db: Executor): Promise<void> {
  await db
    .insert(location)
    .values(
      AIRPORTS.map((a) => ({
        code: a.iata,
        icao: a.icao,
        cityCode: a.cityCode,
        country: a.country,
        lat: a.lat,
        lon: a.lon,
        timeZone: a.timeZone,
        name: a.name,
        city: a.city,
        aliases: a.aliases ?? [],
        popular: a.popular ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: location.code,
      set: {
        icao: sql`excluded.icao`,
        cityCode: sql`excluded.city_code`,
        country: sql`excluded.country`,
        lat: sql`excluded.lat`,
        lon: sql`excluded.lon`,
        timeZone: sql`excluded.time_zone`,
        name: sql`excluded.name`,
        city: sql`excluded.city`,
        aliases: sql`excluded.aliases`,
        popular: sql`excluded.popular`,
      },
    });
  await db
    .insert(airline)
    .values(AIRLINES.map((a) => ({ code: a.iata, name: a.name, country: a.country, lowCost: a.lowCost })))
    .onConflictDoUpdate({
      target: airline.code,
      set: { name: sql`excluded.name`, country: sql`excluded.country`, lowCost: sql`excluded.low_cost` },
    });
  await db
    .insert(aircraft)
    .values(
      AIRCRAFT.map((a) => ({
        code: a.code,
        name: a.name,
        seatsEconomy: a.seats.economy,
        seatsBusiness: a.seats.business,
      })),
    )
    .onConflictDoUpdate({
      target: aircraft.code,
      set: {
        name: sql`excluded.name`,
        seatsEconomy: sql`excluded.seats_economy`,
        seatsBusiness: sql`excluded.seats_business`,
      },
    });
}

const BATCH = 500;

/** Inserts the flights not there yet (by carrier, number, date and departure airport: a leg) with their cabins. */
export async function insertFlights(db: Executor, planned: readonly PlannedFlight[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < planned.length; start += BATCH) {
    const batch = planned.slice(start, start + BATCH);
    const rows = await db
      .insert(flight)
      .values(
        batch.map((p) => ({
          carrier: p.carrier,
          number: p.number,
          origin: p.origin,
          destination: p.destination,
          serviceDate: p.serviceDate,
          departsAt: p.departsAt,
          arrivesAt: p.arrivesAt,
          aircraft: p.aircraft,
          economyFare: p.economyFare,
          businessFare: p.businessFare,
          pensionerDiscountPct: p.pensionerDiscountPct,
          scheduleId: p.scheduleId,
        })),
      )
      .onConflictDoNothing({ target: [flight.carrier, flight.number, flight.serviceDate, flight.origin] })
      .returning({
        id: flight.id,
        carrier: flight.carrier,
        number: flight.number,
        serviceDate: flight.serviceDate,
        origin: flight.origin,
      });
    if (rows.length === 0) continue;
    const byKey = new Map(batch.map((p) => [`${p.carrier}|${p.number}|${p.serviceDate}|${p.origin}`, p]));
    const cabins = rows.flatMap((row) => {
      const p = byKey.get(`${row.carrier}|${row.number}|${row.serviceDate}|${row.origin}`)!;
      const economy = { flightId: row.id, cabin: 'economy', seatsTotal: p.seatsEconomy, seatsSold: p.soldEconomy };
      return p.seatsBusiness > 0
        ? [economy, { flightId: row.id, cabin: 'business', seatsTotal: p.seatsBusiness, seatsSold: p.soldBusiness }]
        : [economy];
    });
    await db.insert(flightCabin).values(cabins);
    inserted += rows.length;
  }
  return inserted;
}

export async function lastServiceDate(db: Executor): Promise<string | null> {
  const [row] = await db.select({ last: max(flight.serviceDate) }).from(flight);
  return row?.last ?? null;
}

export async function loadSchedule(db: Executor, fromDate: string): Promise<ScheduledFlight[]> {
  const rows = await db
    .select()
    .from(flight)
    .where(and(gte(flight.serviceDate, fromDate), eq(flight.isCancelled, false)))
    .orderBy(asc(flight.departsAt));
  return rows.map((r) => ({
    id: r.id,
    carrier: r.carrier,
    number: r.number,
    origin: r.origin,
    destination: r.destination,
    serviceDate: r.serviceDate,
    departsAt: r.departsAt.getTime(),
    arrivesAt: r.arrivesAt.getTime(),
    aircraft: r.aircraft,
    economyFare: r.economyFare,
    businessFare: r.businessFare,
    pensionerDiscountPct: r.pensionerDiscountPct,
  }));
}

export async function loadCatalogRows(
  db: Executor,
): Promise<{ airports: AirportInfo[]; airlines: AirlineInfo[]; aircraft: AircraftInfo[] }> {
  const [airports, airlines, planes] = [
    await db.select().from(location),
    await db.select().from(airline),
    await db.select().from(aircraft),
  ];
  return {
    airports: airports.map((a) => ({
      code: a.code,
      icao: a.icao,
      cityCode: a.cityCode,
      country: a.country,
      lat: a.lat,
      lon: a.lon,
      timeZone: a.timeZone,
      name: a.name,
      city: a.city,
      aliases: a.aliases,
      popular: a.popular,
    })),
    airlines: airlines.map((a) => ({ code: a.code, name: a.name, lowCost: a.lowCost })),
    aircraft: planes.map((a) => ({ code: a.code, name: a.name })),
  };
}

export interface CabinSeats {
  total: number;
  /** Every seat taken, paid or held: what is left to sell is total - sold. */
  sold: number;
  /** The seats paid for (sold minus the unpaid holds): what fares follow, so holds do not raise prices. */
  paid: number;
}

/** seats_sold minus the unpaid holds, as fares read it. */
const paidSeats = sql<number>`(${flightCabin.seatsSold} - ${flightCabin.seatsHeld})::int`;

/** Seats of one cabin for many flights in one query. */
export async function loadCabinSeats(
  db: Executor,
  flightIds: readonly number[],
  cabin: Cabin,
): Promise<Map<number, CabinSeats>> {
  const seats = new Map<number, CabinSeats>();
  if (flightIds.length === 0) return seats;
  const rows = await db
    .select({
      flightId: flightCabin.flightId,
      total: flightCabin.seatsTotal,
      sold: flightCabin.seatsSold,
      paid: paidSeats,
    })
    .from(flightCabin)
    .where(and(eq(flightCabin.cabin, cabin), inArray(flightCabin.flightId, [...new Set(flightIds)])));
  for (const row of rows) seats.set(row.flightId, { total: row.total, sold: row.sold, paid: Math.max(0, row.paid) });
  return seats;
}

/**
 * Seats of one cabin for every flight whose id lies in one of the ranges [from, to), as one row of
 * three arrays: PGlite decodes one row several times faster than hundreds.
 */
export async function loadCabinSeatRanges(
  db: Executor,
  ranges: ReadonlyArray<readonly [number, number]>,
  cabin: Cabin,
): Promise<Map<number, CabinSeats>> {
  const seats = new Map<number, CabinSeats>();
  if (ranges.length === 0) return seats;
  const [row] = await db
    .select({
      ids: sql<number[] | null>`array_agg(${flightCabin.flightId})`,
      totals: sql<number[] | null>`array_agg(${flightCabin.seatsTotal})`,
      sold: sql<number[] | null>`array_agg(${flightCabin.seatsSold})`,
      paid: sql<number[] | null>`array_agg(${paidSeats})`,
    })
    .from(flightCabin)
    .where(
      and(
        eq(flightCabin.cabin, cabin),
        or(...ranges.map(([from, to]) => and(gte(flightCabin.flightId, from), lt(flightCabin.flightId, to)))),
      ),
    );
  const { ids, totals, sold, paid } = row ?? { ids: null, totals: null, sold: null, paid: null };
  for (let i = 0; i < (ids?.length ?? 0); i += 1)
    seats.set(ids![i]!, { total: totals![i]!, sold: sold![i]!, paid: Math.max(0, paid![i]!) });
  return seats;
}

/**
 * Locks the cabins of the legs in flight-id order (every booking locks in the same order, so two
 * bookings sharing legs never deadlock) and answers their current seats.
 */
export async function lockCabins(
  tx: Executor,
  cabin: Cabin,
  flightIds: readonly number[],
): Promise<Map<number, CabinSeats>> {
  const rows = await tx
    .select({
      flightId: flightCabin.flightId,
      total: flightCabin.seatsTotal,
      sold: flightCabin.seatsSold,
      paid: paidSeats,
    })
    .from(flightCabin)
    .where(and(eq(flightCabin.cabin, cabin), inArray(flightCabin.flightId, [...new Set(flightIds)])))
    .orderBy(asc(flightCabin.flightId))
    .for('update');
  return new Map(rows.map((r) => [r.flightId, { total: r.total, sold: r.sold, paid: Math.max(0, r.paid) }]));
}

/** Seats of one cabin of one flight that an order takes or gives back. */
export interface CabinSeatChange {
  flightId: number;
  cabin: Cabin;
  seats: number;
}

/** The conditional hold: false when the cabin has fewer than `seats` left. */
export async function takeCabinSeats(tx: Executor, change: CabinSeatChange): Promise<boolean> {
  const rows = await tx
    .update(flightCabin)
    .set({ seatsSold: sql`${flightCabin.seatsSold} + ${change.seats}` })
    .where(
      and(
        eq(flightCabin.flightId, change.flightId),
        eq(flightCabin.cabin, change.cabin),
        sql`${flightCabin.seatsSold} + ${change.seats} <= ${flightCabin.seatsTotal}`,
        // A cancelled flight sells nothing more, even to a process whose schedule still lists it.
        sql`not exists (select 1 from ${flight} where ${flight.id} = ${flightCabin.flightId} and ${flight.isCancelled})`,
      ),
    )
    .returning({ flightId: flightCabin.flightId });
  return rows.length === 1;
}

export async function giveBackCabinSeats(tx: Executor, change: CabinSeatChange): Promise<void> {
  await tx
    .update(flightCabin)
    .set({ seatsSold: sql`${flightCabin.seatsSold} - ${change.seats}` })
    .where(and(eq(flightCabin.flightId, change.flightId), eq(flightCabin.cabin, change.cabin)));
}

/** Rows of searches written by earlier versions (searches now live in a LiveSearchStore). */
export async function deleteExpiredSearches(db: Executor, before: Date): Promise<void> {
  await db.delete(flightSearch).where(lt(flightSearch.expiresAt, before));
}

/** One dated flight as stored (staff set its status and the disruption path reads it), or null. */
export async function findFlightById(db: Executor, id: number): Promise<ScheduledFlight | null> {
  const [row] = await db.select().from(flight).where(eq(flight.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    carrier: row.carrier,
    number: row.number,
    origin: row.origin,
    destination: row.destination,
    serviceDate: row.serviceDate,
    departsAt: row.departsAt.getTime(),
    arrivesAt: row.arrivesAt.getTime(),
    aircraft: row.aircraft,
    economyFare: row.economyFare,
    businessFare: row.businessFare,
    pensionerDiscountPct: row.pensionerDiscountPct,
  };
}

/** Marks the flight cancelled: no more seats are sold on it, and schedules loaded from now on leave it out. */
export async function markFlightCancelled(tx: Executor, id: number): Promise<void> {
  await tx.update(flight).set({ isCancelled: true }).where(eq(flight.id, id));
}

/**
 * Moves a retimed flight to its new times (the service date, its identity, stays). Answers the times it
 * had, or null when the flight does not exist.
 */
export async function moveFlight(
  tx: Executor,
  id: number,
  departsAt: Date,
  arrivesAt: Date,
): Promise<{ departsAt: Date; arrivesAt: Date } | null> {
  const [before] = await tx
    .select({ departsAt: flight.departsAt, arrivesAt: flight.arrivesAt })
    .from(flight)
    .where(eq(flight.id, id))
    .for('update');
  if (!before) return null;
  await tx.update(flight).set({ departsAt, arrivesAt }).where(eq(flight.id, id));
  return before;
}

/** The flights of these ids that are cancelled. */
export async function cancelledFlightIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: flight.id })
    .from(flight)
    .where(and(inArray(flight.id, [...new Set(ids)]), eq(flight.isCancelled, true)));
  return new Set(rows.map((r) => r.id));
}

const toScheduled = (r: typeof flight.$inferSelect): ScheduledFlight => ({
  id: r.id,
  carrier: r.carrier,
  number: r.number,
  origin: r.origin,
  destination: r.destination,
  serviceDate: r.serviceDate,
  departsAt: r.departsAt.getTime(),
  arrivesAt: r.arrivesAt.getTime(),
  aircraft: r.aircraft,
  economyFare: r.economyFare,
  businessFare: r.businessFare,
  pensionerDiscountPct: r.pensionerDiscountPct,
});

/** The cancelled flights from `fromDate` (the board still shows them, as cancelled; search does not). */
export async function loadCancelledSchedule(db: Executor, fromDate: string): Promise<ScheduledFlight[]> {
  const rows = await db
    .select()
    .from(flight)
    .where(and(gte(flight.serviceDate, fromDate), eq(flight.isCancelled, true)));
  return rows.map(toScheduled);
}

/** The flights of these ids from `fromDate`, as flying and cancelled ones; the others are left out. */
export async function loadScheduledFlights(
  db: Executor,
  ids: readonly number[],
  fromDate: string,
): Promise<{ live: ScheduledFlight[]; cancelled: ScheduledFlight[] }> {
  if (ids.length === 0) return { live: [], cancelled: [] };
  const rows = await db
    .select()
    .from(flight)
    .where(and(inArray(flight.id, [...new Set(ids)]), gte(flight.serviceDate, fromDate)));
  return {
    live: rows.filter((r) => !r.isCancelled).map(toScheduled),
    cancelled: rows.filter((r) => r.isCancelled).map(toScheduled),
  };
}
