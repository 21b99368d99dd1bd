/**
 * The back office's dashboard (sales by day, open queues with their oldest item, top routes, payment
 * success) and partners (codes with their orders, requests and revenue; the monthly commission
 * report; the commission rate admins set). Each figure is read from the module that owns its table.
 */
import { addDays, bishkekToday, type StaffDashboard, type StaffPartnerList } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { formatRoute } from '../../shared/email/email-format.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { countPendingAftersales, findRefundsByDay } from '../aftersales/index.js';
import { renderOrder, type BookingContext } from '../booking/index.js';
import {
  findPartnerOrderStats,
  findRefundedBack,
  findPassengersOfOrders,
  findSalesByDay,
  findTicketedOrders,
  type OrderRow,
} from '../orders/index.js';
import { countPaymentOutcomes, reconciliationReport, type PaymentsContext } from '../payments/index.js';
import { findMissingRates } from '../pricing/index.js';
import { countOpenServiceRequests, countRequestsByRef } from '../requests/index.js';
import { findPartnerRates, upsertPartnerRate } from './staff.repository.js';

const dayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);
const TOP_ROUTES = 10;

async function routesOf(ctx: BookingContext, rows: readonly OrderRow[]): Promise<Map<string, string>> {
  const passengers = await findPassengersOfOrders(
    ctx.db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      formatRoute(
        renderOrder(
          ctx,
          row,
          passengers.filter((p) => p.orderId === row.id),
          'en',
        ).itinerary,
      ),
    ]),
  );
}

export async function dashboard(ctx: PaymentsContext, days: number): Promise<StaffDashboard> {
  const db = ctx.booking.db;
  const today = bishkekToday();
  const firstDay = addDays(today, -(days - 1));
  const from = dayStart(firstDay);
  const [sales, refunds, requests, aftersales, payments, ticketed, ratesMissing] = await Promise.all([
    findSalesByDay(db, from),
    findRefundsByDay(db, from),
    countOpenServiceRequests(db),
    countPendingAftersales(db),
    countPaymentOutcomes(db, from),
    findTicketedOrders(db, from, new Date(Date.now() + 60_000), undefined, 5000),
    findMissingRates(db),
  ]);
  let unmatched: number | null = null;
  try {
    unmatched = (await reconciliationReport(ctx, {}, 'en')).unmatched.length;
  } catch (error) {
    ctx.log?.warn({ err: error }, 'dashboard: the reconciliation could not be read');
  }

  const salesByDay: StaffDashboard['sales_by_day'] = [];
  for (let day = firstDay; day <= today; day = addDays(day, 1)) {
    const sold = sales.ticketed.get(day);
    salesByDay.push({
      date: day,
      orders: sales.booked.get(day) ?? 0,
      tickets: sold?.tickets ?? 0,
      revenue: sold?.revenue ?? 0,
      refunds: refunds.get(day) ?? 0,
    });
  }

  const routes = await routesOf(ctx.booking, ticketed);
  const byRoute = new Map<string, { orders: number; revenue: number }>();
  for (const row of ticketed) {
    const route = routes.get(row.id) || '—';
    const entry = byRoute.get(route) ?? { orders: 0, revenue: 0 };
    byRoute.set(route, { orders: entry.orders + 1, revenue: entry.revenue + row.totalPrice });
  }

  return {
    sales_by_day: salesByDay,
    queues: {
      requests_open: requests.count,
      refunds_pending: aftersales.refunds,
      exchanges_pending: aftersales.exchanges,
      reconciliation_unmatched: unmatched,
    },
    oldest_age_seconds: {
      requests_open: requests.oldestAgeSeconds,
      refunds_pending: aftersales.refundsOldest,
      exchanges_pending: aftersales.exchangesOldest,
    },
    top_routes: [...byRoute.entries()]
      .map(([route, figures]) => ({ route, ...figures }))
      .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders)
      .slice(0, TOP_ROUTES),
    payments: {
      ...payments,
      success_rate: payments.attempts > 0 ? Math.round((payments.paid / payments.attempts) * 1000) / 1000 : null,
    },
    exchange_rates_missing: ratesMissing,
  };
}

