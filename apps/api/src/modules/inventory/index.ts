/**
 * The inventory module's public entry: the staff routes that edit and import schedules, fare families
 * and seat blocks (the tables and their expansion into flights belong to the flights module), and the
 * port through which changes to flights with sold seats are handed on.
 */
export { inventoryRoutes, type InventoryRoutesOptions } from './inventory.routes.js';
export { refuseSoldFlightChanges, type SoldFlightChange, type SoldFlightChanges } from './sold-flight-changes.js';
export { INVENTORY_MESSAGES } from './inventory.messages.js';
