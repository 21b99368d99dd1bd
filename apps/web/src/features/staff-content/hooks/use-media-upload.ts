/** The image uploads of the content editors, counted so that an editor waits for them before it saves. */
import { useState } from 'react';
import { uploadStaffMedia } from '../api/content-api';

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
