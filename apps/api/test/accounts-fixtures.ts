/** Small factories for the account tests: requests from distinct IPs, codes read from the dev outbox. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPaymentsContext } from '../src/modules/payments/payments.context.js';
import { deliverPendingMail } from '../src/modules/outbox/index.js';
import type { TestContext } from './helper.js';

let ipCounter = 0;
/** Every call comes from its own address, so the per-IP limits do not mix tests up. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.kg`;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  ip?: string;
  authorization?: string;
  /** The order token, sent as the X-Order-Token header. */
  orderToken?: string;
}

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `JWT ${options.token}`;
  if (options.authorization) headers.authorization = options.authorization;
  if (options.orderToken) headers['x-order-token'] = options.orderToken;
  return ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? nextIp(),
    ...(payload ? { payload } : {}),
  });
}

/** The 6-digit code of the newest email to an address. */
export async function latestCode(ctx: TestContext, email: string): Promise<string> {
  const [message] = await ctx.app.messaging.outbox!.list({ to: email, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** Moves an address's codes back in time, as if `seconds` had passed since they were sent. */
export async function ageCodes(ctx: TestContext, email: string, seconds: number): Promise<void> {
  await ctx.database.db.execute(
    sql`update otp_code set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) where email = ${email}`,
  );
}

/** Runs the mail outbox once, as the background job does (recovery codes are mailed from it). */
export async function deliverOutbox(ctx: TestContext): Promise<number> {
  return deliverPendingMail({
    booking: createPaymentsContext(ctx.app).booking,
    mailer: ctx.app.messaging.mailer,
    sms: ctx.app.messaging.sms,
  });
}

export async function requestCode(
  ctx: TestContext,
  email: string,
  purpose: 'register' | 'recovery' | 'email_change',
  options: CallOptions = {},
) {
  const res = await call(ctx, 'POST', '/api/users/otp/', { email, purpose }, options);
  if (res.statusCode !== 200) throw new Error(`otp request failed: ${res.statusCode} ${res.body}`);
  if (purpose === 'recovery') await deliverOutbox(ctx);
  return latestCode(ctx, email);
}

export const PASSWORD = 'correct-horse-battery';

export interface TestUser {
  email: string;
  password: string;
  access: string;
  refresh: string;
  id: string;
}

export async function registerUser(ctx: TestContext, fields: Record<string, unknown> = {}): Promise<TestUser> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const otp = await requestCode(ctx, email, 'register');
  const res = await call(ctx, 'POST', '/api/users/create/', {
    email,
    password: PASSWORD,
    password2: PASSWORD,
    otp,
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  // Later requests for the same address in a test should not meet the once-a-minute limit.
  await ageCodes(ctx, email, 61);
  return { email, password: PASSWORD, access: body.access, refresh: body.refresh, id: body.user.id };
}

export async function signIn(ctx: TestContext, email: string, password: string, options: CallOptions = {}) {
  return call(ctx, 'POST', '/api/users/token/', { email, password }, options);
}

/** A calendar date `years` from today (negative: in the past), as dd.MM.yyyy. */
export function displayDate(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

export function isoFromDisplay(display: string): string {
  const [day, month, year] = display.split(/[.-]/);
  return `${year}-${month}-${day}`;
}
