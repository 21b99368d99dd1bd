/**
 * Paying an order: start a payment with the provider (a code by SMS), confirm it with the code,
 * and settle it. Settling marks the payment paid, the order paid and ticketed, and queues the
 * confirmation email in ONE transaction; a payment that lands after the order expired is refunded.
 */
import { PAYMENT_OTP_RESEND_SECONDS, isValidPhone, type Language, type OrderStatus, type Payment, type PaymentStatus } from '@sapar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageKey } from '../../i18n/messages.js';
import { translate } from '../../i18n/translate.js';
import type { PaymentProvider } from '../../providers/payments/index.js';
import { AppError } from '../../shared/app-error.js';
import type { BookingContext } from '../booking/booking.service.js';
import { canCompleteExchange, completeExchange } from '../aftersales/exchange.completion.js';
import { findOwedRefunds, findPayment, insertPayment, listOrderPayments, markRefunded, settlePayment, supersedeOpenPayments, type PaymentRow } from './payments.repository.js';
import { expireOrderAndReleaseSeats, findOrderById, findOrderByNumber, isPastDeadline, markOrderPaid, ticketOrder, type OrderRow } from '../orders/index.js';

export interface PaymentsContext {
  booking: BookingContext;
  providers: ReadonlyMap<string, PaymentProvider>;
  log?: FastifyBaseLogger | undefined;
}

/** Payment attempts (codes asked) one order may make. */
export const MAX_PAYMENT_ATTEMPTS = 5;

const paymentNotFound = () => new AppError('not_found', 404, 'payment_not_found');
const codeError = (key: MessageKey) => new AppError('validation_failed', 400, key, {}, { code: key });

function providerOf(ctx: PaymentsContext, name: string): PaymentProvider {
  const provider = ctx.providers.get(name);
  if (!provider) throw new Error(`payments: unknown provider ${name}`);
  return provider;
}

function toView(row: PaymentRow, order: OrderRow, language: Language): Payment {
  return {
    payment_id: row.id,
    status: row.status as PaymentStatus,
    provider: row.provider,
    amount: row.amount,
    currency: 'KGS',
    order_number: order.number,
    order_status: order.status as OrderStatus,
    reason: row.failureReason ? translate(language, row.failureReason as MessageKey) : null,
    refunded: row.refundedAt !== null,
  };
}

async function view(ctx: PaymentsContext, paymentId: string, language: Language): Promise<Payment> {
  const row = await findPayment(ctx.booking.db, paymentId);
  if (!row) throw paymentNotFound();
  return toView(row, (await findOrderById(ctx.booking.db, row.orderId))!, language);
}

export async function startMbankPayment(ctx: PaymentsContext, input: { order_number: string; phone: string }, language: Language) {
  if (!isValidPhone(input.phone)) throw new AppError('validation_failed', 400, 'validation_failed', {}, { phone: { code: 'invalid_phone' } });
  const db = ctx.booking.db;
  const provider = providerOf(ctx, 'mbank-sandbox');
  const started = await db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, input.order_number, true);
    if (!order) throw new AppError('not_found', 404, 'order_not_found');
    if (order.status === 'paid' || order.status === 'ticketed') throw new AppError('order_already_paid', 409, 'order_already_paid');
    if (order.status === 'booked' && (await isPastDeadline(tx, order.id))) await expireOrderAndReleaseSeats(tx, order.id);
    else if (order.status === 'booked') {
      const payments = await listOrderPayments(tx, order.id);
      const newest = payments[0];
      if (newest && newest.status === 'otp_sent' && newest.ageSeconds < PAYMENT_OTP_RESEND_SECONDS) {
        throw new AppError('rate_limited', 429, 'otp_resend_too_soon', { seconds: Math.max(1, Math.ceil(PAYMENT_OTP_RESEND_SECONDS - newest.ageSeconds)) });
      }
      if (payments.length >= MAX_PAYMENT_ATTEMPTS) throw new AppError('rate_limited', 429, 'payment_attempts_limit');
      await supersedeOpenPayments(tx, order.id);
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
    return null;
  });
  if (!started) throw new AppError('order_expired', 410, 'order_expired');

  const { order, payment } = started;
  try {
    const result = await provider.start({ idempotencyKey: payment.idempotencyKey, amount: payment.amount, currency: payment.currency, phone: payment.phone, orderNumber: order.number, language });
    await settlePayment(db, payment.id, { status: 'otp_sent', providerReference: result.reference }, ['created']);
  } catch (error) {
    ctx.log?.error({ err: error, paymentId: payment.id }, 'payments: starting with the provider failed');
    await settlePayment(db, payment.id, { status: 'failed', failureReason: 'service_unavailable' }, ['created']);
    throw new AppError('service_unavailable', 503, 'service_unavailable');
  }
  return { payment_id: payment.id, status: 'otp_sent' as const, resend_after: PAYMENT_OTP_RESEND_SECONDS };
}

