/**
 * Authentication for every module: `onRequest: app.authenticate` on a route (or `preHandler`;
 * onRequest answers 401 before the body is validated) makes `request.user` the signed-in user, or
 * answers 401 `{detail, code: 'unauthorized'}` in the request's language.
 * Requests carry `Authorization: JWT {access}` (docs/product.md#account-api); `Bearer` is accepted too.
 * Staff routes are guarded by the staff module's `app.requireStaffRole(...)` (roles and the second factor).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/app-error.js';
import { verifyAccessToken } from './access-token.js';
import { findAccessTokenUser } from './tokens.repository.js';

export interface AuthUser {
  id: string;
  email: string;
  isStaff: boolean;
  tokenVersion: number;
  /**
   * The account's email when a mailed code proved it (sign-up, email change), lower-cased; null otherwise. Orders
   * for this address are the account's too (docs/product.md#bookings-history).
   */
  verifiedEmail: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user after `app.authenticate`; null on anonymous requests. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export const unauthorized = () => new AppError('unauthorized');

const AUTHORIZATION = /^(?:JWT|Bearer)\s+(\S+)\s*$/i;

export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) throw unauthorized();
  const subject = await verifyAccessToken(app.config.jwtSecret, match[1]!);
  if (!subject) throw unauthorized();
  const user = await findAccessTokenUser(app.db, subject.userId, subject.sessionId);
  // A password change raises token_version, and signing out revokes the session: either way the
  // access token stops working at once, in every process, not when it expires.
  if (!user?.isActive || user.tokenVersion !== subject.tokenVersion || !user.isSessionLive) throw unauthorized();
  return {
    id: user.id,
    email: user.email,
    isStaff: user.isStaff,
    tokenVersion: user.tokenVersion,
    verifiedEmail: verifiedEmailOf(user),
  };
}

/** The verified address, only while it is still the account's email: a changed, unproved email grants nothing. */
export function verifiedEmailOf(user: { email: string; verifiedEmail: string | null }): string | null {
  const email = user.email.trim().toLowerCase();
  return user.verifiedEmail !== null && user.verifiedEmail === email ? email : null;
}

/** The user of an authenticated route (its preHandler ran `app.authenticate`). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      request.user = await authenticateRequest(app, request);
    });
  },
  { name: 'sapar-auth' },
);
