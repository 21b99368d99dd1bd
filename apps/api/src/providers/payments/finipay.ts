/**
 * Finipay's MBank API (research/kg-payments.md §1): POST /api/v1.1.0/mbank/pay sends the payer an SMS
 * code, /mbank/confirm passes the code on, /status tells whether the bank charged (`CHARGE`) or not
 * (`REJECT`). HTTP Basic; every answer is `{code, message, data}` with string codes (110 CREATED,
 * 120 CONFIRMED, 200 PAYMENT_SUCCESS). Amounts are whole som; phones `996XXXXXXXXX`; every attempt
 * gets its own order number `{ORDER}-{attempt}` (Finipay calls it a unique payment id).
 *
 * `120 CONFIRMED` only means the code was accepted: the payment is paid when a status read shows
 * CHARGE with the expected amount in KGS (the caller checks amount and currency). Timeouts, 5xx,
 * unknown codes and refused credentials become PaymentProviderError, never a guess.
 * Finipay has no refund API: a refund becomes a manual refund row that staff pay from Finipay's back
 * office and mark done; until then refund() answers 'manual' (the money has not moved).
 */
import http from 'node:http';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentManualRefund } from './manual-refund.schema.js';
import {
  PaymentProviderError,
  type ChargeWindow,
  type PaymentConfirmResult,
  type PaymentProvider,
  type PaymentStartInput,
  type PaymentStartResult,
  type ProviderCharge,
  type ProviderChargeState,
  type RefundInput,
  type RefundOutcome,
} from './payment-provider.js';

export interface FinipayOptions {
  /** e.g. https://test.finipay.kg (the path prefix /api/v1.1.0 is added here). */
  baseUrl: string;
  login: string;
  password: string;
  /** Where Finipay posts its callbacks (our POST /api/payments/finipay/callback/). */
  callbackUrl: string | undefined;
  /** Per request; the bank's side may be slow, but a payer should not wait forever. */
  timeoutMs?: number;
}

interface Envelope {
  httpStatus: number;
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

const API = '/api/v1.1.0';
/** Provider order numbers: Latin letters, digits and '-' only (the docs contradict themselves on '_'). */
const ORDER_NUMBER_UNSAFE = /[^A-Za-z0-9-]/g;

/** `+996 700 123 456` (our format) -> `996700123456` (Finipay's); null when it is not a Kyrgyz mobile number. */
export function toFinipayPhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) digits = `996${digits.slice(1)}`;
  if (digits.length === 9) digits = `996${digits}`;
  return /^996\d{9}$/.test(digits) ? digits : null;
}

export function finipayOrderNumber(orderNumber: string, attempt: number): string {
  return `${orderNumber.replace(ORDER_NUMBER_UNSAFE, '').toUpperCase()}-${attempt}`;
}

/** Decimal som from a status or callback (`500.00`, `"500.00"`, 500) as a number; NaN when it is none. */
function toAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return Number.NaN;
}