/**
 * Applies the provider's 'paid' to our side, once: the payment, the order and its tickets and the
 * confirmation email change together. When the order is no longer payable the money goes back.
 */
async function settlePaid(ctx: PaymentsContext, payment: PaymentRow): Promise<void> {
  const db = ctx.booking.db;
  const refundOwed = await db.transaction(async (tx) => {
    const order = (await findOrderById(tx, payment.orderId, true))!;
    if (order.status === 'booked' && (await isPastDeadline(tx, order.id))) await expireOrderAndReleaseSeats(tx, order.id);
    const current = (await findOrderById(tx, order.id))!;
    // An exchange is paid only while the order it replaces can still be exchanged.
    const payable = current.status === 'booked' && (current.kind !== 'exchange' || (await canCompleteExchange(tx, current)));
    if (payable) {
      if (!(await settlePayment(tx, payment.id, { status: 'paid', paid: true }))) return false;
      await markOrderPaid(tx, order.id);
      await ticketOrder(tx, order.id, order.contactEmail);
      if (current.kind === 'exchange') await completeExchange(tx, current);
      return false;
    }
    if (current.status === 'booked') await expireOrderAndReleaseSeats(tx, order.id);
    // Expired (or paid by another attempt): this money is not ours to keep.
    return settlePayment(tx, payment.id, { status: 'failed', failureReason: 'payment_late_refunded' });
  });
  if (refundOwed) await refundPayment(ctx, payment.id);
}

async function refundPayment(ctx: PaymentsContext, paymentId: string): Promise<void> {
  const payment = (await findPayment(ctx.booking.db, paymentId))!;
  if (!payment.providerReference || payment.refundedAt) return;
  try {
    const refunded = await providerOf(ctx, payment.provider).refund({ reference: payment.providerReference, amount: payment.amount - payment.refundedAmount, key: `late:${payment.id}` });
    if (refunded) await markRefunded(ctx.booking.db, payment.id);
  } catch (error) {
    // The job retries owed refunds.
    ctx.log?.error({ err: error, paymentId }, 'payments: refund failed');
  }
}

export async function confirmMbankPayment(ctx: PaymentsContext, input: { payment_id: string; code: string }, language: Language): Promise<Payment> {
  const db = ctx.booking.db;
  const payment = await findPayment(db, input.payment_id);
  if (!payment) throw paymentNotFound();
  // Settled payments answer their outcome again: confirming twice never charges twice.
  if (payment.status !== 'otp_sent' || !payment.providerReference) return view(ctx, payment.id, language);

  const result = await providerOf(ctx, payment.provider).confirm(payment.providerReference, input.code);
  switch (result.status) {
    case 'wrong_code':
      throw codeError('otp_incorrect');
    case 'code_expired':
      await settlePayment(db, payment.id, { status: 'expired', failureReason: 'payment_code_expired' }, ['otp_sent']);
      throw codeError('payment_code_expired');
    case 'attempts_exceeded':
      await settlePayment(db, payment.id, { status: 'failed', failureReason: 'otp_attempts_exceeded' }, ['otp_sent']);
      throw codeError('otp_attempts_exceeded');
    case 'declined':
      await settlePayment(db, payment.id, { status: 'failed', failureReason: 'payment_declined' }, ['otp_sent']);
      break;
    case 'paid':
    case 'refunded':
      await settlePaid(ctx, payment);
      break;
    case 'unknown':
      throw paymentNotFound();
  }
  return view(ctx, payment.id, language);
}

/** The payment's state; an open payment asks the provider first (its answer may have landed elsewhere). */
export async function getPaymentStatus(ctx: PaymentsContext, paymentId: string, language: Language): Promise<Payment> {
  const payment = await findPayment(ctx.booking.db, paymentId);
  if (!payment) throw paymentNotFound();
  if (payment.status === 'otp_sent' && payment.providerReference) {
    const status = await providerOf(ctx, payment.provider).status(payment.providerReference);
    if (status === 'paid') await settlePaid(ctx, payment);
  }
  return view(ctx, paymentId, language);
}

/** Retries refunds still owed for late payments and refused exchanges (run by the job). */
export async function retryOwedRefunds(ctx: PaymentsContext, limit = 20): Promise<number> {
  const owed = await findOwedRefunds(ctx.booking.db, limit);
  for (const payment of owed) await refundPayment(ctx, payment.id);
  return owed.length;
}
