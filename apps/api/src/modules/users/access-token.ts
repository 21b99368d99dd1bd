/**
 * Access tokens (JWT, HS256 with the server's secret) and the opaque refresh-token strings.
 * Verification accepts HS256 only, so `alg: none` and every other algorithm are refused.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sapar/contracts';

export interface AccessTokenSubject {
  userId: string;
  /** The user's token_version when the token was issued; a password change raises it. */
  tokenVersion: number;
  /**
   * The session (refresh-token family) the token belongs to, claim `sid`: signing out or a detected
   * refresh-token reuse revokes the family, and every access token of it stops working at once.
   */
  sessionId: string;
}

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signAccessToken(secret: string, subject: AccessTokenSubject, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', ver: subject.tokenVersion, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(keyOf(secret));
}

/** The subject of a valid, unexpired access token, or null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    if (payload.typ !== 'access' || typeof payload.ver !== 'number' || !UUID.test(payload.sub ?? '')) return null;
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    // A token claiming a longer life than we ever issue was not made by this server's rules.
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > ACCESS_TOKEN_TTL_SECONDS) return null;
    return { userId: payload.sub!, tokenVersion: payload.ver, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** 32 random bytes: the refresh token itself is never stored, only its SHA-256. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
