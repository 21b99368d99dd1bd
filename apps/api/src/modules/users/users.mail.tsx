/** @jsxRuntime automatic @jsxImportSource react */
/** The one-time-code emails (sign-up, password recovery, new email address), in the five interface languages. */
import { OTP_TTL_SECONDS, type Language, type OtpPurpose } from '@sapar/contracts';
import { translate } from '../../i18n/translate.js';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { EmailCode, EmailHeading, EmailLayout, EmailNote, EmailText } from '../../shared/email/email-layout.js';
import { renderEmail, type EmailContent } from '../../shared/email/render-email.js';

export interface OtpEmailProps {
  language: Language;
  purpose: OtpPurpose;
  code: string;
}

export function otpEmail({ language, purpose, code }: OtpEmailProps): EmailContent {
  const subject = translate(language, `otp_mail_subject_${purpose}`);
  const validity = translate(language, 'otp_mail_validity', { minutes: OTP_TTL_SECONDS / 60 });
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={validity}>
        <EmailHeading>{translate(language, `otp_mail_heading_${purpose}`)}</EmailHeading>
        <EmailText>{translate(language, `otp_mail_intro_${purpose}`)}</EmailText>
        <EmailCode code={code} />
        <EmailText>{validity}</EmailText>
        <EmailNote>{translate(language, 'otp_mail_ignore')}</EmailNote>
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}

export function buildOtpEmail(
  language: Language,
  purpose: OtpPurpose,
  to: string,
  code: string,
): Promise<EmailMessage> {
  return renderEmail(to, otpEmail({ language, purpose, code }));
}
