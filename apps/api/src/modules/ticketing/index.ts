/**
 * The ticketing module's public entry: the itinerary receipt PDF of an order, and the renderer of
 * the confirmation email the outbox sends when the tickets are issued.
 */
export { ticketingOutboxRenderers } from './confirmation-mail.js';
export { renderReceiptPdf } from './receipt.js';
