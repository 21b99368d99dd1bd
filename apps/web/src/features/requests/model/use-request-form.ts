/**
 * What every request form shares: its react-hook-form with a contracts form schema, the consent's
 * message, the honeypot and the partner code added to what is sent, sending, and the answer's number.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { getPartnerRef } from '@/shared/lib/partner-ref';
import { useZodForm, type ZodFormOptions } from '@/shared/lib/use-zod-form';

/** The fields every request carries: contacts, consent, comment, the honeypot and the partner code. */
export interface RequestCommon {
  name: string;
  phone: string;
  email: string;
  consent: true;
  comment?: string;
  homepage?: string;
  ref?: string;
}

/** What a request form's schema answers at least: the contacts, and the honeypot and comment when it has them. */
interface RequestOutput {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  comment?: string | undefined;
  homepage?: string | undefined;
}

export function useRequestForm<Schema extends z.ZodType<RequestOutput & FieldValues, FieldValues>>(
  options: ZodFormOptions<Schema>,
  send: (values: z.output<Schema>, common: RequestCommon) => Promise<{ request_number: string }>,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const [requestNumber, setRequestNumber] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const form = useZodForm({
    ...options,
    messages: { consent: t('content.form.consentRequired'), ...options.messages },
  });

  const handleValid = form.handleSubmit(async (values) => {
    setIsSending(true);
    try {
      const ref = getPartnerRef();
      const { comment, homepage } = values;
      const answer = await send(values, {
        name: values.name,
        phone: values.phone ?? '',
        email: values.email ?? '',
        consent: true,
        ...(comment ? { comment } : {}),
        ...(homepage ? { homepage } : {}),
        ...(ref ? { ref } : {}),
      });
      setRequestNumber(answer.request_number);
    } catch (error) {
      if (!form.setServerErrors(getFieldErrors(error), { shouldFocus: true })) setFormError(getErrorMessage(error, t));
    } finally {
      setIsSending(false);
    }
  });

  const submit = (event: FormEvent) => {
    setFormError('');
    void handleValid(event);
  };

  return { form, submit, formError, requestNumber, isSending };
}
