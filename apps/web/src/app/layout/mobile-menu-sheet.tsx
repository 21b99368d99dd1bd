import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '@/shared/ui/icons';
import { AccountLink } from './account-link';
import { LanguageMenu } from './language-menu';
import { NavList } from './nav-list';
import styles from './layout.module.css';

/** The burger menu of the mobile layout (loaded when a visitor reaches for the burger, see mobile-menu.tsx; drawn open by its first click): a side sheet with the navigation, language and account. */
export function MobileMenuSheet({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const close = () => setIsOpen(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className={styles.toolButton} aria-label={t('nav.openMenu')}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content className={styles.sheet} aria-modal="true">
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close className={styles.toolButton} aria-label={t('common.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">{t('nav.menuDescription')}</Dialog.Description>
          <nav aria-label={t('nav.label')}>
            <NavList orientation="column" onNavigate={close} />
          </nav>
          <div className={styles.sheetTools}>
            <LanguageMenu />
            <AccountLink onNavigate={close} variant="inline" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
