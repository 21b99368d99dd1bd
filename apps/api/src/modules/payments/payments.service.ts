/**
 * Paying an order: start a payment with the provider (a code by SMS), confirm it with the code, and
 * settle it from the provider's status. Every step is a guarded transition of the payment row:
 * confirm moves it otp_sent -> processing before the code goes to the bank, so a new code (which
 * supersedes only created/otp_sent attempts) can never strand a charge, and it does so under the order's
 * lock only while the order can still be paid (payable-order.ts): expiry, staff cancelling and a rebook
 * take the same lock and leave an order alone while its code is with the bank. Whenever the provider reports
 * a charge as taken it ends as the payment that ticketed its order, or as a keyed refund (`late:{payment}`)
 * of what was taken — whatever our row said. Settling marks the payment paid, the order paid and
 * ticketed, and queues the confirmation email in ONE transaction.
 */
import { PAYMENT_OTP_RESEND_SECONDS, isValidPhone, type Language, type Payment } from '@sapar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderChargeState,
} from '../../providers/payments/index.js';
import { AppError } from '../../shared/app-error.js';
import { recordPaymentSettled } from '../../shared/metrics.js';
import { loadAccessibleOrder, mayActOnOrder, type BookingContext, type OrderAccess } from '../booking/index.js';
import { exchangeSettlement } from './exchange-settlement.js';
import { fulfilSupplierOrder, syncSupplierOrderNow, syncSupplierOrders } from './supplier-fulfilment.js';
import {
  CLOSED_ATTEMPT_REASON,
  closeUnpaidOrder,
  isClosedWithOrder,
  lockOrderForPayment,
  orderClosedError,
  payabilityOf,
  type Unpayable,
} from './payable-order.js';
import {
  OPEN_PAYMENT_STATUSES,
  REFUND_OWED_REASONS,
  countPaymentsAwaitingProvider,
  countRecentPaymentsToPhone,
  findOwedRefunds,
  findPayment,
  findPaymentByReference,
  findPaymentsToPoll,
  hasProcessingPayment,
  insertPayment,
  listOrderPayments,
  markChargeNotKept as markChargeNotKeptRow,
  markChecked,
  markRefunded,
  settlePayment as settlePaymentRow,
  supersedeOpenPayments,
  type PaymentRow,
  type RefundOwedReason,
} from './payments.repository.js';
import {
  findOrderById,
  findOrderByNumber,
  findSupplierOrder,
  isPastDeadline,
  markOrderPaid,
  ticketOrder,
  type OrderRow,
} from '../orders/index.js';

// Every status change of a payment goes through these two: its outcomes are counted for /metrics.
const settlePayment: typeof settlePaymentRow = async (...args) =>
  recordPaymentSettled(args[2].status, await settlePaymentRow(...args));
const markChargeNotKept: typeof markChargeNotKeptRow = async (...args) =>
  recordPaymentSettled('not_kept', await markChargeNotKeptRow(...args));

export interface PaymentsContext {
  booking: BookingContext;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The provider new payments start with (PAYMENT_PROVIDER). */
  activeProvider: string;
  /** Sends one outbox row now (the sandbox's code SMS); without it the row waits for the outbox loop. */
  deliverMessage?: ((outboxId: number) => Promise<void>) | undefined;
  log?: FastifyBaseLogger | undefined;
}

/** Payment attempts (codes asked) one order may make. */
export const MAX_PAYMENT_ATTEMPTS = 5;
/** Codes one phone number may be sent per hour, over all orders. */
export const PAYMENT_CODES_PER_PHONE_PER_HOUR = 8;
/** Pending payments are read again this often (Finipay: "every 10 seconds until Reject or Charge"). */
export const POLL_EVERY_SECONDS = 10;
/**
 * A payment 'processing' this long while the bank still waits for its code lost its confirmation
 * (a crash, or a request the bank never saw): it may take a code again. Longer than any provider timeout.
 */
export const STALE_PROCESSING_SECONDS = 60;

const paymentNotFound = () => new AppError('not_found', { message: 'payment_not_found' });
const codeError = (key: MessageKey) => new AppError('validation_failed', { message: key, fieldErrors: { code: key } });

