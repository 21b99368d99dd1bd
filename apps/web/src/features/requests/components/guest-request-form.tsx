/**
 * The appeal (complaint, question, suggestion), exchange and refund request forms for travellers
 * without an account: contacts, the booking reference, a message; stored with a request number,
 * acknowledged by email and handled by staff. The checks are the API's request schemas
 * (appealRequestSchema, exchangeFormSchema, refundFormSchema) in the contracts' guestRequestFormSchema.
 */
import {
  APPEAL_TOPICS,
  bishkekToday,
  GUEST_MESSAGE_LENGTH,
  guestRequestFormSchema,
  type AppealTopic,
  type GuestRequestKind,
} from '@sapar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankIssue } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FieldGrid, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { TextAreaField } from '@/shared/ui/request-form-parts';
import {
  useSendAppealRequestMutation,
  useSendExchangeRequestMutation,
  useSendRefundRequestMutation,
} from '../api/requests-api';
import { useRequestForm } from '../model/use-request-form';
import { ContactFields } from './contact-fields';
import { ReceivedRequest } from './received-request';
import { RequestFormFooter } from './request-form-footer';
import styles from './request-forms.module.css';

export { GUEST_REQUEST_KINDS, type GuestRequestKind } from '@sapar/contracts';

const INITIAL = {
  topic: '',
  order_number: '',
  desired_date: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
  homepage: '',
};
type Values = typeof INITIAL;

export interface GuestRequestFormProps {
  kind: GuestRequestKind;
  privacyHref: string;
  /** Shown as a button under the confirmation (the dialog closes itself with it). */
  onDone?: () => void;
  /** What is already known, e.g. the order and its contacts on the order page. */
  initialValues?: Partial<Pick<Values, 'order_number' | 'name' | 'email' | 'phone'>>;
}

export function GuestRequestForm({ kind, privacyHref, onDone, initialValues }: GuestRequestFormProps) {
  const { t } = useTranslation();
  const [sendAppeal] = useSendAppealRequestMutation();
  const [sendExchange] = useSendExchangeRequestMutation();
  const [sendRefund] = useSendRefundRequestMutation();
  const schema = useMemo(() => guestRequestFormSchema(kind, { today: bishkekToday() }), [kind]);

  const { form, submit, formError, requestNumber, isSending } = useRequestForm(
    {
      schema,
      defaultValues: { ...INITIAL, ...initialValues },
      labels: {
        topic: t('footerForms.topic'),
        order_number: t('footerForms.orderNumber'),
        desired_date: t('footerForms.desiredDate'),
        name: t('content.form.name'),
        phone: t('content.form.phone'),
        email: t('form.email'),
        message: t('footerForms.message'),
      },
      messages: {
        message: (issue) => {
          if (isBlankIssue(issue)) return undefined;
          if (issue.code === 'too_small') return t('footerForms.messageTooShort', { min: GUEST_MESSAGE_LENGTH.min });
          return issue.code === 'too_big'
            ? t('footerForms.messageTooLong', { max: GUEST_MESSAGE_LENGTH.max })
            : undefined;
        },
      },
    },
    (values, { phone, ...common }) => {
      const base = { ...common, ...(phone ? { phone } : {}), message: values.message };
      const orderNumber = values.order_number ?? '';
      if (kind === 'appeal') {
        return sendAppeal({
          ...base,
          topic: values.topic as AppealTopic,
          ...(orderNumber ? { order_number: orderNumber } : {}),
        }).unwrap();
      }
      if (kind === 'exchange') {
        return sendExchange({
          ...base,
          order_number: orderNumber,
          ...(values.desired_date ? { desired_date: values.desired_date } : {}),
        }).unwrap();
      }
      return sendRefund({ ...base, order_number: orderNumber }).unwrap();
    },
  );

  if (requestNumber) {
    return (
      <ReceivedRequest number={requestNumber} hasEmail>
        {onDone ? (
          <Button variant="secondary" className={styles.done} onClick={onDone}>
            {t('footerForms.done')}
          </Button>
        ) : null}
      </ReceivedRequest>
    );
  }

  const topics = APPEAL_TOPICS.map((id) => ({ id, title: t(`footerForms.topics.${id}`) }));
  const isOrderRequired = kind !== 'appeal';
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t(`footerForms.${kind}.title`)}>
      <FieldGrid>
        {kind === 'appeal' ? (
          <FormSelectField
            control={form.control}
            name="topic"
            label={t('footerForms.topic')}
            options={topics}
            placeholder={t('form.notSelected')}
            required
          />
        ) : null}
        <TextField
          label={t('footerForms.orderNumber')}
          className={styles.orderNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="K7M2QX"
          maxLength={12}
          required={isOrderRequired}
          hint={isOrderRequired ? t('footerForms.orderNumberHint') : t('footerForms.orderNumberOptionalHint')}
          {...form.field('order_number')}
        />
        {kind === 'exchange' ? (
          <TextField
            label={t('footerForms.desiredDate')}
            type="date"
            min={bishkekToday()}
            hint={t('footerForms.desiredDateHint')}
            {...form.field('desired_date')}
          />
        ) : null}
        <ContactFields
          name={form.field('name')}
          phone={form.field('phone')}
          email={form.field('email')}
          isEmailRequired
          isPhoneRequired={false}
        />
      </FieldGrid>
      <TextAreaField
        label={t('footerForms.message')}
        hint={t(`footerForms.${kind}.messageHint`)}
        required
        rows={4}
        maxLength={GUEST_MESSAGE_LENGTH.max}
        {...form.field('message')}
      />
      <RequestFormFooter
        consent={form.field('consent')}
        honeypot={form.register('homepage')}
        formError={formError}
        isSending={isSending}
        privacyHref={privacyHref}
        submitLabel={kind === 'appeal' ? t('footerForms.appeal.send') : undefined}
      />
    </form>
  );
}
