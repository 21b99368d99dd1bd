/**
 * The dev outbox: outside production every email and SMS is written as a JSON file under
 * DATA_DIR/outbox instead of leaving the machine, and can be read back (newest first) through
 * GET /api/dev/outbox/ — the way the browser tests read sign-up codes.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMessage } from '@sapar/contracts';
import type { EmailAttachment, EmailMessage, Mailer, SmsMessage, SmsReceipt, SmsSender } from './messaging.js';
import { smsSegments } from './sms-segments.js';

export class DevOutbox {
  constructor(private readonly dir: string) {}

  async write(message: Omit<OutboxMessage, 'created_at'>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const createdAt = new Date();
    // The name sorts by time; the random tail keeps two messages of the same millisecond apart.
    const name = `${createdAt.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    const record: OutboxMessage = { ...message, created_at: createdAt.toISOString() };
    await writeFile(path.join(this.dir, name), JSON.stringify(record), { mode: 0o600 });
  }

  /** Attachment files go beside the messages (DATA_DIR/outbox/files); the message keeps their metadata. */
  async saveAttachments(attachments: readonly EmailAttachment[]): Promise<NonNullable<OutboxMessage['attachments']>> {
    const dir = path.join(this.dir, 'files');
    await mkdir(dir, { recursive: true });
    return Promise.all(
      attachments.map(async (attachment) => {
        const file = path.join(
          dir,
          `${Date.now()}-${randomBytes(4).toString('hex')}-${attachment.filename.replace(/[^\w.-]/g, '_')}`,
        );
        await writeFile(file, attachment.content, { mode: 0o600 });
        return {
          filename: attachment.filename,
          content_type: attachment.contentType,
          size: attachment.content.length,
          path: file,
        };
      }),
    );
  }

  async list(filter: { to?: string | undefined; limit?: number } = {}): Promise<OutboxMessage[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    names.sort().reverse();
    const wanted = filter.to?.trim().toLowerCase();
    const limit = filter.limit ?? 100;
    const results: OutboxMessage[] = [];
    for (const name of names) {
      if (results.length >= limit) break;
      const message = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as OutboxMessage;
      if (!wanted || message.to.toLowerCase() === wanted) results.push(message);
    }
    return results;
  }
}

export class OutboxMailer implements Mailer {
  constructor(private readonly outbox: DevOutbox) {}
  async send({ attachments, ...message }: EmailMessage) {
    const saved = attachments?.length ? await this.outbox.saveAttachments(attachments) : undefined;
    return this.outbox.write({ channel: 'email', ...message, ...(saved ? { attachments: saved } : {}) });
  }
}

export class OutboxSmsSender implements SmsSender {
  constructor(private readonly outbox: DevOutbox) {}
  async send(message: SmsMessage): Promise<SmsReceipt> {
    await this.outbox.write({ channel: 'sms', to: message.to, subject: '', text: message.text, html: '' });
    return { providerMessageId: null, segments: smsSegments(message.text).parts.length, duplicate: false };
  }
}
