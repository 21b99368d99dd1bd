/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The notices of a disruption, in the buyer's language: the email (the shared react-email layout) and
 * the SMS, built when their outbox rows are delivered, from the disruption and the order as committed.
 */
import {
  formatDay,
  formatDayAndTime,
  formatTime,
  isLanguage,
  type DisruptionFlight,
  type DisruptionKind,
  type Language,
} from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import type { EmailMessage, SmsMessage } from '../../providers/messaging/index.js';
import {
  EmailAction,
  EmailFacts,
  EmailHeading,
  EmailLayout,
  EmailNote,
  EmailStatus,
  EmailText,
} from '../../shared/email/email-layout.js';
import { letterDay } from '../../shared/email/email-format.js';
import { renderEmail, type EmailContent } from '../../shared/email/render-email.js';
import { orderLink, type BookingContext } from '../booking/index.js';
import type { OutboxRenderer } from '../outbox/index.js';
import { DISRUPTION_MAIL, DISRUPTION_SMS } from './disruption.repository.js';
import { loadNotice } from './disruption.service.js';

export function isDisruptionMail(kind: string): boolean {
  return kind === DISRUPTION_MAIL || kind === DISRUPTION_SMS;
}

export interface DisruptionEmailProps {
  language: Language;
  kind: DisruptionKind;
  orderNumber: string;
  orderLink: string;
  flight: DisruptionFlight;
  /** 'yyyy-MM-dd HH:mm' local at the origin, for a retimed flight. */
  newDeparture: string | null;
  reason: string;
  /**
   * The traveller had asked for a refund before the change: it was made a full one at once, so the notice says so
   * instead of offering choices.
   */
  refunded?: boolean;
}

export function disruptionEmail({
  language,
  kind,
  orderNumber,
  orderLink: link,
  flight,
  newDeparture,
  reason,
  refunded = false,
}: DisruptionEmailProps): EmailContent {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(language, key, params);
  const values = {
    flight: flight.flight_number,
    date: flight.departure_local ? letterDay(flight.departure_local, language, false) : '',
    number: orderNumber,
  };
  const subject = t(`disruption_mail_subject_${kind}`, values);
  const body = refunded ? t('disruption_mail_body_refunded') : t(`disruption_mail_body_${kind}`);
  const facts: Array<readonly [string, string]> = [
    [t('mail_order_number'), orderNumber],
    [t('disruption_mail_flight'), flight.flight_number],
    [t('disruption_mail_route'), `${flight.origin} → ${flight.destination}`],
    [t('disruption_mail_was'), flight.departure_local ? formatDayAndTime(flight.departure_local, language) : '—'],
  ];
  if (newDeparture) facts.push([t('disruption_mail_now'), formatDayAndTime(newDeparture, language)]);
  facts.push([t('disruption_mail_reason'), reason]);
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={body}>
        <EmailHeading>{t(`disruption_mail_heading_${kind}`)}</EmailHeading>
        <EmailStatus tone={kind === 'cancelled' ? 'error' : 'warning'}>{subject}</EmailStatus>
        <EmailText>{body}</EmailText>
        <EmailFacts language={language} facts={facts} />
        <EmailAction
          href={link}
          label={refunded ? t('disruption_mail_action_refunded') : t('disruption_mail_action')}
          language={language}
        />
        {refunded ? null : <EmailNote>{t('disruption_mail_deadline')}</EmailNote>}
        <EmailText style={{ margin: '18px 0 0' }}>{t('mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}

export function disruptionSms(props: DisruptionEmailProps & { phone: string }): SmsMessage {
  const { language, kind, orderNumber, flight, newDeparture } = props;
  const text = translate(language, props.refunded ? `disruption_sms_refunded_${kind}` : `disruption_sms_${kind}`, {
    flight: flight.flight_number,
    // An SMS counts its characters: the short month ('15 дек. 2026 г.').
    date: flight.departure_local ? formatDay(flight.departure_local, language, { withWeekday: false }) : '',
    time: newDeparture ? formatTime(newDeparture) : '',
    number: orderNumber,
    link: props.orderLink,
  });
  return { to: props.phone, text };
}

/** The message of an outbox row: an email, or `{ sms }` for the SMS row; null when its order or disruption is gone. */
export async function buildDisruptionMessage(
  ctx: BookingContext,
  kind: string,
  orderId: string,
  disruptionId: string | null,
  recipient: string,
): Promise<EmailMessage | { sms: SmsMessage } | null> {
  const notice = await loadNotice(ctx, orderId, disruptionId);
  if (!notice) return null;
  const props: DisruptionEmailProps = {
    language: isLanguage(notice.order.language) ? notice.order.language : 'ru',
    kind: notice.disruption.kind,
    orderNumber: notice.order.number,
    orderLink: orderLink(ctx, notice.order),
    flight: notice.flight,
    newDeparture: notice.newDepartureLocal,
    reason: notice.disruption.reason,
    // Answered by a refund before the notice left: the one whose voluntary refund the change made full.
    refunded: notice.answer === 'refunded',
  };
  if (kind === DISRUPTION_SMS) return { sms: disruptionSms({ ...props, phone: recipient }) };
  return renderEmail(recipient, disruptionEmail(props));
}

/** The outbox rows the disruption module draws: the notices of a cancelled or retimed flight, by email and SMS. */
const renderDisruptionMessage: OutboxRenderer = async (deps, row) =>
  row.orderId ? buildDisruptionMessage(deps.booking, row.kind, row.orderId, row.refId, row.recipient) : null;
export const disruptionOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = {
  [DISRUPTION_MAIL]: renderDisruptionMessage,
  [DISRUPTION_SMS]: renderDisruptionMessage,
};
