/**
 * The disruption module's public entry: the status staff set on flights (and the board's source that
 * shows it), the disruption a cancelled or retimed flight opens with its notices, and the traveller's
 * answer. `applyFlightChange` is what the inventory import calls for a flight with sold seats.
 */
export {
  applyFlightChange,
  DEFAULT_RETIME_MINUTES,
  type FlightChange,
  type FlightChangeOutcome,
} from './flight-status.service.js';
export { withDisruption, type DisruptionContext } from './disruption.service.js';
export { disruptionOutboxRenderers } from './disruption.mail.js';
export { disruptionRoutes, disruptionStaffRoutes } from './disruption.routes.js';
export { StaffStatusSource } from './staff-status.source.js';
