/** The end of every request form: the comment (when it has one), the hidden honeypot, consent, the error and the send button. */
import { useTranslation } from 'react-i18next';
import type { FieldBinding, useForm } from '@/shared/lib/use-form';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { ConsentField, HoneypotField, TextAreaField } from '@/shared/ui/request-form-parts';

type RequestForm = ReturnType<typeof useForm<{ consent: string }>>;

export interface RequestFormFooterProps {
  form: Pick<RequestForm, 'values' | 'errors' | 'setValue'>;
  /** The free comment of the tour, rail and partner forms; the appeal forms ask for a message instead. */
  comment?: FieldBinding;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  formError: string;
  isSending: boolean;
  privacyHref: string;
  /** The send button's text; 'Отправить заявку' by default. */
  submitLabel?: string;
}

export function RequestFormFooter({
  form,
  comment,
  honeypot,
  onHoneypotChange,
  formError,
  isSending,
  privacyHref,
  submitLabel,
}: RequestFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {comment ? <TextAreaField label={t('content.form.comment')} maxLength={1000} {...comment} /> : null}
      <HoneypotField value={honeypot} onChange={onHoneypotChange} />
      <ConsentField
        checked={form.values.consent === 'yes'}
        onChange={(checked) => form.setValue('consent', checked ? 'yes' : '')}
        error={form.errors.consent}
        privacyHref={privacyHref}
      />
      <FormAlert>{formError}</FormAlert>
      <div>
        <Button type="submit" disabled={isSending}>
          {isSending ? t('content.form.sending') : (submitLabel ?? t('content.form.send'))}
        </Button>
      </div>
    </>
  );
}
