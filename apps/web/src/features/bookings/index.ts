/** Public face of the after-sales feature (history, the order, refunds and exchanges): pages import from here only. */
export { BookingHistory, type BookingHistoryProps } from './components/booking-history';
export { OrderOverview } from './components/order-overview';
export { DisruptionPanel, type DisruptionPanelProps } from './components/disruption-panel';
export { OrderStatusBadge } from './components/status-badge';
export { RefundFlow, type RefundFlowProps } from './components/refund-flow';
export { ExchangeFlow, type ExchangeFlowProps, type ExchangePayment } from './components/exchange-flow';
export { OrderLookupForm, type OrderLookupFormProps, type OrderLookupResult } from './components/order-lookup-form';
export { OrderSummaryCard, type OrderSummaryCardProps } from './components/order-summary-card';
export { type OrderAccess } from './api/bookings-api';
export { useOrderDetail } from './hooks/use-order-detail';
export { allowedActions, isOrderAction, type OrderAction, type OrderHref } from './model/order-actions';
export { routeOf } from './model/order-view';
