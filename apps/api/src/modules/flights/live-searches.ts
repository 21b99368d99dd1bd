/**
 * Live searches: a search's priced offers, kept for paging and booking until the search expires.
 *
 * On PostgreSQL (any number of processes) a search is a flight_search row with its offers,
 * written before the answer leaves, so any process can page or book it.
 *
 * On the embedded database (PGlite: one process, one connection) the offers stay in this
 * process's memory and the row is written without them (offers JSON null), in batches a moment
 * later. Every other statement on the connection first waits for the rows handed over before it,
 * so to any reader (booking, paging, a test's SQL) the row is there once the search has answered,
 * and the search's expiry is its row's as on PostgreSQL. The memory held is bounded by an
 * approximate byte budget (LIVE_SEARCH_MEMORY_MB; each search's size estimated from its offers)
 * and a count: beyond either, the oldest searches' offers are written into their rows and let go,
 * and those searches page from their rows as on PostgreSQL. A restart loses the held offers:
 * those searches then answer 410 (offer time has expired: refresh).
 */
import { embeddedConnection, type Database, type EmbeddedConnection } from '../../db/client.js';
import { insertHeldSearchesStatement, insertSearch, storeOffersStatement, type Statement } from './flights.repository.js';
import type { StoredSearchParams } from './flights.service.js';
import type { StoredOffer } from './own-inventory.supplier.js';

export interface LiveSearch {
  id: string;
  params: StoredSearchParams;
  offers: StoredOffer[];
  expiresAt: Date;
}

export interface LiveSearchOptions {
  /**
   * Searches whose offers are held in memory at most, whatever their size. Beyond it (or beyond
   * `maxBytes`) every search writes the oldest search's offers into its row, which costs what a
   * search cost before.
   */
  maxHeld?: number;
  /** Approximate bytes the held offers may take (estimated per search, see `estimateSearchBytes`). */
  maxBytes?: number;
  /** How long rows may wait to be written together when nothing else asks for them. */
  flushAfterMs?: number;
  onError?: (error: unknown) => void;
}

/** Rows per insert statement (3 parameters each). */
const ROWS_PER_INSERT = 500;

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
  for (const offer of offers) bytes += OFFER_BYTES + offer.flightIds.length * FLIGHT_ID_BYTES + offer.breakdown.length * PRICE_LINE_BYTES;
  return bytes;
}

export class LiveSearches {
  private readonly held = new Map<string, { offers: StoredOffer[]; expiresAt: number; bytes: number }>();
  private bytesHeld = 0;
  /** Held searches whose rows are not written yet, oldest first. */
  private rows: LiveSearch[] = [];
  /** Offers let go from memory, to be written into their rows. */
  private spills: Array<{ id: string; offers: StoredOffer[] }> = [];
  /** The write under way; statements wait for it. */
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly maxHeld: number;
  private maxBytes: number;
  private readonly flushAfterMs: number;
  private onError: (error: unknown) => void;

  constructor(
    private readonly db: Database,
    private readonly connection: EmbeddedConnection | undefined,
    options: LiveSearchOptions = {},
  ) {
    this.maxHeld = options.maxHeld ?? 50_000;
    this.maxBytes = options.maxBytes ?? DEFAULT_LIVE_SEARCH_BYTES;
    this.flushAfterMs = options.flushAfterMs ?? 25;
    this.onError = options.onError ?? ((error) => console.error('flight searches: writing rows failed', error));
    connection?.beforeStatement(() => this.written());
  }

  /** Where failed writes are reported (the app's log). */
  reportErrorsTo(onError: (error: unknown) => void): void {
    this.onError = onError;
  }

  /** The memory budget (LIVE_SEARCH_MEMORY_MB); searches over it are let go from the next save. */
  limitMemory(maxBytes: number): void {
    this.maxBytes = maxBytes;
  }

  /** Searches whose offers this process holds in memory. */
  get heldCount(): number {
    return this.held.size;
  }

  /** The estimated bytes of the offers held, and the budget. */
  get memory(): { heldBytes: number; maxBytes: number } {
    return { heldBytes: this.bytesHeld, maxBytes: this.maxBytes };
  }

  async save(search: LiveSearch): Promise<void> {
    if (!this.connection) return insertSearch(this.db, search);
    this.forgetExpired(Date.now());
    const bytes = estimateSearchBytes(search.offers);
    this.held.set(search.id, { offers: search.offers, expiresAt: search.expiresAt.getTime(), bytes });
    this.bytesHeld += bytes;
    this.rows.push(search);
    while (this.held.size > this.maxHeld || (this.bytesHeld > this.maxBytes && this.held.size > 0)) {
      const [id, oldest] = this.held.entries().next().value!;
      this.held.delete(id);
      this.bytesHeld -= oldest.bytes;
      this.spills.push({ id, offers: oldest.offers });
    }
    if (this.rows.length >= ROWS_PER_INSERT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushAfterMs).unref();
  }

  /**
   * The offers held for a search, if this process holds them. Ask before reading the row: while
   * the read waits, the offers may be let go into the row.
   */
  heldOffers(id: string): StoredOffer[] | undefined {
    return this.held.get(id)?.offers;
  }

  /** Writes every row and offer handed over so far. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.rows.length === 0 && this.spills.length === 0) return this.writing ?? Promise.resolve();
    const rows = this.rows;
    const spills = this.spills;
    this.rows = [];
    this.spills = [];
    const write = (this.writing ?? Promise.resolve()).then(() => this.write(rows, spills)).catch((error: unknown) => this.onError(error));
    this.writing = write;
    void write.then(() => {
      if (this.writing === write) this.writing = null;
    });
    return write;
  }

  async close(): Promise<void> {
    await this.flush();
  }

  /** What every other statement waits for. */
  private written(): Promise<void> | undefined {
    if (this.rows.length > 0 || this.spills.length > 0) return this.flush();
    return this.writing ?? undefined;
  }

  private async write(rows: readonly LiveSearch[], spills: ReadonlyArray<{ id: string; offers: StoredOffer[] }>): Promise<void> {
    const statements: Statement[] = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) statements.push(insertHeldSearchesStatement(this.db, rows.slice(start, start + ROWS_PER_INSERT)));
    for (const spill of spills) statements.push(storeOffersStatement(this.db, spill.id, spill.offers));
    for (const statement of statements) {
      try {
        await this.connection!.quietQuery(statement.sql, statement.params);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /** Drops expired searches, oldest first (their rows answer 410 by themselves). */
  private forgetExpired(now: number) {
    for (const [id, search] of this.held) {
      if (search.expiresAt > now) break;
      this.held.delete(id);
      this.bytesHeld -= search.bytes;
    }
  }
}

const stores = new WeakMap<Database, LiveSearches>();

/** The live searches of a database handle. */
export function liveSearchesFor(db: Database): LiveSearches {
  let store = stores.get(db);
  if (!store) {
    store = new LiveSearches(db, embeddedConnection(db));
    stores.set(db, store);
  }
  return store;
}
