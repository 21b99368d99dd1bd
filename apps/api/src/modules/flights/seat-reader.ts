/**
 * Seats per flight and cabin as searches, the calendar and the cheapest fares read them: the same
 * reader on both databases, told explicitly when seats change (seat-changes.ts).
 *
 * Flights are read in blocks of neighbouring ids, and a block read is shared by every search that
 * needs it at the same time. What was read is kept until a change of one of the block's flights is
 * announced, and at most `ttlMs`. Changes are announced twice (flights.context.ts): at once by this
 * process's code that changes seats, and by the database to every process when the change commits
 * (a trigger on flight_cabin notifies; a lost listening connection forgets everything). So:
 * - the embedded database (PGlite) has one process and nothing can be missed: no time limit.
 * - PostgreSQL may have several API processes: another process's booking is seen as soon as its
 *   notification arrives (milliseconds after the commit), and a read that raced a transaction is
 *   dropped when that transaction's notification comes. The time-to-live (SEAT_CACHE_TTL_MS, 30 s
 *   by default) is only a safety net.
 *
 * That is enough because search seats are advisory: they choose offers and their prices, but a
 * booking never trusts them. It locks the cabins, prices again on the seats it locked, and holds
 * them with a conditional update (`seats_sold + n <= seats_total`); that hold is the truth.
 */
import type { Database } from '../../db/client.js';
import { loadCabinSeatRanges, type CabinSeats } from './flights.repository.js';
import type { Cabin } from './pricing.js';
import type { SeatChange } from './seat-changes.js';

export interface SeatReader {
  /** Seats of one cabin for many flights; flights without that cabin are left out. */
  seatsFor(flightIds: readonly number[], cabin: Cabin): Promise<Map<number, CabinSeats>>;
  /** Forgets what was read of these flights: their seats changed. */
  seatsChanged(change: SeatChange): void;
}

/**
 * Flight ids per read. The schedule is inserted day by day, so a block holds about five days of
 * flights and a search's flights fall in one or two blocks: the reader warms in a few reads.
 */
export const SEAT_BLOCK = 512;

export interface SeatReaderOptions {
  /** How long a read is trusted, in ms; null: until a change is announced (one process owns the database). */
  ttlMs: number | null;
  /** The clock (tests move it). */
  now?: () => number;
}

type Seats = Map<number, CabinSeats>;
interface Block {
  seats: Seats;
  /** When the read was sent: the time-to-live counts from there. */
  readAt: number;
}

const CABINS = ['economy', 'business'] as const;
const blockOf = (flightId: number) => Math.floor(flightId / SEAT_BLOCK);

export class CachedSeatReader implements SeatReader {
  /** Blocks read per cabin: a flight of a read block without seats has no such cabin. */
  private readonly blocks: Record<Cabin, Map<number, Block>> = { economy: new Map(), business: new Map() };
  /** Reads under way per cabin and block, shared by every search that needs the block. */
  private readonly loading: Record<Cabin, Map<number, Promise<Seats>>> = { economy: new Map(), business: new Map() };
  /** Changes announced per block: a read that was out while its block changed is not kept. */
  private readonly versions = new Map<number, number>();
  /** Changes of everything announced: the same for every block. */
  private epoch = 0;
  private readonly ttlMs: number | null;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: SeatReaderOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  async seatsFor(flightIds: readonly number[], cabin: Cabin): Promise<Map<number, CabinSeats>> {
    const now = this.now();
    const blocks = this.blocks[cabin];
    const result: Seats = new Map();
    let wanted: Set<number> | undefined;
    for (const id of flightIds) {
      const block = blockOf(id);
      const known = blocks.get(block);
      if (!known || (this.ttlMs !== null && now - known.readAt >= this.ttlMs)) (wanted ??= new Set()).add(block);
      else {
        const seats = known.seats.get(id);
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
    if (missing.length > 0) reads.add(this.load(missing, cabin));
    for (const fresh of await Promise.all(reads)) {
      for (const id of flightIds) {
        const seats = fresh.get(id);
        if (seats) result.set(id, seats);
      }
    }
    return result;
  }

  seatsChanged(change: SeatChange): void {
    if (change === 'all') {
      this.epoch += 1;
      for (const cabin of CABINS) {
        this.blocks[cabin].clear();
        this.loading[cabin].clear();
      }
      return;
    }
    for (const block of new Set(change.map(blockOf))) {
      this.versions.set(block, (this.versions.get(block) ?? 0) + 1);
      for (const cabin of CABINS) {
        this.blocks[cabin].delete(block);
        // Searches from now on start a read of their own instead of joining one sent before the change.
        this.loading[cabin].delete(block);
      }
    }
  }

  private load(missing: readonly number[], cabin: Cabin): Promise<Seats> {
    const epoch = this.epoch;
    const versions = missing.map((block) => this.versions.get(block) ?? 0);
    const readAt = this.now();
    const read = loadCabinSeatRanges(this.db, ranges(missing), cabin).then((fresh) => {
      // Kept only for the blocks nothing was announced about while the read was out.
      if (this.epoch !== epoch) return fresh;
      const byBlock = new Map<number, Seats>(missing.map((block) => [block, new Map()]));
      for (const [id, seats] of fresh) byBlock.get(blockOf(id))?.set(id, seats);
      missing.forEach((block, i) => {
        if ((this.versions.get(block) ?? 0) === versions[i])
          this.blocks[cabin].set(block, { seats: byBlock.get(block)!, readAt });
      });
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
