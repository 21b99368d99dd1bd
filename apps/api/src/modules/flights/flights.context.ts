/**
 * The one place that builds flight search for the app, from configuration: the same code path for
 * both databases. The seat reader is the same on both (only its time-to-live differs: unlimited on
 * the embedded database, where this process is the only writer); live searches go to Redis when
 * REDIS_URL is set (several processes), else to this process's memory.
 */
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import type { FlightsContext } from './flights.service.js';
import type { FlightInventory } from './inventory.js';
import { MemoryLiveSearchStore, RedisLiveSearchStore } from './live-search-store.js';
import { OwnInventorySupplier } from './own-inventory.supplier.js';
import { listenToSeatChanges } from './seat-changes.js';
import { CachedSeatReader } from './seat-reader.js';

export interface FlightsSettings {
  /** null: seats are kept until a change is announced (the embedded database's one process). */
  seatCacheTtlMs: number | null;
  liveSearchMemoryBytes: number;
}

export interface FlightsSetup {
  context: FlightsContext;
  /** Stops listening to seat changes (the app closes). */
  close(): void;
}

export function createFlightsContext(db: Database, inventory: FlightInventory, settings: FlightsSettings, redis: Redis | undefined): FlightsSetup {
  const seats = new CachedSeatReader(db, { ttlMs: settings.seatCacheTtlMs });
  const stopListening = listenToSeatChanges((change) => seats.seatsChanged(change));
  const searches = redis ? new RedisLiveSearchStore(redis) : new MemoryLiveSearchStore({ maxBytes: settings.liveSearchMemoryBytes });
  return {
    context: { db, inventory, seats, searches, suppliers: [new OwnInventorySupplier(seats, inventory)] },
    close: stopListening,
  };
}
