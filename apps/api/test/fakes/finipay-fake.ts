/**
 * A local stand-in for Finipay's MBank API (research/kg-payments.md §1.12), a real HTTP server on
 * 127.0.0.1 with a random port: /api/v1.1.0/mbank/pay, /mbank/confirm and /status (GET with a JSON
 * body, POST, or ?orderNumber=), HTTP Basic, the `{code, message, data}` envelope with string codes.
 * The OTP of 996772140014 is 0000 (as Finipay's test data); wrong codes are counted (3 -> REJECT);
 * codes expire; 996000000003 confirms but ends REJECT; duplicate order numbers are rejected or
 * answered with the existing record; callbacks are posted twice (the second after a delay).
 * Test switches: the next request(s) time out, answer 5xx or answer an unknown code; a payment
 * stays pending until released; a charge reports another amount. Forged or replayed callbacks are
 * plain POSTs from the test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStatus = 'CREATED' | 'PENDING' | 'CHARGE' | 'REJECT';
/** timeout: never answered, not processed; drop_answer: processed, then never answered (a lost reply). */
export type FailureMode = 'timeout' | 'drop_answer' | '5xx' | 'unknown_code';

export interface FakeRecord {
  orderNumber: string;
  phone: string;
  amount: number;
  comment: string;
  callbackUrl: string | undefined;
  status: FakeStatus;
  /** The status a PENDING payment ends in when released. */
  finalStatus: FakeStatus;
  quid: string;
  otp: string;
  otpExpiresAt: number;
  wrongAttempts: number;
  /** When set, status reads report this amount instead of the charged one (a broken or forged bank answer). */
  reportedAmount: number | undefined;
  createdAt: Date;
}

export interface FinipayFakeOptions {
  login?: string;
  password?: string;
  otpTtlSeconds?: number;
  maxOtpAttempts?: number;
  /** Code sent to phones other than the documented test phone. */
  otherPhonesOtp?: string;
  duplicate?: 'reject' | 'return_existing';
  /** Delay before the second (final) callback; Finipay's is about 30 s. */
  callbackDelayMs?: number;
  /** Confirmed payments stay PENDING until `release()` (to exercise polling). */
  holdPending?: boolean;
  /** This phone confirms but ends REJECT (default 996000000003). */
  rejectPhone?: string;
}

