/** A modal dialog on Radix Dialog: focus is trapped, Escape closes it, and the page behind does not scroll. */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { DialogHeader } from './dialog-header';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers with the title; optional when the body says it all. */
  description?: string;
  children?: ReactNode;
}

export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  // Radix returns focus only to its own Trigger; our modals are opened by any control, so remember it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          // Radix hides the page from assistive technology while open; aria-modal says so to screen readers too.
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <DialogHeader title={title} className={styles.header} titleClassName={styles.title} />
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
