/** All SQL of the staff module: memberships and roles, the second factor, invitations, partner rates. */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MFA_FAILURE_WINDOW_SECONDS, MFA_MAX_FAILURES, type StaffRole } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../shared/mail-outbox.schema.js';
import { partnerCommission, staffInvite, staffMember, staffMfaChallenge, staffRecoveryCode } from './staff.schema.js';

export const STAFF_INVITE_MAIL = 'staff_invite';

export type StaffMemberRow = typeof staffMember.$inferSelect;

export async function findStaffMember(db: Executor, userId: string): Promise<StaffMemberRow | null> {
  const [row] = await db.select().from(staffMember).where(eq(staffMember.userId, userId)).limit(1);
  return row ?? null;
}

/** Makes an account staff with these roles, or adds them to its roles. */
export async function upsertStaffMember(
  db: Executor,
  values: { userId: string; roles: StaffRole[]; invitedBy?: string | null },
): Promise<StaffMemberRow> {
  const [row] = await db
    .insert(staffMember)
    .values({ userId: values.userId, roles: values.roles, invitedBy: values.invitedBy ?? null })
    .onConflictDoUpdate({
      target: staffMember.userId,
      set: {
        roles: sql`array(select distinct unnest(${staffMember.roles} || excluded.roles) order by 1)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function setStaffRoles(db: Executor, userId: string, roles: StaffRole[]): Promise<void> {
  await db
    .update(staffMember)
    .set({ roles, updatedAt: sql`now()` })
    .where(eq(staffMember.userId, userId));
}

export interface StaffMemberListRow extends StaffMemberRow {
  invitePending: boolean;
}

const invitePending = sql<boolean>`(exists (select 1 from staff_invite si where si.user_id = ${staffMember.userId} and si.accepted_at is null)
  and not exists (select 1 from staff_invite si where si.user_id = ${staffMember.userId} and si.accepted_at is not null))`;

export async function listStaffMembers(db: Executor): Promise<StaffMemberListRow[]> {
  const rows = await db
    .select({ member: staffMember, invitePending })
    .from(staffMember)
    .orderBy(asc(staffMember.createdAt));
  return rows.map((row) => ({ ...row.member, invitePending: row.invitePending }));
}

export async function findStaffMemberListRow(db: Executor, userId: string): Promise<StaffMemberListRow | null> {
  const [row] = await db
    .select({ member: staffMember, invitePending })
    .from(staffMember)
    .where(eq(staffMember.userId, userId));
  return row ? { ...row.member, invitePending: row.invitePending } : null;
}

// The second factor --------------------------------------------------------------------------

export async function setPendingSecret(db: Executor, userId: string, encrypted: string): Promise<void> {
  await db
    .update(staffMember)
    .set({ mfaPendingSecret: encrypted, updatedAt: sql`now()` })
    .where(eq(staffMember.userId, userId));
}

/** Enrols the pending secret, once: false when another request enrolled first. */
export async function enableMfa(db: Executor, userId: string, encrypted: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMember)
    .set({
      mfaSecret: encrypted,
      mfaPendingSecret: null,
      mfaEnabledAt: sql`now()`,
      mfaLastStep: step,
      mfaFailures: 0,
      mfaFailuresSince: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(staffMember.userId, userId), isNull(staffMember.mfaEnabledAt)))
    .returning({ userId: staffMember.userId });
  return rows.length === 1;
}

/**
 * Takes one code check before the code is looked at, by one conditional update: parallel guesses
 * in any number of processes queue on the row and never exceed MFA_MAX_FAILURES per window.
 * Returns null when allowed, else the seconds to wait.
 */
export async function takeMfaAttempt(db: Executor, userId: string): Promise<number | null> {
  const window = sql`make_interval(secs => ${MFA_FAILURE_WINDOW_SECONDS})`;
  const isStale = sql`(${staffMember.mfaFailuresSince} is null or ${staffMember.mfaFailuresSince} <= now() - ${window})`;
  const rows = await db
    .update(staffMember)
    .set({
      mfaFailures: sql`case when ${isStale} then 1 else ${staffMember.mfaFailures} + 1 end`,
      mfaFailuresSince: sql`case when ${isStale} then now() else ${staffMember.mfaFailuresSince} end`,
    })
    .where(and(eq(staffMember.userId, userId), sql`(${isStale} or ${staffMember.mfaFailures} < ${MFA_MAX_FAILURES})`))
    .returning({ userId: staffMember.userId });
  if (rows.length === 1) return null;
  const [row] = await db
    .select({
      seconds: sql<number>`greatest(1, ceil(extract(epoch from (${staffMember.mfaFailuresSince} + ${window} - now()))))::int`,
    })
    .from(staffMember)
    .where(eq(staffMember.userId, userId));
  return row?.seconds ?? MFA_FAILURE_WINDOW_SECONDS;
}

/** A right code gives its attempt back. */
export async function refundMfaAttempt(db: Executor, userId: string): Promise<void> {
  await db
    .update(staffMember)
    .set({ mfaFailures: sql`greatest(${staffMember.mfaFailures} - 1, 0)` })
    .where(eq(staffMember.userId, userId));
}

/** Accepts a TOTP step once: false when this step (or a later one) was used already, by any process. */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMember)
    .set({ mfaLastStep: step })
    .where(
      and(
        eq(staffMember.userId, userId),
        sql`(${staffMember.mfaLastStep} is null or ${staffMember.mfaLastStep} < ${step})`,
      ),
    )
    .returning({ userId: staffMember.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCode).where(eq(staffRecoveryCode.userId, userId));
  await db.insert(staffRecoveryCode).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once: false when unknown or used. */
export async function claimRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCode)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCode.userId, userId),
        eq(staffRecoveryCode.codeHash, codeHash),
        isNull(staffRecoveryCode.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCode.id });
  return rows.length === 1;
}

export async function insertMfaChallenge(
  db: Executor,
  userId: string,
  tokenHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db
    .insert(staffMfaChallenge)
    .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
}

/** A live (unexpired, unused) challenge's account. */
export async function findLiveMfaChallenge(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: staffMfaChallenge.id, userId: staffMfaChallenge.userId })
    .from(staffMfaChallenge)
    .where(
      and(
        eq(staffMfaChallenge.tokenHash, tokenHash),
        isNull(staffMfaChallenge.usedAt),
        gt(staffMfaChallenge.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function claimMfaChallenge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(staffMfaChallenge)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffMfaChallenge.id, id), isNull(staffMfaChallenge.usedAt)))
    .returning({ id: staffMfaChallenge.id });
  return rows.length === 1;
}

export async function deleteOldMfaChallenges(db: Executor): Promise<number> {
  const rows = await db
    .delete(staffMfaChallenge)
    .where(sql`${staffMfaChallenge.expiresAt} < now() - interval '1 day'`)
    .returning({ id: staffMfaChallenge.id });
  return rows.length;
}

// Invitations --------------------------------------------------------------------------------

/** A new invitation (its token is made when mailed); earlier open ones of the account stop working. */
export async function insertInvite(
  db: Executor,
  values: { userId: string; language: string; invitedBy: string; ttlHours: number },
): Promise<string> {
  await db
    .update(staffInvite)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(staffInvite.userId, values.userId), isNull(staffInvite.acceptedAt)));
  const [row] = await db
    .insert(staffInvite)
    .values({
      userId: values.userId,
      language: values.language,
      invitedBy: values.invitedBy,
      expiresAt: sql`now() + make_interval(hours => ${values.ttlHours})`,
    })
    .returning({ id: staffInvite.id });
  return row!.id;
}

export async function queueInviteMail(db: Executor, values: { inviteId: string; recipient: string }): Promise<void> {
  await db.insert(mailOutbox).values({ kind: STAFF_INVITE_MAIL, refId: values.inviteId, recipient: values.recipient });
}

/** Accepts a live invitation once; its account id, or null when unknown, used or expired. */
export async function claimInvite(db: Executor, tokenHash: string): Promise<string | null> {
  const rows = await db
    .update(staffInvite)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(eq(staffInvite.tokenHash, tokenHash), isNull(staffInvite.acceptedAt), gt(staffInvite.expiresAt, sql`now()`)),
    )
    .returning({ userId: staffInvite.userId });
  return rows[0]?.userId ?? null;
}

// Partner commission rates -------------------------------------------------------------------

export async function findPartnerRates(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: partnerCommission.code, rate: partnerCommission.rateBasisPoints })
    .from(partnerCommission);
  return new Map(rows.map((row) => [row.code, row.rate]));
}

export async function upsertPartnerRate(
  db: Executor,
  code: string,
  rateBasisPoints: number,
  staffId: string,
): Promise<number | null> {
  const [before] = await db
    .select({ rate: partnerCommission.rateBasisPoints })
    .from(partnerCommission)
    .where(eq(partnerCommission.code, code))
    .for('update');
  await db
    .insert(partnerCommission)
    .values({ code, rateBasisPoints, updatedBy: staffId })
    .onConflictDoUpdate({
      target: partnerCommission.code,
      set: { rateBasisPoints, updatedBy: staffId, updatedAt: sql`now()` },
    });
  return before?.rate ?? null;
}

/** The invitation an outbox row is about, while it can still be accepted. */
export async function findOpenInvite(
  db: Executor,
  id: string,
): Promise<{ id: string; userId: string; language: string } | null> {
  const [row] = await db
    .select({ id: staffInvite.id, userId: staffInvite.userId, language: staffInvite.language })
    .from(staffInvite)
    .where(and(eq(staffInvite.id, id), isNull(staffInvite.acceptedAt), gt(staffInvite.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** The link's token is made when mailed; a retry of the mail makes a new one (the old stops working). */
export async function setInviteTokenHash(db: Executor, id: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(staffInvite)
    .set({ tokenHash })
    .where(and(eq(staffInvite.id, id), isNull(staffInvite.acceptedAt)))
    .returning({ id: staffInvite.id });
  return rows.length === 1;
}

// The order page: its mails from the outbox ----------------------------------------------------

export async function findOrderMails(db: Executor, orderId: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));
}