export function providerOf(ctx: PaymentsContext, name: string): PaymentProvider {
  const provider = ctx.providers.get(name);
  if (!provider) throw new Error(`payments: unknown provider ${name}`);
  return provider;
}

const isRefundOwed = (row: PaymentRow) => (REFUND_OWED_REASONS as readonly string[]).includes(row.failureReason ?? '');

function toView(row: PaymentRow, order: OrderRow, language: Language): Payment {
  // Money owed back that has not moved yet (a manual refund staff still have to pay) says so.
  const reason =
    isRefundOwed(row) && row.refundedAt === null ? 'payment_refund_pending' : (row.failureReason as MessageKey | null);
  return {
    payment_id: row.id,
    status: row.status,
    provider: row.provider,
    amount: row.amount,
    currency: 'KGS',
    order_number: order.number,
    order_status: order.status,
    reason: reason ? translate(language, reason) : null,
    refunded: row.refundedAt !== null,
  };
}

async function view(ctx: PaymentsContext, paymentId: string, language: Language): Promise<Payment> {
  const row = await findPayment(ctx.booking.db, paymentId);
  if (!row) throw paymentNotFound();
  return toView(row, (await findOrderById(ctx.booking.db, row.orderId))!, language);
}

/**
 * The payment of an order the caller may act on (the owner or the order token); anyone else gets the
 * same 404 as for a payment that does not exist: a payment id alone authorizes nothing.
 */
async function loadAccessiblePayment(
  ctx: PaymentsContext,
  paymentId: string,
  access: OrderAccess,
): Promise<PaymentRow> {
  const payment = await findPayment(ctx.booking.db, paymentId);
  const order = payment ? await findOrderById(ctx.booking.db, payment.orderId) : null;
  if (!payment || !order || !mayActOnOrder(ctx.booking, order, access)) throw paymentNotFound();
  return payment;
}

