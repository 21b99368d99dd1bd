/**
 * Sessions: a sign-in starts a refresh-token family; each refresh rotates to the next token.
 * A used (or revoked) token presented again means it was copied: the family is revoked, so the
 * thief and the owner are both signed out.
 */
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, type TokenPair } from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './access-token.js';
import {
  claimRefreshToken,
  findRefreshToken,
  findSessionUser,
  insertRefreshToken,
  revokeFamily,
  setReplacedBy,
} from './tokens.repository.js';

/** For the users module (a password change ends every session). */
export { revokeUserRefreshTokens } from './tokens.repository.js';

export interface SessionUser {
  id: string;
  tokenVersion: number;
}

const sessionExpired = () => new AppError('unauthorized', { message: 'session_expired' });

/** Issues an access token and the first (or next) refresh token of a family; returns the new row id too. */
export async function issueTokenPair(
  tx: Executor,
  secret: string,
  user: SessionUser,
  familyId: string = randomUUID(),
): Promise<TokenPair & { refreshId: string }> {
  const refresh = newRefreshToken();
  const refreshId = await insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refresh),
    ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
  });
  const access = await signAccessToken(secret, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionId: familyId,
  });
  return { access, refresh, refreshId };
}

type RotateOutcome = { pair: TokenPair } | { failure: 'invalid' | 'reused' };

export async function rotateRefreshToken(db: Database, secret: string, refresh: string): Promise<TokenPair> {
  const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
    const row = await findRefreshToken(tx, hashRefreshToken(refresh));
    if (!row || row.isExpired) return { failure: 'invalid' };
    if (row.usedAt || row.revokedAt || !(await claimRefreshToken(tx, row.id))) {
      await revokeFamily(tx, row.familyId);
      return { failure: 'reused' };
    }
    const user = await findSessionUser(tx, row.userId);
    if (!user?.isActive) return { failure: 'invalid' };
    const { access, refresh: next, refreshId } = await issueTokenPair(tx, secret, user, row.familyId);
    await setReplacedBy(tx, row.id, refreshId);
    return { pair: { access, refresh: next } };
  });
  // The revocation above is committed before answering: a failed refresh still ends the family.
  if ('failure' in outcome) throw sessionExpired();
  return outcome.pair;
}

/**
 * Ends one session (sign-out): the family of the given refresh token, if it is ours. Its access
 * tokens carry the family as `sid`, so they stop working with it (authenticateRequest).
 */
export async function revokeSession(db: Database, refresh: string): Promise<void> {
  const row = await findRefreshToken(db, hashRefreshToken(refresh));
  if (row) await revokeFamily(db, row.familyId);
}
