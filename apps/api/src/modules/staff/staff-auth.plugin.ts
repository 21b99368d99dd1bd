/**
 * Authorization of the staff API: `onRequest: app.requireStaffRole('admin', 'agent')` lets through
 * an active staff account holding one of the roles and enrolled in the second factor. Anonymous
 * callers get 401, other accounts 403 `forbidden`, staff without TOTP 403 `mfa_setup_required`.
 * `app.requireStaffAccount` (any role, no TOTP needed) guards only the enrolment routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLES, type StaffRole } from '@sapar/contracts';
import { AppError } from '../../shared/app-error.js';
import { authenticateRequest } from '../users/index.js';
import { findStaffMember } from './staff.repository.js';

export interface StaffContext {
  roles: StaffRole[];
  isMfaEnabled: boolean;
}

type StaffHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff membership after a staff guard; null elsewhere. */
    staff: StaffContext | null;
  }
  interface FastifyInstance {
    /** An onRequest hook: staff with one of these roles and an enrolled second factor. */
    requireStaffRole(...roles: StaffRole[]): StaffHook;
    /** An onRequest hook: any staff account, enrolled or not (the enrolment routes). */
    requireStaffAccount: StaffHook;
  }
}

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

async function loadStaff(app: FastifyInstance, request: FastifyRequest): Promise<StaffContext> {
  const user = await authenticateRequest(app, request);
  const member = await findStaffMember(app.db, user.id);
  if (!member) throw new AppError('forbidden');
  request.user = user;
  request.staff = { roles: member.roles.filter(isStaffRole), isMfaEnabled: member.mfaEnabledAt !== null };
  return request.staff;
}

export const staffAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorate('requireStaffRole', (...roles: StaffRole[]): StaffHook => {
      if (roles.length === 0) throw new Error('requireStaffRole needs at least one role');
      return async function requireStaffRole(request: FastifyRequest) {
        const staff = await loadStaff(app, request);
        if (!staff.roles.some((role) => roles.includes(role))) throw new AppError('forbidden');
        if (!staff.isMfaEnabled) throw new AppError('mfa_setup_required');
      };
    });
    app.decorate('requireStaffAccount', async function requireStaffAccount(request: FastifyRequest) {
      const staff = await loadStaff(app, request);
      if (staff.roles.length === 0) throw new AppError('forbidden');
    });
  },
  { name: 'sapar-staff-auth', dependencies: ['sapar-auth'] },
);
