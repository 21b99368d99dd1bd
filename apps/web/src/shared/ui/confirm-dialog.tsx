/** `const confirm = useConfirm(); if (await confirm({ description })) …` — one Radix alert dialog for the app. */
import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-dialog-view';

const ConfirmDialogView = lazy(async () => ({ default: (await import('./confirm-dialog-view')).ConfirmDialogView }));

export type { ConfirmOptions };

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Stays true after the first confirmation, so the dialog can close (and hand focus back) the Radix way.
  const [hasOpened, setHasOpened] = useState(false);
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
    setHasOpened(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* Radix and the dialog load with the first confirmation, not with the first page. */}
      {hasOpened ? (
        <Suspense fallback={null}>
          <ConfirmDialogView options={options} settle={settle} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
