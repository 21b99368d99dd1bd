/**
 * The orders module's public entry: the order, its passengers, legs, seats and tickets. Other modules
 * change orders only through these functions, never through the tables.
 */
export { ORDER_TRANSITIONS, TICKET_TRANSITIONS, hasValidTickets } from './order-state.js';
export {
  TICKET_NUMBER_PREFIX,
  cancelUnpaidOrder,
  findOrderNotes,
  findPartnerOrderStats,
  findRefundedBack,
  findSalesByDay,
  findTicketedOrders,
  foldCase,
  insertOrderNote,
  queueConfirmationAgain,
  searchOrdersForStaff,
  type OrderNoteRow,
  type StaffOrderFilter,
  expireOrder,
  findOrderById,
  findOrderByNumber,
  findOrderLegs,
  findOrderPassengers,
  findPassengersOfOrders,
  findUserOrders,
  findOrdersByIds,
  findOrdersOnFlight,
  retimeOrderItineraries,
  findOverdueOrderIds,
  isPastDeadline,
  markOrderPaid,
  moveLegs,
  releaseSeats,
  ticketOrder,
  transitionOrder,
  transitionTickets,
  type LegSeats,
  type NewOrderPassenger,
  type OrderLegRow,
  type OrderPassengerRow,
  type OrderRow,
} from './orders.repository.js';
export { createOrder, type NewOrder } from './create-order.js';
export type { OrderContext } from './order-context.js';
export { signOrderToken, verifyOrderToken } from './order-token.js';
export { contactKeys, findUnpaidHolds, type UnpaidHolds } from './unpaid-holds.js';
export {
  SUPPLIER_ORDER_TRANSITIONS,
  supplierOrderSourcesOf,
  type SupplierOrderStatus,
} from './supplier-order-state.js';
export {
  findHoldsOfClosedOrders,
  findSupplierOrder,
  findSupplierOrderByRef,
  findSupplierOrdersToSync,
  insertSupplierOrder,
  recordSupplierEvent,
  shortenPaymentDeadline,
  syncSupplierOrder,
  ticketSupplierOrder,
  transitionSupplierOrder,
  type NewSupplierOrder,
  type SupplierOrderRow,
  reclaimStaleSupplierOrder,
} from './supplier-orders.repository.js';