export class FinipayProvider implements PaymentProvider {
  readonly name = 'finipay';
  private readonly base: URL;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: FinipayOptions,
  ) {
    this.base = new URL(options.baseUrl);
    this.authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /**
   * One call. node:http rather than fetch: the documented status request is a GET with a JSON body,
   * which fetch refuses to send. Answers the envelope for any 2xx/4xx JSON reply; throws for the rest.
   */
  private request(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown>,
    query?: Record<string, string>,
  ): Promise<Envelope> {
    const url = new URL(this.base.pathname.replace(/\/$/, '') + path, this.base);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const payload = Buffer.from(JSON.stringify(body));
    const send = url.protocol === 'https:' ? https.request : http.request;
    return new Promise<Envelope>((resolve, reject) => {
      const req = send(
        url,
        {
          method,
          signal: AbortSignal.timeout(this.timeoutMs),
          headers: {
            authorization: this.authorization,
            'content-type': 'application/json',
            accept: 'application/json',
            'content-length': payload.length,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(this.networkError(error, path)));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            if (status >= 500)
              return reject(
                new PaymentProviderError('unavailable', `Finipay ${path}: HTTP ${status} ${text.slice(0, 200)}`),
              );
            if (status === 401 || status === 403)
              return reject(
                new PaymentProviderError('unavailable', `Finipay ${path}: credentials refused (HTTP ${status})`),
              );
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              return reject(
                new PaymentProviderError(
                  'unexpected',
                  `Finipay ${path}: HTTP ${status}, not JSON: ${text.slice(0, 200)}`,
                ),
              );
            }
            const envelope = parsed as { code?: unknown; message?: unknown; data?: unknown };
            if (typeof envelope?.code !== 'string')
              return reject(
                new PaymentProviderError(
                  'unexpected',
                  `Finipay ${path}: HTTP ${status}, no code: ${text.slice(0, 200)}`,
                ),
              );
            resolve({
              httpStatus: status,
              code: envelope.code,
              message: typeof envelope.message === 'string' ? envelope.message : '',
              data:
                envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, unknown>) : null,
            });
          });
        },
      );
      req.on('error', (error) => reject(this.networkError(error, path)));
      req.end(payload);
    });
  }

  private networkError(error: Error, path: string): PaymentProviderError {
    const timedOut =
      error.name === 'TimeoutError' ||
      error.name === 'AbortError' ||
      (error.cause as Error | undefined)?.name === 'TimeoutError';
    return new PaymentProviderError(
      timedOut ? 'timeout' : 'unavailable',
      `Finipay ${path}: ${timedOut ? `no answer within ${this.timeoutMs} ms` : error.message}`,
    );
  }

  async start(input: PaymentStartInput): Promise<PaymentStartResult> {
    if (!Number.isInteger(input.amount) || input.amount < 1)
      throw new PaymentProviderError('invalid_request', `Finipay takes whole som >= 1, not ${input.amount}`);
    if (input.currency !== 'KGS')
      throw new PaymentProviderError('invalid_request', `Finipay MBank takes KGS, not ${input.currency}`);
    const phone = toFinipayPhone(input.phone);
    if (!phone) throw new PaymentProviderError('invalid_request', 'not a Kyrgyz MBank phone number');
    const orderNumber = finipayOrderNumber(input.orderNumber, input.attempt);
    const answer = await this.request('POST', `${API}/mbank/pay`, {
      orderNumber,
      phone,
      amount: input.amount,
      comment: `Sapar ${input.orderNumber}`,
      ...(this.options.callbackUrl ? { callbackUrl: this.options.callbackUrl } : {}),
    });
    if (answer.code === '110') {
      const amount = toAmount(answer.data?.amount);
      if (answer.data && 'amount' in answer.data && amount !== input.amount) {
        throw new PaymentProviderError(
          'unexpected',
          `Finipay created ${orderNumber} for ${String(answer.data.amount)}, not ${input.amount}`,
        );
      }
      return { status: 'otp_sent', reference: orderNumber };
    }
    if (/DUPLICATE/i.test(answer.message) || answer.code === '409') {
      // Ours from an earlier try whose answer was lost, if it is still waiting for the same amount.
      const existing = await this.status(orderNumber);
      if (existing.status === 'otp_sent' && existing.amount === input.amount)
        return { status: 'otp_sent', reference: orderNumber };
      throw new PaymentProviderError(
        'duplicate',
        `Finipay already has order number ${orderNumber} (${existing.status})`,
      );
    }
    throw new PaymentProviderError(
      answer.httpStatus >= 400 ? 'rejected' : 'unexpected',
      `Finipay /mbank/pay: ${answer.code} ${answer.message}`,
    );
  }

  async confirm(reference: string, code: string): Promise<PaymentConfirmResult> {
    const answer = await this.request('POST', `${API}/mbank/confirm`, { orderNumber: reference, otp: code });
    if (answer.code === '120') return { status: 'accepted' };
    // No error list is published: the charge's status decides what the refusal meant.
    const state = await this.status(reference);
    const message = answer.message.toUpperCase();
    switch (state.status) {
      case 'paid':
        return { status: 'paid' };
      case 'pending':
        return { status: 'accepted' };
      case 'declined':
        if (message.includes('EXPIRED')) return { status: 'code_expired' };
        if (message.includes('ATTEMPT') || message.includes('OTP')) return { status: 'attempts_exceeded' };
        return { status: 'declined' };
      case 'otp_sent':
        return message.includes('EXPIRED') ? { status: 'code_expired' } : { status: 'wrong_code' };
      default:
        return { status: 'unknown' };
    }
  }

  async status(reference: string): Promise<ProviderChargeState> {
    // As documented: GET with a JSON body; the number is in the query as well for servers that ignore GET bodies.
    const answer = await this.request('GET', `${API}/status`, { orderNumber: reference }, { orderNumber: reference });
    const status = typeof answer.data?.status === 'string' ? answer.data.status.toUpperCase() : null;
    if (!status) {
      if (answer.httpStatus === 404 || /NOT_FOUND/i.test(answer.message)) return { status: 'unknown' };
      throw new PaymentProviderError('unexpected', `Finipay /status: ${answer.code} ${answer.message}`);
    }
    const amount = toAmount(answer.data?.amount);
    const currency = typeof answer.data?.currency === 'string' ? answer.data.currency : undefined;
    switch (status) {
      case 'CHARGE':
        return { status: 'paid', amount, ...(currency ? { currency } : {}) };
      case 'REJECT':
        return { status: 'declined' };
      case 'CREATED':
        return { status: 'otp_sent', amount };
      default:
        // Anything else is not final: keep asking (every ~10 s, as Finipay says) until CHARGE or REJECT.
        return { status: 'pending' };
    }
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) return 'refused';
    await this.db
      .insert(paymentManualRefund)
      .values({
        key: input.key,
        provider: this.name,
        providerReference: input.reference,
        amount: input.amount,
        currency: 'KGS',
      })
      .onConflictDoNothing({ target: paymentManualRefund.key });
    const [row] = await this.db
      .select({ status: paymentManualRefund.status })
      .from(paymentManualRefund)
      .where(eq(paymentManualRefund.key, input.key));
    return row?.status === 'done' ? 'done' : 'manual';
  }

  /** Finipay has no list of charges: the status of each of our payments in the window is read again. */
  async listCharges(window: ChargeWindow): Promise<ProviderCharge[]> {
    const charges: ProviderCharge[] = [];
    const queue = [...window.references];
    const worker = async () => {
      for (let reference = queue.shift(); reference !== undefined; reference = queue.shift()) {
        const state = await this.status(reference);
        if (state.status === 'paid') {
          charges.push({
            reference,
            amount: state.amount ?? Number.NaN,
            currency: state.currency ?? '',
            status: 'paid',
            refundedAmount: 0,
            chargedAt: null,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker));
    return charges;
  }
}
