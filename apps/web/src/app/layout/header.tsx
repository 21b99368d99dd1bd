import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/features/auth';
import { CurrencyDisplay } from '@/features/currency';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { HydrateLater } from '@/shared/ui/hydrate-later';
import { getHref } from '../paths';
import { AccountLink } from './account-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavList } from './nav-list';
import styles from './layout.module.css';

export function Header() {
  const { t } = useTranslation();
  // One navigation in the page at a time, so screen readers do not meet it twice.
  const isMobile = useIsMobile();
  // Reads /users/me/ once a token cookie exists, so the user is known on every page (the mobile
  // account entry lives in the closed menu sheet).
  useSession();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <Link to={getHref('home')} className={styles.logoLink} aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
        {isMobile ? null : (
          <HydrateLater>
            <nav aria-label={t('nav.label')} className={styles.desktopNav}>
              <NavList orientation="row" />
            </nav>
          </HydrateLater>
        )}
        <HydrateLater>
          <div className={styles.tools}>
            {isMobile ? null : <LanguageSwitcher />}
            <CurrencyDisplay />
            {isMobile ? <MobileMenu /> : <AccountLink />}
          </div>
        </HydrateLater>
      </div>
    </header>
  );
}
