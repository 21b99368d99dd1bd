/** The application to the partner programme: company, contacts and the kind of partnership. */
import { PARTNERSHIP_KINDS, partnerRequestFormSchema } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { FieldGrid, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { useSendPartnerRequestMutation } from '../api/requests-api';
import { useRequestForm } from '../model/use-request-form';
import { ContactFields } from './contact-fields';
import { ReceivedRequest } from './received-request';
import { RequestFormFooter } from './request-form-footer';

const INITIAL = {
  company: '',
  partnership: '',
  site: '',
  name: '',
  phone: '',
  email: '',
  comment: '',
  consent: false,
  homepage: '',
};

export function PartnerRequestForm({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation();
  const [sendPartnerRequest] = useSendPartnerRequestMutation();
  const { form, submit, formError, requestNumber, isSending } = useRequestForm(
    {
      schema: partnerRequestFormSchema,
      defaultValues: INITIAL,
      labels: {
        company: t('content.partners.company'),
        partnership: t('content.partners.kind'),
        name: t('content.form.name'),
        phone: t('content.form.phone'),
        email: t('form.email'),
      },
    },
    ({ company, partnership, site }, common) =>
      sendPartnerRequest({ company, partnership, ...(site ? { site } : {}), ...common }).unwrap(),
  );

  if (requestNumber) return <ReceivedRequest number={requestNumber} hasEmail />;

  const kinds = PARTNERSHIP_KINDS.map((id) => ({ id, title: t(`content.partners.kinds.${id}`) }));
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('content.partners.formTitle')}>
      <FieldGrid>
        <TextField
          label={t('content.partners.company')}
          autoComplete="organization"
          required
          maxLength={200}
          {...form.field('company')}
        />
        <FormSelectField
          control={form.control}
          name="partnership"
          label={t('content.partners.kind')}
          options={kinds}
          placeholder={t('form.notSelected')}
          required
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
        consent={form.field('consent')}
        honeypot={form.register('homepage')}
        comment={form.field('comment')}
        formError={formError}
        isSending={isSending}
        privacyHref={privacyHref}
      />
    </form>
  );
}
