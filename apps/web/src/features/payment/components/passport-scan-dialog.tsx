/**
 * The passport scan dialog: a photo from the camera (getUserMedia) or from the gallery, read in the
 * browser (the OCR code loads only now, from our origin) and handed back as form fields. The
 * failures (docs/product.md#error-behaviour): a non-image file, camera access denied, no camera, a generic 'try again' — each
 * with the gallery upload as the way out. The image never leaves the device.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import type { PassportFields } from '../model/mrz-passport';
import styles from './purchase.module.css';

type ScanProblem = 'notImage' | 'denied' | 'notFound' | 'failed';
type ScanState =
  { kind: 'idle' } | { kind: 'camera' } | { kind: 'recognizing' } | { kind: 'problem'; problem: ScanProblem };

export interface PassportScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecognized: (fields: PassportFields) => void;
}

/** What a getUserMedia failure means for the buyer. */
export function cameraProblemOf(error: unknown): ScanProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'NotReadableError'
  )
    return 'notFound';
  return 'failed';
}

export function PassportScanDialog({ open, onOpenChange, onRecognized }: PassportScanDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const stopCamera = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };
  useEffect(() => stopCamera, []);

  const recognize = async (image: Blob) => {
    stopCamera();
    setState({ kind: 'recognizing' });
    try {
      const { recognizePassport } = await import('../lib/passport-ocr');
      const reading = await recognizePassport(image);
      onRecognized(reading.fields);
      onOpenChange(false);
    } catch {
      setState({ kind: 'problem', problem: 'failed' });
    }
  };

  const openCamera = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'problem', problem: 'notFound' });
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1920 } },
        audio: false,
      });
      streamRef.current = stream;
      setState({ kind: 'camera' });
      // The video element appears with the camera state.
      setTimeout(() => {
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
      }, 0);
    } catch (error) {
      setState({ kind: 'problem', problem: cameraProblemOf(error) });
    }
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) void recognize(blob);
      else setState({ kind: 'problem', problem: 'failed' });
    }, 'image/png');
  };

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setState({ kind: 'problem', problem: 'notImage' });
      return;
    }
    void recognize(file);
  };

  const close = (next: boolean) => {
    if (!next) stopCamera();
    onOpenChange(next);
  };

  const isBusy = state.kind === 'recognizing';

  return (
    <Modal open={open} onOpenChange={close} title={t('purchase.scan.title')} description={t('purchase.scan.intro')}>
      <div className={styles.scanBody} data-testid="passport-scan">
        {state.kind === 'problem' ? (
          <FormAlert>
            <span data-testid="scan-problem">{t(`purchase.scan.${state.problem}`)}</span>
          </FormAlert>
        ) : null}
        {state.kind === 'camera' ? (
          <>
            <video
              ref={videoRef}
              className={styles.video}
              playsInline
              muted
              aria-label={t('purchase.scan.cameraPreview')}
            />
            <Button onClick={capture}>{t('purchase.scan.capture')}</Button>
          </>
        ) : null}
        {isBusy ? (
          <div className={styles.scanStatus}>
            <Spinner size={24} label={t('purchase.scan.recognizing')} />
            <span aria-hidden="true">{t('purchase.scan.recognizing')}</span>
          </div>
        ) : null}
        <div className={styles.actions}>
          {state.kind !== 'camera' ? (
            <Button onClick={() => void openCamera()} disabled={isBusy}>
              {state.kind === 'problem' && state.problem === 'failed'
                ? t('purchase.scan.tryAgain')
                : t('purchase.scan.camera')}
            </Button>
          ) : null}
          <label
            className={buttonClassName({ variant: 'secondary' }, styles.fileLabel)}
            aria-disabled={isBusy || undefined}
          >
            {state.kind === 'problem' ? t('purchase.scan.useGallery') : t('purchase.scan.gallery')}
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              className="visually-hidden"
              data-testid="passport-file-input"
              disabled={isBusy}
              onChange={pickFile}
            />
          </label>
        </div>
      </div>
    </Modal>
  );
}
