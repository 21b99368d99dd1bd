/**
 * The shapes of the back-office API as the web app reads them: from `packages/contracts` where
 * the staff API has landed (accounts, second factor, audit log); the orders, dashboard and answer
 * history shapes are written here until their contracts arrive, and then move there.
 */
import type { MfaChallenge, StaffDashboard, TokenPair } from '@sapar/contracts';

export {
  ORDER_STATUSES as STAFF_ORDER_STATUSES,
  STAFF_ANSWER_STATUSES,
  STAFF_ROLES,
  type StaffAnswerTemplates,
  type StaffDashboard,
  type StaffRequestAnswered,
  type StaffServiceRequest,
  type StaffServiceRequestDetail,
  type StaffOrderActionResult,
  type StaffOrderDetail,
  type StaffOrderRow,
  type StaffExchange,
  type StaffPartner,
  type StaffRefund,
  type StaffPartnerList,
  type MfaChallenge,
  type StaffAuditEntry,
  type StaffMe,
  type StaffMfaEnrolled,
  type StaffMfaSetup,
  type StaffRole,
  type StaffUser,
  type TokenPair,
} from '@sapar/contracts';

export type SignInAnswer = TokenPair | MfaChallenge;

export const isMfaChallenge = (answer: SignInAnswer): answer is MfaChallenge =>
  (answer as MfaChallenge).mfa_required === true;

/** The filters of GET /staff/orders/ as the page sends them (contracts parse empty values as absent). */
export interface StaffOrderListQuery {
  q?: string;
  status?: string;
  date_from?: string;
  date_to?: string;
  page?: number;
}

export interface Paged<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
}

export interface StaffRef {
  id: string;
  email: string;
}

/** The staff's actions on an order; each carries a reason for the audit log (a note is its own text). */
export const STAFF_ORDER_ACTIONS = ['resend_confirmation', 'cancel', 'refund', 'manual_refund_paid', 'note'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export type SalesDay = StaffDashboard['sales_by_day'][number];
