/**
 * The one place that builds flight search for the app, from configuration: the same code path for
 * both databases. The seat reader is the same on both. It is told of seat changes twice: at once by
 * this process's own code (seat-changes.ts), and by the database when any change of `flight_cabin`
 * commits, whoever made it (the trigger of migration 0014 notifies `sapar_seat_changes`; every API
 * process listens). Flights changed by any process (cancelled, retimed, imported) are refreshed in this
 * process's schedule when the flight trigger of migration 0017 notifies `sapar_flight_changes`. Its time-to-live is only a safety net (unlimited on the embedded database, where
 * nothing can be missed). Live searches go to Redis when REDIS_URL is set (several processes), else
 * to this process's memory; with Redis set, to memory too while Redis cannot be reached.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client.js';
import type { FlightsContext } from './flights.service.js';
import type { FlightInventory } from './inventory.js';
import { RedisOutage } from '../../shared/rate-limit-store.js';
import { FallbackLiveSearchStore, MemoryLiveSearchStore, RedisLiveSearchStore } from './live-search-store.js';
import { OwnInventorySupplier } from './own-inventory.supplier.js';
import { FLIGHT_CHANGES_CHANNEL, parseFlightChange } from './flight-changes.js';
import { listenToSeatChanges, SEAT_CHANGES_CHANNEL, type SeatChange } from './seat-changes.js';
import { CachedSeatReader } from './seat-reader.js';
import type { OfferPricing } from './supplier-offers.js';
import type { ConfiguredSupplier, SupplierCallRecorder } from './supplier-search.js';

export interface FlightsSettings {
  /** null: seats are kept until a change is announced (the embedded database's one process). */
  seatCacheTtlMs: number | null;
  liveSearchMemoryBytes: number;
  /** Whether searches ask the agency's own inventory (FLIGHT_SUPPLIERS names `own`; the default). */
  flightSuppliers?: readonly string[];
}

/** Outside suppliers, the pricing rules that put their offers in som, and the counting of their calls (container.ts). */
export interface FlightSupply {
  outside: readonly ConfiguredSupplier[];
  pricing: OfferPricing | null;
  calls: SupplierCallRecorder;
}

export interface FlightsSetup {
  context: FlightsContext;
  /** Stops listening to seat changes (the app closes). */
  close(): Promise<void>;
  /** Where a Redis outage of the live searches is logged (the app's log, once it is built). */
  useLog?(log: FastifyBaseLogger): void;
}

/** A notification's payload: the changed flights' ids, comma-separated, or 'all'. */
export function parseSeatChange(payload: string): SeatChange {
  if (payload === 'all') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : 'all';
}

export async function createFlightsContext(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  inventory: FlightInventory,
  settings: FlightsSettings,
  redis: Redis | undefined,
  supply?: FlightSupply,
): Promise<FlightsSetup> {
  const { db } = database;
  const seats = new CachedSeatReader(db, { ttlMs: settings.seatCacheTtlMs });
  const stopHearingProcess = listenToSeatChanges((change) => seats.seatsChanged(change));
  const stopHearingDatabase = await database.listen(
    SEAT_CHANGES_CHANNEL,
    (payload) => seats.seatsChanged(parseSeatChange(payload)),
    () => seats.seatsChanged('all'),
  );
  // A flight cancelled, retimed or added by any process: this process's schedule follows.
  const refresh = (change: ReturnType<typeof parseFlightChange>) =>
    inventory.refreshFlights(db, change).catch(() => undefined);
  const stopHearingFlights = await database.listen(
    FLIGHT_CHANGES_CHANNEL,
    (payload) => void refresh(parseFlightChange(payload)),
    () => void refresh('all'),
  );
  const memory = new MemoryLiveSearchStore({ maxBytes: settings.liveSearchMemoryBytes });
  // Logged by the app once it exists (useLog): Redis is not asked before then.
  const outage = new RedisOutage(undefined, {
    down: 'Redis unreachable: live searches are kept in this process until it is back',
    up: 'Redis reachable again: new live searches are shared again',
  });
  const searches = redis ? new FallbackLiveSearchStore(new RedisLiveSearchStore(redis), memory, outage) : memory;
  return {
    context: {
      db,
      inventory,
      seats,
      searches,
      suppliers: (settings.flightSuppliers ?? ['own']).includes('own')
        ? [new OwnInventorySupplier(seats, inventory)]
        : [],
      outside: supply?.outside ?? [],
      pricing: supply?.pricing ?? null,
      ...(supply ? { calls: supply.calls } : {}),
    },
    useLog: (log) => outage.useLog(log),
    close: async () => {
      stopHearingProcess();
      // The database may be closed already (a failed start, a test): nothing is listening then.
      await stopHearingDatabase().catch(() => undefined);
      await stopHearingFlights().catch(() => undefined);
    },
  };
}
