/**
 * Live-search stores: in memory (bounded by bytes and count) and in Redis (shared by processes;
 * each test uses its own key prefix). Both: the search until it expires, 'expired' after (410),
 * null for an id never issued (404).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLiveSearch, type StoredSearchParams } from './flights.service.js';
import {
  MemoryLiveSearchStore,
  RedisLiveSearchStore,
  estimateSearchBytes,
  type LiveSearch,
  type LiveSearchStore,
} from './live-search-store.js';
import type { StoredOffer } from './own-inventory.supplier.js';

const params: StoredSearchParams = {
  type: 'one_way',
  city_from: 'BSZ',
  city_to: 'OSS',
  when_date: '2030-01-10',
  back_date: null,
  passengers: { type: 'ekonom', adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 },
};
const offer = (id: string): StoredOffer => ({
  id,
  supplier: 'own',
  leg: 'there',
  flightIds: [1],
  cabin: 'economy',
  family: 'light',
  seatsLeft: 5,
  total: 5000,
  breakdown: [{ type: 'ADLT', pensioner: false, with_seat: true, count: 1, unit_amount: 5000, amount: 5000 }],
  durationMin: 60,
  stops: 0,
  departsAt: 0,
  baggageKg: null,
  handBaggageKg: 10,
  refundFee: null,
  changeFee: 3000,
});
const search = (expiresInMs = 20 * 60_000): LiveSearch => ({
  id: randomUUID().replaceAll('-', ''),
  params,
  offers: [offer('T1'), offer('T2')],
  expiresAt: new Date(Date.now() + expiresInMs),
});

/** What every store must do, whatever keeps the searches. */
function behavesAsLiveSearchStore(name: string, makeStore: () => LiveSearchStore | Promise<LiveSearchStore>) {
  describe(`${name}: the LiveSearchStore contract`, () => {
    it('answers a search until it expires, then expired; null for an id never put', async () => {
      const store = await makeStore();
      const s = search();
      await store.put(s);
      expect(await store.get(s.id)).toEqual(s);
      expect(await store.get(s.id, s.expiresAt.getTime() - 1)).toEqual(s);
      expect(await store.get(s.id, s.expiresAt.getTime())).toBe('expired');
      expect(await store.get(randomUUID().replaceAll('-', ''))).toBeNull();
    });

    it('ends a search on expire: expired from then on, other searches untouched', async () => {
      const store = await makeStore();
      const [ended, kept] = [search(), search()];
      await store.put(ended);
      await store.put(kept);
      await store.expire(ended.id);
      expect(await store.get(ended.id)).toBe('expired');
      expect(await store.get(kept.id)).toEqual(kept);
    });

    it('maps to 410 and 404 through loadLiveSearch', async () => {
      const store = await makeStore();
      const s = search();
      await store.put(s);
      expect(await loadLiveSearch({ searches: store }, s.id)).toMatchObject({ params, offers: s.offers });
      await expect(loadLiveSearch({ searches: store }, s.id, s.expiresAt.getTime())).rejects.toMatchObject({
        statusCode: 410,
        code: 'search_expired',
      });
      await store.expire(s.id);
      await expect(loadLiveSearch({ searches: store }, s.id)).rejects.toMatchObject({ statusCode: 410 });
      await expect(loadLiveSearch({ searches: store }, '0'.repeat(32))).rejects.toMatchObject({ statusCode: 404 });
    });
  });
}

behavesAsLiveSearchStore('MemoryLiveSearchStore', () => new MemoryLiveSearchStore());

