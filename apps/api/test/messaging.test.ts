import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import { createMessaging } from '../src/providers/messaging/index.js';

describe('mail through SMTP', () => {
  it('delivers through nodemailer to a real SMTP server when SMTP_URL is set', async () => {
    const received: Array<{ from: string; to: string[]; raw: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const config = loadConfig({
        APP_ENV: 'test',
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'sapar-m-')),
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Sapar <no-reply@sapar.kg>',
      });
      const messaging = createMessaging(config);
      await messaging.mailer.send({
        to: 'traveller@example.kg',
        subject: 'Код подтверждения',
        text: 'Ваш код: 123456',
        html: '<p>Ваш код: <b>123456</b></p>',
        attachments: [
          { filename: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') },
        ],
      });
      messaging.mailer.close?.();
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('no-reply@sapar.kg');
      expect(received[0]!.to).toEqual(['traveller@example.kg']);
      expect(received[0]!.raw).toContain('Subject:');
      expect(received[0]!.raw).toContain('filename=receipt.pdf');
      expect(received[0]!.raw).toContain(Buffer.from('%PDF-1.3 test').toString('base64'));
      // The outbox still exists for SMS outside production, but mail went out by SMTP.
      expect(await messaging.outbox!.list({ to: 'traveller@example.kg' })).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
