import type { NewsDetail } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@/shared/lib/format-date';
import { useLanguage } from '@/shared/lib/use-language';
import { NewsGallery } from './news-gallery';
import styles from './news.module.css';
import { Picture } from '@/shared/ui/picture';

/** One news item: label and date, title, the server-sanitised HTML body, and the gallery if it has photos. */
export function NewsArticle({ news }: { news: NewsDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className={styles.article}>
      <header>
        <div className={styles.articleMeta}>
          <span className={styles.label}>{t('news.label')}</span>
          <time dateTime={news.published_at}>{formatDisplayDate(news.published_at, language)}</time>
        </div>
        <h1 className={styles.articleTitle}>{news.title}</h1>
      </header>
      {news.main_image ? (
        <Picture
          className={styles.hero}
          src={news.main_image}
          sizes="(max-width: 1200px) 100vw, 1200px"
          alt={news.title}
          width={1200}
          height={675}
        />
      ) : null}
      {/* The API sanitises this HTML (sanitize-html) before it leaves the server. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: news.content }} />
      {news.gallery.length > 0 ? <NewsGallery items={news.gallery} /> : null}
    </article>
  );
}
