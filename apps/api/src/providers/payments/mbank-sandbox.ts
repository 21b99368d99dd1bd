/**
 * The built-in MBank sandbox: behaves like the real one-time-code flow. A charge gets a 6-digit code
 * by SMS, valid OTP_TTL_SECONDS, dead after OTP_MAX_ATTEMPTS wrong tries; only an HMAC of it is kept.
 * Payments from MBANK_SANDBOX_DECLINE_PHONE are declined by the "bank".
 * The bank's ledger is a table, so every API process sees the same charges.
 *
 * The code SMS is a row of the shop's outbox (kind `payment_code_sms`, the order's id, the charge's
 * reference), written in the transaction that opens the charge. No code waits in that row: the charge
 * starts with the hash of a secret nobody knows, and the code is made when the outbox sends the SMS
 * (`renderCodeSms`), so a code exists only in the SMS itself and as its HMAC. A retried SMS gets a new
 * code (the one before never arrived, or stops working).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { MBANK_SANDBOX_DECLINE_PHONE, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { money, translateSms } from '../../i18n/translate.js';
import { mbankSandboxCharge, mbankSandboxRefund } from './mbank-sandbox.schema.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import type {
  ChargeWindow,
  CodeSmsInput,
  PaymentConfirmResult,
  PaymentProvider,
  PaymentStartInput,
  PaymentStartResult,
  ProviderCharge,
  ProviderChargeState,
  RefundInput,
  RefundOutcome,
} from './payment-provider.js';

const normalizePhone = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The outbox kind of the sandbox's code SMS. */
export const PAYMENT_CODE_SMS = 'payment_code_sms';

export class MbankSandboxProvider implements PaymentProvider {
  readonly name = 'mbank-sandbox';

  constructor(
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  private hash(reference: string, code: string): string {
    return createHmac('sha256', this.secret).update(`mbank-sandbox:${reference}:${code}`).digest('hex');
  }

  async start(input: PaymentStartInput): Promise<PaymentStartResult> {
    const existing = await this.db
      .select()
      .from(mbankSandboxCharge)
      .where(eq(mbankSandboxCharge.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (existing[0]) return { status: 'otp_sent', reference: existing[0].reference };
    const reference = crypto.randomUUID();
    const queued = await this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(mbankSandboxCharge)
        .values({
          reference,
          idempotencyKey: input.idempotencyKey,
          phone: normalizePhone(input.phone),
          amount: input.amount,
          currency: input.currency,
          // No code yet: the outbox makes it when it sends the SMS. Until then no 6-digit code matches.
          codeHash: this.hash(reference, randomBytes(32).toString('hex')),
          expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
        })
        .onConflictDoNothing()
        .returning({ reference: mbankSandboxCharge.reference });
      if (rows.length === 0) return null;
      const [message] = await tx
        .insert(mailOutbox)
        .values({
          kind: PAYMENT_CODE_SMS,
          orderId: input.orderId ?? null,
          refId: reference,
          recipient: input.phone.trim(),
        })
        .returning({ id: mailOutbox.id });
      return message!.id;
    });
    if (queued === null) return this.start(input);
    return { status: 'otp_sent', reference, messageId: queued };
  }

  async renderCodeSms(input: CodeSmsInput): Promise<string | null> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const [charge] = await this.db
      .update(mbankSandboxCharge)
      .set({ codeHash: this.hash(input.reference, code) })
      .where(
        and(
          eq(mbankSandboxCharge.reference, input.reference),
          eq(mbankSandboxCharge.status, 'otp_sent'),
          sql`${mbankSandboxCharge.expiresAt} > now()`,
        ),
      )
      .returning({ amount: mbankSandboxCharge.amount });
    if (!charge) return null;
    return translateSms(input.language, 'payment_sms_text', {
      code,
      amount: money(charge.amount),
      order: input.orderNumber,
    });
  }

