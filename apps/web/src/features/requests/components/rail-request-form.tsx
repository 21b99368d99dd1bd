/** Rail tickets the agency books by hand: route, date, passengers, class and contacts. */
import { MAX_REQUEST_PEOPLE, RAIL_CLASSES, RAIL_ROUTES, bishkekToday, railRequestFormSchema } from '@sapar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankIssue } from '@/shared/lib/use-zod-form';
import { FieldGrid, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { useSendRailRequestMutation } from '../api/requests-api';
import { useRequestForm } from '../model/use-request-form';
import { ContactFields } from './contact-fields';
import { ReceivedRequest } from './received-request';
import { RequestFormFooter } from './request-form-footer';

const INITIAL = {
  route: '',
  date: '',
  passengers: '1',
  class: 'kupe',
  name: '',
  phone: '',
  email: '',
  comment: '',
  consent: false,
  homepage: '',
};

export function RailRequestForm({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation();
  const [sendRailRequest] = useSendRailRequestMutation();
  const schema = useMemo(() => railRequestFormSchema({ today: bishkekToday() }), []);
  const { form, submit, formError, requestNumber, isSending } = useRequestForm(
    {
      schema,
      defaultValues: INITIAL,
      labels: {
        route: t('content.rail.route'),
        date: t('content.form.date'),
        passengers: t('content.rail.passengers'),
        name: t('content.form.name'),
        phone: t('content.form.phone'),
        email: t('form.email'),
      },
      messages: {
        passengers: (issue) =>
          isBlankIssue(issue) ? undefined : t('content.form.peopleRange', { max: MAX_REQUEST_PEOPLE }),
      },
      // The summer-only train: the date is checked again when the route changes.
      dependencies: { route: ['date'] },
    },
    ({ route, date, passengers, class: railClass }, common) =>
      sendRailRequest({ route, date, passengers, class: railClass, ...common }).unwrap(),
  );

  if (requestNumber) return <ReceivedRequest number={requestNumber} hasEmail />;

  const routes = RAIL_ROUTES.map((id) => ({ id, title: t(`content.rail.routes.${id}`) }));
  const classes = RAIL_CLASSES.map((id) => ({ id, title: t(`content.rail.classes.${id}`) }));
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('content.rail.formTitle')}>
      <FieldGrid>
        <FormSelectField
          control={form.control}
          name="route"
          label={t('content.rail.route')}
          options={routes}
          placeholder={t('form.notSelected')}
          required
        />
        <TextField label={t('content.form.date')} type="date" min={bishkekToday()} required {...form.field('date')} />
        <TextField
          label={t('content.rail.passengers')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          required
          {...form.field('passengers')}
        />
        <FormSelectField
          control={form.control}
          name="class"
          label={t('content.rail.class')}
          options={classes}
          required
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
