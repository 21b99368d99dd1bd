/** All SQL of sessions: refresh tokens and the user row an access token points to. */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appUser, refreshToken } from './users.schema.js';

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  ttlSeconds: number;
}

export async function insertRefreshToken(db: Executor, token: NewRefreshToken): Promise<string> {
  const [row] = await db
    .insert(refreshToken)
    .values({
      userId: token.userId,
      familyId: token.familyId,
      tokenHash: token.tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
    })
    .returning({ id: refreshToken.id });
  return row!.id;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshToken.id,
      userId: refreshToken.userId,
      familyId: refreshToken.familyId,
      usedAt: refreshToken.usedAt,
      revokedAt: refreshToken.revokedAt,
      isExpired: sql<boolean>`${refreshToken.expiresAt} <= now()`,
    })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used if nobody has yet. Of two parallel refreshes with one token, the second
 * waits on the row lock and then finds it used: it gets false.
 */
export async function claimRefreshToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshToken.id, id), isNull(refreshToken.usedAt), isNull(refreshToken.revokedAt)))
    .returning({ id: refreshToken.id });
  return rows.length === 1;
}

export async function setReplacedBy(db: Executor, id: string, replacedBy: string): Promise<void> {
  await db.update(refreshToken).set({ replacedBy }).where(eq(refreshToken.id, id));
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

export async function revokeUserRefreshTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshToken.userId, userId), isNull(refreshToken.revokedAt)));
}

/** The user an access token or a refresh token points to. */
export async function findSessionUser(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: appUser.id,
      email: appUser.email,
      isStaff: appUser.isStaff,
      isActive: appUser.isActive,
      tokenVersion: appUser.tokenVersion,
    })
    .from(appUser)
    .where(eq(appUser.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user of an access token, with whether its session still lives: some token of the family is
 * not revoked. One query per authenticated request, read by every process from the database.
 */
export async function findAccessTokenUser(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      id: appUser.id,
      email: appUser.email,
      isStaff: appUser.isStaff,
      isActive: appUser.isActive,
      tokenVersion: appUser.tokenVersion,
      verifiedEmail: appUser.verifiedEmail,
      // Spelled out: Drizzle drops table names in the fields of a one-table select.
      isSessionLive: sql<boolean>`exists (select 1 from refresh_token rt where rt.family_id = ${sessionId} and rt.user_id = app_user.id and rt.revoked_at is null)`,
    })
    .from(appUser)
    .where(eq(appUser.id, userId))
    .limit(1);
  return row ?? null;
}

/** Housekeeping: an expired refresh token can neither be used nor reveal a reuse any more. */
export async function deleteExpiredRefreshTokens(db: Executor): Promise<number> {
  const rows = await db
    .delete(refreshToken)
    .where(lt(refreshToken.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: refreshToken.id });
  return rows.length;
}
