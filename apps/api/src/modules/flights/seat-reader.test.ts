/**
 * The seat reader: what it read is kept until the code that changes seats announces a change (the
 * orders module, the schedule loader), and no longer than its time-to-live; a write nobody announces
 * is not seen until then. Runs on PGlite (a copy of the seeded test database).
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { holdSeats } from './cabin-seats.js';
import { parseSeatChange } from './flights.context.js';
import { extendSchedule } from './schedule-job.js';
import { announceSeatChanges, listenToSeatChanges, SEAT_CHANGES_CHANNEL } from './seat-changes.js';
import { CachedSeatReader, SEAT_BLOCK } from './seat-reader.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

let database: DatabaseHandle;
let economyOnly: number;
let withBusiness: number;
/** A flight in another block than economyOnly's. */
let farAway: number;

beforeAll(async () => {
  database = await openDatabase({ pgliteSnapshot: new Blob([await readFile(inject('pgliteSnapshotPath'))]) });
  const { rows } = (await database.db.execute(sql`
    select (select min(flight_id) from flight_cabin c where cabin = 'economy' and not exists (select 1 from flight_cabin b where b.flight_id = c.flight_id and b.cabin = 'business')) as economy_only,
           (select min(flight_id) from flight_cabin where cabin = 'business') as with_business`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  economyOnly = Number(rows[0]!.economy_only);
  withBusiness = Number(rows[0]!.with_business);
  const far = (await database.db.execute(
    sql`select min(flight_id) as id from flight_cabin where cabin = 'economy' and flight_id >= ${economyOnly + 2 * SEAT_BLOCK}`,
  )) as unknown as { rows: Array<{ id: number }> };
  farAway = Number(far.rows[0]!.id);
}, 60_000);
afterAll(() => database.close());

const unsubscribe: Array<() => void> = [];
afterEach(() => unsubscribe.splice(0).forEach((stop) => stop()));

/** A reader subscribed to the process's seat changes, as the app wires it (flights.context.ts). */
function reader(options: { ttlMs: number | null; now?: () => number } = { ttlMs: null }) {
  const seats = new CachedSeatReader(database.db, options);
  unsubscribe.push(listenToSeatChanges((change) => seats.seatsChanged(change)));
  return seats;
}

/** Changes seats without announcing it: only a cache would not see it. */
const setSoldUnannounced = (flightId: number, sold: number) =>
  database.db.execute(
    sql`update flight_cabin set seats_sold = ${sold} where flight_id = ${flightId} and cabin = 'economy'`,
  );
const sold = async (seats: CachedSeatReader, flightId: number) =>
  (await seats.seatsFor([flightId], 'economy')).get(flightId)!.sold;

describe('CachedSeatReader', () => {
  it('answers from memory until a change of the flight is announced', async () => {
    const seats = reader();
    await setSoldUnannounced(economyOnly, 10);
    expect(await sold(seats, economyOnly)).toBe(10);
    await setSoldUnannounced(economyOnly, 11);
    expect(await sold(seats, economyOnly)).toBe(10);
    announceSeatChanges([economyOnly]);
    expect(await sold(seats, economyOnly)).toBe(11);
  });

  it('sees a hold by the orders module at once: holdSeats announces it', async () => {
    const seats = reader();
    await setSoldUnannounced(economyOnly, 20);
    expect(await sold(seats, economyOnly)).toBe(20);
    const held = await database.db.transaction((tx) =>
      holdSeats(tx, { flightId: economyOnly, cabin: 'economy', seats: 2 }),
    );
    expect(held).toBe(true);
    expect(await sold(seats, economyOnly)).toBe(22);
  });

  it('forgets only the blocks of the changed flights', async () => {
    const seats = reader();
    await setSoldUnannounced(economyOnly, 30);
    await setSoldUnannounced(farAway, 30);
    expect((await seats.seatsFor([economyOnly, farAway], 'economy')).get(farAway)!.sold).toBe(30);
    await setSoldUnannounced(economyOnly, 31);
    await setSoldUnannounced(farAway, 31);
    announceSeatChanges([economyOnly]);
    expect(await sold(seats, economyOnly)).toBe(31);
    expect(await sold(seats, farAway)).toBe(30);
    announceSeatChanges('all');
    expect(await sold(seats, farAway)).toBe(31);
  });

  it('does not keep a read that was out while a change was announced', async () => {
    const seats = reader();
    await setSoldUnannounced(economyOnly, 40);
    const read = seats.seatsFor([economyOnly], 'economy');
    announceSeatChanges([economyOnly]);
    // Searches asking after the announcement do not join the read sent before it.
    const after = seats.seatsFor([economyOnly], 'economy');
    expect((await read).get(economyOnly)!.sold).toBe(40);
    expect((await after).get(economyOnly)!.sold).toBe(40);
    await setSoldUnannounced(economyOnly, 41);
    // The first read was not kept; the second, sent after the change, is.
    expect(await sold(seats, economyOnly)).toBe(40);
    announceSeatChanges([economyOnly]);
    expect(await sold(seats, economyOnly)).toBe(41);
  });

  it('with a time-to-live (PostgreSQL), sees an unannounced write (another process) once it has passed', async () => {
    let clock = 1_000_000;
    const seats = reader({ ttlMs: 1000, now: () => clock });
    await setSoldUnannounced(economyOnly, 50);
    expect(await sold(seats, economyOnly)).toBe(50);
    await setSoldUnannounced(economyOnly, 51);
    clock += 999;
    expect(await sold(seats, economyOnly)).toBe(50);
    clock += 1;
    expect(await sold(seats, economyOnly)).toBe(51);
  });

  it('reads a block of neighbouring flights at once, and shares a read under way', async () => {
    const seats = reader();
    const neighbour = economyOnly % SEAT_BLOCK === SEAT_BLOCK - 1 ? economyOnly - 1 : economyOnly + 1;
    await setSoldUnannounced(neighbour, 60);
    let statements = 0;
    const stop = database.onStatement(() => void (statements += 1));
    const [one, other] = await Promise.all([
      seats.seatsFor([economyOnly], 'economy'),
      seats.seatsFor([neighbour], 'economy'),
    ]);
    stop();
    expect(statements).toBe(1);
    expect(one.get(economyOnly)!.sold).toBeGreaterThan(0);
    expect(other.get(neighbour)!.sold).toBe(60);
    await setSoldUnannounced(neighbour, 61);
    expect(await sold(seats, neighbour)).toBe(60);
  });

  it('leaves out flights without the cabin, and sees a cabin added once announced', async () => {
    const seats = reader();
    const business = await seats.seatsFor([economyOnly, withBusiness, withBusiness], 'business');
    expect([...business.keys()]).toEqual([withBusiness]);
    await database.db.execute(
      sql`insert into flight_cabin (flight_id, cabin, seats_total, seats_sold) values (${economyOnly}, 'business', 8, 0)`,
    );
    try {
      expect([...(await seats.seatsFor([economyOnly], 'business')).keys()]).toEqual([]);
      announceSeatChanges([economyOnly]);
      expect([...(await seats.seatsFor([economyOnly], 'business')).keys()]).toEqual([economyOnly]);
    } finally {
      await database.db.execute(sql`delete from flight_cabin where flight_id = ${economyOnly} and cabin = 'business'`);
      announceSeatChanges([economyOnly]);
    }
  });

  it('sees flights the schedule loader inserts into a block it had read', async () => {
    const seats = reader();
    const [last] = (
      (await database.db.execute(sql`select max(id) as id, max(service_date)::text as day from flight`)) as unknown as {
        rows: Array<{ id: number; day: string }>;
      }
    ).rows;
    const lastId = Number(last!.id);
    expect((await seats.seatsFor([lastId], 'economy')).has(lastId)).toBe(true);
    // Days later the horizon has moved: the loader inserts those days' flights after the last id.
    const inserted = await extendSchedule(
      database.db,
      new Date(Date.parse(`${last!.day}T12:00:00Z`) - 360 * 86_400_000),
    );
    expect(inserted).toBeGreaterThan(0);
    const { rows } = (await database.db.execute(
      sql`select id from flight where id > ${lastId} and id < ${(Math.floor(lastId / SEAT_BLOCK) + 1) * SEAT_BLOCK} order by id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const sameBlock = rows.map((row) => Number(row.id));
    expect(sameBlock.length).toBeGreaterThan(0);
    expect([...(await seats.seatsFor(sameBlock, 'economy')).keys()].sort((x, y) => x - y)).toEqual(sameBlock);
  });
});

describe('seat changes told by the database', () => {
  it('a committed write nobody announces reaches a reader that listens, as flights.context.ts wires it', async () => {
    const seats = new CachedSeatReader(database.db, { ttlMs: null });
    const heard: string[] = [];
    const stop = await database.listen(
      SEAT_CHANGES_CHANNEL,
      (payload) => {
        heard.push(payload);
        seats.seatsChanged(parseSeatChange(payload));
      },
      () => seats.seatsChanged('all'),
    );
    try {
      await setSoldUnannounced(farAway, 3);
      const before = await sold(seats, farAway);
      expect(before).toBe(3);
      heard.length = 0;
      await setSoldUnannounced(farAway, 4);
      await expect.poll(() => heard, { timeout: 2000 }).toContain(String(farAway));
      expect(await sold(seats, farAway)).toBe(4);
      // A rolled-back change is never told.
      heard.length = 0;
      await database.db
        .transaction(async (tx) => {
          await tx.execute(
            sql`update flight_cabin set seats_sold = 9 where flight_id = ${farAway} and cabin = 'economy'`,
          );
          tx.rollback();
        })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
      expect(await sold(seats, farAway)).toBe(4);
    } finally {
      await stop();
    }
  });

  it('reads a notification as flight ids, and anything else as everything', () => {
    expect(parseSeatChange('12,7')).toEqual([12, 7]);
    expect(parseSeatChange('all')).toBe('all');
    expect(parseSeatChange('12,x')).toBe('all');
    expect(parseSeatChange('')).toBe('all');
  });
});
