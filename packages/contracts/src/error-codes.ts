/**
 * The API's error codes with their HTTP status, apart from the zod schemas of errors.ts: the web app's first load
 * needs the table to read an error answer, but not zod.
 */
export const ERRORS = {
  // The request itself.
  validation_failed: { status: 400 },
  bad_request: { status: 400 },
  unauthorized: { status: 401 },
  invalid_credentials: { status: 401 },
  forbidden: { status: 403 },
  not_found: { status: 404 },
  route_not_found: { status: 404 },
  method_not_allowed: { status: 405 },
  request_timeout: { status: 408 },
  payload_too_large: { status: 413 },
  uri_too_long: { status: 414 },
  unsupported_media_type: { status: 415 },
  rate_limited: { status: 429 },
  headers_too_large: { status: 431 },

  // Search and booking.
  offer_unavailable: { status: 409 },
  flight_cancelled: { status: 409 },
  document_expires_before_trip: { status: 400 },
  no_seats: { status: 409 },
  price_changed: { status: 409 },
  /** Too many unpaid seats held on one flight by one contact or one address (HOLD_SEATS_PER_CONTACT, HOLD_SEATS_PER_IP). */
  hold_limit_reached: { status: 429 },
  receipt_not_ready: { status: 409 },
  search_expired: { status: 410 },
  /** An outside supplier no longer sells the offer (read again before the passenger step). */
  offer_gone: { status: 410 },
  /** An outside supplier's offer cannot be booked online yet: the traveller books with the agency or picks another fare. */
  offer_not_bookable: { status: 409 },
  order_expired: { status: 410 },
  idempotency_key_reused: { status: 422 },

  // Payments.
  order_already_paid: { status: 409 },
  payment_in_progress: { status: 409 },

  // Refunds and exchanges.
  refund_not_possible: { status: 409 },
  refund_already_requested: { status: 409 },
  refund_after_departure: { status: 409 },
  refund_not_requested: { status: 409 },
  refund_payment_missing: { status: 409 },
  exchange_not_possible: { status: 409 },
  exchange_not_allowed: { status: 409 },
  exchange_after_departure: { status: 409 },
  exchange_in_progress: { status: 409 },
  exchange_already_confirmed: { status: 409 },
  quote_expired: { status: 410 },

  // Staff: the second factor, accounts, back-office actions.
  mfa_setup_required: { status: 403 },
  mfa_code_invalid: { status: 400 },
  mfa_token_invalid: { status: 401 },
  mfa_not_started: { status: 409 },
  mfa_already_enabled: { status: 409 },
  staff_invite_invalid: { status: 400 },
  staff_already_exists: { status: 409 },
  staff_self_change: { status: 409 },
  staff_invite_account_disabled: { status: 403 },
  order_action_not_allowed: { status: 409 },

  // The server.
  internal: { status: 500 },
  service_unavailable: { status: 503 },
  not_ready: { status: 503 },

  // Flight status and disruptions.
  flight_status_invalid_transition: { status: 409 },
  disruption_not_open: { status: 409 },
  disruption_already_answered: { status: 409 },
  disruption_flight_not_offered: { status: 409 },

  // The inventory back office.
  inventory_import_invalid: { status: 400 },
  inventory_conflicts: { status: 409 },
  inventory_file_unknown: { status: 415 },
  inventory_file_missing: { status: 400 },
  inventory_not_found: { status: 404 },
  inventory_seats_below_sold: { status: 409 },

  // Pricing rules of outside suppliers' offers.
  pricing_rule_not_found: { status: 404 },
  pricing_rule_duplicate: { status: 409 },

  // Content: images, news, FAQ and tours.
  media_too_large: { status: 413 },
  media_not_image: { status: 415 },
  media_missing: { status: 422 },
  media_too_many_pixels: { status: 413 },
  media_in_use: { status: 409 },
  news_slug_taken: { status: 409 },
  faq_slug_taken: { status: 409 },
  tour_slug_taken: { status: 409 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status an error code is answered with. */
export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;

/** Whether a value (e.g. the `code` of an answer) is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
