/**
 * The seat cache on the embedded database: kept until a statement that may change flights or
 * their cabins, never longer; on PostgreSQL (no embedded connection) every read goes to the
 * database. And the embedded connection's change count it relies on.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedConnection, openDatabase, type DatabaseHandle, type EmbeddedConnection } from '../../db/client.js';
import { SEAT_BLOCK, SeatCache } from './seat-cache.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

let database: DatabaseHandle;
let connection: EmbeddedConnection;
let economyOnly: number;
let withBusiness: number;
/** A flight in another block than economyOnly's. */
let farAway: number;

beforeAll(async () => {
  database = await openDatabase({ pgliteSnapshot: new Blob([await readFile(inject('pgliteSnapshotPath'))]) });
  connection = embeddedConnection(database.db)!;
  const { rows } = (await database.db.execute(sql`
    select (select min(flight_id) from flight_cabin c where cabin = 'economy' and not exists (select 1 from flight_cabin b where b.flight_id = c.flight_id and b.cabin = 'business')) as economy_only,
           (select min(flight_id) from flight_cabin where cabin = 'business') as with_business`)) as unknown as { rows: Array<Record<string, unknown>> };
  economyOnly = Number(rows[0]!.economy_only);
  withBusiness = Number(rows[0]!.with_business);
  const far = (await database.db.execute(sql`select min(flight_id) as id from flight_cabin where cabin = 'economy' and flight_id >= ${economyOnly + 2 * SEAT_BLOCK}`)) as unknown as { rows: Array<{ id: number }> };
  farAway = Number(far.rows[0]!.id);
}, 60_000);
afterAll(() => database.close());

/** Changes seats behind the connection's back: only a cache would not see it. */
const setSoldQuietly = (flightId: number, sold: number) => connection.quietQuery(`update flight_cabin set seats_sold = $1 where flight_id = $2 and cabin = 'economy'`, [sold, flightId]);
const sold = async (cache: SeatCache, flightId: number) => (await cache.read([flightId], 'economy')).get(flightId)!.sold;
/** Drizzle sends a query when it is awaited or then'd: this sends it now. */
const send = <T>(query: PromiseLike<T>) => Promise.resolve(query.then((result) => result));

describe('the embedded connection', () => {
  it('counts statements that may change the watched tables, when sent and when ended, inside transactions too', async () => {
    const seats = connection.watch(['flight_cabin']);
    await database.db.execute(sql`select seats_sold from flight_cabin limit 1`);
    await database.db.execute(sql`update mail_outbox set attempts = attempts where false`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from mail_outbox for update skip locked`);
    });
    expect(seats.count).toBe(0);
    const update = send(database.db.execute(sql`update flight_cabin set seats_sold = seats_sold where flight_id = ${economyOnly}`));
    expect(seats.count).toBe(1);
    await update;
    expect(seats.count).toBe(2);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update "flight_cabin" set seats_sold = seats_sold where flight_id = ${economyOnly}`);
      expect(seats.count).toBe(3);
    });
    expect(seats.count).toBe(4);
    await database.db.execute(sql`select seats_sold from flight_cabin where flight_id = ${economyOnly} for update`);
    expect(seats.count).toBe(6);
  });
});

describe('SeatCache', () => {
  it('answers again from memory until something changes seats', async () => {
    const cache = new SeatCache(database.db, connection);
    await setSoldQuietly(economyOnly, 10);
    expect(await sold(cache, economyOnly)).toBe(10);
    await setSoldQuietly(economyOnly, 11);
    expect(await sold(cache, economyOnly)).toBe(10);
    // Writes elsewhere (the mail job's transaction every few seconds) keep it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from mail_outbox for update skip locked`);
    });
    expect(await sold(cache, economyOnly)).toBe(10);
    await database.db.execute(sql`update flight_cabin set seats_sold = 12 where flight_id = ${economyOnly} and cabin = 'economy'`);
    expect(await sold(cache, economyOnly)).toBe(12);
  });

  it('forgets everything after a transaction that changes seats (how bookings, expiries and refunds write)', async () => {
    const cache = new SeatCache(database.db, connection);
    await setSoldQuietly(economyOnly, 20);
    expect(await sold(cache, economyOnly)).toBe(20);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update flight_cabin set seats_sold = 21 where flight_id = ${economyOnly} and cabin = 'economy'`);
    });
    expect(await sold(cache, economyOnly)).toBe(21);
  });

  it('never serves a read that raced a write after the write', async () => {
    const cache = new SeatCache(database.db, connection);
    await setSoldQuietly(economyOnly, 30);
    const write = database.db.execute(sql`update flight_cabin set seats_sold = 31 where flight_id = ${economyOnly} and cabin = 'economy'`);
    const [read] = await Promise.all([cache.read([economyOnly], 'economy'), write]);
    expect([30, 31]).toContain(read.get(economyOnly)!.sold);
    await setSoldQuietly(economyOnly, 32);
    // Unseen by the cache: it may still answer 31, never the 30 from before the write.
    expect([31, 32]).toContain(await sold(cache, economyOnly));
  });

  it('does not keep a read during which a change was sent or ended', async () => {
    const changes = { count: 0 };
    const clock: EmbeddedConnection = { watch: () => changes, beforeStatement: () => undefined, quietQuery: connection.quietQuery };
    const cache = new SeatCache(database.db, clock);
    await setSoldQuietly(economyOnly, 40);
    const first = cache.read([economyOnly], 'economy');
    changes.count += 2;
    const second = cache.read([farAway], 'economy');
    expect((await first).get(economyOnly)!.sold).toBe(40);
    await second;
    await setSoldQuietly(economyOnly, 41);
    expect(await sold(cache, economyOnly)).toBe(41);
    // The read sent after the change is kept.
    await setSoldQuietly(farAway, 0);
    expect(await sold(cache, farAway)).not.toBe(0);
  });

  it('reads a block of neighbouring flights at once, and shares a read under way', async () => {
    const cache = new SeatCache(database.db, connection);
    const neighbour = economyOnly % SEAT_BLOCK === SEAT_BLOCK - 1 ? economyOnly - 1 : economyOnly + 1;
    await setSoldQuietly(neighbour, 50);
    const [one, other] = await Promise.all([cache.read([economyOnly], 'economy'), cache.read([neighbour], 'economy')]);
    expect(one.get(economyOnly)!.sold).toBeGreaterThan(0);
    expect(other.get(neighbour)!.sold).toBe(50);
    await setSoldQuietly(neighbour, 51);
    expect(await sold(cache, neighbour)).toBe(50);
  });

  it('leaves out flights without the cabin, and remembers that too', async () => {
    const cache = new SeatCache(database.db, connection);
    const business = await cache.read([economyOnly, withBusiness, withBusiness], 'business');
    expect([...business.keys()]).toEqual([withBusiness]);
    await connection.quietQuery(`insert into flight_cabin (flight_id, cabin, seats_total, seats_sold) values ($1, 'business', 8, 0)`, [economyOnly]);
    try {
      expect([...(await cache.read([economyOnly], 'business')).keys()]).toEqual([]);
    } finally {
      await connection.quietQuery(`delete from flight_cabin where flight_id = $1 and cabin = 'business'`, [economyOnly]);
    }
  });

  it('reads the database every time without an embedded connection (PostgreSQL)', async () => {
    const cache = new SeatCache(database.db, undefined);
    await setSoldQuietly(economyOnly, 60);
    expect(await sold(cache, economyOnly)).toBe(60);
    await setSoldQuietly(economyOnly, 61);
    expect(await sold(cache, economyOnly)).toBe(61);
  });
});
