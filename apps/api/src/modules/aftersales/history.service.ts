/**
 * The order as the traveller sees it after the sale: tickets and their states, the history groups it
 * belongs to, the actions its fare allows now, its timeline and refunds. Used by the account's
 * history (GET /booking/my/) and by the order page a guest opens with the order number and email.
 */
import {
  HISTORY_GROUPS,
  HISTORY_PAGE_SIZE,
  type BookingHistory,
  type HistoryGroup,
  type Language,
  type OrderDetail,
  type SearchLeg,
  type TimelineEvent,
  type bookingHistoryQuerySchema,
} from '@sapar/contracts';
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.js';
import { money, translate, type MessageParams } from '../../i18n/translate.js';
import {
  loadAccessibleOrder,
  renderOrder,
  type BookingContext,
  type ItinerarySnapshot,
  type OrderAccess,
} from '../booking/index.js';
import { listExchangesOf, listRefundsOf, type ExchangeRow, type RefundRow } from './aftersales.repository.js';
import { exchangeBlocker } from './exchange.service.js';
import { firstDeparture, refundView } from './refund.service.js';
import {
  findOrdersByIds,
  findPassengersOfOrders,
  findUserOrders,
  type OrderPassengerRow,
  type OrderRow,
} from '../orders/index.js';

type HistoryQuery = z.output<typeof bookingHistoryQuerySchema>;

interface Related {
  passengers: Map<string, OrderPassengerRow[]>;
  refunds: Map<string, RefundRow[]>;
  exchanges: Map<string, ExchangeRow[]>;
  numbers: Map<string, string>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

async function loadRelated(ctx: BookingContext, rows: readonly OrderRow[]): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const [passengers, refunds, exchanges] = await Promise.all([
    findPassengersOfOrders(ctx.db, ids),
    listRefundsOf(ctx.db, ids),
    listExchangesOf(ctx.db, ids),
  ]);
  const otherIds = [...rows.map((r) => r.exchangeOf), ...exchanges.map((e) => e.exchangeOrderId)].filter(
    (id): id is string => !!id,
  );
  const others = await findOrdersByIds(ctx.db, [...new Set(otherIds)]);
  return {
    passengers: groupBy(passengers, (p) => p.orderId),
    refunds: groupBy(refunds, (r) => r.orderId),
    exchanges: groupBy(exchanges, (e) => e.orderId),
    numbers: new Map([...rows, ...others].map((r) => [r.id, r.number])),
  };
}

const lastArrival = (row: OrderRow) =>
  Math.max(...(row.itinerary as ItinerarySnapshot).flights.map((f) => f.arrivesAt));

