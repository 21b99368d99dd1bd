/** The application to the partner programme: company, contacts and the kind of partnership. */
import { PARTNERSHIP_KINDS, type PartnershipKind } from '@sapar/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, SelectField, TextField, formStyles } from '@/shared/ui/form-field';
import { useSendPartnerRequestMutation } from '../api/requests-api';
import { checkContacts } from '../model/request-validation';
import { useRequestForm } from '../model/use-request-form';
import { ContactFields } from './contact-fields';
import { ReceivedRequest } from './received-request';
import { RequestFormFooter } from './request-form-footer';

const INITIAL = { company: '', partnership: '', site: '', name: '', phone: '', email: '', consent: '', comment: '' };
type Values = typeof INITIAL;

export function PartnerRequestForm({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation();
  const [sendPartnerRequest] = useSendPartnerRequestMutation();
  const check = useCallback(
    (values: Values) => ({
      ...checkContacts(
        values,
        { name: t('content.form.name'), phone: t('content.form.phone'), email: t('form.email') },
        true,
      ),
      company: values.company.trim()
        ? undefined
        : { issue: { code: 'required' as const, params: { label: t('content.partners.company') } } },
      partnership: values.partnership
        ? undefined
        : { issue: { code: 'required' as const, params: { label: t('content.partners.kind') } } },
    }),
    [t],
  );
  const { form, formRef, submit, honeypot, setHoneypot, formError, requestNumber, isSending } = useRequestForm(
    INITIAL,
    check,
    (values, common) =>
      sendPartnerRequest({
        company: values.company.trim(),
        partnership: values.partnership as PartnershipKind,
        ...(values.site.trim() ? { site: values.site.trim() } : {}),
        ...common,
      }).unwrap(),
  );

  if (requestNumber) return <ReceivedRequest number={requestNumber} hasEmail />;

  const kinds = PARTNERSHIP_KINDS.map((id) => ({ id, title: t(`content.partners.kinds.${id}`) }));
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('content.partners.formTitle')}
    >
      <FieldGrid>
        <TextField
          label={t('content.partners.company')}
          autoComplete="organization"
          required
          maxLength={200}
          {...form.field('company')}
        />
        <SelectField
          label={t('content.partners.kind')}
          options={kinds}
          placeholder={t('form.notSelected')}
          required
          {...form.field('partnership')}
        />
        <TextField
          label={t('content.partners.site')}
          type="url"
          autoComplete="url"
          maxLength={200}
          {...form.field('site')}
        />
        <ContactFields
          name={form.field('name')}
          phone={form.field('phone')}
          email={form.field('email')}
          isEmailRequired
        />
      </FieldGrid>
      <RequestFormFooter
        form={form}
        comment={form.field('comment')}
        honeypot={honeypot}
        onHoneypotChange={setHoneypot}
        formError={formError}
        isSending={isSending}
        privacyHref={privacyHref}
      />
    </form>
  );
}
