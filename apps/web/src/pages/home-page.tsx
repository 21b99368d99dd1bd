import { lazy, Suspense, useCallback, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getHref, type PathName } from '@/app/paths';
import { DestinationGlobe, type ChosenRoute } from '@/features/destinations';
import { setPayment } from '@/features/payment/model/payment-slice';
import { PopularRoutes } from '@/features/route-pages';
import {
  SearchForm,
  SearchResults,
  SearchSummary,
  useHasSearch,
  type ChosenTrip,
  type SearchFormHandle,
} from '@/features/search';
import { setCityFrom, setCityTo } from '@/features/search/model/search-form-slice';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { BoardIcon, HandshakeIcon, RefundIcon, SuitcaseIcon, TrainIcon } from '@/shared/ui/icons';
import { HydrateLater } from '@/shared/ui/hydrate-later';
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

// The news slider (Swiper, about 28 KB gzip) sits at the bottom of the page: it loads after the page, not with it.
const NewsBlock = lazy(async () => ({ default: (await import('@/features/news')).NewsBlock }));

const toNewsHref = (slug: string) => getHref('newsDetail', { slug });
const toRouteHref = (slug: string) => getHref('routePage', { route: slug });

/** Home (/ and /search): the search form and, for a search in the URL, its results; then services and news. */
export function HomePage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hasSearch = useHasSearch();
  useDocumentTitle(t('home.documentTitle'));

  const searchForm = useRef<SearchFormHandle>(null);
  const searchCard = useRef<HTMLDivElement>(null);
  const isMobile = useIsMobile();
  // On a narrow screen the results replace the form with a one-line summary until 'Edit search'.
  const [isEditingSearch, setIsEditingSearch] = useState(false);
  const showSummary = hasSearch && isMobile && !isEditingSearch;

  function editSearch() {
    setIsEditingSearch(true);
    // The summary's button is gone: focus goes to the form that replaces it, not to the page.
    requestAnimationFrame(() => searchCard.current?.focus({ preventScroll: true }));
  }

  // A destination chosen on the globe fills the whole route; the dates are what is left to choose.
  const chooseDestination = useCallback(
    ({ from, to }: ChosenRoute) => {
      dispatch(setCityFrom(from));
      dispatch(setCityTo(to));
      setIsEditingSearch(true);
      // The form may only now replace the summary of a narrow screen.
      requestAnimationFrame(() => searchForm.current?.focusDates());
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
      <section className={`${styles.hero} ${showSummary ? styles.heroCompact : ''}`} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className={showSummary ? 'visually-hidden' : styles.heroTitle}>
            {t('home.title')}
          </h1>
          {showSummary ? null : <p className={styles.heroIntro}>{t('home.intro')}</p>}
          <div
            className={styles.searchCard}
            ref={searchCard}
            tabIndex={-1}
            {...(showSummary ? {} : { role: 'group', 'aria-label': t('home.title') })}
          >
            {showSummary ? (
              <SearchSummary onEdit={editSearch} />
            ) : (
              <HydrateLater>
                <SearchForm
                  ref={searchForm}
                  onSearch={(query) => {
                    setIsEditingSearch(false);
                    navigate(`${getHref('search')}?${query}`);
                  }}
                />
              </HydrateLater>
            )}
          </div>
        </div>
      </section>

      {hasSearch ? (
        <div className="container">
          <HydrateLater>
            <Suspense
              fallback={
                <div className={styles.resultsLoading}>
                  <Spinner />
                </div>
              }
            >
              <SearchResults onTripChosen={startPayment} onReset={() => navigate(getHref('home'))} />
            </Suspense>
          </HydrateLater>
        </div>
      ) : null}

      <HydrateLater until="visible">
        <div className="container">
          <DestinationGlobe onChoose={chooseDestination} />
        </div>
      </HydrateLater>

      <HydrateLater until="visible">
        <section className={`container below-fold ${styles.services}`} aria-labelledby="home-services">
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
      </HydrateLater>

      <HydrateLater until="visible">
        <div className="container below-fold">
          <PopularRoutes getRouteHref={toRouteHref} />
        </div>
      </HydrateLater>

      <HydrateLater until="visible">
        <div className="container below-fold">
          <Suspense fallback={<div className={styles.newsPlaceholder} />}>
            <NewsBlock title={t('news.blockTitle')} getItemHref={toNewsHref} />
          </Suspense>
        </div>
      </HydrateLater>
    </>
  );
}
