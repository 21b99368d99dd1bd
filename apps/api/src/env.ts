/**
 * The API's configuration, parsed once from the environment at start. Nothing else reads
 * `process.env`: tests and scripts build a config with `loadConfig({...})`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HOLD_SEATS_PER_CONTACT, HOLD_SEATS_PER_IP } from '@sapar/contracts';

const APP_ENVS = ['development', 'test', 'production'] as const;
export const PAYMENT_PROVIDERS = ['mbank-sandbox', 'finipay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** `outbox`: the dev outbox (nothing leaves the machine); `nikita`: Nikita's gateway (smspro.nikita.kg). */
export const SMS_PROVIDERS = ['outbox', 'nikita'] as const;
/** Suppliers a flight search may ask: `own` is the agency's inventory. */
export const FLIGHT_SUPPLIER_NAMES = ['own', 'duffel'] as const;
export type FlightSupplierName = (typeof FLIGHT_SUPPLIER_NAMES)[number];
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());
const booleanFlag = z.preprocess(
  (value) =>
    value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value).toLowerCase()),
  z.boolean().optional(),
);

/** TRUST_PROXY=<n>: the socket's peer and the n-1 hops before it are proxies; the next address is the client. */
function trustProxyOf(value: boolean | number | undefined): Config['trustProxy'] {
  if (typeof value !== 'number') return value ?? false;
  const proxies = value;
  return proxies === 0 ? false : (_address: string, hop: number) => hop < proxies;
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    APP_ENV: z.enum(APP_ENVS).default('development'),
    PUBLIC_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Sapar <no-reply@sapar.kg>'),
    REDIS_URL: optionalUrl,
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    STAFF_MFA_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'STAFF_MFA_KEY must be at least 32 characters').optional(),
    ),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    SEED_DEMO_DATA: booleanFlag,
    WEB_DIST_DIR: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    // A number: how many proxies stand in front (the client is the address the outermost one saw); true: trust every hop.
    TRUST_PROXY: z.preprocess(
      (value) => {
        if (value === undefined || value === '') return undefined;
        const text = String(value).trim().toLowerCase();
        if (/^\d+$/.test(text)) return Number(text);
        return ['true', 'yes'].includes(text);
      },
      z.union([z.boolean(), z.number().int().min(0).max(16)]).optional(),
    ),
    BOOKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    // CPU-heavy public answers, per client IP a minute: server-drawn pages, and PDFs (privacy policy, receipts).
    PAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    PDF_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    HOLD_SEATS_PER_CONTACT: z.coerce.number().int().min(1).default(HOLD_SEATS_PER_CONTACT),
    HOLD_SEATS_PER_IP: z.coerce.number().int().min(1).default(HOLD_SEATS_PER_IP),
    PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(PAYMENT_PROVIDERS).optional()),
    FINIPAY_URL: optionalUrl,
    FINIPAY_LOGIN: z.preprocess(emptyAsUndefined, z.string().optional()),
    FINIPAY_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
    FINIPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(SMS_PROVIDERS).optional()),
    SMS_URL: optionalUrl,
    SMS_LOGIN: z.preprocess(emptyAsUndefined, z.string().optional()),
    SMS_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
    SMS_SENDER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(?:[A-Za-z0-9.-]{1,11}|\d{14})$/,
          'SMS_SENDER must be 1-11 Latin letters, digits, "." or "-" (or 14 digits)',
        )
        .optional(),
    ),
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2048),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    LIVE_SEARCH_MEMORY_MB: z.coerce.number().min(1).default(64),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(25_000),
    SEAT_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60_000).optional()),
    DISRUPTION_RETIME_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    // The National Bank's daily rates (docs/pricing.md); fetched by a background job, never in a request.
    NBKR_RATES_URL: z.string().url().default('https://www.nbkr.kg/XML/daily.xml'),
    NBKR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    // Who a flight search asks (docs/architecture.md, "Flight supply"): the agency's own inventory, and outside suppliers.
    FLIGHT_SUPPLIERS: z.preprocess(
      (value) =>
        value === undefined || value === ''
          ? undefined
          : String(value)
              .split(',')
              .map((name) => name.trim().toLowerCase())
              .filter(Boolean),
      z
        .array(z.enum(FLIGHT_SUPPLIER_NAMES))
        .min(1)
        .refine((names) => new Set(names).size === names.length, 'FLIGHT_SUPPLIERS names a supplier twice')
        .default(['own']),
    ),
    DUFFEL_URL: optionalUrl,
    DUFFEL_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
    // How long a search waits for Duffel; its offers join the search when they arrive within it.
    DUFFEL_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
    // The secret Duffel answered when our webhook was registered; without it no pushed event is trusted.
    DUFFEL_WEBHOOK_SECRET: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
      });
    }
    if (env.FLIGHT_SUPPLIERS.includes('duffel')) {
      for (const key of ['DUFFEL_URL', 'DUFFEL_TOKEN'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when FLIGHT_SUPPLIERS names duffel`,
          });
      }
    }
    if (env.PAYMENT_PROVIDER === 'finipay') {
      for (const key of ['FINIPAY_URL', 'FINIPAY_LOGIN', 'FINIPAY_PASSWORD'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENT_PROVIDER=finipay` });
      }
    }
    if (env.SMS_PROVIDER === 'nikita') {
      for (const key of ['SMS_LOGIN', 'SMS_PASSWORD', 'SMS_SENDER'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when SMS_PROVIDER=nikita` });
      }
    }
    if (env.APP_ENV !== 'production') return;
    // The dev outbox keeps SMS on the machine: disruption notices and payment codes would never reach anyone.
    if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: `SMS_PROVIDER must name an SMS gateway (nikita) when APP_ENV=production; the dev outbox sends nothing${env.SMS_PROVIDER ? '' : ' (it is the default)'}`,
      });
    }
    // METRICS_TOKEN: /metrics tells anyone who reads it how the shop is doing (orders, payments).
    for (const key of [
      'DATABASE_URL',
      'JWT_SECRET',
      'STAFF_MFA_KEY',
      'PUBLIC_URL',
      'SMTP_URL',
      'METRICS_TOKEN',
    ] as const) {
      if (!env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when APP_ENV=production` });
      }
    }
    // The sandbox takes no money: a shop that answers "paid" from it in production gives tickets away.
    if (env.PAYMENT_PROVIDER !== 'finipay') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: `PAYMENT_PROVIDER must be a real provider (finipay) when APP_ENV=production; the MBank sandbox is refused${env.PAYMENT_PROVIDER ? '' : ' (it is the default)'}`,
      });
    }
  });

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appEnv: (typeof APP_ENVS)[number];
  isProduction: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  jwtSecret: string;
  /**
   * 32 bytes that encrypt staff TOTP secrets at rest (AES-256-GCM) and key the recovery-code hashes:
   * derived from STAFF_MFA_KEY (required in production), else from the JWT secret.
   */
  staffMfaKey: Buffer;
  rateLimitMax: number;
  seedDemoData: boolean;
  webDistDir: string;
  /** The web app's server renderer (apps/web/dist-server/entry-server.js beside the build); pages are not drawn without it. */
  webSsrEntry: string;
  mediaDir: string;
  logLevel: string;
  /**
   * Fastify's trustProxy: false, true (every X-Forwarded-For hop: the left-most address, which the client can
   * forge) or, for TRUST_PROXY=<n>, the n proxies in front only (the address the outermost one saw).
   */
  trustProxy: boolean | ((address: string, hop: number) => boolean);
  /** Bookings (POST /booking/) one client address may send per minute. */
  bookingRateLimitMax: number;
  /** Server-drawn pages per client IP a minute (each a render of the web app). */
  pageRateLimitMax: number;
  /** PDFs (the privacy policy, receipts) per client IP a minute, each route counted on its own. */
  pdfRateLimitMax: number;
  /** Unpaid seats one contact / one client address may hold per flight at a time (contracts' defaults). */
  holdSeatsPerContact: number;
  holdSeatsPerIp: number;
  paymentProvider: PaymentProviderName;
  /** Set when PAYMENT_PROVIDER=finipay. */
  finipay: { url: string; login: string; password: string; timeoutMs: number } | undefined;
  /** The SMS gateway; undefined keeps SMS in the dev outbox (SMS_PROVIDER unset or `outbox`, never in production). */
  sms:
    { provider: 'nikita'; url: string; login: string; password: string; sender: string; timeoutMs: number } | undefined;
  /** Open connections the HTTP server accepts at most; more are closed at once. */
  maxConnections: number;
  /** Time for a request's headers to arrive in full (slow-loris clients are cut after it). */
  headersTimeoutMs: number;
  /** Time for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (above the reverse proxy's idle timeout). */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed. */
  connectionTimeoutMs: number;
  /** Approximate memory live searches may hold when kept in memory (no REDIS_URL), in bytes. */
  liveSearchMemoryBytes: number;
  /** Bearer token /metrics asks for; unset (development, tests) leaves it open. Required in production. */
  metricsToken: string | undefined;
  /** How long a stopping server waits for requests and the job tick in flight before it exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * How long a search trusts seats it read, in ms. Default: 1000 on PostgreSQL (other processes sell
   * seats unseen); null on the embedded database (one process: every change is announced, so kept until then).
   */
  seatCacheTtlMs: number | null;
  /** A flight retimed by more than this many minutes opens a disruption: its travellers are told and may rebook or get a refund. */
  disruptionRetimeMinutes: number;
  /** Where the National Bank of the Kyrgyz Republic publishes its daily rates (XML), and how long to wait for it. */
  nbkr: { url: string; timeoutMs: number };
  /** The suppliers a flight search asks (FLIGHT_SUPPLIERS), in order. */
  flightSuppliers: FlightSupplierName[];
  /** Set when FLIGHT_SUPPLIERS names duffel: where, with which token, and how long a search waits for it. */
  duffel: { url: string; token: string; timeoutMs: number; webhookSecret: string | null } | undefined;
}

