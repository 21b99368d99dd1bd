import path from 'node:path';
import type { Config } from '../../env.js';
import { DevOutbox, OutboxMailer, OutboxSmsSender } from './dev-outbox.js';
import type { Mailer, SmsSender } from './messaging.js';
import { SmtpMailer } from './smtp-mailer.js';

export type { EmailAttachment, EmailMessage, Mailer, SmsMessage, SmsSender } from './messaging.js';
export { DevOutbox } from './dev-outbox.js';

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
  // No SMS gateway is configured yet: in production an SMS is logged as undeliverable by the caller.
  const sms: SmsSender = outbox
    ? new OutboxSmsSender(outbox)
    : {
        send: async () => {
          throw new Error('No SMS gateway configured');
        },
      };
  return { mailer, sms, outbox };
}
