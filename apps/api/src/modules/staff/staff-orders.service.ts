/**
 * The back office's orders: search (order number, contact, passenger surname in any case and script,
 * ticket number), the whole story of one order, the CSV export, and the staff actions. Each action
 * goes through the orders (or after-sales, payments) module's guarded transitions and writes its audit
 * entry, with the reason staff gave, in the same transaction.
 */
import {
  isLanguage,
  STAFF_ORDERS_EXPORT_MAX,
  STAFF_ORDERS_PAGE_SIZE,
  type Language,
  type OrderStatus,
  type SmsDeliveryStatus,
  type StaffOrderActionResult,
  type StaffOrderDetail,
  type StaffOrderList,
  type StaffOrderRow,
} from '@sapar/contracts';
import { money, translate, translateSms } from '../../i18n/translate.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { formatRoute } from '../../shared/email/email-format.js';
import { listStaffActions, recordStaffAction, type StaffActor } from '../audit/index.js';
import { confirmRefund, findAftersalesOfOrder, quoteOrderRefund } from '../aftersales/index.js';
import { orderTokenOf, renderOrder, type BookingContext } from '../booking/index.js';
import {
  findOrderById,
  findOrderByNumber,
  findOrderNotes,
  findOrderPassengers,
  findOrdersByIds,
  findPassengersOfOrders,
  insertOrderNote,
  queueConfirmationAgain,
  searchOrdersForStaff,
  type OrderPassengerRow,
  type OrderRow,
} from '../orders/index.js';
import {
  closeUnpaidOrder,
  findManualRefundsOfPayments,
  findPaymentsOfOrder,
  markManualRefundPaid,
  type PaymentsContext,
} from '../payments/index.js';
import { findUserEmails } from '../users/index.js';
import { findOrderMails } from './staff.repository.js';
import { PAYMENT_CODE_SMS } from '../../providers/payments/index.js';

/** Bishkek is UTC+6 all year: a day there starts at 18:00 UTC the day before. */
const bishkekDayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);

export interface StaffOrderQuery {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  page?: number | undefined;
}

function filterOf(query: StaffOrderQuery) {
  return {
    text: query.q,
    status: query.status,
    from: query.date_from ? bishkekDayStart(query.date_from) : undefined,
    until: query.date_to ? new Date(bishkekDayStart(query.date_to).getTime() + 86_400_000) : undefined,
  };
}

const languageOf = (row: OrderRow): Language => (isLanguage(row.language) ? row.language : 'ru');

/** Outbox kinds are named by their channel: the SMS ones end in `_sms` (disruption notices, payment codes). */
const channelOf = (kind: string): 'email' | 'sms' => (kind.endsWith('_sms') ? 'sms' : 'email');

/** A one-time code is never shown to staff: the payment code SMS as the payer got it, its code masked. */
export const MASKED_CODE = '••••••';
const maskedCodeSms = (row: OrderRow, payment: { amount: number } | undefined) =>
  translateSms(languageOf(row), 'payment_sms_text', {
    code: MASKED_CODE,
    amount: money(payment?.amount ?? row.totalPrice),
    order: row.number,
  });

function toOrderRow(ctx: BookingContext, row: OrderRow, passengers: readonly OrderPassengerRow[]): StaffOrderRow {
  const view = renderOrder(ctx, row, passengers, 'en');
  const first = view.itinerary[0]?.segments[0];
  return {
    order_number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    language: row.language,
    total_price: row.totalPrice,
    currency: row.currency,
    route: formatRoute(view.itinerary),
    first_departure: first?.departure.local ?? null,
    passengers: passengers.map((p) => `${p.lastName.toUpperCase()} ${p.firstName}`),
    ticket_numbers: passengers.flatMap((p) => (p.ticketNumber ? [p.ticketNumber] : [])),
    partner_ref: row.partnerRef,
  };
}

async function toOrderRows(ctx: BookingContext, rows: readonly OrderRow[]): Promise<StaffOrderRow[]> {
  const passengers = await findPassengersOfOrders(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrderRow(
      ctx,
      row,
      passengers.filter((p) => p.orderId === row.id),
    ),
  );
}

