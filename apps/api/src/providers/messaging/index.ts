import path from 'node:path';
import type { Config } from '../../env.js';
import { DevOutbox, OutboxMailer, OutboxSmsSender } from './dev-outbox.js';
import type { Mailer, SmsSender } from './messaging.js';
import { NikitaSmsSender } from './nikita.js';
import { SmtpMailer } from './smtp-mailer.js';

export type {
  EmailAttachment,
  EmailMessage,
  Mailer,
  SmsDeliveryReport,
  SmsDeliveryStatus,
  SmsMessage,
  SmsReceipt,
  SmsSender,
} from './messaging.js';
export { FINAL_SMS_DELIVERY_STATUSES, SmsSendError } from './messaging.js';
export { smsSegments, type SmsSegments } from './sms-segments.js';
export { DevOutbox } from './dev-outbox.js';
export { NikitaSmsSender, toNikitaPhone } from './nikita.js';

export interface Messaging {
  mailer: Mailer;
  sms: SmsSender;
  /** Present only outside production. */
  outbox: DevOutbox | null;
}

export function createMessaging(config: Config): Messaging {
  const outbox = config.isProduction ? null : new DevOutbox(path.join(config.dataDir, 'outbox'));
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : outbox && new OutboxMailer(outbox);
  if (!mailer) throw new Error('SMTP_URL is required in production');
  const sms: SmsSender | null = config.sms
    ? new NikitaSmsSender({
        baseUrl: config.sms.url,
        login: config.sms.login,
        password: config.sms.password,
        sender: config.sms.sender,
        timeoutMs: config.sms.timeoutMs,
      })
    : outbox && new OutboxSmsSender(outbox);
  // The configuration already refuses production without SMS_PROVIDER; this keeps a hand-made config honest.
  if (!sms) throw new Error('SMS_PROVIDER is required in production');
  return { mailer, sms, outbox };
}
