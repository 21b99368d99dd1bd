/** How the back office reads the API's refusals. */
import { isApiError } from '@/shared/api/api-error';

/** 403 `mfa_setup_required`: a staff account without its second factor yet; the enrolment page is next. */
export function isMfaSetupRequired(error: unknown): boolean {
  return isApiError(error, 'mfa_setup_required');
}

/** 403 for any other reason: signed in, but not staff or not this role. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && !isMfaSetupRequired(error);
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