export async function listOrdersForStaff(ctx: BookingContext, query: StaffOrderQuery): Promise<StaffOrderList> {
  const page = query.page ?? 1;
  const { rows, count } = await searchOrdersForStaff(ctx.db, filterOf(query), {
    limit: STAFF_ORDERS_PAGE_SIZE,
    offset: (page - 1) * STAFF_ORDERS_PAGE_SIZE,
  });
  return {
    results: await toOrderRows(ctx, rows),
    count,
    page,
    page_size: STAFF_ORDERS_PAGE_SIZE,
    total_pages: Math.max(1, Math.ceil(count / STAFF_ORDERS_PAGE_SIZE)),
  };
}

const CSV_COLUMNS = [
  'order_number',
  'status',
  'created_at',
  'route',
  'first_departure',
  'passengers',
  'ticket_numbers',
  'contact_email',
  'contact_phone',
  'language',
  'total_price',
  'currency',
  'partner_ref',
] as const;

/** One CSV field: quoted when needed; a leading = + - @ is defused so that a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The filtered list as CSV: UTF-8 with a byte-order mark (Excel then reads Cyrillic right), CRLF lines. */
export async function exportOrdersCsv(ctx: BookingContext, query: StaffOrderQuery): Promise<string> {
  const { rows } = await searchOrdersForStaff(ctx.db, filterOf(query), { limit: STAFF_ORDERS_EXPORT_MAX, offset: 0 });
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of await toOrderRows(ctx, rows)) {
    lines.push(
      CSV_COLUMNS.map((column) => {
        const value = row[column];
        return csvField(Array.isArray(value) ? value.join('; ') : value === null ? '' : String(value));
      }).join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function loadOrder(ctx: BookingContext, orderNumber: string): Promise<OrderRow> {
  const row = await findOrderByNumber(ctx.db, orderNumber);
  if (!row) throw notFound('order_not_found');
  return row;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export async function getOrderForStaff(ctx: PaymentsContext, orderNumber: string): Promise<StaffOrderDetail> {
  const db = ctx.booking.db;
  const row = await loadOrder(ctx.booking, orderNumber);
  const [passengers, payments, aftersales, mails, notes, audit] = await Promise.all([
    findOrderPassengers(db, row.id),
    findPaymentsOfOrder(db, row.id),
    findAftersalesOfOrder(db, row.id),
    findOrderMails(db, row.id),
    findOrderNotes(db, row.id),
    listStaffActions(db, { entity: 'order', entityId: row.number }),
  ]);
  const manualRefunds = await findManualRefundsOfPayments(db, payments);
  const related = await findOrdersByIds(
    db,
    [row.exchangeOf, ...aftersales.exchanges.map((e) => e.exchangeOrderId)].filter((id): id is string => !!id),
  );
  const numberOf = (id: string | null) => (id ? (related.find((o) => o.id === id)?.number ?? null) : null);
  const authors = await findUserEmails(
    db,
    notes.flatMap((n) => (n.staffId ? [n.staffId] : [])),
  );
  const order = renderOrder(ctx.booking, row, passengers, languageOf(row));

  const timeline: StaffOrderDetail['timeline'] = [
    { at: row.createdAt, event: 'booked', detail: `${row.totalPrice} ${row.currency}` },
    ...payments.map((p) => ({
      at: p.createdAt,
      event: `payment_${p.status}`,
      detail: `${p.provider}${p.providerReference ? ` ${p.providerReference}` : ''} #${p.attempt}`,
    })),
    { at: row.paidAt, event: 'paid', detail: null },
    { at: row.ticketedAt, event: 'ticketed', detail: null },
    { at: row.expiredAt, event: 'expired', detail: null },
    ...aftersales.refunds.map((r) => ({
      at: r.confirmedAt,
      event: `refund_${r.status}`,
      detail: `${r.amountBack} ${row.currency}`,
    })),
    { at: row.refundedAt, event: 'refunded', detail: null },
    ...aftersales.exchanges.map((e) => ({ at: e.confirmedAt, event: `exchange_${e.status}`, detail: e.newDate })),
    { at: row.exchangedAt, event: 'exchanged', detail: null },
    ...mails.map((m) => ({
      at: m.sentAt ?? m.failedAt,
      event: `${channelOf(m.kind)}_${m.sentAt ? 'sent' : 'failed'}`,
      detail: m.kind,
    })),
    ...notes.map((n) => ({ at: n.createdAt, event: 'note', detail: n.text })),
    ...audit.results
      .filter((a) => a.action !== 'note_added')
      .map((a) => ({ at: new Date(a.at), event: `staff_${a.action}`, detail: a.reason })),
  ]
    .filter((entry): entry is { at: Date; event: string; detail: string | null } => entry.at instanceof Date)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));

  return {
    order,
    language: row.language,
    kind: row.kind,
    partner_ref: row.partnerRef,
    user_id: row.userId,
    exchange_of: numberOf(row.exchangeOf),
    ticket_statuses: passengers.map((p) => ({ passenger: p.position, number: p.ticketNumber, status: p.ticketStatus })),
    payments: payments.map((p) => ({
      id: p.id,
      attempt: p.attempt,
      provider: p.provider,
      provider_ref: p.providerReference,
      status: p.status,
      amount: p.amount,
      charged_amount: p.chargedAmount,
      refunded_amount: p.refundedAmount,
      currency: p.currency,
      failure_reason: p.failureReason,
      created_at: p.createdAt.toISOString(),
      paid_at: iso(p.paidAt),
    })),
    refunds: aftersales.refunds.map((r) => ({
      refund_id: r.id,
      status: r.status,
      passengers: r.passengers,
      reason: r.reason,
      amount_back: r.amountBack,
      penalty: r.penalty,
      staff_note: r.staffNote,
      created_at: r.createdAt.toISOString(),
    })),
    exchanges: aftersales.exchanges.map((e) => ({
      exchange_id: e.id,
      status: e.status,
      leg: e.leg,
      new_date: e.newDate,
      total_due: e.totalDue,
      exchange_order_number: numberOf(e.exchangeOrderId),
      created_at: e.createdAt.toISOString(),
    })),
    manual_refunds: manualRefunds.map((m) => ({
      id: m.id,
      key: m.key,
      provider_ref: m.providerReference,
      amount: m.amount,
      status: m.status,
      created_at: m.createdAt.toISOString(),
      done_at: iso(m.doneAt),
    })),
    messages: mails.map((m) => ({
      id: m.id,
      channel: channelOf(m.kind),
      kind: m.kind,
      recipient: m.recipient,
      status: m.sentAt ? ('sent' as const) : m.failedAt ? ('failed' as const) : ('pending' as const),
      attempts: m.attempts,
      last_error: m.lastError,
      created_at: m.createdAt.toISOString(),
      sent_at: iso(m.sentAt),
      delivery: m.deliveryStatus
        ? {
            status: m.deliveryStatus as SmsDeliveryStatus,
            reason: m.deliveryReason,
            provider_message_id: m.providerMessageId,
            checked_at: iso(m.deliveryCheckedAt),
          }
        : null,
      text:
        m.kind === PAYMENT_CODE_SMS
          ? maskedCodeSms(
              row,
              payments.find((p) => p.providerReference === m.refId),
            )
          : null,
    })),
    timeline,
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      staff: n.staffId ? { id: n.staffId, email: authors.get(n.staffId) ?? '' } : null,
      created_at: n.createdAt.toISOString(),
    })),
    audit: audit.results,
    actions: {
      resend_confirmation: row.ticketedAt !== null,
      cancel: row.status === 'booked',
      start_refund:
        (row.status === 'ticketed' || row.status === 'refund_requested') &&
        passengers.some((p) => p.ticketStatus === 'issued'),
    },
  };
}

