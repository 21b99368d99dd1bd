/**
 * The shapes of the back-office API as the web app reads them: from `packages/contracts` where
 * the staff API has landed (accounts, second factor, audit log); the orders, dashboard and answer
 * history shapes follow issue 15's text until their contracts arrive, and then move there.
 */
import type { MfaChallenge, TokenPair } from '@sapar/contracts';

export {
  ORDER_STATUSES as STAFF_ORDER_STATUSES,
  STAFF_ROLES,
  type StaffOrderActionResult,
  type StaffOrderDetail,
  type StaffOrderRow,
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

/** The order actions of issue 15; each carries a reason for the audit log (a note is its own text). */
export const STAFF_ORDER_ACTIONS = ['resend_confirmation', 'cancel', 'refund', 'manual_refund_paid', 'note'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export interface StaffServiceRequest {
  number: string;
  kind: string;
  status: string;
  language: string;
  name: string;
  email: string | null;
  phone: string;
  order_number: string | null;
  staff_answer: string | null;
  answered_at: string | null;
  handled_by: StaffRef | null;
  created_at: string;
  updated_at: string;
  payload?: Record<string, unknown>;
  answers?: { message: string; staff: StaffRef | null; at: string }[];
}

export interface StaffRequestAnswered extends StaffServiceRequest {
  email_status: 'sent' | 'no_email' | 'failed';
  detail: string;
}

export interface SalesDay {
  date: string;
  orders: number;
  tickets: number;
  revenue: number;
  refunds: number;
}

export interface StaffDashboard {
  sales_by_day: SalesDay[];
  queues: {
    requests_open: number;
    refunds_pending: number;
    exchanges_pending: number;
    reconciliation_unmatched: number;
  } & Record<string, number>;
  top_routes?: { route: string; orders: number; revenue?: number }[];
  payment_success_rate?: number | null;
  currency?: string;
}
