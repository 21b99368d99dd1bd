import { useTranslation } from 'react-i18next';
import { getHref } from '@/app/paths';
import { RailRequestForm } from '@/features/requests';
import { Page } from '@/shared/ui/page';
import styles from './content-pages.module.css';

const ROUTES = [
  'bishkek-balykchy',
  'bishkek-tokmok',
  'bishkek-kara-balta',
  'bishkek-moscow',
  'bishkek-kazan',
  'bishkek-novosibirsk',
] as const;

/** /rail: railway tickets the agency books by hand. */
export function RailPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('content.rail.title')} intro={t('content.rail.intro')}>
      <div className={styles.layout}>
        <section aria-labelledby="rail-routes">
          <h2 id="rail-routes" className={styles.sectionTitle}>
            {t('content.rail.routesTitle')}
          </h2>
          <ul className={styles.benefits}>
            {ROUTES.map((route) => (
              <li key={route}>
                {t(`content.rail.routes.${route}`)}
                {route === 'bishkek-balykchy' ? ` — ${t('content.rail.summerOnly')}` : ''}
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('content.rail.howItWorks')}</p>
        </section>
        <section className={styles.formCard} aria-labelledby="rail-form-title">
          <h2 id="rail-form-title" className={styles.sectionTitle}>
            {t('content.rail.formTitle')}
          </h2>
          <RailRequestForm privacyHref={getHref('privacy')} />
        </section>
      </div>
    </Page>
  );
}
