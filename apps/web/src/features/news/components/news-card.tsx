import type { NewsListItem } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './news.module.css';
import { Picture } from '@/shared/ui/picture';

export function NewsCard({ item, href }: { item: NewsListItem; href: string }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-testid="news-card">
      <Picture
        className={styles.cardImage}
        src={item.main_image}
        sizes="(max-width: 768px) 100vw, 400px"
        alt={item.title}
        width={400}
        height={250}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link className={styles.cardLink} to={href}>
            {item.title}
          </Link>
        </h3>
        <p className={styles.cardDesc}>{item.desc}</p>
        <span className={styles.more} aria-hidden="true">
          {t('news.learnMore')} →
        </span>
      </div>
    </article>
  );
}