export async function startMbankPayment(
  ctx: PaymentsContext,
  input: { order_number: string; phone: string },
  access: OrderAccess,
  language: Language,
) {
  // Who may not act on the order learns nothing, not even whether it exists (checked before the phone).
  await loadAccessibleOrder(ctx.booking, input.order_number, access);
  if (!isValidPhone(input.phone))
    throw new AppError('validation_failed', { fieldErrors: { phone: { code: 'invalid_phone' } } });
  const db = ctx.booking.db;
  const provider = providerOf(ctx, ctx.activeProvider);
  const started = await db.transaction(async (tx) => {
    const found = await findOrderByNumber(tx, input.order_number);
    const order = found && (await lockOrderForPayment(tx, found.id));
    if (!order) throw new AppError('not_found', { message: 'order_not_found' });
    // The bank texts this phone: a number gets only so many codes an hour, whichever orders ask.
    if ((await countRecentPaymentsToPhone(tx, input.phone, 3600)) >= PAYMENT_CODES_PER_PHONE_PER_HOUR)
      throw new AppError('rate_limited', { message: 'payment_phone_limit' });
    if (order.status === 'paid' || order.status === 'ticketed') throw new AppError('order_already_paid');
    const inProgress = () => new AppError('payment_in_progress');
    const payability = await payabilityOf(tx, order);
    if (payability !== 'payable' && payability !== 'paid') {
      // No code for an order that can no longer be paid; one still booked gives its seats back now.
      if (order.status === 'booked' && (await closeUnpaidOrder(tx, order.id, payability)) === 'payment_at_bank')
        throw inProgress();
      return { closed: payability };
    }
    if (payability === 'payable') {
      const payments = await listOrderPayments(tx, order.id);
      if (payments.some((p) => p.status === 'processing')) throw inProgress();
      const newest = payments[0];
      if (newest && newest.status === 'otp_sent' && newest.ageSeconds < PAYMENT_OTP_RESEND_SECONDS) {
        throw new AppError('rate_limited', {
          message: 'otp_resend_too_soon',
          params: { seconds: Math.max(1, Math.ceil(PAYMENT_OTP_RESEND_SECONDS - newest.ageSeconds)) },
        });
      }
      if (payments.length >= MAX_PAYMENT_ATTEMPTS)
        throw new AppError('rate_limited', { message: 'payment_attempts_limit' });
      await supersedeOpenPayments(tx, order.id);
      // A confirmation that moved an attempt to 'processing' after the read above kept it out of the
      // supersede (the conditional update skips it); this fresh read sees it, and the new code waits.
      if (await hasProcessingPayment(tx, order.id)) throw inProgress();
      const attempt = (newest?.attempt ?? 0) + 1;
      const payment = await insertPayment(tx, {
        orderId: order.id,
        attempt,
        provider: provider.name,
        amount: order.totalPrice,
        currency: order.currency,
        phone: input.phone.trim(),
        idempotencyKey: `${order.id}:${attempt}`,
      });
      return { order, payment };
    }
    throw new AppError('order_already_paid');
  });
  if (started.closed !== undefined) throw orderClosedError(started.closed);

  const { order, payment } = started;
  let messageId: number | undefined;
  try {
    const result = await provider.start({
      idempotencyKey: payment.idempotencyKey,
      attempt: payment.attempt,
      amount: payment.amount,
      currency: payment.currency,
      phone: payment.phone,
      orderNumber: order.number,
      orderId: order.id,
      language,
    });
    await settlePayment(db, payment.id, { status: 'otp_sent', providerReference: result.reference }, ['created']);
    messageId = result.messageId;
  } catch (error) {
    // No code can reach the bank for this attempt (it never becomes otp_sent), so no money can move: a new attempt gets a new number.
    ctx.log?.error({ err: error, paymentId: payment.id }, 'payments: starting with the provider failed');
    const refused =
      error instanceof PaymentProviderError &&
      (error.kind === 'invalid_request' || error.kind === 'duplicate' || error.kind === 'rejected');
    await settlePayment(
      db,
      payment.id,
      { status: 'failed', failureReason: refused ? 'payment_provider_refused' : 'service_unavailable' },
      ['created'],
    );
    throw new AppError('service_unavailable', {
      message: refused ? 'payment_provider_refused' : 'service_unavailable',
    });
  }
  // The code SMS the provider queued goes out now; a failure leaves it to the outbox loop's retries.
  if (messageId !== undefined && ctx.deliverMessage) {
    await ctx
      .deliverMessage(messageId)
      .catch((error: unknown) =>
        ctx.log?.error({ err: error, paymentId: payment.id }, 'payments: sending the code SMS failed'),
      );
  }
  return { payment_id: payment.id, status: 'otp_sent' as const, resend_after: PAYMENT_OTP_RESEND_SECONDS };
}

/**
 * The provider took this charge: the payment tickets its order when it is still an open attempt of a
 * payable order and the amount and currency are the order's; otherwise the money goes back (keyed
 * `late:{payment}`), whatever our row's status was. A payment whose code went to the bank while the order
 * could be paid ('processing') is kept past the deadline: the order held its seats for it.
 */
