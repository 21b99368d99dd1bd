/**
 * A route page (/flights/bishkek-moscow, /en/flights/…): the search form filled with the route, the cheapest fare
 * by day (each day opens the search for it), the route at a glance, its flights and a short FAQ. The server writes
 * the same heading, fares and FAQ into the HTML for search engines (apps/api/src/modules/seo).
 */
import { formatMoney } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { getHref } from '@/app/paths';
import {
  PopularRoutes,
  RouteFacts,
  RouteFaq,
  RouteFares,
  RouteFlights,
  useGetRoutePageQuery,
} from '@/features/route-pages';
import { oneWaySearchQuery, SearchForm } from '@/features/search';
import { setCityFrom, setCityTo } from '@/features/search/model/search-form-slice';
import { isApiError } from '@/shared/api/api-error';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { useServerEffect } from '@/shared/lib/use-server-effect';
import { LoadError } from '@/shared/ui/load-error';
import { HydrateLater } from '@/shared/ui/hydrate-later';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundPage } from './not-found-page';
import styles from './route-page.module.css';

const toRouteHref = (slug: string) => getHref('routePage', { route: slug });

export function RoutePage() {
  const { t } = useTranslation();
  const { route: slug = '' } = useParams();
  const language = useLanguage();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { data, error, isFetching, refetch } = useGetRoutePageQuery({ slug, language });
  const page = data?.slug === slug ? data : undefined;
  const names = page ? { from: page.from.title, to: page.to.title } : null;
  useDocumentTitle(names ? t('routePage.title', names) : t('common.loading'));

  // The search form starts with the route filled in; the dates are the traveller's.
  const fromCode = page?.from.code;
  const toCode = page?.to.code;
  // The codes say when the route changed; the titles follow the language. Drawn filled on the server too.
  useServerEffect(() => {
    if (!page) return;
    dispatch(setCityFrom({ code: page.from.code, title: page.from.title }));
    dispatch(setCityTo({ code: page.to.code, title: page.to.title }));
  }, [fromCode, toCode, language, dispatch]);

  if (error && isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (!page) {
    return (
      <div className={`container ${styles.page}`}>
        {error && !isFetching ? (
          <LoadError message={getErrorMessage(error, t)} onRetry={() => void refetch()} />
        ) : (
          <div className={styles.loading}>
            <h1 className="visually-hidden">{t('common.loading')}</h1>
            <Spinner />
          </div>
        )}
      </div>
    );
  }

  const dayHref = (date: string) => `${getHref('search')}?${oneWaySearchQuery(page.from.code, page.to.code, date)}`;
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('routePage.breadcrumbLabel')}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to={getHref('home')}>{t('nav.airTicket')}</Link>
          </li>
          <li aria-current="page">{t('routePage.title', names!)}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{t('routePage.title', names!)}</h1>
      <p className={styles.intro}>
        {page.min_price === null
          ? t('routePage.description', names!)
          : t('routePage.descriptionWithPrice', {
              ...names!,
              price: formatMoney(page.min_price, language),
            })}
      </p>
      <section className={styles.searchCard} aria-label={t('routePage.searchTitle', names!)}>
        <HydrateLater>
          <SearchForm onSearch={(query) => void navigate(`${getHref('search')}?${query}`)} />
        </HydrateLater>
      </section>
      <HydrateLater until="visible">
        <RouteFares page={page} getDayHref={dayHref} />
      </HydrateLater>
      <HydrateLater until="visible">
        <RouteFacts page={page} />
      </HydrateLater>
      <HydrateLater until="visible">
        <RouteFlights page={page} />
      </HydrateLater>
      <HydrateLater until="visible">
        <RouteFaq page={page} />
      </HydrateLater>
      <HydrateLater until="visible">
        <PopularRoutes getRouteHref={toRouteHref} excludeSlug={slug} />
      </HydrateLater>
    </div>
  );
}
