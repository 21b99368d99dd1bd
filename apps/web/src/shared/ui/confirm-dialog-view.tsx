/** The confirm dialog's Radix alert dialog, loaded with the first confirmation (see confirm-dialog.tsx). */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
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

export function ConfirmDialogView({
  options,
  settle,
}: {
  options: ConfirmOptions | null;
  settle: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} aria-modal="true">
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
  );
}
