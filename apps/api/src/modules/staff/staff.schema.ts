/**
 * Tables of the staff module: who is staff and with which roles, their second factor (TOTP secret
 * encrypted at rest, recovery codes hashed, sign-in challenges), and invitations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { appUser } from '../users/users.schema.js';

/**
 * A staff membership: one row per staff account. The second factor lives here too: the secret
 * (AES-256-GCM, key from config), the last TOTP step used (a code is never accepted twice) and the
 * failed-code counter that every API process shares.
 */
export const staffMember = pgTable(
  'staff_member',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The enrolled secret, encrypted; null until enrolment is confirmed. */
    mfaSecret: text('mfa_secret'),
    /** A secret given by setup and not confirmed yet, encrypted. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The TOTP time step of the last accepted code: a later code must have a greater step. */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    mfaFailures: integer('mfa_failures').notNull().default(0),
    mfaFailuresSince: timestamp('mfa_failures_since', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('staff_member_roles_check', sql`roles <@ array['admin', 'agent', 'editor']::text[]`),
    check('staff_member_mfa_failures_check', sql`mfa_failures >= 0`),
  ],
);

/** One-time recovery codes of the second factor: only an HMAC of each is kept. */
export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffMember.userId, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_recovery_code_user_hash_key').on(table.userId, table.codeHash)],
);

/** A password sign-in of an enrolled account waiting for its code (`mfa_token`, stored as SHA-256). */
export const staffMfaChallenge = pgTable(
  'staff_mfa_challenge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffMember.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_mfa_challenge_token_hash_key').on(table.tokenHash),
    index('staff_mfa_challenge_user_id_idx').on(table.userId),
  ],
);

/**
 * An invitation to set the password of a new staff account: single use, 72 hours. Like a recovery
 * code, the link's token is made by the mail outbox when it mails it (only its SHA-256 is kept), so
 * no secret waits in the outbox.
 */
export const staffInvite = pgTable(
  'staff_invite',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }),
    /** The language of the invitation email (the inviting admin's). */
    language: varchar('language', { length: 2 }).notNull().default('ru'),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffMember.userId, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_invite_token_hash_key').on(table.tokenHash),
    index('staff_invite_user_id_idx').on(table.userId),
  ],
);

/** The commission rate of a partner code (basis points of the ticketed revenue), set by admins. */
export const partnerCommission = pgTable(
  'partner_commission',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  () => [check('partner_commission_rate_check', sql`rate_basis_points between 0 and 10000`)],
);
