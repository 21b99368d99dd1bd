/**
 * Every entity and action the staff audit log records. The API's `recordStaffAction` accepts only these
 * (a new one does not compile until it is listed here), and the audit page shows each by its label in the
 * five staff catalogues (`entities.*`, `auditActions.*`; a web test checks every one has a label).
 */

export const AUDIT_ENTITIES = [
  'order',
  'service_request',
  'refund',
  'exchange',
  'manual_refund',
  'staff_user',
  'partner',
  'session',
  'news',
  'media',
  'faq_category',
  'faq_question',
  'page',
  'tour',
  'flight',
  'flight_schedule',
  'fare_family',
  'seat_block',
  'inventory_import',
  'disruption',
  'pricing_rule',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  // Staff accounts and sign-in
  'sign_in',
  'mfa_enrolled',
  'invited',
  'invite_accepted',
  'roles_changed',
  'activated',
  'deactivated',
  // Requests and orders
  'assigned',
  'unassigned',
  'answered',
  'status_changed',
  'confirmation_resent',
  'cancelled',
  'note_added',
  'refund_started',
  'completed',
  'rejected',
  'failed',
  'marked_paid',
  'commission_rate_set',
  // Content: news, media, FAQ, pages, tours
  'create',
  'update',
  'delete',
  'created',
  'updated',
  'deleted',
  'published',
  'scheduled',
  'unpublished',
  'uploaded',
  'moved_up',
  'moved_down',
  // Inventory and disruptions
  'import_ssim',
  'import_fares',
  'import_seat_blocks',
  'disruption_opened',
  'disruption_extended',
  'disruption_accepted',
  'disruption_rebooked',
  'disruption_refunded',
  'disruption_refund_superseded',
  'reminded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
