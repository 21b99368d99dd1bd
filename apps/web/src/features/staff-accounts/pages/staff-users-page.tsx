/** Staff accounts for admins: invite by email with roles, change roles, disable or enable an account. */
import { staffInviteSchema } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, formStyles } from '@/shared/ui/form-field';
import { useInviteStaffUserMutation, useListStaffUsersQuery, useUpdateStaffUserMutation } from '../api/accounts-api';
import { STAFF_ROLES, type StaffRole, type StaffUser } from '@/shared/staff/api/staff-types';
import { QueryState } from '@/shared/staff/ui/query-state';
import { useStaffMe } from '@/shared/staff/lib/use-staff-me';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime } from '@/shared/staff/lib/staff-format';
import { hasAnyRole } from '@/shared/staff/model/staff-nav';
import { useStaffMessage } from '@/shared/staff/lib/use-staff-message';

export function StaffUsersPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const me = useStaffMe();
  useDocumentTitle(t('users.title'));
  const isAdmin = hasAnyRole(me.roles, ['admin']);
  const users = useListStaffUsersQuery(undefined, { skip: !isAdmin });
  const [invite, { isLoading: isInviting }] = useInviteStaffUserMutation();
  const [update] = useUpdateStaffUserMutation();
  const { message, setMessage, report } = useStaffMessage();
  const form = useZodForm({
    schema: staffInviteSchema,
    defaultValues: { email: '', roles: ['agent'] },
    labels: { email: t('signIn.email'), roles: t('users.roles') },
    messages: {
      email: (issue) => (issue.code === 'too_small' || issue.input === '' ? t('users.inviteIncomplete') : undefined),
      roles: t('users.inviteIncomplete'),
    },
  });
  const inviteError = form.formState.errors.email?.message ?? form.formState.errors.roles?.message;

  if (!isAdmin) return <FormAlert>{t('shell.forbidden')}</FormAlert>;

  const submitInvite = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await invite(values).unwrap();
      setMessage({ text: t('users.invited', { email: values.email }), isError: false });
      form.resetField('email');
    } catch (error) {
      report(error);
    }
  });

  const change = async (user: StaffUser, patch: { roles?: StaffRole[]; active?: boolean }) => {
    setMessage(null);
    try {
      await update({ id: user.id, ...patch }).unwrap();
      setMessage({ text: t('users.saved', { email: user.email }), isError: false });
    } catch (error) {
      report(error);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('users.title')}</h1>
      </div>
      {message ? <FormAlert variant={message.isError ? 'error' : 'success'}>{message.text}</FormAlert> : null}
      <form
        className={`${styles.filters} ${styles.inviteForm}`}
        onSubmit={(event) => void submitInvite(event)}
        aria-labelledby="invite-title"
        noValidate
      >
        <h2 id="invite-title" className="visually-hidden">
          {t('users.invite')}
        </h2>
        <label>
          {t('signIn.email')}
          <input
            type="email"
            autoComplete="off"
            required
            aria-invalid={form.formState.errors.email ? true : undefined}
            aria-describedby={inviteError ? 'invite-error' : undefined}
            {...form.register('email')}
          />
        </label>
        <fieldset className={styles.checks}>
          <legend>{t('users.roles')}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role}>
              <input type="checkbox" value={role} {...form.register('roles')} />
              {t(`roles.${role}`)}
            </label>
          ))}
        </fieldset>
        {inviteError ? (
          <p id="invite-error" className={formStyles.error} role="alert">
            {inviteError}
          </p>
        ) : null}
        <div className={styles.filterButtons}>
          <Button type="submit" disabled={isInviting}>
            {t('users.invite')}
          </Button>
        </div>
      </form>
      <QueryState isLoading={users.isLoading} error={users.error} onRetry={() => void users.refetch()}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('users.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('signIn.email')}</th>
                <th scope="col">{t('users.roles')}</th>
                <th scope="col">{t('users.state')}</th>
                <th scope="col">{t('users.mfa')}</th>
                <th scope="col">{t('orders.created')}</th>
                <th scope="col">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(users.data?.results ?? []).map((user) => (
                <tr key={user.id}>
                  <td>{user.email}</td>
                  <td>
                    <fieldset className={`${styles.checks} ${styles.stack}`}>
                      <legend className="visually-hidden">{t('users.rolesOf', { email: user.email })}</legend>
                      {STAFF_ROLES.map((role) => (
                        <label key={role}>
                          <input
                            type="checkbox"
                            checked={user.roles.includes(role)}
                            disabled={user.id === me.id}
                            onChange={(event) => {
                              const next = event.target.checked
                                ? [...user.roles, role]
                                : user.roles.filter((r) => r !== role);
                              if (next.length > 0) void change(user, { roles: next });
                            }}
                          />
                          {t(`roles.${role}`)}
                        </label>
                      ))}
                    </fieldset>
                  </td>
                  <td>
                    {user.invite_pending
                      ? t('users.invitePending')
                      : user.active
                        ? t('users.active')
                        : t('users.disabled')}
                  </td>
                  <td>{user.mfa_enabled ? t('users.mfaOn') : t('users.mfaOff')}</td>
                  <td>{formatStaffDateTime(user.created_at, language)}</td>
                  <td>
                    {user.id === me.id ? null : (
                      <Button
                        variant={user.active ? 'danger' : 'secondary'}
                        onClick={() => void change(user, { active: !user.active })}
                      >
                        {user.active ? t('users.disable') : t('users.enable')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </>
  );
}
