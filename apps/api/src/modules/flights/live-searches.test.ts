/**
 * Live searches on the embedded database: offers held in memory, rows written in batches but
 * always before any other statement, offers written out past the memory bound, expiry by the row.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedConnection, openDatabase, type DatabaseHandle, type EmbeddedConnection } from '../../db/client.js';
import { insertHeldSearchesStatement } from './flights.repository.js';
import { loadLiveSearch, type StoredSearchParams } from './flights.service.js';
import { LiveSearches, estimateSearchBytes, liveSearchesFor, type LiveSearch } from './live-searches.js';
import type { StoredOffer } from './own-inventory.supplier.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

let database: DatabaseHandle;
let connection: EmbeddedConnection;

beforeAll(async () => {
  database = await openDatabase({ pgliteSnapshot: new Blob([await readFile(inject('pgliteSnapshotPath'))]) });
  connection = embeddedConnection(database.db)!;
}, 60_000);
afterAll(async () => {
  await liveSearchesFor(database.db).close();
  await database.close();
});

const params: StoredSearchParams = {
  type: 'one_way',
  city_from: 'BSZ',
  city_to: 'OSS',
  when_date: '2030-01-10',
  back_date: null,
  passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
};
const offer = (id: string): StoredOffer => ({
  id, supplier: 'own', leg: 'there', flightIds: [1], cabin: 'economy', family: 'light', seatsLeft: 5, total: 5000,
  breakdown: [{ type: 'ADLT', pensioner: false, with_seat: true, count: 1, unit_amount: 5000, amount: 5000 }],
  durationMin: 60, stops: 0, departsAt: 0, baggageKg: null, handBaggageKg: 10, refundFee: null, changeFee: 3000,
});
const search = (expiresInMs = 20 * 60_000): LiveSearch => ({ id: randomUUID().replaceAll('-', ''), params, offers: [offer('T1'), offer('T2')], expiresAt: new Date(Date.now() + expiresInMs) });

/** The row as the database has it right now, read behind the store's back. */
async function rowQuietly(id: string) {
  const result = (await connection.quietQuery('select offers, expires_at from flight_search where id = $1', [id])) as { rows: Array<{ offers: unknown; expires_at: Date }> };
  return result.rows[0];
}

describe('LiveSearches on the embedded database', () => {
  it('holds the offers and writes the row a moment later, without them', async () => {
    const store = new LiveSearches(database.db, connection, { flushAfterMs: 20 });
    const s = search();
    await store.save(s);
    expect(store.heldOffers(s.id)).toEqual(s.offers);
    expect(await rowQuietly(s.id)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowQuietly(s.id)).toMatchObject({ offers: null });
  });

  it('writes the rows before any other statement runs, so plain SQL sees them at once', async () => {
    const store = new LiveSearches(database.db, connection, { flushAfterMs: 60_000 });
    const s = search();
    await store.save(s);
    const { rows } = (await database.db.execute(sql`update flight_search set expires_at = now() - interval '1 second' where id = ${s.id} returning id`)) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);
    await store.close();
  });

  it('lets the oldest offers go into their rows past the memory bound, and pages them from there', async () => {
    const store = new LiveSearches(database.db, connection, { maxHeld: 2, flushAfterMs: 60_000 });
    const [first, second, third] = [search(), search(), search()];
    for (const s of [first, second, third]) await store.save(s);
    expect(store.heldCount).toBe(2);
    expect(store.heldOffers(first.id)).toBeUndefined();
    expect(store.heldOffers(third.id)).toEqual(third.offers);
    await store.flush();
    expect((await rowQuietly(first.id))!.offers).toEqual(first.offers);
    expect((await rowQuietly(third.id))!.offers).toBeNull();
    // loadLiveSearch reads offers from the row when no process holds them.
    expect((await loadLiveSearch(database.db, first.id)).offers).toEqual(first.offers);
  });

  it('keeps the held offers within the byte budget, and pages the others from their rows', async () => {
    const perSearch = estimateSearchBytes(search().offers);
    const store = new LiveSearches(database.db, connection, { maxBytes: perSearch * 3 + 1, flushAfterMs: 60_000 });
    const searches = Array.from({ length: 10 }, () => search());
    for (const s of searches) await store.save(s);
    expect(store.heldCount).toBe(3);
    expect(store.memory.heldBytes).toBeLessThanOrEqual(store.memory.maxBytes);
    for (const s of searches.slice(0, 7)) expect(store.heldOffers(s.id)).toBeUndefined();
    for (const s of searches.slice(7)) expect(store.heldOffers(s.id)).toEqual(s.offers);
    await store.flush();
    for (const s of searches.slice(0, 7)) expect((await loadLiveSearch(database.db, s.id)).offers).toEqual(s.offers);
    // A smaller budget lets more go from the next save on.
    store.limitMemory(perSearch);
    await store.save(search());
    expect(store.heldCount).toBe(1);
    await store.close();
  });

  it('forgets expired searches as new ones come', async () => {
    const store = new LiveSearches(database.db, connection, { flushAfterMs: 60_000 });
    const old = search(-1);
    await store.save(old);
    await store.save(search());
    expect(store.heldOffers(old.id)).toBeUndefined();
    expect(store.heldCount).toBe(1);
    await store.close();
  });

  it('writes everything on close', async () => {
    const store = new LiveSearches(database.db, connection, { flushAfterMs: 60_000 });
    const s = search();
    await store.save(s);
    await store.close();
    expect(await rowQuietly(s.id)).toBeDefined();
  });
});

describe('loadLiveSearch', () => {
  it('answers the held offers, 410 once the row has expired, 404 for an unknown id', async () => {
    const s = search();
    await liveSearchesFor(database.db).save(s);
    expect(await loadLiveSearch(database.db, s.id)).toMatchObject({ params, offers: s.offers });
    await expect(loadLiveSearch(database.db, s.id, s.expiresAt.getTime())).rejects.toMatchObject({ statusCode: 410 });
    await database.db.execute(sql`update flight_search set expires_at = now() - interval '1 second' where id = ${s.id}`);
    await expect(loadLiveSearch(database.db, s.id)).rejects.toMatchObject({ statusCode: 410 });
    await expect(loadLiveSearch(database.db, '0'.repeat(32))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 410 for a search whose offers were held by a process that has stopped', async () => {
    const s = search();
    const insert = insertHeldSearchesStatement(database.db, [s]);
    await connection.quietQuery(insert.sql, insert.params);
    await expect(loadLiveSearch(database.db, s.id)).rejects.toMatchObject({ statusCode: 410, code: 'search_expired' });
  });
});

describe('LiveSearches on PostgreSQL (no embedded connection)', () => {
  it('writes the row with its offers before answering, and holds nothing', async () => {
    const store = new LiveSearches(database.db, undefined);
    const s = search();
    await store.save(s);
    expect(store.heldOffers(s.id)).toBeUndefined();
    expect((await rowQuietly(s.id))!.offers).toEqual(s.offers);
  });
});
