/**
 * The order's state machine. Every change of an order's or a ticket's status is one guarded
 * transition (orders.repository.ts: `UPDATE … WHERE status IN (allowed sources) RETURNING`), so of
 * two racing callers exactly one wins and the other learns it lost instead of carrying on.
 */
import type { OrderStatus, TicketStatus } from '@sapar/contracts';

/** Where an order may go from each status. `refund_requested` stays while another refund is asked. */
export const ORDER_TRANSITIONS = {
  booked: ['paid', 'expired', 'cancelled'],
  // A supplier's order that could not be paid gives the charge back in full: paid -> refunded.
  paid: ['ticketed', 'refunded'],
  ticketed: ['refund_requested', 'refunded', 'exchanged'],
  refund_requested: ['refund_requested', 'ticketed', 'refunded', 'exchanged'],
  exchange_requested: ['ticketed', 'exchanged'],
  expired: [],
  cancelled: [],
  refunded: [],
  exchanged: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export const TICKET_TRANSITIONS = {
  issued: ['refund_requested', 'exchanged'],
  refund_requested: ['issued', 'refunded'],
  refunded: [],
  exchanged: [],
} as const satisfies Record<TicketStatus, readonly TicketStatus[]>;

function sources<S extends string>(table: Record<S, readonly S[]>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}

/** The statuses an order may reach `to` from, narrowed to `from` when the caller expects fewer. */
export function orderSourcesOf(to: OrderStatus, from?: readonly OrderStatus[]): OrderStatus[] {
  const allowed = sources<OrderStatus>(ORDER_TRANSITIONS, to);
  return from ? allowed.filter((s) => from.includes(s)) : allowed;
}

export function ticketSourcesOf(to: TicketStatus, from?: readonly TicketStatus[]): TicketStatus[] {
  const allowed = sources<TicketStatus>(TICKET_TRANSITIONS, to);
  return from ? allowed.filter((s) => from.includes(s)) : allowed;
}

/** Orders whose tickets are (still) valid: the receipt can be downloaded, refunds quoted. */
export const hasValidTickets = (status: OrderStatus) => status === 'ticketed' || status === 'refund_requested';
