/** `const confirm = useConfirm(); if (await confirm({ description })) …` — one Radix alert dialog for the app. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from './button';
import styles from './dialog.module.css';

export interface ConfirmOptions {
  /** Defaults to the translated 'Подтвердите действие'. */
  title?: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    // A second request answers the first with "no" rather than leaving it pending forever.
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && settle(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.content}>
            <AlertDialog.Title className={`${styles.title} ${styles.header}`}>
              {options?.title ?? t('confirm.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className={styles.description}>{options?.description}</AlertDialog.Description>
            <div className={styles.actions}>
              <AlertDialog.Cancel className={buttonClassName({ variant: 'secondary' })} onClick={() => settle(false)}>
                {options?.cancelLabel ?? t('confirm.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClassName({ variant: 'primary' })} onClick={() => settle(true)}>
                {options?.confirmLabel ?? t('confirm.confirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
