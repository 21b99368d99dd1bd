import { formatDay, type NewsDetail, toAgencyLocal } from '@sapar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { NewsGallery } from './news-gallery';
import styles from './news.module.css';
import { Picture } from '@/shared/ui/picture';

/**
 * One news item: label and date, title, the server-sanitised HTML body, and the gallery if it has photos.
 * `renderContent` draws the body instead of the page itself (the back office's preview puts a draft, not yet through
 * the server, in a sandboxed frame); it is given the HTML and the class that styles a body.
 */
export function NewsArticle({
  news,
  renderContent,
}: {
  news: NewsDetail;
  renderContent?: (html: string, className: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className={styles.article}>
      <header>
        <div className={styles.articleMeta}>
          <span className={styles.label}>{t('news.label')}</span>
          <time dateTime={news.published_at}>
            {formatDay(toAgencyLocal(news.published_at) ?? news.published_at, language, {
              month: 'long',
              withWeekday: false,
            })}
          </time>
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
      {renderContent ? (
        renderContent(news.content, styles.content ?? '')
      ) : (
        // The API sanitises this HTML (sanitize-html) before it leaves the server.
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: news.content }} />
      )}
      {news.gallery.length > 0 ? <NewsGallery items={news.gallery} /> : null}
    </article>
  );
}