describe('MemoryLiveSearchStore', () => {
  it('keeps the held searches within the byte budget: the oldest are let go and answer expired', async () => {
    const perSearch = estimateSearchBytes(search().offers);
    const store = new MemoryLiveSearchStore({ maxBytes: perSearch * 3 + 1 });
    const searches = Array.from({ length: 10 }, () => search());
    for (const s of searches) await store.put(s);
    expect(store.memory.held).toBe(3);
    expect(store.memory.heldBytes).toBeLessThanOrEqual(store.memory.maxBytes);
    for (const s of searches.slice(0, 7)) expect(await store.get(s.id)).toBe('expired');
    for (const s of searches.slice(7)) expect(await store.get(s.id)).toEqual(s);
  });

  it('keeps at most maxHeld searches, whatever their size', async () => {
    const store = new MemoryLiveSearchStore({ maxHeld: 2 });
    const [first, second, third] = [search(), search(), search()];
    for (const s of [first, second, third]) await store.put(s);
    expect(store.memory.held).toBe(2);
    expect(await store.get(first.id)).toBe('expired');
    expect(await store.get(third.id)).toEqual(third);
  });

  it('lets expired searches go as new ones come, and remembers their ids', async () => {
    const store = new MemoryLiveSearchStore();
    const old = search(-1);
    await store.put(old);
    await store.put(search());
    expect(store.memory.held).toBe(1);
    expect(await store.get(old.id)).toBe('expired');
  });

  it('remembers a bounded number of expired ids', async () => {
    const store = new MemoryLiveSearchStore({ maxHeld: 1, maxExpiredIds: 2 });
    const searches = Array.from({ length: 5 }, () => search());
    for (const s of searches) await store.put(s);
    expect(await store.get(searches[0]!.id)).toBeNull();
    expect(await store.get(searches[2]!.id)).toBe('expired');
    expect(await store.get(searches[4]!.id)).toEqual(searches[4]);
  });
});

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const redisClient = () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  clients.push(redis);
  return redis;
};
const redisUp = await redisClient()
  .connect()
  .then(
    () => true,
    () => false,
  );
if (!redisUp) console.warn(`no Redis at ${REDIS_URL}: the Redis live-search tests are skipped`);
afterAll(() => clients.forEach((redis) => redis.disconnect()));

/** A key prefix of its own per test, removed afterwards. */
const prefixes: string[] = [];
const uniquePrefix = () => {
  const prefix = `sapar-test:${randomUUID()}:search:`;
  prefixes.push(prefix);
  return prefix;
};
afterAll(async () => {
  if (!redisUp) return;
  const redis = clients[0]!;
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
});

describe.skipIf(!redisUp)('RedisLiveSearchStore', () => {
  behavesAsLiveSearchStore('RedisLiveSearchStore', () => new RedisLiveSearchStore(clients[0]!, uniquePrefix()));

  it('shares searches between processes: a search put through one connection is read through another', async () => {
    const prefix = uniquePrefix();
    const [a, b] = [new RedisLiveSearchStore(clients[0]!, prefix), new RedisLiveSearchStore(redisClient(), prefix)];
    const s = search();
    await a.put(s);
    expect(await b.get(s.id)).toEqual(s);
    await b.expire(s.id);
    expect(await a.get(s.id)).toBe('expired');
  });

  it('lets Redis drop the offers when the search expires, and keeps the id a day', async () => {
    const prefix = uniquePrefix();
    const store = new RedisLiveSearchStore(clients[0]!, prefix);
    const s = search(20 * 60_000);
    await store.put(s);
    const offersTtl = await clients[0]!.pttl(prefix + s.id);
    const idTtl = await clients[0]!.pttl(`${prefix}${s.id}:id`);
    expect(offersTtl).toBeGreaterThan(19 * 60_000);
    expect(offersTtl).toBeLessThanOrEqual(20 * 60_000);
    expect(idTtl).toBeGreaterThan(24 * 3_600_000);

    const short = search(50);
    await store.put(short);
    // Redis itself drops the offers: wait for the key to go, then the search answers expired.
    await expect.poll(() => clients[0]!.exists(prefix + short.id), { timeout: 2000, interval: 20 }).toBe(0);
    expect(await store.get(short.id)).toBe('expired');
  });
});