const notAllowed = (row: OrderRow) => new AppError('order_action_not_allowed', { params: { status: row.status } });

async function answer(
  ctx: PaymentsContext,
  orderNumber: string,
  language: Language,
  detail: Parameters<typeof translate>[1],
  params = {},
): Promise<StaffOrderActionResult> {
  return { detail: translate(language, detail, params), order: await getOrderForStaff(ctx, orderNumber) };
}

/** The confirmation email (with the receipt) again, to the order's contact. */
export async function resendConfirmation(
  ctx: PaymentsContext,
  orderNumber: string,
  actor: StaffActor,
  reason: string,
  language: Language,
): Promise<StaffOrderActionResult> {
  const row = await loadOrder(ctx.booking, orderNumber);
  if (!row.ticketedAt) throw notAllowed(row);
  await ctx.booking.db.transaction(async (tx) => {
    await queueConfirmationAgain(tx, row.id, row.contactEmail);
    await recordStaffAction(tx, actor, {
      entity: 'order',
      entityId: row.number,
      action: 'confirmation_resent',
      reason,
      after: { recipient: row.contactEmail },
    });
  });
  return answer(ctx, row.number, language, 'staff_order_confirmation_queued', { email: row.contactEmail });
}

/**
 * An unpaid order cancelled: booked -> cancelled, its seats given back and its attempts waiting for a code closed (a
 * later confirmation reaches no bank); refused with `payment_in_progress` while a code is with the bank.
 */