async function settleTakenCharge(ctx: PaymentsContext, paymentId: string, state: ProviderChargeState): Promise<void> {
  const db = ctx.booking.db;
  const first = (await findPayment(db, paymentId))!;
  const refundOwed = await db.transaction(async (tx) => {
    const order = (await lockOrderForPayment(tx, first.orderId))!;
    const payment = (await findPayment(tx, paymentId))!;
    if (payment.status === 'paid') return false;
    const amountMatches = state.amount === payment.amount && state.currency === payment.currency;
    const overdue =
      order.status === 'booked' && payment.status !== 'processing' && (await isPastDeadline(tx, order.id));
    // An exchange is paid only while the order it replaces can still be exchanged.
    const exchangeClosed =
      order.status === 'booked' &&
      order.kind === 'exchange' &&
      !(await exchangeSettlement().canCompleteExchange(tx, order));
    const orderPayable = order.status === 'booked' && !overdue && !exchangeClosed;
    if (orderPayable && amountMatches && OPEN_PAYMENT_STATUSES.includes(payment.status)) {
      if (!(await settlePayment(tx, payment.id, { status: 'paid', paid: true, chargedAmount: state.amount! })))
        return false;
      await markOrderPaid(tx, order.id);
      // An outside supplier's order is paid at the supplier once this charge is ours; its tickets come from there.
      if (await findSupplierOrder(tx, order.id)) return 'supplier' as const;
      await ticketOrder(tx, order.id, order.contactEmail);
      if (order.kind === 'exchange') await exchangeSettlement().completeExchange(tx, order);
      return false;
    }
    const reason: RefundOwedReason = !amountMatches
      ? 'payment_amount_mismatch'
      : overdue || exchangeClosed || order.status === 'expired' || order.status === 'cancelled'
        ? 'payment_late_refunded'
        : 'payment_duplicate_refunded';
    const owed = isRefundOwed(payment)
      ? payment.refundedAt === null
      : await markChargeNotKept(tx, payment.id, reason, state.amount);
    // An order past its deadline, or an exchange that can no longer complete, gives its seats back once this
    // payment is no longer with the bank (a plain order before its deadline still waits for its newer attempt).
    if (overdue || exchangeClosed) await closeUnpaidOrder(tx, order.id, overdue ? 'expired' : 'exchange_closed');
    return owed;
  });
  if (refundOwed === 'supplier') await fulfilSupplierOrder(ctx, first.orderId, (id) => refundPayment(ctx, id));
  else if (refundOwed) await refundPayment(ctx, paymentId);
}

/** Supplier orders read again (the polling job, and the webhook's trigger): tickets, holds, refunds owed. */
export const syncSupplierOrdersNow = (ctx: PaymentsContext, limit?: number) =>
  syncSupplierOrders(ctx, (id) => refundPayment(ctx, id), limit);
export const syncSupplierOrderOf = (ctx: PaymentsContext, orderId: string) =>
  syncSupplierOrderNow(ctx, orderId, (id) => refundPayment(ctx, id));

/** A payment that left the bank without a charge: its order, when past the deadline, is expired now (not at the job's next tick). */
async function expireIfOverdue(ctx: PaymentsContext, orderId: string): Promise<void> {
  await ctx.booking.db.transaction((tx) => closeUnpaidOrder(tx, orderId, 'expired', { onlyIfOverdue: true }));
}

/** Gives back a taken charge that was not kept; 'manual' leaves it owed (staff pay it and mark it done). */
async function refundPayment(ctx: PaymentsContext, paymentId: string): Promise<void> {
  const payment = (await findPayment(ctx.booking.db, paymentId))!;
  if (!payment.providerReference || payment.refundedAt) return;
  const amount = (payment.chargedAmount ?? payment.amount) - payment.refundedAmount;
  if (amount <= 0) return;
  try {
    const outcome = await providerOf(ctx, payment.provider).refund({
      reference: payment.providerReference,
      amount,
      key: `late:${payment.id}`,
    });
    if (outcome === 'done') await markRefunded(ctx.booking.db, payment.id);
    else if (outcome === 'refused')
      ctx.log?.error({ paymentId, amount }, 'payments: the provider refused the refund of a charge not kept');
  } catch (error) {
    // The job retries owed refunds.
    ctx.log?.error({ err: error, paymentId }, 'payments: refund failed');
  }
}

