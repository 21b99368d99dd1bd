/**
 * The burger menu of the mobile layout. Its sheet (Radix dialog) is not part of the first load: it loads right
 * after the first render, and until then the same burger button shows, disabled.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/shared/ui/icons';
import styles from './layout.module.css';

const MobileMenuSheet = lazy(async () => ({ default: (await import('./mobile-menu-sheet')).MobileMenuSheet }));

function MenuTrigger() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.toolButton} disabled aria-label={t('nav.openMenu')}>
      <MenuIcon />
    </button>
  );
}

export function MobileMenu() {
  return (
    <Suspense fallback={<MenuTrigger />}>
      <MobileMenuSheet />
    </Suspense>
  );
}
