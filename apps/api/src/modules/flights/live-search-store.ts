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
 *
 * An outside supplier answers after the search was stored: its answer is put on its own
 * (`putSupplierAnswer`), in memory on the held search, in Redis under a key of its own per search
 * and supplier, so two answers never overwrite each other and any process reads the search with
 * every answer that arrived (docs/architecture.md, "Flight supply").
 */
import type { Redis } from 'ioredis';
import { AppError } from '../../shared/app-error.js';
import type { RedisOutage } from '../../shared/rate-limit-store.js';
import type { StoredSearchParams } from './flights.service.js';
import type { StoredOffer } from './own-inventory.supplier.js';

/** Where an outside supplier of a search stands, with the offers it answered. */
export interface SupplierAnswer {
  status: 'pending' | 'answered' | 'unanswered';
  /** When this attempt asked (milliseconds since the epoch), and its time budget. */
  askedAt: number;
  budgetMs: number;
  /** 1 for the search itself, counting up with each retry: offer ids carry it. */
  attempt: number;
  offers: StoredOffer[];
}

export interface LiveSearch {
  id: string;
  params: StoredSearchParams;
  /** Every offer that arrived: the agency's own, then each answered supplier's. */
  offers: StoredOffer[];
  expiresAt: Date;
  /** The outside suppliers asked, by name; absent or empty when only the agency's own inventory was. */
  suppliers?: Record<string, SupplierAnswer>;
}

export interface LiveSearchStore {
  /** Stores a search; `offers` are the agency's own, `suppliers` the outside ones as first asked. */
  put(search: LiveSearch): Promise<void>;
  /** An outside supplier's answer (or a new attempt, pending) replaces what the search held of it. */
  putSupplierAnswer(id: string, supplier: string, answer: SupplierAnswer): Promise<void>;
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
// An outside offer's detail (terms, rate, supplier ids) and each of its segments with their strings,
// measured with bench/live-search-memory.mjs --outside (300 supplier offers a search).
const OUTSIDE_DETAIL_BYTES = 500;
const SEGMENT_BYTES = 500;

/** The approximate heap a search's offers take while held. */
export function estimateSearchBytes(offers: readonly StoredOffer[]): number {
  let bytes = SEARCH_BYTES;
  for (const offer of offers)
    bytes +=
      OFFER_BYTES +
      offer.flightIds.length * FLIGHT_ID_BYTES +
      offer.breakdown.length * PRICE_LINE_BYTES +
      (offer.outside ? OUTSIDE_DETAIL_BYTES : 0) +
      (offer.segments?.length ?? 0) * SEGMENT_BYTES;
  return bytes;
}

/** The search with every answered supplier's offers after its own. */
function withAnswers(search: Omit<LiveSearch, 'offers'> & { ownOffers: StoredOffer[] }): LiveSearch {
  const answers = Object.values(search.suppliers ?? {});
  return {
    id: search.id,
    params: search.params,
    offers: answers.length === 0 ? search.ownOffers : [...search.ownOffers, ...answers.flatMap((a) => a.offers)],
    expiresAt: search.expiresAt,
    ...(search.suppliers ? { suppliers: search.suppliers } : {}),
  };
}

export interface MemoryStoreOptions {
  /** Approximate bytes the held searches may take (see `estimateSearchBytes`). */
  maxBytes?: number;
  /** Searches held at most, whatever their size. */
  maxHeld?: number;
  /** Ids of expired searches remembered at most (about 100 bytes each). */
  maxExpiredIds?: number;
}

interface HeldSearch {
  search: Omit<LiveSearch, 'offers'> & { ownOffers: StoredOffer[] };
  bytes: number;
}

export class MemoryLiveSearchStore implements LiveSearchStore {
  /** Held searches in the order they were put: their expiry order too (one time limit for all). */
  private readonly held = new Map<string, HeldSearch>();
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
    const suppliers = search.suppliers ? { ...search.suppliers } : undefined;
    const bytes = estimateSearchBytes(
      suppliers ? [...search.offers, ...Object.values(suppliers).flatMap((a) => a.offers)] : search.offers,
    );
    const { offers, ...rest } = search;
    this.held.set(search.id, { search: { ...rest, ownOffers: offers, ...(suppliers ? { suppliers } : {}) }, bytes });
    this.bytesHeld += bytes;
    this.keepWithinBudget(now);
  }

