import { COMPANY, phoneHref } from '@sapar/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuestRequestKind } from '@/features/requests';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { getHref } from '../paths';
import { Logo } from './logo';
import styles from './layout.module.css';

/** The footer forms (docs/product.md#pages-and-screens: appeal, exchange, refund), each opened in a dialog. */
const FOOTER_FORMS: readonly GuestRequestKind[] = ['appeal', 'exchange', 'refund'];

// Every page has the footer; the forms load with the first press (or hover) of a button, not with the page.
const loadRequests = () => import('@/features/requests');
const GuestRequestDialog = lazy(async () => ({ default: (await loadRequests()).GuestRequestDialog }));
const preloadRequests = () => void loadRequests().catch(() => undefined);

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The kind stays while the dialog closes, so the dialog can hand the focus back to its button.
  const [dialog, setDialog] = useState<{ kind: GuestRequestKind; isOpen: boolean } | null>(null);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <Logo />
          <p>{t('footer.about')}</p>
        </div>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.footerTitle}>
            {t('footer.contactsTitle')}
          </h2>
          <address className={styles.footerAddress}>
            <p>{COMPANY.address[language]}</p>
            <p>{COMPANY.hours[language]}</p>
            <p>
              {t('footer.phoneLabel')}: <a href={phoneHref(COMPANY.phone)}>{COMPANY.phone}</a>
            </p>
            <p>
              {t('footer.emailLabel')}: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.footerTitle}>
            {t('footer.linksTitle')}
          </h2>
          <ul className={styles.footerLinks}>
            <li>
              <Link to={getHref('faq')}>{t('nav.faq')}</Link>
            </li>
            <li>
              <Link to={getHref('offer')}>{t('nav.offer')}</Link>
            </li>
            <li>
              <Link to={getHref('privacy')}>{t('content.privacy.title')}</Link>
            </li>
            <li>
              <Link to={getHref('exchangeRefund')}>{t('nav.exchangeRefund')}</Link>
            </li>
            <li>
              <Link to={getHref('partner')}>{t('nav.partner')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-write">
          <h2 id="footer-write" className={styles.footerTitle}>
            {t('footerForms.title')}
          </h2>
          <p className={styles.footerNote}>{t('footerForms.text')}</p>
          <ul className={styles.footerActions}>
            {FOOTER_FORMS.map((kind) => (
              <li key={kind}>
                <Button
                  variant="secondary"
                  className={styles.footerAction}
                  aria-haspopup="dialog"
                  onPointerEnter={preloadRequests}
                  onFocus={preloadRequests}
                  onClick={() => setDialog({ kind, isOpen: true })}
                >
                  {t(`footerForms.${kind}.button`)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`container ${styles.copyright}`}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <GuestRequestDialog
            kind={dialog.kind}
            open={dialog.isOpen}
            onOpenChange={(isOpen) => setDialog({ kind: dialog.kind, isOpen })}
            privacyHref={getHref('privacy')}
          />
        </Suspense>
      ) : null}
    </footer>
  );
}
