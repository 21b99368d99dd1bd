import { Suspense, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { getHref, HOME_SECTION_IDS } from '@/app/paths';
import { NewsBlock } from '@/features/news';
import { setPayment } from '@/features/payment/model/payment-slice';
import { SearchForm, SearchResults, useHasSearch, type ChosenTrip } from '@/features/search';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { BoardIcon, HandshakeIcon, RefundIcon, SuitcaseIcon, TrainIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
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

/** Home (/ and /search): the search form and, for a search in the URL, its results; then services and news. */
export function HomePage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hasSearch = useHasSearch();
  useDocumentTitle(t('home.documentTitle'));

  // The purchase flow starts from the chosen tickets; it is built on /ticket-payment.
  function startPayment(trip: ChosenTrip) {
    dispatch(
      setPayment({
        searchParams: Object.fromEntries(searchParams),
        tickets: { outbound_ticket: trip.outbound, return_ticket: trip.return },
        search: { passengers: trip.passengers, search_id: trip.searchId, total_price: trip.totalPrice },
        time_limit: trip.timeLimit,
      }),
    );
    navigate(getHref('ticketPayment'));
  }

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className={styles.heroTitle}>
            {t('home.title')}
          </h1>
          <p className={styles.heroIntro}>{t('home.intro')}</p>
          <div className={styles.searchCard}>
            <SearchForm onSearch={(query) => navigate(`${getHref('search')}?${query}`)} />
          </div>
        </div>
      </section>

      {hasSearch ? (
        <div className="container">
          <Suspense
            fallback={
              <div className={styles.resultsLoading}>
                <Spinner />
              </div>
            }
          >
            <SearchResults onTripChosen={startPayment} onReset={() => navigate(getHref('home'))} />
          </Suspense>
        </div>
      ) : null}

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
