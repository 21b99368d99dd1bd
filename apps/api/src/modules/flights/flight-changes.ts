/**
 * How every API process learns that flights changed (cancelled, retimed, added or re-equipped by an
 * import) so that its in-memory schedule (inventory.ts) follows at once. A trigger on `flight`
 * (migration 0017_flight_change_notify) notifies FLIGHT_CHANGES_CHANNEL with the changed ids when the
 * change commits; flights.context.ts listens and refreshes those flights, and a lost listening
 * connection reloads the whole schedule. The code that changes a flight also refreshes this
 * process's schedule itself right after its commit, so the next search here never waits for the
 * notification.
 */

/** The channel the flight trigger notifies. */
export const FLIGHT_CHANGES_CHANNEL = 'sapar_flight_changes';

/** The flights that changed, or 'all'. */
export type FlightChange = readonly number[] | 'all';

/** A notification's payload: the changed flights' ids, comma-separated, or 'all'. */
export function parseFlightChange(payload: string): FlightChange {
  if (payload === 'all') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : 'all';
}
