/**
 * Seats per flight and cabin as searches, the calendar and the cheapest fares read them.
 *
 * On the embedded database (PGlite: this process, one connection) the process sees every
 * statement, so the seats read are kept until a statement that may change flights or their
 * cabins is sent (a booking, an expiry, a refund, a schedule extension, a test's SQL): they are
 * exact, not merely recent. Reads of one block of flights are shared by the searches that need it
 * at the same time. On PostgreSQL other processes sell seats too, so every read goes to the
 * database. Booking always re-prices on the seats it locks either way.
 */
import { embeddedConnection, type ChangeCount, type Database, type EmbeddedConnection } from '../../db/client.js';
import { loadCabinSeatRanges, loadCabinSeats, type CabinSeats } from './flights.repository.js';
import type { Cabin } from './pricing.js';

/**
 * Flight ids per read. The schedule is inserted day by day, so a block holds about five days of
 * flights and a search's flights fall in one or two blocks: the cache warms in a few reads.
 */
export const SEAT_BLOCK = 512;
/** The tables whose changes clear the cache (deleting a flight deletes its cabins). */
const SEAT_TABLES = ['flight', 'flight_cabin'];

type Seats = Map<number, CabinSeats>;

export class SeatCache {
  private readonly seats: Record<Cabin, Seats> = { economy: new Map(), business: new Map() };
  /** Blocks read per cabin: a flight of a read block without seats has no such cabin. */
  private readonly blocks: Record<Cabin, Set<number>> = { economy: new Set(), business: new Set() };
  /** Reads under way per cabin and block, shared by every search that needs the block. */
  private readonly loading: Record<Cabin, Map<number, Promise<Seats>>> = { economy: new Map(), business: new Map() };
  private readonly changes: ChangeCount | undefined;
  private generation = -1;

  constructor(
    private readonly db: Database,
    connection: EmbeddedConnection | undefined,
  ) {
    this.changes = connection?.watch(SEAT_TABLES);
  }

  /** Seats of one cabin for many flights; flights without that cabin are left out. */
  async read(flightIds: readonly number[], cabin: Cabin): Promise<Map<number, CabinSeats>> {
    const changes = this.changes;
    if (!changes) return loadCabinSeats(this.db, flightIds, cabin);
    if (this.generation !== changes.count) this.clear(changes.count);
    const known = this.seats[cabin];
    const blocks = this.blocks[cabin];
    const result: Seats = new Map();
    let wanted: Set<number> | undefined;
    for (const id of flightIds) {
      const block = Math.floor(id / SEAT_BLOCK);
      if (!blocks.has(block)) (wanted ??= new Set()).add(block);
      else {
        const seats = known.get(id);
        if (seats) result.set(id, seats);
      }
    }
    if (!wanted) return result;

    const loading = this.loading[cabin];
    const reads = new Set<Promise<Seats>>();
    const missing: number[] = [];
    for (const block of wanted) {
      const read = loading.get(block);
      if (read) reads.add(read);
      else missing.push(block);
    }
    if (missing.length > 0) reads.add(this.load(missing, cabin, changes));
    for (const fresh of await Promise.all(reads)) {
      for (const id of flightIds) {
        const seats = fresh.get(id);
        if (seats) result.set(id, seats);
      }
    }
    return result;
  }

  private load(missing: readonly number[], cabin: Cabin, changes: ChangeCount): Promise<Seats> {
    const readAt = changes.count;
    const read = loadCabinSeatRanges(this.db, ranges(missing), cabin).then((fresh) => {
      // Kept only when nothing that may change seats was sent or ended while the read was out; a
      // change still running when the read comes back clears everything as it ends.
      if (changes.count === readAt && this.generation === readAt) {
        for (const [id, seats] of fresh) this.seats[cabin].set(id, seats);
        for (const block of missing) this.blocks[cabin].add(block);
      }
      return fresh;
    });
    const loading = this.loading[cabin];
    for (const block of missing) loading.set(block, read);
    const done = () => {
      for (const block of missing) if (loading.get(block) === read) loading.delete(block);
    };
    read.then(done, done);
    return read;
  }

  private clear(generation: number) {
    for (const cabin of ['economy', 'business'] as const) {
      this.seats[cabin].clear();
      this.blocks[cabin].clear();
      this.loading[cabin].clear();
    }
    this.generation = generation;
  }
}

/** Block numbers -> id ranges [from, to), neighbours merged. */
function ranges(blocks: readonly number[]): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  for (const block of [...blocks].sort((a, b) => a - b)) {
    const last = result.at(-1);
    if (last && last[1] === block * SEAT_BLOCK) last[1] += SEAT_BLOCK;
    else result.push([block * SEAT_BLOCK, (block + 1) * SEAT_BLOCK]);
  }
  return result;
}

const caches = new WeakMap<Database, SeatCache>();

/** The one seat cache of a database handle. */
export function seatCacheFor(db: Database): SeatCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SeatCache(db, embeddedConnection(db));
    caches.set(db, cache);
  }
  return cache;
}
