/**
 * Voluntary refunds: quote (amounts from the fare terms, fixed until the quote expires) -> confirm
 * (tickets refund_requested, the traveller emailed) -> complete (money back through the payment
 * provider, tickets refunded, seats released exactly once) or reject. Fully refundable fares are
 * completed by the system on confirmation; the others by staff.
 */
import {
  AFTERSALES_QUOTE_MINUTES,
  REFUND_BUSINESS_DAYS,
  type Language,
  type Refund,
  type RefundRequest,
  type StaffRefund,
} from '@sapar/contracts';
import type { MessageKey } from '../../i18n/messages.js';
import { money, translate } from '../../i18n/translate.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { recordRefundCompleted } from '../../shared/metrics.js';
import { loadAccessibleOrder, type ItinerarySnapshot, type OrderAccess } from '../booking/index.js';
import { addRefundedAmount, findRefundablePayments, type PaymentsContext } from '../payments/index.js';
import {
  findDecidedRefunds,
  listRefundsByStatus,
  listRefundsOf,
  findRefund,
  insertRefund,
  moveRefund,
  queueMail,
  type RefundRow,
} from './aftersales.repository.js';
import { quoteRefund } from './fare-rules.js';
import { hasPendingExchange } from './exchange.completion.js';
import {
  findOrderById,
  findOrderPassengers,
  findOrdersByIds,
  releaseSeats,
  transitionOrder,
  transitionTickets,
  type OrderPassengerRow,
  type OrderRow,
} from '../orders/index.js';

/** For housekeeping (quotes of refunds and exchanges nobody confirmed in time). */
export { expireStaleQuotes } from './aftersales.repository.js';

type RefundInput = Omit<RefundRequest, 'email'>;

const refundNotFound = () => new AppError('not_found', { message: 'refund_not_found' });

export function firstDeparture(row: OrderRow): number {
  const snapshot = row.itinerary as ItinerarySnapshot;
  return Math.min(...snapshot.offers.map((o) => o.departsAt));
}

export function refundView(row: RefundRow, orderNumber: string, language: Language): Refund {
  const note: MessageKey = row.taxesOnly
    ? 'refund_note_taxes_only'
    : row.automatic
      ? 'refund_note_full'
      : 'refund_note_penalty';
  return {
    refund_id: row.id,
    order_number: orderNumber,
    status: row.status,
    passengers: row.passengers,
    fare_total: row.fareTotal,
    penalty: row.penalty,
    agency_fee: row.agencyFee,
    amount_back: row.amountBack,
    currency: 'KGS',
    taxes_only: row.taxesOnly,
    automatic: row.automatic,
    method: translate(language, 'refund_method_mbank', { days: REFUND_BUSINESS_DAYS }),
    note: translate(language, note, { penalty: money(row.penalty), fee: money(row.agencyFee) }),
    quote_expires_at: row.quoteExpiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    staff_note: row.staffNote,
  };
}

/** The orders whose payments paid for this one: itself and, for an exchange, the orders it replaced. */
async function paymentChain(db: Executor, row: OrderRow): Promise<string[]> {
  const ids = [row.id];
  let current: OrderRow | undefined = row;
  while (current?.exchangeOf && ids.length < 20) {
    ids.push(current.exchangeOf);
    [current] = await findOrdersByIds(db, [current.exchangeOf]);
  }
  return ids;
}

