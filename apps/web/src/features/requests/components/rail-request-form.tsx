/** Rail tickets the agency books by hand: route, date, passengers, class and contacts. */
import { RAIL_CLASSES, RAIL_ROUTES, type RailClass, type RailRoute } from '@sapar/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, SelectField, TextField, formStyles } from '@/shared/ui/form-field';
import { useSendRailRequestMutation } from '../api/requests-api';
import { checkContacts, checkDate, checkPeople, checkRailSeason, todayIso } from '../model/request-validation';
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
  consent: '',
  comment: '',
};
type Values = typeof INITIAL;

export function RailRequestForm({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation();
  const [sendRailRequest] = useSendRailRequestMutation();
  const check = useCallback(
    (values: Values) => ({
      ...checkContacts(
        values,
        { name: t('content.form.name'), phone: t('content.form.phone'), email: t('form.email') },
        true,
      ),
      route: values.route
        ? undefined
        : { issue: { code: 'required' as const, params: { label: t('content.rail.route') } } },
      date:
        checkDate(values.date, t('content.form.date')) ?? checkRailSeason(values.route as RailRoute | '', values.date),
      passengers: checkPeople(values.passengers, t('content.rail.passengers')),
    }),
    [t],
  );
  const { form, formRef, submit, honeypot, setHoneypot, formError, requestNumber, isSending } = useRequestForm(
    INITIAL,
    check,
    (values, common) =>
      sendRailRequest({
        route: values.route as RailRoute,
        date: values.date,
        passengers: Number(values.passengers),
        class: values.class as RailClass,
        ...common,
      }).unwrap(),
  );

  if (requestNumber) return <ReceivedRequest number={requestNumber} hasEmail />;

  const routes = RAIL_ROUTES.map((id) => ({ id, title: t(`content.rail.routes.${id}`) }));
  const classes = RAIL_CLASSES.map((id) => ({ id, title: t(`content.rail.classes.${id}`) }));
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('content.rail.formTitle')}
    >
      <FieldGrid>
        <SelectField
          label={t('content.rail.route')}
          options={routes}
          placeholder={t('form.notSelected')}
          required
          {...form.field('route')}
        />
        <TextField label={t('content.form.date')} type="date" min={todayIso()} required {...form.field('date')} />
        <TextField
          label={t('content.rail.passengers')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          required
          {...form.field('passengers')}
        />
        <SelectField label={t('content.rail.class')} options={classes} required {...form.field('class')} />
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
