/**
 * The back office's frame: who is signed in (GET /api/staff/me/), the sections their roles open,
 * the language, sign-out. It also guards the area: no session → sign-in; an account without its
 * second factor → enrolment; not staff → a refusal. The server checks the role again on every call.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { baseApi } from '@/shared/api/base-api';
import { apiClient } from '@/shared/api/client';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { PageLoader } from '@/shared/ui/page-loader';
import { useGetStaffMeQuery } from '@/shared/staff/api/staff-me-api';
import type { StaffMe } from '@/shared/staff/api/staff-types';
import { isForbidden, isMfaSetupRequired, isUnauthorized } from '@/shared/staff/lib/staff-errors';
import { clearStaffSession, hasSignedOutHere, hasStaffSession } from '@/shared/staff/lib/staff-session';
import { hasAnyRole, navItemsFor } from '@/shared/staff/model/staff-nav';
import { staffHref } from '@/shared/staff/staff-paths';
import { StaffLanguageSelect } from '@/shared/staff/ui/staff-language-select';
import styles from '@/shared/staff/ui/staff.module.css';

export function StaffLayout() {
  const location = useLocation();
  const isSignedIn = hasStaffSession();
  const me = useGetStaffMeQuery(undefined, { skip: !isSignedIn });
  // After a sign-out the way back is not offered: the next person to sign in starts at the beginning.
  const loginHref = hasSignedOutHere()
    ? staffHref('staffLogin')
    : `${staffHref('staffLogin')}?next=${encodeURIComponent(location.pathname + location.search)}`;

  if (!isSignedIn || isUnauthorized(me.error)) return <Navigate to={loginHref} replace />;
  if (isMfaSetupRequired(me.error)) return <Navigate to={staffHref('staffMfaSetup')} replace />;
  if (me.error) return <StaffRefusal error={me.error} />;
  if (!me.data) return <PageLoader />;
  return <StaffShell me={me.data} />;
}

function StaffRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const signOut = useStaffSignOut();
  return (
    <div className={styles.authFrame}>
      <main className={styles.card}>
        <h1 className={styles.title}>{isForbidden(error) ? t('shell.forbiddenTitle') : t('shell.failedTitle')}</h1>
        <p>{isForbidden(error) ? t('shell.forbidden') : getErrorMessage(error, tSite)}</p>
        <button type="button" className={styles.linkButton} onClick={signOut}>
          {t('shell.signOut')}
        </button>
      </main>
    </div>
  );
}

/** Signs out: the cookies go, the server revokes the refresh token (best effort), the cache resets. */
export function useStaffSignOut(): () => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return () => {
    const refresh = clearStaffSession({ isSignOut: true });
    dispatch(baseApi.util.resetApiState());
    if (refresh) apiClient.request({ url: '/users/logout/', method: 'POST', body: { refresh } }).catch(() => undefined);
    void navigate(staffHref('staffLogin'), { replace: true });
  };
}

function StaffShell({ me }: { me: StaffMe }) {
  const { t } = useTranslation('staff');
  const signOut = useStaffSignOut();
  const location = useLocation();
  const items = navItemsFor(me.roles);
  // The home page (the dashboard) is for the day-to-day roles: an editor starts at their first section.
  const firstItem = items[0];
  if (
    location.pathname.replace(/\/$/, '') === staffHref('staffHome') &&
    !hasAnyRole(me.roles, ['admin', 'agent']) &&
    firstItem
  )
    return <Navigate to={staffHref(firstItem.path)} replace />;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#staff-main">
        {t('shell.skip')}
      </a>
      <header className={styles.topBar}>
        <NavLink to={staffHref('staffHome')} className={styles.brand} end>
          {t('shell.brand')}
        </NavLink>
        <span className={styles.who}>
          {me.email} · {me.roles.map((role) => t(`roles.${role}`)).join(', ')}
        </span>
        <StaffLanguageSelect />
        <button type="button" className={styles.signOut} onClick={signOut}>
          {t('shell.signOut')}
        </button>
      </header>
      <nav className={styles.side} aria-label={t('shell.nav')}>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={staffHref(item.path)} className={styles.navLink} end={item.path === 'staffHome'}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="staff-main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          {items.length === 0 ? <p>{t('shell.editorOnly')}</p> : <Outlet context={me} />}
        </Suspense>
      </main>
    </div>
  );
}
