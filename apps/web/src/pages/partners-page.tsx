import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { PartnerRequestForm } from '@/features/requests';
import { Page } from '@/shared/ui/page';
import styles from './content-pages.module.css';

const STEPS = ['apply', 'link', 'earn'] as const;

/** /partners: how the partner programme works and the application form. */
export function PartnersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('content.partners.title')} intro={t('content.partners.intro')}>
      <div className={styles.layout}>
        <section aria-labelledby="partners-how">
          <h2 id="partners-how" className={styles.sectionTitle}>
            {t('content.partners.howTitle')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`content.partners.steps.${step}`)}</li>
            ))}
          </ol>
          <h2 className={styles.sectionTitle}>{t('content.partners.whoTitle')}</h2>
          <p className={styles.lead}>{t('content.partners.who')}</p>
          <p className={styles.note}>
            {t('content.partners.linkExample', { example: 'https://sapar.kg/?ref=YOURCODE' })}
          </p>
        </section>
        <section className={styles.formCard} aria-labelledby="partners-form-title">
          <h2 id="partners-form-title" className={styles.sectionTitle}>
            {t('content.partners.formTitle')}
          </h2>
          <PartnerRequestForm privacyHref={getHref('privacy')} />
        </section>
      </div>
    </Page>
  );
}