export class ConfigError extends Error {}

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** Outside production the JWT secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = env.APP_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? readOrCreateSecret(dataDir);
  const webDistDir = path.resolve(env.WEB_DIST_DIR ?? path.join(API_ROOT, '../web/dist'));
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    appEnv: env.APP_ENV,
    isProduction,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    jwtSecret,
    staffMfaKey: createHash('sha256')
      .update(`sapar-staff-mfa:${env.STAFF_MFA_KEY ?? jwtSecret}`)
      .digest(),
    rateLimitMax: env.RATE_LIMIT_MAX,
    seedDemoData: env.SEED_DEMO_DATA ?? !isProduction,
    webDistDir,
    webSsrEntry: path.join(webDistDir, '../dist-server/entry-server.js'),
    mediaDir: path.join(API_ROOT, 'media'),
    logLevel: env.LOG_LEVEL ?? (env.APP_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    bookingRateLimitMax: env.BOOKING_RATE_LIMIT_MAX,
    pageRateLimitMax: env.PAGE_RATE_LIMIT_MAX,
    pdfRateLimitMax: env.PDF_RATE_LIMIT_MAX,
    holdSeatsPerContact: env.HOLD_SEATS_PER_CONTACT,
    holdSeatsPerIp: env.HOLD_SEATS_PER_IP,
    paymentProvider: env.PAYMENT_PROVIDER ?? 'mbank-sandbox',
    finipay:
      env.PAYMENT_PROVIDER === 'finipay'
        ? {
            url: env.FINIPAY_URL!,
            login: env.FINIPAY_LOGIN!,
            password: env.FINIPAY_PASSWORD!,
            timeoutMs: env.FINIPAY_TIMEOUT_MS,
          }
        : undefined,
    sms:
      env.SMS_PROVIDER === 'nikita'
        ? {
            provider: 'nikita',
            url: env.SMS_URL ?? 'https://smspro.nikita.kg/api/',
            login: env.SMS_LOGIN!,
            password: env.SMS_PASSWORD!,
            sender: env.SMS_SENDER!,
            timeoutMs: env.SMS_TIMEOUT_MS,
          }
        : undefined,
    maxConnections: env.MAX_CONNECTIONS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
    liveSearchMemoryBytes: Math.round(env.LIVE_SEARCH_MEMORY_MB * 1024 * 1024),
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    seatCacheTtlMs: env.SEAT_CACHE_TTL_MS ?? (env.DATABASE_URL ? 30_000 : null),
    disruptionRetimeMinutes: env.DISRUPTION_RETIME_MINUTES,
    nbkr: { url: env.NBKR_RATES_URL, timeoutMs: env.NBKR_TIMEOUT_MS },
    flightSuppliers: env.FLIGHT_SUPPLIERS,
    duffel: env.FLIGHT_SUPPLIERS.includes('duffel')
      ? {
          url: env.DUFFEL_URL!,
          token: env.DUFFEL_TOKEN!,
          timeoutMs: env.DUFFEL_TIMEOUT_MS,
          webhookSecret: env.DUFFEL_WEBHOOK_SECRET ?? null,
        }
      : undefined,
  };
}
