/**
 * The header's account entry: "Sign in" for a guest; for a signed-in user their name, opening a
 * menu with the cabinet and sign-out (in the mobile sheet, a link and a button side by side).
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getDisplayName, useSession, useSignOut } from '@/features/auth';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { useNotify } from '@/shared/ui/notification';
import { getHref } from '../paths';
import styles from './layout.module.css';

export function AccountLink({ onNavigate, variant = 'menu' }: { onNavigate?: () => void; variant?: 'menu' | 'inline' }) {
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
        <Link className={styles.accountLink} to={getHref('personalCabinet')} onClick={onNavigate} data-testid="account-name">
          <span className={styles.accountName}>{name}</span>
        </Link>
        <button type="button" className={styles.toolButton} onClick={handleSignOut}>
          {t('account.signOut')}
        </button>
      </div>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.accountLink} aria-label={t('account.menuFor', { name })}>
        <span className={styles.accountName} data-testid="account-name">
          {name}
        </span>
        <ChevronDownIcon width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to={getHref('personalCabinet')}>{t('account.cabinet')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} onSelect={handleSignOut}>
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
