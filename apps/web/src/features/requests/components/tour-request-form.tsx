/** The request form of a tour: who, when, how many; stored and acknowledged by email. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, SelectField, TextField, formStyles } from '@/shared/ui/form-field';
import { useSendTourRequestMutation } from '../api/requests-api';
import { checkContacts, checkDate, checkPeople, todayIso } from '../model/request-validation';
import { useRequestForm } from '../model/use-request-form';
import { ContactFields } from './contact-fields';
import { ReceivedRequest } from './received-request';
import { RequestFormFooter } from './request-form-footer';

const INITIAL = { name: '', phone: '', email: '', consent: '', date: '', people: '2', comment: '' };
type Values = typeof INITIAL;

export interface TourRequestFormProps {
  tourSlug: string;
  tourTitle: string;
  /** Scheduled start dates, offered as choices; any other date may be typed too. */
  dates: readonly string[];
  privacyHref: string;
  formatDate: (isoDate: string) => string;
}

export function TourRequestForm({ tourSlug, tourTitle, dates, privacyHref, formatDate }: TourRequestFormProps) {
  const { t } = useTranslation();
  const [sendTourRequest] = useSendTourRequestMutation();
  const check = useCallback(
    (values: Values) => ({
      ...checkContacts(
        values,
        { name: t('content.form.name'), phone: t('content.form.phone'), email: t('form.email') },
        false,
      ),
      date: checkDate(values.date, t('content.form.date')),
      people: checkPeople(values.people, t('tours.people')),
    }),
    [t],
  );
  const { form, formRef, submit, honeypot, setHoneypot, formError, requestNumber, isSending } = useRequestForm(
    INITIAL,
    check,
    (values, common) =>
      sendTourRequest({
        tour: tourSlug,
        date: values.date,
        people: Number(values.people),
        ...common,
      }).unwrap(),
  );

  if (requestNumber) return <ReceivedRequest number={requestNumber} hasEmail={form.values.email.trim() !== ''} />;

  const dateChoices = dates.map((date) => ({ id: date, title: formatDate(date) }));
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('tours.requestFor', { title: tourTitle })}
    >
      <FieldGrid>
        <ContactFields
          name={form.field('name')}
          phone={form.field('phone')}
          email={form.field('email')}
          isEmailRequired={false}
        />
        {dateChoices.length > 0 ? (
          <SelectField
            label={t('content.form.date')}
            options={dateChoices}
            placeholder={t('form.notSelected')}
            required
            {...form.field('date')}
          />
        ) : (
          <TextField label={t('content.form.date')} type="date" min={todayIso()} required {...form.field('date')} />
        )}
        <TextField
          label={t('tours.people')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          required
          {...form.field('people')}
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
