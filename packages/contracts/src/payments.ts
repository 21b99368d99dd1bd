/** Payment of an order with the MBank one-time-code flow (SPEC.md: phone, get code, enter code, status). */
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

export const mbankOtpConfirmSchema = z
  .object({ payment_id: z.string().uuid(), code: z.string().trim().regex(/^\d{6}$/).describe('The 6-digit code from the SMS') })
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
