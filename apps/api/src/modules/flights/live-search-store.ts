/**
 * Live searches: a search's parameters and priced offers, kept for paging and booking until the
 * search expires (SEARCH_TTL_SECONDS, 20 minutes; 410 after). Nothing of it goes to the
 * database: a search costs no write there on either database.
 *
 * Two stores behind one interface, chosen by configuration (flights.context.ts):
 * - memory (no REDIS_URL): this process's heap, bounded by an approximate byte budget
 *   (LIVE_SEARCH_MEMORY_MB, each search's size estimated from its offers) and a count. Beyond either
 *   the oldest searches are let go and answer 410 (refresh) like expired ones; so do all searches
 *   after a restart. One process only: another process does not know its searches.
 * - Redis (REDIS_URL): every API process sees every search, so a search made on one pages and books
 *   on another. Redis drops the offers when the search expires.
 *   While Redis cannot be reached the searches fall back to this process's memory
 *   (FallbackLiveSearchStore): a search made then pages and books on the process that made it, and
 *   one made before the outage answers 503 with Retry-After until Redis is back. Never a 500.
 * Both remember for a while (a day) that an id existed, so an expired search answers 410, not 404.
 */
import type { Redis } from 'ioredis';
import { AppError } from '../../shared/app-error.js';
import type { RedisOutage } from '../../shared/rate-limit-store.js';
import type { StoredSearchParams } from './flights.service.js';
import type { StoredOffer } from './own-inventory.supplier.js';

export interface LiveSearch {
  id: string;
  params: StoredSearchParams;
  offers: StoredOffer[];
  expiresAt: Date;
}

export interface LiveSearchStore {
  put(search: LiveSearch): Promise<void>;
  /** The search while it lives; 'expired' once its time is up or it was let go; null: never known. */
  get(id: string, now?: number): Promise<LiveSearch | 'expired' | null>;
  /** Ends a search now: 'expired' from then on. */
  expire(id: string): Promise<void>;
}

/** How long an expired search's id is remembered (410 instead of 404). */
export const EXPIRED_IDS_KEPT_MS = 24 * 3_600_000;

export const DEFAULT_LIVE_SEARCH_BYTES = 64 * 1024 * 1024;

// Heap bytes per held search, measured with bench/live-search-memory.mjs on V8 (Node 20): the
// map entry and the offers array, each offer object with its flight ids and price lines.
const SEARCH_BYTES = 500;
const OFFER_BYTES = 330;
const FLIGHT_ID_BYTES = 20;
const PRICE_LINE_BYTES = 140;

/** The approximate heap a search's offers take while held. */
export function estimateSearchBytes(offers: readonly StoredOffer[]): number {
  let bytes = SEARCH_BYTES;
  for (const offer of offers)
    bytes += OFFER_BYTES + offer.flightIds.length * FLIGHT_ID_BYTES + offer.breakdown.length * PRICE_LINE_BYTES;
  return bytes;
}

export interface MemoryStoreOptions {
  /** Approximate bytes the held searches may take (see `estimateSearchBytes`). */
  maxBytes?: number;
  /** Searches held at most, whatever their size. */
  maxHeld?: number;
  /** Ids of expired searches remembered at most (about 100 bytes each). */
  maxExpiredIds?: number;
}

export class MemoryLiveSearchStore implements LiveSearchStore {
  /** Held searches in the order they were put: their expiry order too (one time limit for all). */
  private readonly held = new Map<string, { search: LiveSearch; bytes: number }>();
  /** Ids of searches that expired or were let go -> until when they are remembered. */
  private readonly gone = new Map<string, number>();
  private bytesHeld = 0;
  private readonly maxBytes: number;
  private readonly maxHeld: number;
  private readonly maxExpiredIds: number;

  constructor(options: MemoryStoreOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_LIVE_SEARCH_BYTES;
    this.maxHeld = options.maxHeld ?? 50_000;
    this.maxExpiredIds = options.maxExpiredIds ?? 50_000;
  }

  /** Searches held, and the estimated bytes they take against the budget. */
  get memory(): { held: number; heldBytes: number; maxBytes: number } {
    return { held: this.held.size, heldBytes: this.bytesHeld, maxBytes: this.maxBytes };
  }

  async put(search: LiveSearch): Promise<void> {
    const now = Date.now();
    this.forgetExpired(now);
    const bytes = estimateSearchBytes(search.offers);
    this.held.set(search.id, { search, bytes });
    this.bytesHeld += bytes;
    while (this.held.size > this.maxHeld || (this.bytesHeld > this.maxBytes && this.held.size > 0)) {
      const id = this.held.keys().next().value!;
      this.letGo(id, now);
    }
  }