/** Applies what the provider says of a payment's charge (only ever through a status read, never a callback body). */
async function applyChargeState(ctx: PaymentsContext, payment: PaymentRow, state: ProviderChargeState): Promise<void> {
  const db = ctx.booking.db;
  switch (state.status) {
    case 'paid':
      return settleTakenCharge(ctx, payment.id, state);
    case 'refunded':
      // Given back in full at the provider: a payment not kept is refunded; a paid one was refunded after the sale.
      if (
        payment.status !== 'paid' &&
        (await markChargeNotKept(db, payment.id, 'payment_duplicate_refunded', state.amount))
      )
        await markRefunded(db, payment.id);
      else if (isRefundOwed(payment)) await markRefunded(db, payment.id);
      return;
    case 'declined':
      if (await settlePayment(db, payment.id, { status: 'failed', failureReason: 'payment_declined' }))
        await expireIfOverdue(ctx, payment.orderId);
      return;
    case 'otp_sent':
      // The bank still waits for a code: a confirmation that never reached it is released after a while.
      if (
        await settlePayment(db, payment.id, { status: 'otp_sent' }, ['processing'], {
          idleSeconds: STALE_PROCESSING_SECONDS,
        })
      )
        await expireIfOverdue(ctx, payment.orderId);
      return;
    case 'unknown':
      // The bank has no such charge, so no money moved.
      if (
        await settlePayment(
          db,
          payment.id,
          { status: 'failed', failureReason: 'payment_provider_refused' },
          ['processing'],
          { idleSeconds: STALE_PROCESSING_SECONDS },
        )
      )
        await expireIfOverdue(ctx, payment.orderId);
      return;
    case 'pending':
      return;
  }
}

/** Reads the provider's status of one payment and applies it; throws when the provider cannot answer. */
export async function refreshPayment(ctx: PaymentsContext, paymentId: string): Promise<void> {
  const payment = await findPayment(ctx.booking.db, paymentId);
  if (!payment?.providerReference) return;
  const state = await providerOf(ctx, payment.provider).status(payment.providerReference);
  await markChecked(ctx.booking.db, payment.id);
  await applyChargeState(ctx, payment, state);
}

export async function confirmMbankPayment(
  ctx: PaymentsContext,
  input: { payment_id: string; code: string },
  access: OrderAccess,
  language: Language,
): Promise<Payment> {
  const db = ctx.booking.db;
  const payment = await loadAccessiblePayment(ctx, input.payment_id, access);
  // An attempt closed with its order (expired, cancelled, its exchange gone) says so, as the order's 410.
  if (payment.status === 'expired' && isClosedWithOrder(payment.failureReason))
    throw new AppError('order_expired', { message: payment.failureReason });
  // Settled payments answer their outcome again: confirming twice never charges twice.
  if (payment.status !== 'otp_sent' || !payment.providerReference) return view(ctx, payment.id, language);
  // The code goes to the bank only from 'processing', reached under the order's lock while the order can
  // still be paid: a new code cannot supersede this attempt meanwhile, expiry and cancelling wait for its
  // outcome, and of two racing confirmations only the one that won this row talks to the bank.
  const claim = await db.transaction(async (tx): Promise<'claimed' | 'lost' | 'paid' | Unpayable> => {
    const order = (await lockOrderForPayment(tx, payment.orderId))!;
    const payability = await payabilityOf(tx, order);
    if (payability === 'payable')
      return (await settlePayment(tx, payment.id, { status: 'processing' }, ['otp_sent'])) ? 'claimed' : 'lost';
    if (payability === 'paid') {
      // Another attempt paid the order: this one, still waiting for its code, is closed. When this very attempt is no
      // longer waiting (a racing confirmation took it to the bank, or it paid the order), its outcome is answered.
      const superseded = await settlePayment(
        tx,
        payment.id,
        { status: 'expired', failureReason: 'payment_superseded' },
        ['otp_sent'],
      );
      return superseded ? 'paid' : 'lost';
    }
    // Closed now if still booked (the seats go back); its attempts, this one included, are closed with it.
    if (order.status !== 'booked' || (await closeUnpaidOrder(tx, order.id, payability)) !== 'closed')
      await supersedeOpenPayments(tx, order.id, CLOSED_ATTEMPT_REASON[payability]);
    return payability;
  });
  if (claim === 'lost') return view(ctx, payment.id, language);
  if (claim === 'paid') throw new AppError('order_already_paid');
  if (claim !== 'claimed') throw orderClosedError(claim);

  const back = async (to: 'otp_sent' | 'expired' | 'failed', reason: MessageKey | null) => {
    if (await settlePayment(db, payment.id, { status: to, failureReason: reason }, ['processing']))
      await expireIfOverdue(ctx, payment.orderId);
  };
  let result;
  try {
    result = await providerOf(ctx, payment.provider).confirm(payment.providerReference, input.code);
  } catch (error) {
    // Timeout, 5xx, an unknown answer: the outcome is unknown. The payment stays 'processing' and the
    // job reads its status until the bank says (the traveller sees "checking the payment").
    ctx.log?.warn(
      { err: error, paymentId: payment.id },
      'payments: confirmation outcome unknown, will re-read the status',
    );
    return view(ctx, payment.id, language);
  }
  switch (result.status) {
    case 'wrong_code':
      await back('otp_sent', null);
      throw codeError('otp_incorrect');
    case 'code_expired':
      await back('expired', 'payment_code_expired');
      throw codeError('payment_code_expired');
    case 'attempts_exceeded':
      await back('failed', 'otp_attempts_exceeded');
      throw codeError('otp_attempts_exceeded');
    case 'declined':
      await back('failed', 'payment_declined');
      break;
    case 'unknown':
      await back('failed', 'payment_provider_refused');
      break;
    case 'paid':
    case 'refunded':
    case 'accepted':
      // Only a status read with the expected amount and currency marks it paid.
      await refreshPayment(ctx, payment.id).catch((error: unknown) =>
        ctx.log?.warn({ err: error, paymentId: payment.id }, 'payments: status read failed, the job will retry'),
      );
      break;
  }
  return view(ctx, payment.id, language);
}

