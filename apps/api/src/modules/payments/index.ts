/**
 * The payments module's public entry: the context payments run in, the jobs that poll, refund and
 * reconcile, and what after-sales needs of an order's payments (what they can still give back).
 */
export {
  addRefundedAmount,
  countPaymentOutcomes,
  findManualRefundsOfPayments,
  findPaymentsOfOrder,
  findRefundablePayments,
  type PaymentRow,
} from './payments.repository.js';
export { markManualRefundPaid } from './reconciliation.service.js';
export { closePendingExchanges, closeUnpaidOrder } from './payable-order.js';
export { findOrderIdsWithPaymentAtBank } from './payments.repository.js';
export {
  countPaymentsToPoll,
  pollPendingPayments,
  retryOwedRefunds,
  syncSupplierOrdersNow,
  type PaymentsContext,
} from './payments.service.js';
export { reconcileRecentCharges, reconciliationReport } from './reconciliation.service.js';
export { paymentsOutboxRenderers } from './payment-code-sms.js';
export { createPaymentsContext } from './payments.context.js';
export { registerExchangeSettlement, type ExchangeSettlement } from './exchange-settlement.js';
