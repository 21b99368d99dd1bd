import { Suspense, useCallback, useRef, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getHref, type PathName } from '@/app/paths';
import { DestinationGlobe, type ChosenRoute } from '@/features/destinations';
import { NewsBlock } from '@/features/news';
import { setPayment } from '@/features/payment/model/payment-slice';
import { SearchForm, SearchResults, useHasSearch, type ChosenTrip, type SearchFormHandle } from '@/features/search';
import { setCityFrom, setCityTo } from '@/features/search/model/search-form-slice';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { BoardIcon, HandshakeIcon, RefundIcon, SuitcaseIcon, TrainIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import styles from './home-page.module.css';

interface Service {
  id: 'railTicket' | 'tours' | 'onlineBoard' | 'exchangeRefund' | 'partner';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The service's own page. */
  path: PathName;
}

const SERVICES: readonly Service[] = [
  { id: 'railTicket', Icon: TrainIcon, path: 'railTicket' },
  { id: 'tours', Icon: SuitcaseIcon, path: 'tours' },
  { id: 'onlineBoard', Icon: BoardIcon, path: 'onlineBoard' },
  { id: 'exchangeRefund', Icon: RefundIcon, path: 'exchangeRefund' },
  { id: 'partner', Icon: HandshakeIcon, path: 'partner' },
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

  const searchForm = useRef<SearchFormHandle>(null);

  // A destination chosen on the globe fills the whole route; the dates are what is left to choose.
  const chooseDestination = useCallback(
    ({ from, to }: ChosenRoute) => {
      dispatch(setCityFrom(from));
      dispatch(setCityTo(to));
      searchForm.current?.focusDates();
      const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      document
        .getElementById('home-title')
        ?.scrollIntoView?.({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
    },
    [dispatch],
  );

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
            <SearchForm ref={searchForm} onSearch={(query) => navigate(`${getHref('search')}?${query}`)} />
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

      <div className="container">
        <DestinationGlobe onChoose={chooseDestination} />
      </div>

      <section className={`container ${styles.services}`} aria-labelledby="home-services">
        <h2 id="home-services" className={styles.sectionTitle}>
          {t('home.servicesTitle')}
        </h2>
        <ul className={styles.serviceGrid}>
          {SERVICES.map(({ id, Icon, path }) => (
            <li key={id}>
              <div className={`${styles.service} ${styles.serviceLinked}`}>
                <span className={styles.serviceIcon}>
                  <Icon />
                </span>
                <h3 className={styles.serviceTitle}>
                  <Link to={getHref(path)} className={styles.serviceLink}>
                    {t(`home.services.${id}.title`)}
                  </Link>
                </h3>
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
