/**
 * The booking module's public entry: the context orders are worked on in, the itinerary an order keeps, who may
 * act on an order (its owner or the holder of its token) and the order as the traveller sees it, and the renderer
 * of the order-link mail it queues.
 */
export {
  deleteOldBookingRequests,
  loadAccessibleOrder,
  mayActOnOrder,
  orderLink,
  orderTokenOf,
  passengerMix,
  renderOrder,
  snapshotSource,
  type BookingContext,
  type ItinerarySnapshot,
  type OrderAccess,
} from './booking.service.js';
export { orderAccessOf } from './order-access.request.js';
export { toSupplierTravellers } from './supplier-booking.js';
export { bookingOutboxRenderers } from './order-access.service.js';
export { registerOrderViews, type OrderViews } from './order-views.js';