export async function quoteOrderRefund(
  ctx: PaymentsContext,
  input: RefundInput,
  access: OrderAccess,
  language: Language,
  now = Date.now(),
): Promise<Refund> {
  const db = ctx.booking.db;
  const row = await loadAccessibleOrder(ctx.booking, input.order_number, access);
  if (row.status !== 'ticketed' && row.status !== 'refund_requested')
    throw new AppError(row.status === 'refunded' ? 'refund_already_requested' : 'refund_not_possible');
  if (firstDeparture(row) <= now) throw new AppError('refund_after_departure');
  if (await hasPendingExchange(db, row.id)) throw new AppError('exchange_in_progress');
  const passengers = await findOrderPassengers(db, row.id);
  const chosen = input.passengers
    ? [...new Set(input.passengers)].sort((a, b) => a - b)
    : passengers.filter((p) => p.ticketStatus === 'issued').map((p) => p.position);
  const holders = chosen.map((position) => passengers.find((p) => p.position === position));
  if (holders.some((p) => !p))
    throw new AppError('validation_failed', { fieldErrors: { passengers: 'refund_unknown_passenger' } });
  // The same tickets twice: refused while a refund of them is requested or done.
  if (holders.length === 0 || holders.some((p) => p!.ticketStatus !== 'issued'))
    throw new AppError('refund_already_requested');

  const snapshot = row.itinerary as ItinerarySnapshot;
  const flights = new Map(snapshot.flights.map((f) => [f.id, f]));
  const amounts = quoteRefund(
    snapshot.offers,
    flights,
    ctx.booking.flights.inventory.catalog,
    holders as OrderPassengerRow[],
  );
  const refund = await insertRefund(db, {
    orderId: row.id,
    passengers: chosen,
    reason: input.reason,
    ...amounts,
    quoteExpiresAt: new Date(now + AFTERSALES_QUOTE_MINUTES * 60_000),
    requestedBy: access.userId ?? null,
  });
  return refundView(refund, row.number, language);
}

/** A refund its order's owner or contact may see; anyone else gets 404. */
async function loadAccessibleRefund(
  ctx: PaymentsContext,
  refundId: string,
  access: OrderAccess,
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const refund = await findRefund(ctx.booking.db, refundId);
  if (!refund) throw refundNotFound();
  const order = (await findOrderById(ctx.booking.db, refund.orderId))!;
  await loadAccessibleOrder(ctx.booking, order.number, access).catch(() => {
    throw refundNotFound();
  });
  return { refund, order };
}

export async function getRefund(
  ctx: PaymentsContext,
  refundId: string,
  access: OrderAccess,
  language: Language,
): Promise<Refund> {
  const { refund, order } = await loadAccessibleRefund(ctx, refundId, access);
  return refundView(refund, order.number, language);
}

/** The traveller accepts the quote. Confirming again answers the refund as it is now. */
/** `actor`: staff confirming on the traveller's behalf (the back office); the audit entry commits with the request. */
export async function confirmRefund(
  ctx: PaymentsContext,
  refundId: string,
  access: OrderAccess,
  language: Language,
  now = Date.now(),
  actor?: { staff: StaffActor; reason: string },
): Promise<Refund> {
  const { refund, order } = await loadAccessibleRefund(ctx, refundId, access);
  if (refund.status !== 'quoted') return refundView(refund, order.number, language);
  const db = ctx.booking.db;
  await db.transaction(async (tx) => {
    const locked = (await findOrderById(tx, order.id, true))!;
    const current = (await findRefund(tx, refund.id, true))!;
    if (current.status !== 'quoted') return;
    if (current.quoteExpiresAt.getTime() <= now) {
      await moveRefund(tx, refund.id, 'quoted', { status: 'expired' });
      return;
    }
    if (locked.status !== 'ticketed' && locked.status !== 'refund_requested') throw new AppError('refund_not_possible');
    if (await hasPendingExchange(tx, order.id)) throw new AppError('exchange_in_progress');
    if (
      (await transitionTickets(tx, order.id, refund.passengers, 'issued', 'refund_requested')) !==
      refund.passengers.length
    )
      throw new AppError('refund_already_requested');
    if (!(await moveRefund(tx, refund.id, 'quoted', { status: 'requested', confirmedAt: new Date(now) })))
      throw new AppError('refund_already_requested');
    if (!(await transitionOrder(tx, order.id, 'refund_requested', {}, ['ticketed', 'refund_requested'])))
      throw new AppError('refund_not_possible');
    await queueMail(tx, {
      kind: 'refund_requested',
      orderId: order.id,
      recipient: order.contactEmail,
      refId: refund.id,
    });
    if (actor) {
      await recordStaffAction(tx, actor.staff, {
        entity: 'order',
        entityId: order.number,
        action: 'refund_started',
        reason: actor.reason,
        before: { status: locked.status },
        after: {
          status: 'refund_requested',
          refund_id: refund.id,
          passengers: refund.passengers,
          amount_back: refund.amountBack,
        },
      });
    }
  });
  const after = (await findRefund(db, refund.id))!;
  if (after.status === 'expired') throw new AppError('quote_expired');
  if (after.status === 'requested' && after.automatic)
    return completeRefund(ctx, refund.id, { handledBy: null, note: null }, language);
  return refundView(after, order.number, language);
}

