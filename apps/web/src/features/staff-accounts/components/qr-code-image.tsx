/** A QR code drawn in the browser (the `qrcode` package, as a PNG data URL) from the text it carries. */
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from '@/shared/staff/ui/staff.module.css';

export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 200 })
      .then((url) => {
        if (isCurrent) setSource(url);
      })
      .catch(() => {
        if (isCurrent) setSource(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (!source) return <div className={styles.qr} role="img" aria-label={label} aria-busy="true" />;
  return <img className={styles.qr} src={source} alt={label} width={200} height={200} data-testid="mfa-qr" />;
}