  async putSupplierAnswer(id: string, supplier: string, answer: SupplierAnswer): Promise<void> {
    const entry = this.held.get(id);
    if (!entry) return;
    const suppliers = (entry.search.suppliers ??= {});
    const before = suppliers[supplier]?.offers ?? [];
    const delta = estimateSearchBytes(answer.offers) - estimateSearchBytes(before);
    suppliers[supplier] = answer;
    entry.bytes += delta;
    this.bytesHeld += delta;
    this.keepWithinBudget(Date.now());
  }

  private keepWithinBudget(now: number) {
    while (this.held.size > this.maxHeld || (this.bytesHeld > this.maxBytes && this.held.size > 0)) {
      const id = this.held.keys().next().value!;
      this.letGo(id, now);
    }
  }

  async get(id: string, now = Date.now()): Promise<LiveSearch | 'expired' | null> {
    const entry = this.held.get(id);
    if (entry && entry.search.expiresAt.getTime() > now) return withAnswers(entry.search);
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
  /** Names of the outside suppliers asked: each answer is in `{prefix}{id}:s:{name}`. */
  suppliers?: string[];
}

/**
 * Searches in Redis: `{prefix}{id}` holds the search as JSON and expires with it; `{prefix}{id}:id`
 * remembers for a day that it existed. Both written in one round trip. Each outside supplier's
 * answer is `{prefix}{id}:s:{supplier}`, written whole by whichever process asked it (one SET, so
 * atomic) and expiring with the search.
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
    const suppliers = search.suppliers ?? {};
    const names = Object.keys(suppliers);
    const entry: RedisEntry = {
      params: search.params,
      offers: search.offers,
      expiresAt,
      ...(names.length > 0 ? { suppliers: names } : {}),
    };
    let write = this.redis
      .multi()
      .set(this.prefix + search.id, JSON.stringify(entry), 'PX', ttl)
      .set(`${this.prefix}${search.id}:id`, '1', 'PX', ttl + EXPIRED_IDS_KEPT_MS);
    for (const name of names)
      write = write.set(this.supplierKey(search.id, name), JSON.stringify(suppliers[name]), 'PX', ttl);
    const results = await write.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('live searches: Redis discarded the write');
  }

  async putSupplierAnswer(id: string, supplier: string, answer: SupplierAnswer): Promise<void> {
    // Only while the search lives (its remaining time is the answer's too): PTTL is -2 once it is gone.
    const ttl = await this.redis.pttl(this.prefix + id);
    if (ttl <= 0) return;
    await this.redis.set(this.supplierKey(id, supplier), JSON.stringify(answer), 'PX', ttl);
  }

  async get(id: string, now = Date.now()): Promise<LiveSearch | 'expired' | null> {
    const [json, known] = await this.redis.mget(this.prefix + id, `${this.prefix}${id}:id`);
    if (json) {
      const entry = JSON.parse(json) as RedisEntry;
      if (entry.expiresAt <= now) return 'expired';
      const base = { id, params: entry.params, ownOffers: entry.offers, expiresAt: new Date(entry.expiresAt) };
      const names = entry.suppliers ?? [];
      if (names.length === 0) return withAnswers(base);
      const answers = await this.redis.mget(...names.map((name) => this.supplierKey(id, name)));
      const suppliers: Record<string, SupplierAnswer> = {};
      names.forEach((name, i) => {
        const answer = answers[i];
        if (answer) suppliers[name] = JSON.parse(answer) as SupplierAnswer;
      });
      return withAnswers({ ...base, suppliers });
    }
    return known ? 'expired' : null;
  }

  async expire(id: string): Promise<void> {
    await this.redis.del(this.prefix + id);
  }

  private supplierKey(id: string, supplier: string) {
    return `${this.prefix}${id}:s:${supplier}`;
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

  async putSupplierAnswer(id: string, supplier: string, answer: SupplierAnswer): Promise<void> {
    // A search made during an outage lives in memory; any other is Redis's.
    if ((await this.memory.get(id)) !== null) return this.memory.putSupplierAnswer(id, supplier, answer);
    if (!this.outage.shouldTry()) return;
    try {
      await this.redis.putSupplierAnswer(id, supplier, answer);
      this.outage.succeeded();
    } catch (error) {
      // The supplier's offers are lost for this search; it shows the supplier as pending until its budget ends.
      this.outage.failed(error);
    }
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