/** The payment's state; an open payment asks the provider first (its answer may have landed elsewhere). */
export async function getPaymentStatus(
  ctx: PaymentsContext,
  paymentId: string,
  access: OrderAccess,
  language: Language,
): Promise<Payment> {
  const payment = await loadAccessiblePayment(ctx, paymentId, access);
  if ((payment.status === 'otp_sent' || payment.status === 'processing') && payment.providerReference) {
    await refreshPayment(ctx, payment.id).catch((error: unknown) =>
      ctx.log?.warn({ err: error, paymentId }, 'payments: status read failed'),
    );
  }
  return view(ctx, paymentId, language);
}

/**
 * A provider's callback: only a trigger. Nothing in it is trusted; the payment it names (if it is ours)
 * has its status read again with our credentials.
 */
export async function handleProviderCallback(
  ctx: PaymentsContext,
  provider: string,
  reference: string | undefined,
): Promise<void> {
  if (!reference) return;
  const payment = await findPaymentByReference(ctx.booking.db, provider, reference);
  if (!payment) return;
  if (payment.status === 'paid' && payment.refundedAt === null && !isRefundOwed(payment)) return;
  await refreshPayment(ctx, payment.id);
}

/** Reads the status of payments whose code is with the bank (run by the job every ~10 s while pending). */
export async function pollPendingPayments(ctx: PaymentsContext, limit = 50): Promise<number> {
  const due = await findPaymentsToPoll(ctx.booking.db, POLL_EVERY_SECONDS, limit);
  for (const payment of due) {
    await refreshPayment(ctx, payment.id).catch((error: unknown) =>
      ctx.log?.warn({ err: error, paymentId: payment.id }, 'payments: polling the status failed'),
    );
  }
  return due.length;
}

/** Retries refunds still owed for charges not kept (run by the job). */
export async function retryOwedRefunds(ctx: PaymentsContext, limit = 20): Promise<number> {
  const owed = await findOwedRefunds(ctx.booking.db, limit);
  for (const payment of owed) await refundPayment(ctx, payment.id);
  return owed.length;
}

/** For the reconciliation: settle or refund one payment the provider says was charged. */
export async function settleChargedPayment(ctx: PaymentsContext, payment: PaymentRow): Promise<void> {
  await refreshPayment(ctx, payment.id);
  const after = (await findPayment(ctx.booking.db, payment.id))!;
  if (isRefundOwed(after) && after.refundedAt === null) await refundPayment(ctx, payment.id);
}

/** Payments whose outcome the bank is deciding (the job polls them): a queue depth of /metrics. */
export const countPaymentsToPoll = (ctx: PaymentsContext): Promise<number> =>
  countPaymentsAwaitingProvider(ctx.booking.db);
