/** @jsxRuntime automatic @jsxImportSource react */
/** The email with a fresh link to an order, sent to its contact email when someone asks for it by number and email. */
import type { Language } from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import { EmailAction, EmailHeading, EmailLayout, EmailNote, EmailText } from '../../shared/email/email-layout.js';
import type { EmailContent } from '../../shared/email/render-email.js';

export interface OrderAccessEmailProps {
  language: Language;
  orderNumber: string;
  /** The order page with the order token. */
  orderLink: string;
  /** 'Бишкек → Стамбул', so the traveller recognises the trip. */
  route: string;
}

export function orderAccessEmail({ language, orderNumber, orderLink, route }: OrderAccessEmailProps): EmailContent {
  const subject = translate(language, 'order_access_mail_subject', { number: orderNumber });
  const intro = translate(language, 'order_access_mail_intro', { number: orderNumber });
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={intro}>
        <EmailHeading>{translate(language, 'order_access_mail_heading', { number: orderNumber })}</EmailHeading>
        {route ? <EmailText style={{ fontWeight: 600 }}>{route}</EmailText> : null}
        <EmailText>{intro}</EmailText>
        <EmailAction href={orderLink} label={translate(language, 'order_access_mail_action')} language={language} />
        <EmailNote>{translate(language, 'order_access_mail_ignore')}</EmailNote>
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}
