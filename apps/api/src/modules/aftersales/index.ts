/**
 * The after-sales module's public entry: refunds (asked by the traveller, started by a disruption, decided and
 * paid out), exchanges and their completion when the exchange order is paid, the order detail with its
 * after-sales history, what the back office counts, and the renderers of its outbox rows.
 */
export { aftersalesOutboxRenderers } from './aftersales.mail.js';
export { aftersalesExchangeSettlement } from './exchange.completion.js';
export { orderPassengerMix } from './exchange.service.js';
export { getOrderDetail } from './history.service.js';
export { expireOverdueOrders, orderJobs, readJobQueues, type OrderJobsDeps } from './order-jobs.js';
export {
  confirmRefund,
  expireStaleQuotes,
  payOutRefund,
  quoteOrderRefund,
  resumeDecidedRefunds,
  startInvoluntaryRefund,
  supersedeRequestedRefunds,
} from './refund.service.js';
export { countPendingAftersales, findAftersalesOfOrder, findRefundsByDay } from './staff-view.service.js';
