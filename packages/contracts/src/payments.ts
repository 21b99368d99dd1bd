/** Payment of an order by MBank's one-time code: phone, code, status (docs/product.md#payment-with-mbank). */
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES } from './booking.js';

export const PAYMENT_STATUSES = ['created', 'otp_sent', 'processing', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Seconds before another code may be asked for the same order. */
export const PAYMENT_OTP_RESEND_SECONDS = 60;
/** The MBank sandbox declines every payment from this number (to show and test the error path). */
export const MBANK_SANDBOX_DECLINE_PHONE = '+996700000402';

export const mbankOtpCreateSchema = z
  .object({
    order_number: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN),
    phone: z.string().trim().min(1).max(32).describe('The MBank account phone, international format (+996…)'),
  })
  .meta({ id: 'MbankOtpCreate' });

export const mbankOtpSentSchema = z
  .object({
    payment_id: z.string(),
    status: z.literal('otp_sent'),
    resend_after: z.number().int().describe('Seconds until another code may be requested'),
  })
  .meta({ id: 'MbankOtpSent' });

/** Banks send codes of different lengths (the sandbox 6 digits, Finipay's MBank 4): accept 4 to 8. */
export const PAYMENT_CODE_MIN_LENGTH = 4;
export const PAYMENT_CODE_MAX_LENGTH = 8;
export const PAYMENT_CODE_PATTERN = /^\d{4,8}$/;

export const mbankOtpConfirmSchema = z
  .object({
    payment_id: z.string().uuid(),
    code: z
      .string()
      .trim()
      .regex(PAYMENT_CODE_PATTERN)
      .describe('The code from the SMS (4 to 8 digits, as the bank sends it)'),
  })
  .meta({ id: 'MbankOtpConfirm' });

export const paymentParamsSchema = z.object({ payment_id: z.string().uuid() });

export const paymentSchema = z
  .object({
    payment_id: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string(),
    amount: z.number().int(),
    currency: z.literal('KGS'),
    order_number: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    /** Why a payment failed or expired, in the request's language. */
    reason: z.string().nullable(),
    refunded: z.boolean(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Finipay's callback (unauthenticated, sent twice per payment): only a trigger to re-read the
 * payment's status with our credentials; nothing in the body is trusted.
 */
export const finipayCallbackSchema = z
  .object({ orderNumber: z.string().max(100).optional() })
  .passthrough()
  .meta({ id: 'FinipayCallback' });
export const finipayCallbackAnswerSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'FinipayCallbackAnswer' });

// ---------------------------------------------------------------- staff: reconciliation and manual refunds

const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

export const reconciliationQuerySchema = z.object({
  date_from: optionalQuery(isoDate.describe('First day (UTC, yyyy-MM-dd) of the charges; default yesterday')),
  date_to: optionalQuery(isoDate.describe('Last day (UTC, yyyy-MM-dd), inclusive; default today')),
});

/** Where a charge the provider took stands: `paid` (money with us) or `refunded` (all given back). */
export const PROVIDER_CHARGE_STATUSES = ['paid', 'refunded'] as const;

export const reconciliationReportSchema = z
  .object({
    charges: z.number().int().describe('Charges the provider reports as taken in the window'),
    matched: z.number().int().describe('Charges whose money ended in a ticketed order or a refund of the same amount'),
    unmatched: z.array(
      z.object({
        provider_ref: z.string(),
        order_number: z.string().nullable(),
        amount: z.number().int(),
        status: z.enum(PROVIDER_CHARGE_STATUSES),
        reason: z.string().describe("Why it is not matched, in the request's language"),
      }),
    ),
  })
  .meta({ id: 'ReconciliationReport' });
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const MANUAL_REFUND_STATUSES = ['pending', 'done'] as const;
export type ManualRefundStatus = (typeof MANUAL_REFUND_STATUSES)[number];

export const manualRefundListQuerySchema = z.object({ status: optionalQuery(z.enum(MANUAL_REFUND_STATUSES)) });
export const manualRefundParamsSchema = z.object({ id: z.string().uuid() });
/** Why staff mark it paid (the transfer's reference, who was called), kept in the audit log. */
export const manualRefundDoneSchema = z
  .object({ reason: z.string().trim().min(1).max(1000) })
  .meta({ id: 'ManualRefundDone' });

export const manualRefundSchema = z
  .object({
    id: z.string(),
    status: z.enum(MANUAL_REFUND_STATUSES),
    provider: z.string(),
    provider_ref: z.string().describe('The charge at the provider (Finipay: our order number of the attempt)'),
    payment_id: z.string().nullable(),
    order_number: z.string().nullable(),
    phone: z.string().nullable().describe('The MBank phone the money goes back to'),
    amount: z.number().int(),
    currency: z.literal('KGS'),
    key: z.string().describe('What the refund is for: late:{payment} or refund:{refund}:{payment}'),
    created_at: z.string(),
    done_at: z.string().nullable(),
    done_by: z.string().nullable(),
  })
  .meta({ id: 'ManualRefund' });
export type ManualRefund = z.infer<typeof manualRefundSchema>;
export const manualRefundListSchema = z
  .object({ results: z.array(manualRefundSchema) })
  .meta({ id: 'ManualRefundList' });
