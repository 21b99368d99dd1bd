import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { getHref, HOME_SECTION_IDS } from '@/app/paths';
import { NewsBlock } from '@/features/news';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { BoardIcon, HandshakeIcon, PlaneIcon, RefundIcon, SuitcaseIcon, TrainIcon } from '@/shared/ui/icons';
import styles from './home-page.module.css';

interface Service {
  id: keyof typeof HOME_SECTION_IDS;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const SERVICES: readonly Service[] = [
  { id: 'railTicket', Icon: TrainIcon },
  { id: 'tours', Icon: SuitcaseIcon },
  { id: 'onlineBoard', Icon: BoardIcon },
  { id: 'exchangeRefund', Icon: RefundIcon },
  { id: 'partner', Icon: HandshakeIcon },
];

const toNewsHref = (slug: string) => getHref('newsDetail', { slug });

/** Home (/ and /search): the search form (coming with the search issue), services and news. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className={styles.heroTitle}>
            {t('home.title')}
          </h1>
          <p className={styles.heroIntro}>{t('home.intro')}</p>
          <div className={styles.searchCard}>
            <PlaneIcon className={styles.searchIcon} width={28} height={28} />
            <p>{t('home.searchSoon')}</p>
          </div>
        </div>
      </section>

      <section className={`container ${styles.services}`} aria-labelledby="home-services">
        <h2 id="home-services" className={styles.sectionTitle}>
          {t('home.servicesTitle')}
        </h2>
        <ul className={styles.serviceGrid}>
          {SERVICES.map(({ id, Icon }) => (
            <li key={id} id={HOME_SECTION_IDS[id]}>
              <div className={styles.service}>
                <span className={styles.serviceIcon}>
                  <Icon />
                </span>
                <h3 className={styles.serviceTitle}>{t(`home.services.${id}.title`)}</h3>
                <p className={styles.serviceText}>{t(`home.services.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="container">
        <NewsBlock title={t('news.blockTitle')} getItemHref={toNewsHref} />
      </div>
    </>
  );
}
