/**
 * Seats of the flights' cabins as orders take them and give them back: the orders module asks, the
 * flights module owns flight_cabin. Every change is announced to the process's seat readers
 * (seat-changes.ts) right after its write, in the same transaction.
 */
import type { Executor } from '../../db/client.js';
import { giveBackCabinSeats, takeCabinSeats, type CabinSeatChange } from './flights.repository.js';
import { announceSeatChanges } from './seat-changes.js';

export { lockCabins, type CabinSeatChange } from './flights.repository.js';

/** The conditional hold: false when the cabin has fewer than `seats` left. */
export async function holdSeats(tx: Executor, leg: CabinSeatChange): Promise<boolean> {
  if (!(await takeCabinSeats(tx, leg))) return false;
  announceSeatChanges([leg.flightId]);
  return true;
}

/** Gives the seats of these legs back to their flights. */
export async function releaseCabinSeats(tx: Executor, legs: readonly CabinSeatChange[]): Promise<void> {
  for (const leg of legs) await giveBackCabinSeats(tx, leg);
  announceSeatChanges(legs.map((leg) => leg.flightId));
}