export const FAKE_TEST_PHONE = '996772140014';
export const FAKE_TEST_OTP = '0000';
export const FAKE_REJECT_PHONE = '996000000003';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const localDateTime = (d: Date, separator: 'T' | ' ') =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}${separator}${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export interface FinipayFake {
  url: string;
  login: string;
  password: string;
  options: Required<Omit<FinipayFakeOptions, 'login' | 'password'>>;
  records: Map<string, FakeRecord>;
  /** Requests as received (path, method, body), for assertions on what the adapter sent. */
  requests: Array<{ method: string; path: string; body: unknown; authorized: boolean }>;
  /** Callbacks posted (to whom, what, and the HTTP status our side answered). */
  callbacks: Array<{ url: string; body: Record<string, unknown>; status: number }>;
  failNext(mode: FailureMode, count?: number, pathContains?: string): void;
  expire(orderNumber: string): void;
  release(orderNumber: string): Promise<void>;
  reportAmount(orderNumber: string, amount: number): void;
  /** Waits for every callback posted so far and scheduled to be answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startFinipayFake(input: FinipayFakeOptions = {}): Promise<FinipayFake> {
  const login = input.login ?? 'sapar-test';
  const password = input.password ?? 'fake-secret';
  const options = {
    otpTtlSeconds: input.otpTtlSeconds ?? 180,
    maxOtpAttempts: input.maxOtpAttempts ?? 3,
    otherPhonesOtp: input.otherPhonesOtp ?? '1234',
    duplicate: input.duplicate ?? 'reject',
    callbackDelayMs: input.callbackDelayMs ?? 30_000,
    holdPending: input.holdPending ?? false,
    rejectPhone: input.rejectPhone ?? FAKE_REJECT_PHONE,
  };
  const records = new Map<string, FakeRecord>();
  const requests: FinipayFake['requests'] = [];
  const callbacks: FinipayFake['callbacks'] = [];
  const failures: Array<{ mode: FailureMode; pathContains: string | undefined }> = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<http.ServerResponse>();
  let quidCounter = 0;

  const postCallback = (record: FakeRecord) => {
    if (!record.callbackUrl) return;
    const body = {
      orderNumber: record.orderNumber,
      amount: record.reportedAmount ?? record.amount,
      currency: 'KGS',
      status: record.status,
      dateCreated: localDateTime(record.createdAt, ' '),
      requisite: null,
      provider: 'MBANK',
    };
    const url = record.callbackUrl;
    const sent = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    })
      .then(async (res) => {
        await res.text();
        callbacks.push({ url, body, status: res.status });
      })
      .catch(() => callbacks.push({ url, body, status: 0 }));
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };

  /** The intermediate callback now, the final one after the delay (Finipay sends the same body twice). */
  const scheduleCallbacks = (record: FakeRecord) => {
    postCallback(record);
    if (record.status === 'PENDING') return; // the final one follows release()
    const timer = setTimeout(() => {
      timers.delete(timer);
      postCallback(record);
    }, options.callbackDelayMs);
    timers.add(timer);
  };

  const envelope = (res: http.ServerResponse, httpStatus: number, code: string, message: string, data: unknown) => {
    res.writeHead(httpStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code, message, data }));
  };

  const statusMessage: Record<FakeStatus, string> = {
    CHARGE: 'PAYMENT_SUCCESS',
    CREATED: 'PAYMENT_PENDING',
    PENDING: 'PAYMENT_PENDING',
    REJECT: 'PAYMENT_REJECTED',
  };

  const handle = (req: http.IncomingMessage, response: http.ServerResponse, raw: string) => {
    let res = response;
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return envelope(res, 400, '400', 'BAD_JSON', null);
    }
    const expected = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
    const authorized = req.headers.authorization === expected;
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, body, authorized });

    if (url.pathname.startsWith('/__fake/expire/')) {
      const record = records.get(decodeURIComponent(url.pathname.slice('/__fake/expire/'.length)));
      if (record) record.otpExpiresAt = 0;
      return envelope(res, record ? 200 : 404, record ? '100' : '404', record ? 'SUCCESS' : 'NOT_FOUND', null);
    }

    const failureIndex = failures.findIndex((f) => !f.pathContains || url.pathname.includes(f.pathContains));
    if (failureIndex >= 0) {
      const [failure] = failures.splice(failureIndex, 1);
      if (failure!.mode === 'timeout') return void hanging.add(res); // never answered (until close)
      if (failure!.mode === 'drop_answer') {
        hanging.add(response);
        // Processed as usual, but the answer goes nowhere.
        res = new http.ServerResponse(req);
      } else if (failure!.mode === '5xx') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return void res.end('<html><body>502 Bad Gateway</body></html>');
      } else return envelope(res, 200, '777', 'SOMETHING_NEW', null);
    }

    if (!authorized) return envelope(res, 401, '401', 'UNAUTHORIZED', null);

    if (url.pathname === '/api/v1.1.0/mbank/pay' && req.method === 'POST') {
      const { orderNumber, phone, amount, comment, callbackUrl } = body as Record<string, unknown>;
      if (typeof orderNumber !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(orderNumber))
        return envelope(res, 400, '400', 'INVALID_ORDER_NUMBER', null);
      if (typeof phone !== 'string' || !/^996\d{9}$/.test(phone))
        return envelope(res, 400, '400', 'INVALID_PHONE', null);
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
        return envelope(res, 400, '400', 'INVALID_AMOUNT', null);
      if (typeof comment !== 'string' || comment.trim() === '')
        return envelope(res, 400, '400', 'INVALID_COMMENT', null);
      const existing = records.get(orderNumber);
      if (existing) {
        if (options.duplicate === 'reject') return envelope(res, 400, '409', 'DUPLICATE', null);
        return envelope(res, 200, '110', 'CREATED', {
          amount: existing.amount,
          quid: existing.quid,
          dateTime: localDateTime(existing.createdAt, 'T'),
        });
      }
      const now = new Date();
      quidCounter += 1;
      const record: FakeRecord = {
        orderNumber,
        phone,
        amount,
        comment,
        callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : undefined,
        status: 'CREATED',
        finalStatus: 'CREATED',
        quid: `FP${localDateTime(now, 'T').replace(/\D/g, '')}${pad(quidCounter % 1000, 3)}`,
        otp: phone === FAKE_TEST_PHONE ? FAKE_TEST_OTP : options.otherPhonesOtp,
        otpExpiresAt: now.getTime() + options.otpTtlSeconds * 1000,
        wrongAttempts: 0,
        reportedAmount: undefined,
        createdAt: now,
      };
      records.set(orderNumber, record);
      return envelope(res, 200, '110', 'CREATED', { amount, quid: record.quid, dateTime: localDateTime(now, 'T') });
    }

    if (url.pathname === '/api/v1.1.0/mbank/confirm' && req.method === 'POST') {
      const record = typeof body.orderNumber === 'string' ? records.get(body.orderNumber) : undefined;
      if (!record) return envelope(res, 404, '404', 'NOT_FOUND', null);
      if (record.status === 'CHARGE' || record.status === 'PENDING')
        return envelope(res, 200, '120', 'CONFIRMED', { quid: record.quid, dateTime: localDateTime(new Date(), 'T') });
      if (record.status === 'REJECT') return envelope(res, 400, '403', 'PAYMENT_REJECTED', null);
      if (Date.now() > record.otpExpiresAt) {
        record.status = 'REJECT';
        return envelope(res, 400, '410', 'OTP_EXPIRED', null);
      }
      if (body.otp !== record.otp) {
        record.wrongAttempts += 1;
        if (record.wrongAttempts >= options.maxOtpAttempts) {
          record.status = 'REJECT';
          return envelope(res, 400, '403', 'OTP_ATTEMPTS_EXCEEDED', null);
        }
        return envelope(res, 400, '400', 'WRONG_OTP', { attemptsLeft: options.maxOtpAttempts - record.wrongAttempts });
      }
      record.finalStatus = record.phone === options.rejectPhone ? 'REJECT' : 'CHARGE';
      record.status = options.holdPending ? 'PENDING' : record.finalStatus;
      scheduleCallbacks(record);
      return envelope(res, 200, '120', 'CONFIRMED', { quid: record.quid, dateTime: localDateTime(new Date(), 'T') });
    }

    if (url.pathname === '/api/v1.1.0/status' && (req.method === 'GET' || req.method === 'POST')) {
      const orderNumber =
        typeof body.orderNumber === 'string' ? body.orderNumber : (url.searchParams.get('orderNumber') ?? undefined);
      const record = orderNumber ? records.get(orderNumber) : undefined;
      if (!record) return envelope(res, 404, '404', 'NOT_FOUND', null);
      const amount = (record.reportedAmount ?? record.amount).toFixed(2);
      return envelope(res, 200, '200', statusMessage[record.status], {
        orderNumber: record.orderNumber,
        amount: Number(amount),
        status: record.status,
        currency: 'KGS',
      });
    }

    return envelope(res, 404, '404', 'NOT_FOUND', null);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    login,
    password,
    options,
    records,
    requests,
    callbacks,
    failNext(mode, count = 1, pathContains) {
      for (let i = 0; i < count; i += 1) failures.push({ mode, pathContains });
    },
    expire(orderNumber) {
      const record = records.get(orderNumber);
      if (!record) throw new Error(`fake: no ${orderNumber}`);
      record.otpExpiresAt = 0;
    },
    async release(orderNumber) {
      const record = records.get(orderNumber);
      if (!record || record.status !== 'PENDING') throw new Error(`fake: ${orderNumber} is not pending`);
      record.status = record.finalStatus;
      postCallback(record);
      await Promise.allSettled([...inFlight]);
    },
    reportAmount(orderNumber, amount) {
      const record = records.get(orderNumber);
      if (!record) throw new Error(`fake: no ${orderNumber}`);
      record.reportedAmount = amount;
    },
    async settled() {
      // Scheduled second callbacks count too (use a short callbackDelayMs in tests).
      while (inFlight.size > 0 || timers.size > 0) {
        if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hanging) res.destroy();
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
