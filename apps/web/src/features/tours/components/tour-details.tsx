/** One tour: photo, facts, description, what the price includes and upcoming dates. */
import type { TourDetail } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { CheckIcon } from '@/shared/ui/icons';
import { formatSom, formatTourDate } from '../model/format-tour';
import styles from './tours.module.css';
import { Picture } from '@/shared/ui/picture';

export function TourDetails({ tour }: { tour: TourDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.detail}>
      <Picture
        className={styles.detailImage}
        src={tour.image}
        sizes="(max-width: 800px) 100vw, 800px"
        alt={tour.title}
        width={800}
        height={500}
      />
      <div className={styles.detailInfo}>
        <p className={styles.region}>{tour.region}</p>
        <p className={styles.summary}>{tour.summary}</p>
        <p className={styles.price}>{t('tours.priceFrom', { price: formatSom(tour.price_from, language) })}</p>
        <p className={styles.perPerson}>{t('tours.perPerson')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('tours.duration')}</dt>
            <dd>{t('tours.days', { count: tour.duration_days })}</dd>
          </div>
        </dl>
        {tour.dates.length > 0 ? (
          <>
            <h2 className={styles.subTitle}>{t('tours.dates')}</h2>
            <ul className={styles.dates}>
              {tour.dates.map((date) => (
                <li key={date}>{formatTourDate(date, language)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className={styles.detailText}>
        {/* Sanitised by the API. */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: tour.description }} />
        <h2 className={styles.subTitle}>{t('tours.includes')}</h2>
        <ul className={styles.includes}>
          {tour.includes.map((item) => (
            <li key={item}>
              <CheckIcon width={18} height={18} aria-hidden="true" /> {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
