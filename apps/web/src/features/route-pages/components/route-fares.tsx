/** The cheapest fare by day for the coming weeks: each day a link to the search for that date. */
import { formatDay, formatMoney, type RoutePage } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useInAppClick } from '@/shared/lib/use-in-app-click';
import { useLanguage } from '@/shared/lib/use-language';
import styles from './route-page.module.css';

export interface RouteFaresProps {
  page: RoutePage;
  /** The search results of the route on a day. */
  getDayHref: (date: string) => string;
}

export function RouteFares({ page, getDayHref }: RouteFaresProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Plain links moving within the app: some thirty router Links were most of the cost of adopting the list on a phone.
  const onDayClick = useInAppClick();
  return (
    <section className={styles.section} aria-labelledby="route-fares">
      <h2 id="route-fares" className={styles.sectionTitle}>
        {t('routePage.faresTitle')}
      </h2>
      <p className={styles.muted}>{t('routePage.faresIntro')}</p>
      <ol className={styles.days} data-testid="route-fares">
        {page.days.map((day) => {
          const date = formatDay(day.date, language, { withYear: false });
          if (day.price === null) {
            return (
              <li key={day.date} className={`${styles.day} ${styles.dayEmpty}`}>
                <span className="visually-hidden">{t('routePage.dayNone', { date })}</span>
                <span className={styles.dayDate} aria-hidden="true">
                  {date}
                </span>
                <span className={styles.dayPrice} aria-hidden="true">
                  {t('routePage.noFlight')}
                </span>
              </li>
            );
          }
          const price = formatMoney(day.price, language);
          const cheapest = day.price === page.min_price;
          return (
            <li key={day.date} className={styles.dayItem}>
              <a
                href={getDayHref(day.date)}
                onClick={onDayClick}
                className={`${styles.day} ${cheapest ? styles.dayCheapest : ''}`}
                aria-label={t('routePage.dayLink', {
                  date,
                  price,
                  stops: day.stops === 0 ? t('routePage.direct') : t('routePage.withStop'),
                })}
                data-date={day.date}
              >
                <span className={styles.dayDate}>{date}</span>
                <span className={styles.dayPrice}>{price}</span>
                {cheapest ? <span className={styles.dayBadge}>{t('routePage.cheapestDay')}</span> : null}
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
