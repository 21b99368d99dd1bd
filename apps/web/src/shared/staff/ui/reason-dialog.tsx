/** A dialog that asks for the reason of a staff action (kept in the audit log) before it runs. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormAlert, formStyles } from '@/shared/ui/form-field';
import { Modal } from '@/shared/ui/modal';
import styles from './staff-tables.module.css';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  isBusy: boolean;
  error: string;
  onSubmit: (reason: string) => void;
  onOpenChange: (open: boolean) => void;
  /** The text may stay empty (a note that is only sent when written). */
  isOptional?: boolean;
}

export const REASON_MAX_LENGTH = 1000;

export function ReasonDialog({
  open,
  title,
  description,
  label,
  submitLabel,
  isBusy,
  error,
  onSubmit,
  onOpenChange,
  isOptional = false,
}: ReasonDialogProps) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [reason, setReason] = useState('');
  const [isBlank, setIsBlank] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setIsBlank(false);
    }
  }, [open]);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} {...(description ? { description } : {})}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim() && !isOptional) {
            setIsBlank(true);
            return;
          }
          onSubmit(reason.trim());
        }}
      >
        <FormAlert>{error}</FormAlert>
        <label htmlFor={id} className={formStyles.label}>
          {label}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          required={!isOptional}
          aria-invalid={isBlank || undefined}
          aria-describedby={isBlank ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setIsBlank(false);
          }}
        />
        {isBlank ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {t('actions.reasonRequired')}
          </p>
        ) : null}
        <div className={styles.actionsRow}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isBusy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
