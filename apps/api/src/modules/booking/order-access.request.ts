/** Who is asking about an order, read from the request: used by the booking, payments and aftersales routes. */
import type { FastifyRequest } from 'fastify';
import { authenticateRequest } from '../users/index.js';
import type { OrderAccess } from './booking.service.js';

/** The signed-in user when a token is sent (a bad token answers 401); null for guests. */
export async function optionalUserId(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  return (await authenticateRequest(request.server, request)).id;
}

/**
 * What the request shows to act on an order: the signed-in user with its verified email, and the order token
 * (X-Order-Token or ?token=).
 */
export async function orderAccessOf(request: FastifyRequest): Promise<OrderAccess> {
  const header = request.headers['x-order-token'];
  const query = (request.query as { token?: unknown } | null)?.token;
  const token = typeof header === 'string' && header ? header : typeof query === 'string' ? query : undefined;
  const user = request.headers.authorization ? await authenticateRequest(request.server, request) : null;
  return { token: token?.trim() || undefined, userId: user?.id ?? null, verifiedEmail: user?.verifiedEmail ?? null };
}
