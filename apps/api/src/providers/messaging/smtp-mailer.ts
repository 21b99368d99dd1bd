/** Real mail through SMTP (nodemailer), used whenever SMTP_URL is set. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, Mailer } from './messaging.js';

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close() {
    this.transport.close();
  }
}
