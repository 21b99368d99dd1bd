/** Who is acting, for the audit log: the staff member signed in on the request (the staff guard let it through), and from where. */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../users/index.js';
import type { StaffActor } from './audit.service.js';

export function staffActor(request: FastifyRequest): StaffActor {
  const user = currentUser(request);
  return { id: user.id, email: user.email, ip: request.ip };
}
