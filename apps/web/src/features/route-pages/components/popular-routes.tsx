/** Links to the popular route pages (the home page): how visitors and crawlers reach them. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetPopularRoutesQuery } from '../api/route-pages-api';
import styles from './route-page.module.css';

export interface PopularRoutesProps {
  getRouteHref: (slug: string) => string;
  /** A route to leave out (the page being read). */
  excludeSlug?: string;
}

export function PopularRoutes({ getRouteHref, excludeSlug }: PopularRoutesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useGetPopularRoutesQuery({ language });
  if (!data) return null;
  const bySlug = new Map(data.routes.map((r) => [r.slug, r]));
  const routes = data.popular.flatMap((slug) => (slug !== excludeSlug && bySlug.get(slug) ? [bySlug.get(slug)!] : []));
  if (routes.length === 0) return null;
  return (
    <nav className={styles.section} aria-labelledby="popular-routes">
      <h2 id="popular-routes" className={styles.sectionTitle}>
        {t('routePage.popularTitle')}
      </h2>
      <ul className={styles.popular}>
        {routes.map((route) => (
          <li key={route.slug}>
            <Link to={getRouteHref(route.slug)} className={styles.popularLink}>
              {route.from.title} — {route.to.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