/** Basis points (the table) to percent (the API) and back. */
const percentOf = (basisPoints: number) => basisPoints / 100;

export async function listPartners(db: Database): Promise<StaffPartnerList> {
  const [orders, requests, rates] = await Promise.all([
    findPartnerOrderStats(db),
    countRequestsByRef(db),
    findPartnerRates(db),
  ]);
  const codes = new Set([...orders.map((o) => o.code), ...requests.keys(), ...rates.keys()]);
  return {
    results: [...codes]
      .map((code) => {
        const stats = orders.find((o) => o.code === code);
        return {
          code,
          orders: stats?.orders ?? 0,
          ticketed_orders: stats?.ticketedOrders ?? 0,
          requests: requests.get(code) ?? 0,
          revenue: stats?.revenue ?? 0,
          commission_rate: percentOf(rates.get(code) ?? 0),
        };
      })
      .sort((a, b) => b.revenue - a.revenue || a.code.localeCompare(b.code)),
  };
}

export async function setPartnerRate(
  db: Database,
  actor: StaffActor,
  code: string,
  percent: number,
): Promise<StaffPartnerList['results'][number]> {
  const basisPoints = Math.round(percent * 100);
  await db.transaction(async (tx) => {
    const before = await upsertPartnerRate(tx, code, basisPoints, actor.id);
    await recordStaffAction(tx, actor, {
      entity: 'partner',
      entityId: code,
      action: 'commission_rate_set',
      before: { commission_rate: before === null ? null : percentOf(before) },
      after: { commission_rate: percentOf(basisPoints) },
    });
  });
  const partner = (await listPartners(db)).results.find((p) => p.code === code);
  return partner!;
}

const csv = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** Orders refunded in full earn no commission (their penalty and fee are the agency's, not the partner's sale). */
const earnsCommission = (row: OrderRow) => row.status !== 'refunded';

/**
 * The monthly commission report of a partner (orders ticketed in that month, Bishkek time): each order with its
 * som, what was refunded of it and what the agency kept, and the commission on what was kept at the partner's rate;
 * then the totals, whose order count leaves out orders refunded in full. UTF-8 with a BOM, CRLF lines.
 */
export async function partnerReportCsv(ctx: BookingContext, code: string, month: string): Promise<string> {
  const from = dayStart(`${month}-01`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  const until = dayStart(`${next}-01`);
  const rate = (await findPartnerRates(ctx.db)).get(code) ?? 0;
  const rows = await findTicketedOrders(ctx.db, from, until, code);
  const [routes, refunded] = await Promise.all([
    routesOf(ctx, rows),
    findRefundedBack(
      ctx.db,
      rows.map((row) => row.id),
    ),
  ]);
  const lines = [
    'partner,month,commission_rate_percent',
    `${csv(code)},${month},${percentOf(rate)}`,
    '',
    'order_number,ticketed_at,status,route,total_price,refunded,kept,currency,commission',
  ];
  let keptTotal = 0;
  let commissionTotal = 0;
  let orders = 0;
  for (const row of rows) {
    const back = refunded.get(row.id) ?? 0;
    const kept = row.totalPrice - back;
    const commission = earnsCommission(row) ? Math.round((kept * rate) / 10_000) : 0;
    if (earnsCommission(row)) orders += 1;
    keptTotal += kept;
    commissionTotal += commission;
    lines.push(
      [
        row.number,
        row.ticketedAt!.toISOString(),
        row.status,
        csv(routes.get(row.id) ?? ''),
        String(row.totalPrice),
        String(back),
        String(kept),
        row.currency,
        String(commission),
      ].join(','),
    );
  }
  lines.push(
    ['TOTAL', '', '', `${orders} orders`, '', '', String(keptTotal), 'KGS', String(commissionTotal)].join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
