/**
 * How the code that changes seats tells this process's seat readers (seat-reader.ts) about it at once.
 *
 * Seats change in two places only: cabin-seats.ts (the holds, releases and expiries the orders module
 * asks for) and the schedule loader (new flights with their cabins). Each calls `announceSeatChanges`
 * right after its write, in the same transaction; every seat reader of the process forgets what it read
 * of those flights, so this process's next search is exact.
 * The database tells every process again once the change commits (a trigger on flight_cabin notifies
 * SEAT_CHANGES_CHANNEL; flights.context.ts listens): that covers the other API processes, a read that
 * raced the transaction, and writes that do not announce themselves (an operator's SQL, an import).
 * Nothing looks at SQL text.
 */

/** The channel the flight_cabin trigger notifies (migration 0014_seat_change_notify). */
export const SEAT_CHANGES_CHANNEL = 'sapar_seat_changes';

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
