import type { ReactNode } from 'react';
import { ConfirmProvider } from './confirm-dialog';
import { NotificationProvider } from './notification';

/** App-wide overlays every page may call: the notification banner and the confirm dialog. */
export function GlobalUiProvider({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </NotificationProvider>
  );
}
