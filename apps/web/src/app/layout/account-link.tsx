/**
 * The header's account entry: "Sign in" for a guest; for a signed-in user their name, opening a
 * menu with the cabinet and sign-out (in the mobile sheet, a link and a button side by side).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getDisplayName, useSession, useSignOut } from '@/features/auth';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { useNotify } from '@/shared/ui/notification';
import { getHref } from '../paths';
import styles from './layout.module.css';

// Radix's menu is loaded only for a signed-in user, after the first render; a guest never downloads it.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

export function AccountLink({
  onNavigate,
  variant = 'menu',
}: {
  onNavigate?: () => void;
  variant?: 'menu' | 'inline';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { isSignedIn, user } = useSession();
  const signOut = useSignOut();

  if (!isSignedIn) {
    return (
      <Link className={styles.accountLink} to={getHref('login')} onClick={onNavigate}>
        {t('account.signIn')}
      </Link>
    );
  }

  const name = user ? getDisplayName(user) : t('account.cabinet');
  const handleSignOut = () => {
    onNavigate?.();
    signOut();
    notify.open({ variant: 'info', message: t('account.signedOut') });
    void navigate(getHref('home'));
  };

  if (variant === 'inline') {
    return (
      <div className={styles.accountInline}>
        <Link
          className={styles.accountLink}
          to={getHref('personalCabinet')}
          onClick={onNavigate}
          data-testid="account-name"
        >
          <span className={styles.accountName}>{name}</span>
        </Link>
        <button type="button" className={styles.toolButton} onClick={handleSignOut}>
          {t('account.signOut')}
        </button>
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <button type="button" className={styles.accountLink} disabled aria-label={t('account.menuFor', { name })}>
          <span className={styles.accountName} data-testid="account-name">
            {name}
          </span>
          <ChevronDownIcon width={16} height={16} />
        </button>
      }
    >
      <AccountMenu name={name} onSignOut={handleSignOut} />
    </Suspense>
  );
}
