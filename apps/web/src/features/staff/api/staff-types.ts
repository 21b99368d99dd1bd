/**
 * The shapes of the back-office API as the web app reads them: from `packages/contracts` where
 * the staff API has landed (accounts, second factor, audit log); the orders, dashboard and answer
 * history shapes follow issue 15's text until their contracts arrive, and then move there.
 */
import type { MfaChallenge, StaffAuditEntry, TokenPair } from '@sapar/contracts';

export {
  STAFF_ROLES,
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

export interface StaffOrderListQuery {
  q?: string;
  status?: string;
  date_from?: string;
  date_to?: string;
  page?: number;
}

export const STAFF_ORDER_STATUSES = [
  'booked',
  'paid',
  'ticketed',
  'expired',
  'cancelled',
  'refund_requested',
  'refunded',
  'exchanged',
] as const;

export interface StaffOrderRow {
  order_number: string;
  status: string;
  created_at: string;
  contact_email: string | null;
  contact_phone: string | null;
  passengers: string[];
  route: string;
  departure_at: string | null;
  total_price: number;
  currency: string;
}

export interface StaffOrderPassenger {
  first_name: string;
  last_name: string;
  passenger_type?: string;
  birth_date?: string | null;
  document_type?: string | null;
  document_number?: string | null;
  ticket_number?: string | null;
}

export interface StaffOrderLeg {
  flight_number: string;
  origin: string;
  destination: string;
  departure_at: string;
  arrival_at: string;
}

export interface StaffOrderPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  provider: string;
  provider_reference: string | null;
  created_at: string;
}

export interface StaffOrderTicket {
  number: string;
  passenger: string;
  status?: string;
}

export interface StaffOrderMoneyCase {
  id: string;
  status: string;
  amount?: number | null;
  currency?: string | null;
  created_at: string;
  manual?: boolean;
}

export interface StaffOrderMessage {
  id: string;
  channel: string;
  kind: string;
  recipient: string;
  status: string;
  created_at: string;
}

export interface StaffOrderEvent {
  at: string;
  event: string;
  detail?: string | null;
}

export interface StaffOrderNote {
  id: string;
  text: string;
  staff: StaffRef | null;
  created_at: string;
}

export interface StaffOrderDetail extends Omit<StaffOrderRow, 'passengers'> {
  passengers: StaffOrderPassenger[];
  legs: StaffOrderLeg[];
  payments: StaffOrderPayment[];
  tickets: StaffOrderTicket[];
  refunds: StaffOrderMoneyCase[];
  exchanges: StaffOrderMoneyCase[];
  messages: StaffOrderMessage[];
  timeline: StaffOrderEvent[];
  notes: StaffOrderNote[];
  audit: StaffAuditEntry[];
}

/** The order actions of issue 15; each carries a reason for the audit log. */
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
