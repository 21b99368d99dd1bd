/**
 * The message line of a staff form (a success or an error), and the one way every staff page reports a failed call:
 * a lost session or a missing second factor moves to sign-in or enrolment, anything else is said in the site's language.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { uploadStaffMedia } from '../api/content-api';
import { redirectForError } from '../components/query-state';

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

/** Uploads through `POST /api/staff/media/`, counting the uploads under way; a failure is reported, the answer null. */
export function useMediaUpload(report: (error: unknown) => void, onStart?: () => void) {
  const [uploading, setUploading] = useState(0);
  const upload = async (file: File): Promise<{ id: string; url: string } | null> => {
    setUploading((n) => n + 1);
    onStart?.();
    try {
      const media = await uploadStaffMedia(file);
      return { id: media.id, url: media.url };
    } catch (error) {
      report(error);
      return null;
    } finally {
      setUploading((n) => n - 1);
    }
  };
  return { upload, uploading };
}
