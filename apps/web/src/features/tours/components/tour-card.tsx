import type { TourListItem } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/lib/use-language';
import { formatSom, formatTourDate } from '../model/format-tour';
import styles from './tours.module.css';
import { Picture } from '@/shared/ui/picture';

export function TourCard({ tour, href }: { tour: TourListItem; href: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const next = tour.dates[0];
  return (
    <article className={styles.card} data-testid="tour-card">
      <Picture
        className={styles.cardImage}
        src={tour.image}
        sizes="(max-width: 768px) 100vw, 400px"
        alt=""
        width={800}
        height={500}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <p className={styles.region}>{tour.region}</p>
        <h3 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {tour.title}
          </Link>
        </h3>
        <p className={styles.summary}>{tour.summary}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('tours.duration')}</dt>
            <dd>{t('tours.days', { count: tour.duration_days })}</dd>
          </div>
          {next ? (
            <div>
              <dt>{t('tours.nextDate')}</dt>
              <dd>{formatTourDate(next, language)}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.price}>{t('tours.priceFrom', { price: formatSom(tour.price_from, language) })}</p>
      </div>
    </article>
  );
}
