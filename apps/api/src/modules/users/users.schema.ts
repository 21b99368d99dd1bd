/**
 * Tables of the users module: accounts, one-time codes, refresh tokens (sessions), the sign-in throttle
 * and the one saved passenger.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { country } from '../reference/reference.schema.js';

/** A customer's (or staff member's) account. Emails are stored lower-cased; one account per address. */
export const appUser = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    gender: varchar('gender', { length: 16 }),
    citizenship: varchar('citizenship', { length: 2 }).references(() => country.code),
    documentType: varchar('document_type', { length: 32 }),
    documentNumber: varchar('document_number', { length: 32 }).notNull().default(''),
    documentExpiry: date('document_expiry', { mode: 'string' }),
    /**
     * The address this account proved it reads with a mailed code (sign-up, email change), lower-cased. Orders
     * for it belong to the account too; it grants nothing while it differs from `email`.
     */
    verifiedEmail: varchar('verified_email', { length: 254 }),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised on a password change or recovery: access tokens carrying an older version stop working at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('app_user_email_key').on(sql`lower(${table.email})`),
    check('app_user_gender_check', sql`${table.gender} in ('male', 'female')`),
  ],
);

/**
 * One-time codes sent by email. Only an HMAC of the code is kept. The rows also are the per-address
 * send history the resend limits count, so they are shared by every API process.
 */
export const otpCode = pgTable(
  'otp_code',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** Set for email_change: only the account that asked may use the code. */
    userId: uuid('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    /**
     * Null until the code is made: a recovery code is made by the mail outbox when it mails it,
     * never on the request path, and never at all for an address without an account.
     */
    codeHash: varchar('code_hash', { length: 64 }),
    /** The language of the request, for a code mailed later by the outbox. */
    language: varchar('language', { length: 2 }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_code_email_created_at_idx').on(table.email, table.createdAt.desc()),
    check('otp_code_purpose_check', sql`${table.purpose} in ('register', 'recovery', 'email_change')`),
    check('otp_code_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/**
 * Refresh tokens: opaque, stored as SHA-256, single use. A sign-in starts a family; every refresh
 * adds the next token of it. Presenting a used token again revokes the whole family.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_token_token_hash_key').on(table.tokenHash),
    index('refresh_token_family_id_idx').on(table.familyId),
    index('refresh_token_user_id_idx').on(table.userId),
  ],
);

/**
 * The sign-in throttle: one row per key (`account:{email}` or `ip:{address}`). An attempt is taken
 * by one conditional upsert before the password is checked, so parallel guesses never outrun it;
 * past the free attempts each one pushes `blocked_until` further out (users/login-throttle.ts).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: varchar('key', { length: 320 }).primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('login_throttle_attempts_check', sql`${table.attempts} >= 0`)],
);

/** The one passenger a user keeps in the account (docs/product.md#passenger-form-rules: only one may be saved). */
export const savedPassenger = pgTable(
  'saved_passenger',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 4 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    gender: varchar('gender', { length: 16 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    citizenship: varchar('citizenship', { length: 2 })
      .notNull()
      .references(() => country.code),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentNumber: varchar('document_number', { length: 32 }).notNull(),
    documentExpiry: date('document_expiry', { mode: 'string' }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 32 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('saved_passenger_user_id_key').on(table.userId),
    check('saved_passenger_type_check', sql`${table.type} in ('ADLT', 'CHLD', 'INFT')`),
    check('saved_passenger_gender_check', sql`${table.gender} in ('male', 'female')`),
  ],
);
