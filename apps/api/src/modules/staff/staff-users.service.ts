/**
 * Staff accounts for admins: the list, invitations (an email with a link to set the password, single
 * use, 72 hours), accepting one, and changing roles or disabling an account (its sessions end at
 * once). Each change is written to the audit log in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  STAFF_INVITE_TTL_HOURS,
  STAFF_ROLES,
  type Language,
  type StaffRole,
  type StaffUser,
  type StaffUserList,
} from '@sapar/contracts';
import type { Database, Executor } from '../../db/client.js';
import { translate } from '../../i18n/translate.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import {
  findAccountSummaries,
  findUserByEmail,
  grantStaffRole,
  hashPassword,
  insertUser,
  newPasswordErrors,
  PASSWORD_PARAMS,
  setPassword,
  setUserActive,
} from '../users/index.js';
import { hashOpaqueToken } from './mfa-crypto.js';
import {
  claimInvite,
  findStaffMember,
  findStaffMemberListRow,
  insertInvite,
  listStaffMembers,
  queueInviteMail,
  setStaffRoles,
  upsertStaffMember,
  type StaffMemberListRow,
} from './staff.repository.js';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

function toStaffUser(row: StaffMemberListRow, account: { email: string; isActive: boolean } | undefined): StaffUser {
  return {
    id: row.userId,
    email: account?.email ?? '',
    roles: row.roles.filter(isStaffRole),
    active: account?.isActive ?? false,
    mfa_enabled: row.mfaEnabledAt !== null,
    invite_pending: row.invitePending,
    created_at: row.createdAt.toISOString(),
  };
}

async function readStaffUser(db: Executor, userId: string): Promise<StaffUser> {
  const row = await findStaffMemberListRow(db, userId);
  if (!row) throw notFound();
  const accounts = await findAccountSummaries(db, [userId]);
  return toStaffUser(row, accounts.get(userId));
}

export async function listStaffUsers(db: Database): Promise<StaffUserList> {
  const rows = await listStaffMembers(db);
  const accounts = await findAccountSummaries(
    db,
    rows.map((row) => row.userId),
  );
  return {
    results: rows
      .map((row) => toStaffUser(row, accounts.get(row.userId)))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}

/**
 * Makes the address a staff account with these roles and queues the invitation email. A new address
 * gets an account whose password nobody knows until the link sets it; an existing customer account
 * becomes staff (the link lets its owner set a new password, or they keep signing in with theirs).
 */
export async function inviteStaffUser(
  db: Database,
  actor: StaffActor,
  input: { email: string; roles: StaffRole[]; language: Language },
): Promise<StaffUser> {
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const userId = await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing && (await findStaffMember(tx, existing.id)))
      throw new AppError('staff_already_exists', { fieldErrors: { email: 'staff_already_exists' } });
    const user =
      existing ?? (await insertUser(tx, { email: input.email, passwordHash: unusablePassword, isStaff: true }));
    if (existing) await grantStaffRole(tx, existing.id);
    await upsertStaffMember(tx, { userId: user.id, roles: input.roles, invitedBy: actor.id });
    const inviteId = await insertInvite(tx, {
      userId: user.id,
      language: input.language,
      invitedBy: actor.id,
      ttlHours: STAFF_INVITE_TTL_HOURS,
    });
    await queueInviteMail(tx, { inviteId, recipient: user.email });
    await recordStaffAction(tx, actor, {
      entity: 'staff_user',
      entityId: user.id,
      action: 'invited',
      after: { email: user.email, roles: input.roles },
    });
    return user.id;
  });
  return readStaffUser(db, userId);
}

/** The invited person sets the password: the link works once, for 72 hours. */
export async function acceptStaffInvite(
  db: Database,
  input: { token: string; password: string; ip: string },
  language: Language,
): Promise<{ email: string; detail: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await claimInvite(tx, hashOpaqueToken(input.token));
    if (!userId) throw new AppError('staff_invite_invalid', { fieldErrors: { token: 'staff_invite_invalid' } });
    const account = (await findAccountSummaries(tx, [userId])).get(userId);
    // A disabled account stays closed: its invitation sets no password (thrown inside, so the rollback leaves the
    // invitation unused for when an administrator enables the account again).
    if (!account?.isActive)
      throw new AppError('staff_invite_account_disabled', { fieldErrors: { token: 'staff_invite_account_disabled' } });
    const email = account.email;
    const errors = newPasswordErrors(input.password, input.password, email, {
      password: 'password',
      repeat: 'password',
    });
    // Thrown inside: the rollback gives the invitation back for a second try with a better password.
    if (Object.keys(errors).length > 0)
      throw new AppError('validation_failed', { params: PASSWORD_PARAMS, fieldErrors: errors });
    await setPassword(tx, userId, passwordHash);
    await recordStaffAction(
      tx,
      { id: userId, email, ip: input.ip },
      { entity: 'staff_user', entityId: userId, action: 'invite_accepted' },
    );
    return { email, detail: translate(language, 'staff_invite_accepted') };
  });
}

/** Roles and active; an admin can neither disable themself nor drop their own admin role. */
export async function updateStaffUser(
  db: Database,
  actor: StaffActor,
  userId: string,
  patch: { roles?: StaffRole[] | undefined; active?: boolean | undefined },
): Promise<StaffUser> {
  if (userId === actor.id && (patch.active === false || (patch.roles && !patch.roles.includes('admin'))))
    throw new AppError('staff_self_change');
  await db.transaction(async (tx) => {
    const before = await readStaffUser(tx, userId);
    if (patch.roles) {
      await setStaffRoles(tx, userId, patch.roles);
      await recordStaffAction(tx, actor, {
        entity: 'staff_user',
        entityId: userId,
        action: 'roles_changed',
        before: { roles: before.roles },
        after: { roles: patch.roles },
      });
    }
    if (patch.active !== undefined && patch.active !== before.active) {
      // Disabling revokes every session and raises the token version: access tokens stop at once.
      await setUserActive(tx, userId, patch.active);
      await recordStaffAction(tx, actor, {
        entity: 'staff_user',
        entityId: userId,
        action: patch.active ? 'activated' : 'deactivated',
        before: { active: before.active },
        after: { active: patch.active },
      });
    }
  });
  return readStaffUser(db, userId);
}
