/**
 * Turns an email template into the message the mailer sends: HTML and its plain-text part, both from the
 * same React element (react-email's render). The renderer is loaded with the first email, not at start:
 * it brings react-dom/server and an HTML-to-text converter that most API requests never need.
 */
import type * as ReactEmailRender from '@react-email/render';
import type { ReactElement } from 'react';
import type { EmailAttachment, EmailMessage } from '../../providers/messaging/index.js';

/** What a template answers: the subject and the body; the caller adds the recipient. */
export interface EmailContent {
  subject: string;
  body: ReactElement;
  attachments?: EmailAttachment[];
}

/** The plain-text part: headings as written (no capitals), lists and links kept, nothing wrapped. */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    // A phone number is its own link: "+996 312 98 76 54", not followed by "tel:+996312987654".
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'block' },
  ],
};

let renderer: Promise<typeof ReactEmailRender> | undefined;

export async function renderEmail(to: string, content: EmailContent): Promise<EmailMessage> {
  renderer ??= import('@react-email/render');
  const { render } = await renderer;
  const [html, text] = await Promise.all([
    render(content.body),
    render(content.body, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return {
    to,
    subject: content.subject,
    html,
    text: text.replace(/\n{3,}/g, '\n\n').trim(),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
