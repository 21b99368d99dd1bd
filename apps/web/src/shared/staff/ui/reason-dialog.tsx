/**
 * A dialog that asks for the reason of a staff action (kept in the audit log) before it runs, checked with the
 * contracts' rule for a reason (the one the API enforces).
 */
import { STAFF_ACTION_REASON_MAX_LENGTH, staffOrderActionSchema } from '@sapar/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '@/shared/lib/use-zod-form';
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

export const REASON_MAX_LENGTH = STAFF_ACTION_REASON_MAX_LENGTH;

/** A note that is only sent when written: the same length rule as a reason, and it may stay empty. */
const optionalReasonSchema = staffOrderActionSchema.extend({
  reason: z.string().trim().max(STAFF_ACTION_REASON_MAX_LENGTH),
});

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
  const form = useZodForm({
    schema: isOptional ? optionalReasonSchema : staffOrderActionSchema,
    defaultValues: { reason: '' },
    labels: { reason: label },
    messages: { reason: (issue) => (issue.code === 'too_small' ? t('actions.reasonRequired') : undefined) },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  const { error: fieldError, ...reason } = form.field('reason');
  const submit = form.handleSubmit((values) => onSubmit(values.reason));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} {...(description ? { description } : {})}>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert>{error}</FormAlert>
        <label htmlFor={id} className={formStyles.label}>
          {label}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          required={!isOptional}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          {...reason}
        />
        {fieldError ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {fieldError}
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
