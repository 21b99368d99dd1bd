/** One of the guest request forms in a modal dialog: focus kept inside, Escape closes, the page behind does not scroll. */
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { GuestRequestForm, type GuestRequestFormProps, type GuestRequestKind } from './guest-request-form';

export interface GuestRequestDialogProps {
  kind: GuestRequestKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  privacyHref: string;
  initialValues?: GuestRequestFormProps['initialValues'];
}

export function GuestRequestDialog({ kind, open, onOpenChange, privacyHref, initialValues }: GuestRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(`footerForms.${kind}.title`)}
      description={t(`footerForms.${kind}.intro`)}
    >
      <GuestRequestForm
        kind={kind}
        privacyHref={privacyHref}
        onDone={() => onOpenChange(false)}
        initialValues={initialValues}
      />
    </Modal>
  );
}
