/**
 * The date picker's dialog (flight-dates-field.tsx): a popover under the fields on a wide screen, the whole screen on
 * a phone. A chunk of its own with Radix's dialog, loaded with the calendar.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './date-picker.module.css';
import { DialogHeader } from '@/shared/ui/dialog-header';

export interface DatePickerDialogProps {
  isOpen: boolean;
  isMobile: boolean;
  title: string;
  /** What to pick now (a round trip's departure or return), said by a live region. */
  status: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

export function DatePickerDialog({
  isOpen,
  isMobile,
  title,
  status,
  onClose,
  onCloseAutoFocus,
  children,
}: DatePickerDialogProps) {
  const Layer = isMobile ? Dialog.Portal : Fragment;
  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Layer>
        <PickerContent isMobile={isMobile} title={title} onCloseAutoFocus={onCloseAutoFocus}>
          <p className={styles.status} role="status">
            {status}
          </p>
          {children}
        </PickerContent>
      </Layer>
    </Dialog.Root>
  );
}

interface PickerContentProps {
  isMobile: boolean;
  title: string;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

/**
 * The dialog around the calendar. On a wide screen it hangs under the fields: moved left when it
 * would leave the window, and the page scrolled so its last week shows (the open dialog locks
 * scrolling), again once the calendar has loaded and grown.
 */
function PickerContent({ isMobile, title, onCloseAutoFocus, children }: PickerContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || isMobile) return;
    const fit = () => {
      node.style.translate = '';
      const box = node.getBoundingClientRect();
      const overflowX = box.right - (document.documentElement.clientWidth - 16);
      if (overflowX > 0) node.style.translate = `${-overflowX}px 0`;
      const overflowY = box.bottom - (window.innerHeight - 16);
      if (overflowY > 0) window.scrollBy({ top: Math.min(overflowY, box.top - 16) });
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, [isMobile]);

  return (
    <Dialog.Content
      ref={ref}
      className={isMobile ? styles.sheet : styles.popover}
      aria-modal="true"
      aria-describedby={undefined}
      onCloseAutoFocus={onCloseAutoFocus}
      data-testid="date-picker"
    >
      <DialogHeader title={title} className={styles.header} titleClassName={styles.title} />
      {children}
    </Dialog.Content>
  );
}
