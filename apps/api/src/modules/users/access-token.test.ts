import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sapar/contracts';
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './access-token.js';

const SECRET = 's'.repeat(48);
const subject = { userId: randomUUID(), tokenVersion: 3, sessionId: randomUUID() };
const key = new TextEncoder().encode(SECRET);

describe('access tokens', () => {
  it('round-trip the subject', async () => {
    expect(await verifyAccessToken(SECRET, await signAccessToken(SECRET, subject))).toEqual(subject);
  });

  it('expire after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const justValid = await signAccessToken(
      SECRET,
      subject,
      new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 30) * 1000),
    );
    expect(await verifyAccessToken(SECRET, justValid)).toEqual(subject);
    const expired = await signAccessToken(
      SECRET,
      subject,
      new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000),
    );
    expect(await verifyAccessToken(SECRET, expired)).toBeNull();
  });

  it('refuse alg none, other algorithms, other secrets, other types and overlong lives', async () => {
    const claims = { typ: 'access', ver: 3, sub: subject.userId, jti: 'j', sid: subject.sessionId };
    expect(
      await verifyAccessToken(SECRET, new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('5m').encode()),
    ).toBeNull();
    expect(
      await verifyAccessToken(
        SECRET,
        await new SignJWT(claims).setProtectedHeader({ alg: 'HS384' }).setIssuedAt().setExpirationTime('5m').sign(key),
      ),
    ).toBeNull();
    expect(await verifyAccessToken('o'.repeat(48), await signAccessToken(SECRET, subject))).toBeNull();
    expect(
      await verifyAccessToken(
        SECRET,
        await new SignJWT({ ...claims, typ: 'refresh' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(key),
      ),
    ).toBeNull();
    expect(
      await verifyAccessToken(
        SECRET,
        await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('30d').sign(key),
      ),
    ).toBeNull();
    expect(
      await verifyAccessToken(
        SECRET,
        await new SignJWT({ typ: 'access', ver: 3, sub: subject.userId })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(key),
      ),
    ).toBeNull();
    expect(await verifyAccessToken(SECRET, 'garbage')).toBeNull();
    // Without its session (sid) a token could not be revoked by signing out: refused.
    const { sid: _sid, ...sessionless } = claims;
    expect(
      await verifyAccessToken(
        SECRET,
        await new SignJWT(sessionless)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(key),
      ),
    ).toBeNull();
    expect(
      await verifyAccessToken(
        SECRET,
        await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('5m').sign(key),
      ),
    ).toEqual(subject);
  });
});

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url, hashed with SHA-256', () => {
    const token = newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRefreshToken()).not.toBe(token);
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
  });
});
