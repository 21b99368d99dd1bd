/**
 * Outgoing mail and SMS. Services depend on these two small interfaces; which implementation
 * runs is chosen by configuration in `createMessaging`.
 */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