export async function cancelOrder(
  ctx: PaymentsContext,
  orderNumber: string,
  actor: StaffActor,
  reason: string,
  language: Language,
): Promise<StaffOrderActionResult> {
  const row = await loadOrder(ctx.booking, orderNumber);
  const isCancelled = await ctx.booking.db.transaction(async (tx) => {
    // Under the order's lock, as a payment's confirmation: an order whose code is with the bank waits for its outcome.
    const outcome = await closeUnpaidOrder(tx, row.id, 'cancelled');
    if (outcome === 'payment_at_bank') throw new AppError('payment_in_progress');
    if (outcome !== 'closed') return false;
    await recordStaffAction(tx, actor, {
      entity: 'order',
      entityId: row.number,
      action: 'cancelled',
      reason,
      before: { status: row.status },
      after: { status: 'cancelled' },
    });
    return true;
  });
  if (!isCancelled) throw notAllowed((await findOrderById(ctx.booking.db, row.id)) ?? row);
  return answer(ctx, row.number, language, 'staff_order_cancelled');
}

/** A refund asked for on the traveller's behalf (a phone call, the office): quoted and confirmed as they would. */
export async function startRefund(
  ctx: PaymentsContext,
  orderNumber: string,
  actor: StaffActor,
  input: { reason: string; passengers?: number[] | undefined },
  language: Language,
): Promise<StaffOrderActionResult> {
  const row = await loadOrder(ctx.booking, orderNumber);
  const access = { token: orderTokenOf(ctx.booking, row) };
  const quote = await quoteOrderRefund(
    ctx,
    { order_number: row.number, passengers: input.passengers, reason: input.reason },
    access,
    languageOf(row),
  );
  const refund = await confirmRefund(ctx, quote.refund_id, access, languageOf(row), Date.now(), {
    staff: actor,
    reason: input.reason,
  });
  return answer(ctx, row.number, language, 'staff_order_refund_started', { amount: refund.amount_back });
}

/** A manual refund of one of this order's payments marked paid (paid from the provider's back office). */
export async function markOrderManualRefundPaid(
  ctx: PaymentsContext,
  orderNumber: string,
  manualRefundId: string,
  actor: StaffActor,
  reason: string,
  language: Language,
): Promise<StaffOrderActionResult> {
  const row = await loadOrder(ctx.booking, orderNumber);
  const owned = await findManualRefundsOfPayments(ctx.booking.db, await findPaymentsOfOrder(ctx.booking.db, row.id));
  if (!owned.some((m) => m.id === manualRefundId)) throw notFound('manual_refund_not_found');
  await markManualRefundPaid(ctx, manualRefundId, actor.id, { ...actor }, reason);
  return answer(ctx, row.number, language, 'staff_order_manual_refund_paid');
}

export async function addOrderNote(
  ctx: PaymentsContext,
  orderNumber: string,
  actor: StaffActor,
  text: string,
  language: Language,
): Promise<StaffOrderActionResult> {
  const row = await loadOrder(ctx.booking, orderNumber);
  await ctx.booking.db.transaction(async (tx) => {
    const note = await insertOrderNote(tx, { orderId: row.id, staffId: actor.id, text });
    await recordStaffAction(tx, actor, {
      entity: 'order',
      entityId: row.number,
      action: 'note_added',
      after: { note_id: note.id, text },
    });
  });
  return answer(ctx, row.number, language, 'staff_order_note_added');
}
