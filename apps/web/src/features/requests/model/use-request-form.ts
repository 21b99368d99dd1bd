/** The state every request form shares: values and their checks, consent, honeypot, sending and the answer. */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { focusFirstInvalid } from '@/shared/lib/focus-first-invalid';
import { getPartnerRef } from '@/shared/lib/partner-ref';
import { useForm, type FieldErrors, type FormValues } from '@/shared/lib/use-form';
import { useValidationText } from '@/shared/lib/use-validation-text';
import type { RequestFieldProblem } from './request-validation';

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

/** Every request form has contacts; the comment is optional (the appeal forms have a message instead). */
type ContactValues = FormValues & { name: string; phone: string; email: string; comment?: string };

export function useRequestForm<Values extends ContactValues>(
  initial: Values,
  check: (values: Values) => Partial<Record<keyof Values, RequestFieldProblem>>,
  send: (values: Values, common: RequestCommon) => Promise<{ request_number: string }>,
) {
  const { t } = useTranslation();
  const message = useValidationText();
  const formRef = useRef<HTMLFormElement>(null);
  const [honeypot, setHoneypot] = useState('');
  const [formError, setFormError] = useState('');
  const [requestNumber, setRequestNumber] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const validate = useCallback(
    (values: Values): FieldErrors<Values> => {
      const errors: FieldErrors<Values> = {};
      for (const [name, problem] of Object.entries(check(values)) as Array<
        [keyof Values, RequestFieldProblem | undefined]
      >) {
        if (!problem) continue;
        errors[name] = 'issue' in problem ? message(problem.issue) : t(problem.key, problem.params);
      }
      return errors;
    },
    [check, message, t],
  );
  const form = useForm(initial, validate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!form.validateForSubmit()) return focusFirstInvalid(formRef.current);
    setIsSending(true);
    try {
      const { values } = form;
      const ref = getPartnerRef();
      const comment = (values.comment ?? '').trim();
      const answer = await send(values, {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        consent: true,
        ...(comment ? { comment } : {}),
        ...(honeypot ? { homepage: honeypot } : {}),
        ...(ref ? { ref } : {}),
      });
      setRequestNumber(answer.request_number);
    } catch (error) {
      if (form.setServerErrors(getFieldErrors(error))) focusFirstInvalid(formRef.current);
      else setFormError(getErrorMessage(error, t));
    } finally {
      setIsSending(false);
    }
  };

  return { form, formRef, submit, honeypot, setHoneypot, formError, requestNumber, isSending };
}
