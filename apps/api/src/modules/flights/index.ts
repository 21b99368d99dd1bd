/**
 * The flights module's public entry: the inventory and its offers, the seats of the flights' cabins
 * (which the orders module takes and gives back in its own transactions), the local-time arithmetic
 * of the schedule, the schedule, fare and seat-block tables with the reconciliation of the dated
 * flights after they change (the inventory module edits and imports them), and the module's seed
 * (the network, and the demo schedules and fares made from it).
 */
export type { FlightCatalog } from './catalog.js';
export type { ScheduledFlight } from './engine.js';
export type { FlightInventory } from './inventory.js';
export { holdSeats, lockCabins, releaseCabinSeats, type CabinSeatChange } from './cabin-seats.js';
export {
  cancelledFlightIds,
  findFlightById,
  markFlightCancelled,
  type CabinSeats,
  moveFlight,
  upsertNetwork,
} from './flights.repository.js';
export { FLIGHT_CHANGES_CHANNEL, type FlightChange } from './flight-changes.js';
export {
  loadCabinSeats,
  loadLiveSearch,
  renderTicket,
  repriceSearchOffer,
  type FlightsContext,
  type TicketFlightSource,
} from './flights.service.js';
export { priceItineraries, type StoredOffer } from './own-inventory.supplier.js';
export type { ConfiguredSupplier } from './supplier-search.js';
export { seatsNeeded, type Cabin } from './pricing.js';
export { extendSchedule, scheduleJob } from './schedule-job.js';
export { getRoutePage, isRoutePage, listRoutePages, routePageSlugs } from './route-pages.js';
export {
  aircraft,
  airline,
  fareFamily,
  flight,
  flightCabin,
  flightSchedule,
  location,
  seatBlock,
} from './flights.schema.js';
export {
  expandSchedules,
  routeKey,
  seatBlockKey,
  type FareFamilyRow,
  type PlannedFlight,
  type ScheduleRow,
} from './schedule.js';
export {
  loadExpansionData,
  loadScheduleRows,
  reconcileFlights,
  seedDemoInventory,
  soldSeats,
  toFareRow,
  toScheduleRow,
  type ReconcileResult,
  type ReconcileScope,
  type SoldFlightChange,
} from './schedule.repository.js';
export { announceSeatChanges } from './seat-changes.js';
