/**
 * The burger menu of the mobile layout. Its sheet (a Radix dialog, some 40 ms of a phone's main thread to load and draw)
 * is not part of the page's load: the burger is a plain button, and the sheet's code is asked for when a visitor
 * reaches for it (pointer down, focus) and drawn open by the click. Until the code is in, the button shows as busy.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/shared/ui/icons';
import styles from './layout.module.css';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

function MenuTrigger({ busy = false, onOpen }: { busy?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation();
  const preload = () => void loadSheet();
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      onPointerDown={preload}
      onFocus={preload}
      onClick={onOpen}
    >
      <MenuIcon />
    </button>
  );
}

export function MobileMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <MenuTrigger onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<MenuTrigger busy />}>
      <MobileMenuSheet defaultOpen />
    </Suspense>
  );
}