  async confirm(reference: string, code: string): Promise<PaymentConfirmResult> {
    return this.db.transaction(async (tx) => {
      const [charge] = await tx
        .select({
          status: mbankSandboxCharge.status,
          phone: mbankSandboxCharge.phone,
          codeHash: mbankSandboxCharge.codeHash,
          attempts: mbankSandboxCharge.attempts,
          isExpired: sql<boolean>`${mbankSandboxCharge.expiresAt} <= now()`,
        })
        .from(mbankSandboxCharge)
        .where(eq(mbankSandboxCharge.reference, reference))
        .for('update');
      if (!charge) return { status: 'unknown' };
      if (charge.status === 'paid' || charge.status === 'declined' || charge.status === 'refunded')
        return { status: charge.status };
      if (charge.isExpired) return { status: 'code_expired' };
      if (charge.attempts >= OTP_MAX_ATTEMPTS) return { status: 'attempts_exceeded' };
      const expected = Buffer.from(charge.codeHash, 'hex');
      const actual = Buffer.from(this.hash(reference, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await tx
          .update(mbankSandboxCharge)
          .set({ attempts: sql`${mbankSandboxCharge.attempts} + 1` })
          .where(eq(mbankSandboxCharge.reference, reference));
        return { status: 'wrong_code' };
      }
      const declined = charge.phone === MBANK_SANDBOX_DECLINE_PHONE;
      await tx
        .update(mbankSandboxCharge)
        .set(
          declined ? { status: 'declined', note: 'sandbox decline number' } : { status: 'paid', chargedAt: sql`now()` },
        )
        .where(and(eq(mbankSandboxCharge.reference, reference), eq(mbankSandboxCharge.status, 'otp_sent')));
      return { status: declined ? 'declined' : 'paid' };
    });
  }

  async status(reference: string): Promise<ProviderChargeState> {
    const [charge] = await this.db
      .select({
        status: mbankSandboxCharge.status,
        amount: mbankSandboxCharge.amount,
        currency: mbankSandboxCharge.currency,
      })
      .from(mbankSandboxCharge)
      .where(eq(mbankSandboxCharge.reference, reference));
    return charge ? { status: charge.status, amount: charge.amount, currency: charge.currency } : { status: 'unknown' };
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    return this.db.transaction(async (tx) => {
      const [charge] = await tx
        .select()
        .from(mbankSandboxCharge)
        .where(eq(mbankSandboxCharge.reference, input.reference))
        .for('update');
      if (!charge) return 'refused';
      const [done] = await tx
        .select({ amount: mbankSandboxRefund.amount })
        .from(mbankSandboxRefund)
        .where(eq(mbankSandboxRefund.key, input.key));
      if (done) return 'done';
      if (charge.status !== 'paid' || input.amount <= 0 || charge.refundedAmount + input.amount > charge.amount)
        return 'refused';
      await tx.insert(mbankSandboxRefund).values({ key: input.key, reference: input.reference, amount: input.amount });
      const refunded = charge.refundedAmount + input.amount;
      await tx
        .update(mbankSandboxCharge)
        .set(
          refunded === charge.amount
            ? { refundedAmount: refunded, status: 'refunded', refundedAt: sql`now()` }
            : { refundedAmount: refunded },
        )
        .where(eq(mbankSandboxCharge.reference, input.reference));
      return 'done';
    });
  }

  /** The sandbox bank's ledger: every charge taken in the window. */
  async listCharges(window: ChargeWindow): Promise<ProviderCharge[]> {
    const rows = await this.db
      .select()
      .from(mbankSandboxCharge)
      .where(
        and(
          inArray(mbankSandboxCharge.status, ['paid', 'refunded']),
          between(mbankSandboxCharge.chargedAt, window.from, window.to),
        ),
      );
    return rows.map((row) => ({
      reference: row.reference,
      amount: row.amount,
      currency: row.currency,
      status: row.status as 'paid' | 'refunded',
      refundedAmount: row.refundedAmount,
      chargedAt: row.chargedAt,
    }));
  }
}
