/** The signed-in user's header menu (Radix), loaded only for a signed-in user (see account-link.tsx). */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { getHref } from '../paths';
import styles from './layout.module.css';

export function AccountMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const { t } = useTranslation();
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
          <DropdownMenu.Item className={styles.menuItem} onSelect={onSignOut}>
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
