import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { getHref } from '../paths';
import { NAV_ITEMS } from './nav-items';
import styles from './layout.module.css';

export function NavList({ orientation, onNavigate }: { orientation: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={orientation === 'row' ? styles.navRow : styles.navColumn}>
      {NAV_ITEMS.map((item) => (
        <li key={item.path}>
          {/* NavLink sets aria-current="page" on the link of the current route. */}
          <NavLink
            className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
            to={getHref(item.path)}
            end
            onClick={onNavigate}
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