/**
 * Decides to pay the refund back, then does it. The decision is one guarded transition
 * (requested -> completing) taken BEFORE any money moves, so a racing rejection can never win after a
 * payout: of a complete and a reject of the same refund exactly one takes effect.
 */
export async function completeRefund(
  ctx: PaymentsContext,
  refundId: string,
  decision: { handledBy: string | null; note: string | null; actor?: StaffActor | undefined },
  language: Language,
): Promise<Refund> {
  const db = ctx.booking.db;
  const refund = await findRefund(db, refundId);
  if (!refund) throw refundNotFound();
  const order = (await findOrderById(db, refund.orderId))!;
  if (refund.status === 'refunded') return refundView(refund, order.number, language);
  // Decided already (a failed payout, a manual refund staff have since paid): completing again pays out
  // what is still owed. Payouts are keyed, so a parallel run never pays twice.
  const isDecidedNow =
    refund.status !== 'completing' &&
    (await db.transaction(async (tx) => {
      if (
        !(await moveRefund(tx, refund.id, 'requested', {
          status: 'completing',
          decidedAt: new Date(),
          handledBy: decision.handledBy,
          staffNote: decision.note,
        }))
      )
        return false;
      // A staff decision is in the audit log with the decision itself.
      if (decision.actor) {
        await recordStaffAction(tx, decision.actor, {
          entity: 'refund',
          entityId: refund.id,
          action: 'completed',
          reason: decision.note,
          before: { status: refund.status, order_number: order.number },
          after: { status: 'completing', amount_back: refund.amountBack },
        });
      }
      return true;
    }));
  if (refund.status !== 'completing' && !isDecidedNow) {
    // Another request decided first: the same answer when it also pays back, 409 when it rejected.
    const now = (await findRefund(db, refund.id))!;
    if (now.status !== 'refunded' && now.status !== 'completing') throw new AppError('refund_not_requested');
  }
  await payOutRefund(ctx, refund.id);
  return refundView((await findRefund(db, refund.id))!, order.number, language);
}

/**
 * Pays a 'completing' refund back and closes it. The provider's payouts are keyed per refund and
 * payment, so running this again (a retry after a failure, the job after a crash) never pays twice;
 * our side counts them in the same transaction that moves the refund, so seats and tickets change
 * exactly once. A failed payout leaves the refund 'completing' for the job to retry: it is never
 * turned back into something that could be rejected after money moved.
 */
