/**
 * The flights module's public entry: the inventory and its offers, the seats of the flights' cabins
 * (which the orders module takes and gives back in its own transactions), the local-time arithmetic
 * of the schedule, and the module's seed (the network, and the schedule generated from it).
 */
export type { FlightCatalog } from './catalog.js';
export type { ScheduledFlight } from './engine.js';
export type { FlightInventory } from './inventory.js';
export { holdSeats, lockCabins, releaseCabinSeats, type CabinSeatChange } from './cabin-seats.js';
export { findFlightById, markFlightCancelled, upsertNetwork } from './flights.repository.js';
export { loadCabinSeats, loadLiveSearch, renderTicket, type FlightsContext, type TicketFlightSource } from './flights.service.js';
export { priceItineraries, type StoredOffer } from './own-inventory.supplier.js';
export { seatsNeeded, type Cabin } from './pricing.js';
export { extendSchedule, startScheduleJob } from './schedule-job.js';
export { getRoutePage, isRoutePage, listRoutePages, routePageSlugs } from './route-pages.js';