export function renderOrderDetail(
  ctx: BookingContext,
  row: OrderRow,
  related: Related,
  language: Language,
  now = Date.now(),
): OrderDetail {
  const passengers = related.passengers.get(row.id) ?? [];
  const refunds = related.refunds.get(row.id) ?? [];
  const exchanges = related.exchanges.get(row.id) ?? [];
  const base = renderOrder(ctx, row, passengers, language, now);
  const t = (key: MessageKey, params: MessageParams = {}) => translate(language, key, params);

  const flown = lastArrival(row) <= now;
  const departed = firstDeparture(row) <= now;
  const hasValidTicket = passengers.some((p) => p.ticketStatus === 'issued' || p.ticketStatus === 'refund_requested');
  const pendingExchange = exchanges.some((e) => e.status === 'awaiting_payment');
  const legs = (row.itinerary as ItinerarySnapshot).offers.map((o) => o.leg as SearchLeg);
  const blockers = legs.map((leg) => exchangeBlocker(row, passengers, leg, now));
  const changeable = !pendingExchange && blockers.includes(null);
  const changeForbidden = blockers.includes('exchange_not_allowed');
  const isActive = (row.status === 'ticketed' || row.status === 'refund_requested') && hasValidTicket && !flown;

  const groups: HistoryGroup[] = [];
  if (isActive) groups.push('active');
  if (row.status === 'ticketed' && flown) groups.push('used');
  if (row.status === 'refunded' || passengers.some((p) => p.ticketStatus === 'refunded')) groups.push('refunded');
  if (isActive && changeable) groups.push('exchangeable');

  const timeline: OrderDetail['timeline'] = [];
  const add = (at: Date | null, event: TimelineEvent, detail: string) => {
    if (at) timeline.push({ at: at.toISOString(), event, detail });
  };
  const exchangeOfNumber = row.exchangeOf ? (related.numbers.get(row.exchangeOf) ?? '') : null;
  if (exchangeOfNumber !== null)
    add(row.createdAt, 'exchanged_from', t('timeline_exchanged_from', { number: exchangeOfNumber }));
  else add(row.createdAt, 'booked', t('timeline_booked'));
  add(row.paidAt, 'paid', t('timeline_paid', { amount: money(row.totalPrice, row.currency) }));
  add(row.ticketedAt, 'ticketed', t('timeline_ticketed'));
  add(row.expiredAt, 'expired', t('timeline_expired'));
  for (const refund of refunds) {
    add(refund.confirmedAt, 'refund_requested', t('timeline_refund_requested', { amount: money(refund.amountBack) }));
    add(refund.completedAt, 'refunded', t('timeline_refunded', { amount: money(refund.amountBack) }));
    add(refund.rejectedAt, 'refund_rejected', t('timeline_refund_rejected', { note: refund.staffNote ?? '' }));
  }
  let exchangedTo: string | null = null;
  for (const exchange of exchanges) {
    const number = exchange.exchangeOrderId ? (related.numbers.get(exchange.exchangeOrderId) ?? '') : '';
    add(exchange.confirmedAt, 'exchange_started', t('timeline_exchange_started', { number, date: exchange.newDate }));
    add(exchange.completedAt, 'exchanged', t('timeline_exchanged', { number }));
    if (exchange.status === 'completed') exchangedTo = number;
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    ...base,
    kind: row.kind,
    exchange_of: exchangeOfNumber,
    exchanged_to: exchangedTo,
    groups,
    ticket_statuses: passengers.map((p) => ({ passenger: p.position, status: p.ticketStatus })),
    actions: {
      refund:
        !departed &&
        !pendingExchange &&
        (row.status === 'ticketed' || row.status === 'refund_requested') &&
        passengers.some((p) => p.ticketStatus === 'issued'),
      exchange: isActive && changeable,
      exchange_request: isActive && !changeable && changeForbidden,
      receipt: base.receipt_url !== null,
    },
    timeline,
    refunds: refunds
      .filter((r) => r.status !== 'quoted' && r.status !== 'expired')
      .map((r) => refundView(r, row.number, language)),
  };
}

/** The order page: owner, contact email or the email link's token. */
export async function getOrderDetail(
  ctx: BookingContext,
  orderNumber: string,
  access: OrderAccess,
  language: Language,
  now = Date.now(),
): Promise<OrderDetail> {
  const row = await loadAccessibleOrder(ctx, orderNumber, access);
  return renderOrderDetail(ctx, row, await loadRelated(ctx, [row]), language, now);
}

const firstDepartureDate = (order: OrderDetail) => order.itinerary[0]?.segments[0]?.departure.local.slice(0, 10) ?? '';

/**
 * The account's history: its own orders and those bought for its verified email, also as a guest before the
 * account existed (`account.verifiedEmail`, null when the email is not proved).
 */
export async function listMyBookings(
  ctx: BookingContext,
  account: { id: string; verifiedEmail: string | null },
  query: HistoryQuery,
  language: Language,
  now = Date.now(),
): Promise<BookingHistory> {
  // Orders that never became tickets (unpaid and expired, cancelled) are not history.
  const rows = (await findUserOrders(ctx.db, account.id, account.verifiedEmail)).filter(
    (r) => r.status !== 'expired' && r.status !== 'cancelled',
  );
  const related = await loadRelated(ctx, rows);
  const all = rows.map((row) => renderOrderDetail(ctx, row, related, language, now));
  const groups = Object.fromEntries(
    HISTORY_GROUPS.map((g) => [g, all.filter((o) => o.groups.includes(g)).length]),
  ) as BookingHistory['groups'];
  const name = query.passenger?.toLowerCase();
  const matching = all.filter((order) => {
    if (query.group && !order.groups.includes(query.group)) return false;
    if (query.order_number && !order.order_number.startsWith(query.order_number)) return false;
    if (query.date_from && firstDepartureDate(order) < query.date_from) return false;
    if (query.date_to && firstDepartureDate(order) > query.date_to) return false;
    if (name && !order.passengers.some((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(name)))
      return false;
    return true;
  });
  const totalPages = Math.max(1, Math.ceil(matching.length / HISTORY_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, totalPages);
  return {
    results: matching.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE),
    count: matching.length,
    page,
    total_pages: totalPages,
    groups,
  };
}
