/** The end of every request form: the comment (when it has one), the hidden honeypot, consent, the error and the send button. */
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormFieldProps } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { ConsentField, HoneypotField, TextAreaField } from '@/shared/ui/request-form-parts';

export interface RequestFormFooterProps {
  /** The consent checkbox's field of the form. */
  consent: FormFieldProps;
  /** The honeypot's registration (bots fill it in; people never see it). */
  honeypot: UseFormRegisterReturn;
  /** The free comment of the tour, rail and partner forms; the appeal forms ask for a message instead. */
  comment?: FormFieldProps;
  formError: string;
  isSending: boolean;
  privacyHref: string;
  /** The send button's text; 'Отправить заявку' by default. */
  submitLabel?: string | undefined;
}

export function RequestFormFooter({
  consent,
  honeypot,
  comment,
  formError,
  isSending,
  privacyHref,
  submitLabel,
}: RequestFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {comment ? <TextAreaField label={t('content.form.comment')} maxLength={1000} {...comment} /> : null}
      <HoneypotField {...honeypot} />
      <ConsentField privacyHref={privacyHref} {...consent} />
      <FormAlert>{formError}</FormAlert>
      <div>
        <Button type="submit" disabled={isSending}>
          {isSending ? t('content.form.sending') : (submitLabel ?? t('content.form.send'))}
        </Button>
      </div>
    </>
  );
}
