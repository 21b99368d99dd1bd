/**
 * The message line of a staff form (a success or an error), and the one way every staff page reports a failed call:
 * a lost session or a missing second factor moves to sign-in or enrolment, anything else is said in the site's language.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { redirectForError } from '../ui/query-state';

export type StaffMessage = { text: string; isError: boolean } | null;

export function useStaffMessage(initial: StaffMessage | (() => StaffMessage) = null) {
  const { t: tSite } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<StaffMessage>(initial);
  const report = (error: unknown) => {
    if (!redirectForError(error, (to) => void navigate(to)))
      setMessage({ text: getErrorMessage(error, tSite), isError: true });
  };
  return { message, setMessage, report };
}