  async get(id: string, now = Date.now()): Promise<LiveSearch | 'expired' | null> {
    const entry = this.held.get(id);
    if (entry && entry.search.expiresAt.getTime() > now) return entry.search;
    if (entry) {
      this.letGo(id, now);
      return 'expired';
    }
    const until = this.gone.get(id);
    return until !== undefined && until > now ? 'expired' : null;
  }

  async expire(id: string): Promise<void> {
    if (this.held.has(id)) this.letGo(id, Date.now());
  }

  private letGo(id: string, now: number) {
    const entry = this.held.get(id);
    if (!entry) return;
    this.held.delete(id);
    this.bytesHeld -= entry.bytes;
    this.gone.delete(id);
    this.gone.set(id, now + EXPIRED_IDS_KEPT_MS);
    while (this.gone.size > this.maxExpiredIds) this.gone.delete(this.gone.keys().next().value!);
  }

  /** Lets expired searches go, oldest first, and forgets ids remembered long enough. */
  private forgetExpired(now: number) {
    for (const [id, { search }] of this.held) {
      if (search.expiresAt.getTime() > now) break;
      this.letGo(id, now);
    }
    for (const [id, until] of this.gone) {
      if (until > now) break;
      this.gone.delete(id);
    }
  }
}

interface RedisEntry {
  params: StoredSearchParams;
  offers: StoredOffer[];
  expiresAt: number;
}

/**
 * Searches in Redis: `{prefix}{id}` holds the search as JSON and expires with it; `{prefix}{id}:id`
 * remembers for a day that it existed. Both written in one round trip.
 */
export class RedisLiveSearchStore implements LiveSearchStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sapar:search:',
  ) {}

  async put(search: LiveSearch): Promise<void> {
    const expiresAt = search.expiresAt.getTime();
    const ttl = expiresAt - Date.now();
    if (ttl <= 0) return;
    const entry: RedisEntry = { params: search.params, offers: search.offers, expiresAt };
    const results = await this.redis
      .multi()
      .set(this.prefix + search.id, JSON.stringify(entry), 'PX', ttl)
      .set(`${this.prefix}${search.id}:id`, '1', 'PX', ttl + EXPIRED_IDS_KEPT_MS)
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('live searches: Redis discarded the write');
  }

  async get(id: string, now = Date.now()): Promise<LiveSearch | 'expired' | null> {
    const [json, known] = await this.redis.mget(this.prefix + id, `${this.prefix}${id}:id`);
    if (json) {
      const entry = JSON.parse(json) as RedisEntry;
      if (entry.expiresAt > now)
        return { id, params: entry.params, offers: entry.offers, expiresAt: new Date(entry.expiresAt) };
      return 'expired';
    }
    return known ? 'expired' : null;
  }

  async expire(id: string): Promise<void> {
    await this.redis.del(this.prefix + id);
  }
}

/** What a client is told to wait when a search kept in Redis cannot be read during an outage. */
export const SEARCHES_RETRY_AFTER_SECONDS = 5;

/**
 * Redis first, this process's memory while Redis cannot be reached (the outage is logged once when
 * it starts and once when Redis answers again; meanwhile Redis is tried at most once a second, so
 * a dead Redis costs no request any time). The Redis client must fail fast while disconnected
 * (container.ts: no offline queue, a command timeout).
 *
 * A search made during the outage lives in memory for the rest of its life, also after Redis is
 * back: memory is looked at first (an empty map while Redis never failed). A search Redis holds
 * cannot be read while it is out: 503 with Retry-After, not a 404 for a search that exists.
 */
export class FallbackLiveSearchStore implements LiveSearchStore {
  constructor(
    private readonly redis: LiveSearchStore,
    readonly memory: MemoryLiveSearchStore,
    private readonly outage: RedisOutage,
  ) {}

  async put(search: LiveSearch): Promise<void> {
    if (this.outage.shouldTry()) {
      try {
        await this.redis.put(search);
        this.outage.succeeded();
        return;
      } catch (error) {
        this.outage.failed(error);
      }
    }
    await this.memory.put(search);
  }

  async get(id: string, now = Date.now()): Promise<LiveSearch | 'expired' | null> {
    const local = await this.memory.get(id, now);
    if (local !== null) return local;
    if (this.outage.shouldTry()) {
      try {
        const found = await this.redis.get(id, now);
        this.outage.succeeded();
        return found;
      } catch (error) {
        this.outage.failed(error);
      }
    }
    throw new AppError('service_unavailable', {
      message: 'database_unavailable',
      params: { seconds: SEARCHES_RETRY_AFTER_SECONDS },
    });
  }

  async expire(id: string): Promise<void> {
    await this.memory.expire(id);
    try {
      await this.redis.expire(id);
      this.outage.succeeded();
    } catch (error) {
      // Redis forgets the search on its own when its time is up.
      this.outage.failed(error);
    }
  }
}