export async function payOutRefund(ctx: PaymentsContext, refundId: string): Promise<void> {
  const db = ctx.booking.db;
  const refund = (await findRefund(db, refundId))!;
  if (refund.status !== 'completing') return;
  const order = (await findOrderById(db, refund.orderId))!;

  // Newest payments first, each up to what it can still give back.
  const payouts: { paymentId: string; provider: string; reference: string; amount: number }[] = [];
  let left = refund.amountBack;
  for (const p of await findRefundablePayments(db, await paymentChain(db, order))) {
    if (left === 0) break;
    const amount = Math.min(left, p.amount - p.refundedAmount);
    if (amount <= 0 || !p.providerReference) continue;
    payouts.push({ paymentId: p.id, provider: p.provider, reference: p.providerReference, amount });
    left -= amount;
  }
  if (left > 0) {
    // A parallel run may have counted its payouts already: then this refund is done.
    if ((await findRefund(db, refund.id))!.status !== 'completing') return;
    throw new AppError('refund_payment_missing');
  }
  let owedByHand = false;
  for (const payout of payouts) {
    const provider = ctx.providers.get(payout.provider);
    const outcome = provider
      ? await provider
          .refund({
            reference: payout.reference,
            amount: payout.amount,
            key: `refund:${refund.id}:${payout.paymentId}`,
          })
          .catch(() => 'refused' as const)
      : 'refused';
    if (outcome === 'refused') throw new AppError('service_unavailable', { message: 'refund_payout_retrying' });
    if (outcome === 'manual') owedByHand = true;
  }
  // A provider without a refund API (Finipay): the money has not moved yet. The refund stays 'completing'
  // (decided, owed) while staff pay the manual refund; the job's next payout run finishes it once that is done.
  if (owedByHand) return;

  await db.transaction(async (tx) => {
    await findOrderById(tx, order.id, true);
    if (!(await moveRefund(tx, refund.id, 'completing', { status: 'refunded', completedAt: new Date() }))) return;
    recordRefundCompleted();
    for (const payout of payouts) await addRefundedAmount(tx, payout.paymentId, payout.amount);
    await transitionTickets(tx, order.id, refund.passengers, 'refund_requested', 'refunded');
    const passengers = await findOrderPassengers(tx, order.id);
    const seats = passengers.filter(
      (p) => refund.passengers.includes(p.position) && (p.type !== 'INFT' || p.withSeat),
    ).length;
    await releaseSeats(tx, order.id, seats);
    if (passengers.every((p) => p.ticketStatus === 'refunded'))
      await transitionOrder(tx, order.id, 'refunded', { refundedAt: new Date() }, ['refund_requested']);
    else if (!passengers.some((p) => p.ticketStatus === 'refund_requested'))
      await transitionOrder(tx, order.id, 'ticketed', {}, ['refund_requested']);
    await queueMail(tx, {
      kind: 'refund_completed',
      orderId: order.id,
      recipient: order.contactEmail,
      refId: refund.id,
    });
  });
}

/** Refunds decided but not paid out for `olderThanSeconds` (a failed payout, a crash): paid out again (run by the job). */
export async function resumeDecidedRefunds(ctx: PaymentsContext, olderThanSeconds = 120, limit = 20): Promise<number> {
  const stuck = await findDecidedRefunds(ctx.booking.db, olderThanSeconds, limit);
  for (const refund of stuck) {
    await payOutRefund(ctx, refund.id).catch((error: unknown) =>
      ctx.log?.error({ err: error, refundId: refund.id }, 'refunds: payout still failing'),
    );
  }
  return stuck.length;
}

/** Staff turn a requested refund down: the tickets are valid again and the traveller is told why. */
export async function rejectRefund(
  ctx: PaymentsContext,
  refundId: string,
  decision: { handledBy: string; note: string; actor?: StaffActor | undefined },
  language: Language,
): Promise<Refund> {
  const db = ctx.booking.db;
  const refund = await findRefund(db, refundId);
  if (!refund) throw refundNotFound();
  const order = (await findOrderById(db, refund.orderId))!;
  if (refund.status === 'rejected') return refundView(refund, order.number, language);
  const rejected = await db.transaction(async (tx) => {
    await findOrderById(tx, order.id, true);
    if (
      !(await moveRefund(tx, refund.id, 'requested', {
        status: 'rejected',
        rejectedAt: new Date(),
        handledBy: decision.handledBy,
        staffNote: decision.note,
      }))
    )
      return false;
    await transitionTickets(tx, order.id, refund.passengers, 'refund_requested', 'issued');
    const passengers = await findOrderPassengers(tx, order.id);
    if (!passengers.some((p) => p.ticketStatus === 'refund_requested'))
      await transitionOrder(tx, order.id, 'ticketed', {}, ['refund_requested']);
    await queueMail(tx, {
      kind: 'refund_rejected',
      orderId: order.id,
      recipient: order.contactEmail,
      refId: refund.id,
    });
    if (decision.actor) {
      await recordStaffAction(tx, decision.actor, {
        entity: 'refund',
        entityId: refund.id,
        action: 'rejected',
        reason: decision.note,
        before: { status: refund.status, order_number: order.number },
        after: { status: 'rejected' },
      });
    }
    return true;
  });
  const now = (await findRefund(db, refund.id))!;
  // Decided otherwise first (being paid back, or paid): the rejection did not happen.
  if (!rejected && now.status !== 'rejected') throw new AppError('refund_not_requested');
  return refundView(now, order.number, language);
}

