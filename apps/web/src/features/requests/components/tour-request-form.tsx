/** The request form of a tour: who, when, how many; stored and acknowledged by email. */
import { MAX_REQUEST_PEOPLE, bishkekToday, tourRequestFormSchema } from '@sapar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankIssue } from '@/shared/lib/use-zod-form';
import { FieldGrid, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { useSendTourRequestMutation } from '../api/requests-api';
import { useRequestForm } from '../model/use-request-form';
import { ContactFields } from './contact-fields';
import { ReceivedRequest } from './received-request';
import { RequestFormFooter } from './request-form-footer';

const INITIAL = { name: '', phone: '', email: '', date: '', people: '2', comment: '', consent: false, homepage: '' };

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
  const schema = useMemo(() => tourRequestFormSchema({ today: bishkekToday() }), []);
  const { form, submit, formError, requestNumber, isSending } = useRequestForm(
    {
      schema,
      defaultValues: INITIAL,
      labels: {
        name: t('content.form.name'),
        phone: t('content.form.phone'),
        email: t('form.email'),
        date: t('content.form.date'),
        people: t('tours.people'),
      },
      messages: {
        people: (issue) =>
          isBlankIssue(issue) ? undefined : t('content.form.peopleRange', { max: MAX_REQUEST_PEOPLE }),
      },
    },
    ({ date, people }, common) => sendTourRequest({ tour: tourSlug, date, people, ...common }).unwrap(),
  );

  if (requestNumber)
    return <ReceivedRequest number={requestNumber} hasEmail={(form.getValues('email') ?? '').trim() !== ''} />;

  const dateChoices = dates.map((date) => ({ id: date, title: formatDate(date) }));
  return (
    <form
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
          <FormSelectField
            control={form.control}
            name="date"
            label={t('content.form.date')}
            options={dateChoices}
            placeholder={t('form.notSelected')}
            required
          />
        ) : (
          <TextField label={t('content.form.date')} type="date" min={bishkekToday()} required {...form.field('date')} />
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
