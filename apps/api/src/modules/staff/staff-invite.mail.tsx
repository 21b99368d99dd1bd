/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The invitation email of a new staff member: a link to set the password (72 hours, single use).
 * The mail outbox calls `buildStaffInviteEmail` for its `staff_invite` rows; the link's token is
 * made only then, so no usable secret waits in the outbox.
 */
import { isLanguage, STAFF_INVITE_TTL_HOURS, type Language } from '@sapar/contracts';
import type { Executor } from '../../db/client.js';
import { translate } from '../../i18n/translate.js';
import type { EmailMessage } from '../../providers/messaging/index.js';
import { EmailAction, EmailHeading, EmailLayout, EmailNote, EmailText } from '../../shared/email/email-layout.js';
import { renderEmail, type EmailContent } from '../../shared/email/render-email.js';
import { findUserById } from '../users/index.js';
import { hashOpaqueToken, newOpaqueToken } from './mfa-crypto.js';
import { findOpenInvite, setInviteTokenHash, STAFF_INVITE_MAIL } from './staff.repository.js';
import type { OutboxRenderer } from '../outbox/index.js';

export const isStaffInviteMail = (kind: string) => kind === STAFF_INVITE_MAIL;

export function staffInviteEmail({ language, link }: { language: Language; link: string }): EmailContent {
  const subject = translate(language, 'staff_invite_mail_subject');
  const validity = translate(language, 'staff_invite_mail_validity', { hours: STAFF_INVITE_TTL_HOURS });
  return {
    subject,
    body: (
      <EmailLayout language={language} title={subject} preview={validity}>
        <EmailHeading>{subject}</EmailHeading>
        <EmailText>{translate(language, 'staff_invite_mail_intro')}</EmailText>
        <EmailAction href={link} label={translate(language, 'staff_invite_mail_action')} language={language} />
        <EmailText>{validity}</EmailText>
        <EmailNote>{translate(language, 'staff_invite_mail_mfa')}</EmailNote>
        <EmailText style={{ margin: '18px 0 0' }}>{translate(language, 'mail_team')}</EmailText>
      </EmailLayout>
    ),
  };
}

/** The email of an outbox row; 'no_recipient' when the invitation was accepted or expired meanwhile. */
export async function buildStaffInviteEmail(
  ctx: { db: Executor; config: { publicUrl: string } },
  refId: string | null,
): Promise<EmailMessage | 'no_recipient' | null> {
  if (!refId) return null;
  const invite = await findOpenInvite(ctx.db, refId);
  if (!invite) return 'no_recipient';
  const user = await findUserById(ctx.db, invite.userId);
  if (!user) return 'no_recipient';
  const token = newOpaqueToken();
  if (!(await setInviteTokenHash(ctx.db, invite.id, hashOpaqueToken(token)))) return 'no_recipient';
  const language = isLanguage(invite.language) ? invite.language : 'ru';
  // The link opens the page in the language the invitation was written in.
  const link = `${ctx.config.publicUrl}/staff/accept?token=${encodeURIComponent(token)}&lng=${language}`;
  return renderEmail(user.email, staffInviteEmail({ language, link }));
}

/** The outbox rows the staff module draws: the invitations. */
export const staffOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = {
  [STAFF_INVITE_MAIL]: async (deps, row) => buildStaffInviteEmail(deps.booking, row.refId),
};
