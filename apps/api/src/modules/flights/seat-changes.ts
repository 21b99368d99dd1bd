/**
 * How the code that changes seats tells this process's seat readers (seat-reader.ts) about it.
 *
 * Seats change in two places only: cabin-seats.ts (the holds, releases and expiries the orders module
 * asks for) and the schedule loader (new flights with their cabins). Each calls `announceSeatChanges`
 * right after its write, in the same transaction; every seat reader of the process forgets what it read
 * of those flights.
 * Nothing looks at SQL text: a write that does not announce itself (a test's or an operator's SQL)
 * is seen once a reader's time-to-live has passed (PostgreSQL), or not at all until announced
 * (the embedded database, where readers keep what they read until told).
 */

/** The flights whose seats changed, or 'all' (new flights, a bulk change). */
export type SeatChange = readonly number[] | 'all';

type Listener = (change: SeatChange) => void;

/** Per process: the seat readers of every app in it (one in production; tests may build several). */
const listeners = new Set<Listener>();

export function announceSeatChanges(change: SeatChange): void {
  if (change !== 'all' && change.length === 0) return;
  for (const listener of listeners) listener(change);
}

/** Subscribes a seat reader; answers the unsubscribe (called when the app closes). */
export function listenToSeatChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
