import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { CloseIcon } from './icons';

/** A dialog's title beside its close button: the modal's, the date picker's, the phone's city sheet's (each styles it). */
export function DialogHeader({
  title,
  className,
  titleClassName,
}: {
  title: string;
  className?: string;
  titleClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
      <Dialog.Close asChild>
        <Button variant="ghost" isIcon aria-label={t('common.close')}>
          <CloseIcon />
        </Button>
      </Dialog.Close>
    </div>
  );
}
