/** What the traveller may start from an order, named in the order page's `?action=` (the history links there). */
import type { OrderDetail } from '@sapar/contracts';

export const ORDER_ACTIONS = ['refund', 'exchange', 'exchange-request'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const isOrderAction = (value: string | null): value is OrderAction =>
  ORDER_ACTIONS.some((action) => action === value);

/** The actions the order's `actions` allow now, in the order the buttons stand. */
export function allowedActions(order: OrderDetail): OrderAction[] {
  const allowed: OrderAction[] = [];
  if (order.actions.refund) allowed.push('refund');
  if (order.actions.exchange) allowed.push('exchange');
  if (order.actions.exchange_request) allowed.push('exchange-request');
  return allowed;
}

/** Builds the link to an order (the page knows the route table; the feature does not). */
export type OrderHref = (orderNumber: string, action?: OrderAction) => string;
