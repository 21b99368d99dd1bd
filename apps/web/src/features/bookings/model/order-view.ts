/** How an order reads on screen: the tone of each status, tickets by passenger, dates in the reader's language. */
import type { OrderDetail, OrderStatus, Ticket, TicketStatus } from '@sapar/contracts';
import { toHtmlLang, type Language } from '@/shared/i18n/language';
import { dateTimeFormat } from '@/shared/lib/intl-formats';

export type StatusTone = 'success' | 'info' | 'warning' | 'muted' | 'error';

export const ORDER_STATUS_TONE: Record<OrderStatus, StatusTone> = {
  booked: 'warning',
  paid: 'info',
  ticketed: 'success',
  expired: 'muted',
  cancelled: 'muted',
  refund_requested: 'warning',
  refunded: 'muted',
  exchange_requested: 'warning',
  exchanged: 'info',
};

export const TICKET_STATUS_TONE: Record<TicketStatus, StatusTone> = {
  issued: 'success',
  refund_requested: 'warning',
  refunded: 'muted',
  exchanged: 'info',
};

export interface PassengerLine {
  position: number;
  name: string;
  type: OrderDetail['passengers'][number]['type'];
  ticketNumber: string | null;
  status: TicketStatus | null;
}

/** One line per passenger (their position is their index): the name, the e-ticket number and its status. */
export function passengerLines(order: OrderDetail): PassengerLine[] {
  return order.passengers.map((passenger, position) => ({
    position,
    name: `${passenger.last_name} ${passenger.first_name}`,
    type: passenger.type,
    ticketNumber: order.tickets.find((ticket) => ticket.passenger === position)?.number ?? null,
    status: order.ticket_statuses.find((line) => line.passenger === position)?.status ?? null,
  }));
}

/** Passengers whose tickets can still be refunded. */
export const refundablePositions = (order: OrderDetail) =>
  passengerLines(order)
    .filter((line) => line.status === 'issued')
    .map((line) => line.position);

/** 'Бишкек → Ош' of the outbound leg (a round trip comes back to where it started). */
export function routeOf(order: Pick<OrderDetail, 'itinerary'>): string {
  const first = order.itinerary[0];
  const from = first?.segments[0]?.from.city ?? '';
  const to = first?.segments.at(-1)?.to.city ?? '';
  return order.itinerary.length > 1 ? `${from} ⇄ ${to}` : `${from} → ${to}`;
}

export const firstDepartureOf = (order: OrderDetail) => order.itinerary[0]?.segments[0]?.departure.local ?? '';

export const legEnds = (ticket: Ticket) => ({ first: ticket.segments[0], last: ticket.segments.at(-1) });

/** A moment (timeline, deadlines) in the reader's own time zone. */
export function formatMoment(iso: string, language: Language): string {
  return dateTimeFormat(toHtmlLang(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
