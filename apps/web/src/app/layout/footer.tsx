import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../paths';
import { Logo } from './logo';
import styles from './layout.module.css';

const AGENCY_PHONE = '+996 312 98 76 54';
const AGENCY_EMAIL = 'info@sapar.kg';

export function Footer() {
  const { t } = useTranslation();
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
            <p>{t('footer.address')}</p>
            <p>{t('footer.hours')}</p>
            <p>
              {t('footer.phoneLabel')}: <a href={`tel:${AGENCY_PHONE.replace(/\s/g, '')}`}>{AGENCY_PHONE}</a>
            </p>
            <p>
              {t('footer.emailLabel')}: <a href={`mailto:${AGENCY_EMAIL}`}>{AGENCY_EMAIL}</a>
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
      </div>
      <div className={`container ${styles.copyright}`}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
