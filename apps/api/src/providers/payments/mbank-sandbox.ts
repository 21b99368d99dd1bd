/**
 * The built-in MBank sandbox: behaves like the real one-time-code flow. A charge gets a 6-digit code
 * by SMS (the dev outbox), valid OTP_TTL_SECONDS, dead after OTP_MAX_ATTEMPTS wrong tries; only an
 * HMAC of it is kept. Payments from MBANK_SANDBOX_DECLINE_PHONE are declined by the "bank".
 * The bank's ledger is a table, so every API process sees the same charges.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { MBANK_SANDBOX_DECLINE_PHONE, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { translate } from '../../i18n/translate.js';
import { mbankSandboxCharge, mbankSandboxRefund } from './mbank-sandbox.schema.js';
import type { SmsSender } from '../messaging/index.js';
import type { ChargeWindow, PaymentConfirmResult, PaymentProvider, PaymentStartInput, PaymentStartResult, ProviderCharge, ProviderChargeState, RefundInput, RefundOutcome } from './payment-provider.js';

const normalizePhone = (phone: string) => phone.replace(/[^\d+]/g, '');

export class MbankSandboxProvider implements PaymentProvider {
  readonly name = 'mbank-sandbox';

  constructor(private readonly db: Database, private readonly sms: SmsSender, private readonly secret: string) {}

  private hash(reference: string, code: string): string {
    return createHmac('sha256', this.secret).update(`mbank-sandbox:${reference}:${code}`).digest('hex');
  }

  async start(input: PaymentStartInput): Promise<PaymentStartResult> {
    const existing = await this.db.select().from(mbankSandboxCharge).where(eq(mbankSandboxCharge.idempotencyKey, input.idempotencyKey)).limit(1);
    if (existing[0]) return { status: 'otp_sent', reference: existing[0].reference };
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const reference = crypto.randomUUID();
    const rows = await this.db
      .insert(mbankSandboxCharge)
      .values({
        reference,
        idempotencyKey: input.idempotencyKey,
        phone: normalizePhone(input.phone),
        amount: input.amount,
        currency: input.currency,
        codeHash: this.hash(reference, code),
        expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
      })
      .onConflictDoNothing()
      .returning({ reference: mbankSandboxCharge.reference });
    if (rows.length === 0) return this.start(input);
    await this.sms.send({ to: input.phone, text: translate(input.language, 'payment_sms_text', { code, amount: input.amount, order: input.orderNumber }) });
    return { status: 'otp_sent', reference };
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
      if (charge.status === 'paid' || charge.status === 'declined' || charge.status === 'refunded') return { status: charge.status };
      if (charge.isExpired) return { status: 'code_expired' };
      if (charge.attempts >= OTP_MAX_ATTEMPTS) return { status: 'attempts_exceeded' };
      const expected = Buffer.from(charge.codeHash, 'hex');
      const actual = Buffer.from(this.hash(reference, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await tx.update(mbankSandboxCharge).set({ attempts: sql`${mbankSandboxCharge.attempts} + 1` }).where(eq(mbankSandboxCharge.reference, reference));
        return { status: 'wrong_code' };
      }
      const declined = charge.phone === MBANK_SANDBOX_DECLINE_PHONE;
      await tx
        .update(mbankSandboxCharge)
        .set(declined ? { status: 'declined', note: 'sandbox decline number' } : { status: 'paid', chargedAt: sql`now()` })
        .where(and(eq(mbankSandboxCharge.reference, reference), eq(mbankSandboxCharge.status, 'otp_sent')));
      return { status: declined ? 'declined' : 'paid' };
    });
  }

  async status(reference: string): Promise<ProviderChargeState> {
    const [charge] = await this.db
      .select({ status: mbankSandboxCharge.status, amount: mbankSandboxCharge.amount, currency: mbankSandboxCharge.currency })
      .from(mbankSandboxCharge)
      .where(eq(mbankSandboxCharge.reference, reference));
    return charge ? { status: charge.status, amount: charge.amount, currency: charge.currency } : { status: 'unknown' };
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    return this.db.transaction(async (tx) => {
      const [charge] = await tx.select().from(mbankSandboxCharge).where(eq(mbankSandboxCharge.reference, input.reference)).for('update');
      if (!charge) return 'refused';
      const [done] = await tx.select({ amount: mbankSandboxRefund.amount }).from(mbankSandboxRefund).where(eq(mbankSandboxRefund.key, input.key));
      if (done) return 'done';
      if (charge.status !== 'paid' || input.amount <= 0 || charge.refundedAmount + input.amount > charge.amount) return 'refused';
      await tx.insert(mbankSandboxRefund).values({ key: input.key, reference: input.reference, amount: input.amount });
      const refunded = charge.refundedAmount + input.amount;
      await tx
        .update(mbankSandboxCharge)
        .set(refunded === charge.amount ? { refundedAmount: refunded, status: 'refunded', refundedAt: sql`now()` } : { refundedAmount: refunded })
        .where(eq(mbankSandboxCharge.reference, input.reference));
      return 'done';
    });
  }

  /** The sandbox bank's ledger: every charge taken in the window. */
  async listCharges(window: ChargeWindow): Promise<ProviderCharge[]> {
    const rows = await this.db
      .select()
      .from(mbankSandboxCharge)
      .where(and(inArray(mbankSandboxCharge.status, ['paid', 'refunded']), between(mbankSandboxCharge.chargedAt, window.from, window.to)));
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
