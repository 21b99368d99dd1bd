/** The confirmation that replaces a sent form; it takes the focus, so the request number is read out at once. */
import { useEffect, useRef, type ReactNode } from 'react';
import { RequestReceived } from '@/shared/ui/request-form-parts';
import styles from './request-forms.module.css';

export function ReceivedRequest({
  number,
  hasEmail,
  children,
}: {
  number: string;
  hasEmail: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The send button that had the focus is gone; without this it would fall back to the page (or the dialog's edge).
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.received}>
      <RequestReceived number={number} hasEmail={hasEmail}>
        {children}
      </RequestReceived>
    </div>
  );
}
