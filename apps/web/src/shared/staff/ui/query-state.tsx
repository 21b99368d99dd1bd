/**
 * What a back-office page shows instead of its data: a loader, or the failure with a retry. A 403
 * `mfa_setup_required` goes to the enrolment page and a 401 to sign-in, whichever call meets it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { isForbidden, isMfaSetupRequired, isUnauthorized } from '../lib/staff-errors';
import { staffHref } from '../staff-paths';

export interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children?: ReactNode;
}

export function QueryState({ isLoading, error, onRetry, children }: QueryStateProps) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  if (isMfaSetupRequired(error)) return <Navigate to={staffHref('staffMfaSetup')} replace />;
  if (isUnauthorized(error)) return <Navigate to={staffHref('staffLogin')} replace />;
  if (error)
    return (
      <LoadError
        message={isForbidden(error) ? t('shell.forbidden') : getErrorMessage(error, tSite)}
        onRetry={onRetry}
      />
    );
  if (isLoading)
    return (
      <p role="status" aria-live="polite">
        <Spinner size={20} /> {t('common.loading')}
      </p>
    );
  return <>{children}</>;
}

/** Sends the reader to enrolment (or sign-in) when an action's call meets the same answers. */
export function redirectForError(error: unknown, navigate: (to: string) => void): boolean {
  if (isMfaSetupRequired(error)) navigate(staffHref('staffMfaSetup'));
  else if (isUnauthorized(error)) navigate(staffHref('staffLogin'));
  else return false;
  return true;
}
