/** The end of every request form: comment, the hidden honeypot, consent, the error and the send button. */
import { useTranslation } from 'react-i18next';
import type { useForm } from '@/shared/lib/use-form';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { ConsentField, HoneypotField, TextAreaField } from '@/shared/ui/request-form-parts';

type RequestForm = ReturnType<typeof useForm<{ comment: string; consent: string }>>;

export interface RequestFormFooterProps {
  form: Pick<RequestForm, 'field' | 'values' | 'errors' | 'setValue'>;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  formError: string;
  isSending: boolean;
  privacyHref: string;
}

export function RequestFormFooter({ form, honeypot, onHoneypotChange, formError, isSending, privacyHref }: RequestFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField label={t('content.form.comment')} maxLength={1000} {...form.field('comment')} />
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
          {isSending ? t('content.form.sending') : t('content.form.send')}
        </Button>
      </div>
    </>
  );
}