/**
 * An involuntary refund (the airline cancelled or moved the flight): everything still held of what was
 * paid goes back, the agency fee included, with no penalty. Written decided ('completing') inside the
 * caller's transaction, which has locked the ticketed order; the caller pays it out with payOutRefund
 * after the commit (and the job retries a payout that failed). Answers the refund and its amount.
 */
export async function startInvoluntaryRefund(tx: Executor, row: OrderRow, reason: string): Promise<RefundRow> {
  const passengers = await findOrderPassengers(tx, row.id);
  const positions = passengers.filter((p) => p.ticketStatus === 'issued').map((p) => p.position);
  if (row.status !== 'ticketed' || positions.length !== passengers.length) throw new AppError('refund_not_possible');
  let paid = 0;
  for (const p of await findRefundablePayments(tx, await paymentChain(tx, row))) paid += p.amount - p.refundedAmount;
  if ((await transitionTickets(tx, row.id, positions, 'issued', 'refund_requested')) !== positions.length)
    throw new AppError('refund_already_requested');
  if (!(await transitionOrder(tx, row.id, 'refund_requested', {}, ['ticketed'])))
    throw new AppError('refund_not_possible');
  const now = new Date();
  const refund = await insertRefund(tx, {
    orderId: row.id,
    status: 'completing',
    passengers: positions,
    reason,
    fareTotal: paid,
    penalty: 0,
    agencyFee: 0,
    amountBack: paid,
    taxesOnly: false,
    automatic: true,
    quoteExpiresAt: now,
    confirmedAt: now,
    decidedAt: now,
  });
  await queueMail(tx, { kind: 'refund_requested', orderId: row.id, recipient: row.contactEmail, refId: refund.id });
  return refund;
}

/**
 * The airline cancelled or moved (beyond the threshold) a flight of an order whose traveller had asked for a
 * voluntary refund not decided yet: the involuntary refund supersedes it, in the caller's transaction. Every
 * requested refund loses its penalty and the agency's fee; when one refund covers every ticket still held, it
 * gives back everything still held of what was paid (the agency fee included), as a refund the traveller chose
 * on the disruption would. The refunds are decided ('completing'); the caller (or the payout job) pays them out.
 * Answers the refunds superseded (none when nothing was pending: a refund already being paid is left alone).
 */
export async function supersedeRequestedRefunds(tx: Executor, row: OrderRow, note: string): Promise<RefundRow[]> {
  await findOrderById(tx, row.id, true);
  const pending = (await listRefundsOf(tx, [row.id])).filter((r) => r.status === 'requested');
  if (pending.length === 0) return [];
  const passengers = await findOrderPassengers(tx, row.id);
  const held = passengers
    .filter((p) => p.ticketStatus === 'issued' || p.ticketStatus === 'refund_requested')
    .map((p) => p.position);
  let paid = 0;
  for (const p of await findRefundablePayments(tx, await paymentChain(tx, row))) paid += p.amount - p.refundedAmount;
  const whole = pending.length === 1 && held.every((position) => pending[0]!.passengers.includes(position));
  const decided: RefundRow[] = [];
  for (const refund of pending) {
    const amountBack = whole ? paid : refund.fareTotal;
    const change = {
      status: 'completing' as const,
      decidedAt: new Date(),
      penalty: 0,
      agencyFee: 0,
      amountBack,
      fareTotal: whole ? paid : refund.fareTotal,
      taxesOnly: false,
      automatic: true,
      staffNote: note,
    };
    if (await moveRefund(tx, refund.id, 'requested', change)) decided.push({ ...refund, ...change });
  }
  return decided;
}

/** Refunds for staff (all but unconfirmed quotes), newest first, with their order's status and contact. */
export async function listRefundsForStaff(
  ctx: PaymentsContext,
  status: RefundRow['status'] | undefined,
  language: Language,
): Promise<StaffRefund[]> {
  const rows = await listRefundsByStatus(ctx.booking.db, status);
  const orders = new Map(
    (await findOrdersByIds(ctx.booking.db, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, o]),
  );
  return rows.flatMap((refund) => {
    const order = orders.get(refund.orderId);
    return order
      ? [
          {
            ...refundView(refund, order.number, language),
            order_status: order.status,
            contact_email: order.contactEmail,
            language: order.language,
          },
        ]
      : [];
  });
}
