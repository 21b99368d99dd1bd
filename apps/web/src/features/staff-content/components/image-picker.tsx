/**
 * The main image of a content item (news, tours): the current picture and a file input that uploads the chosen file
 * at once through `POST /api/staff/media/` (the caller's `upload`, which reports its own errors).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content-editor.module.css';

export interface PickedImage {
  id: string | null;
  url: string;
}

export interface ImagePickerProps {
  label: string;
  image: PickedImage | null;
  onChange: (image: PickedImage) => void;
  upload: (file: File) => Promise<PickedImage | null>;
  testId?: string;
  invalid?: boolean;
}

export function ImagePicker({ label, image, onChange, upload, testId, invalid }: ImagePickerProps) {
  const { t } = useTranslation('staff');
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={`${id}-label`}>{label}</span>
      {image ? <img className={styles.mainImage} src={image.url} alt={label} /> : null}
      <input
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file).then((picked) => picked && onChange(picked));
        }}
      />
      <small id={`${id}-hint`}>{t('content.editor.imageHint')}</small>
    </div>
  );
}
