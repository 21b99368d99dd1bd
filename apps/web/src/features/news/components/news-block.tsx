/** The slider of the latest news (home page, and 'Learn more' below an article). */
import 'swiper/css';
import 'swiper/css/a11y';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { ApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { useNearScreen } from '@/shared/lib/use-near-screen';
import { Spinner } from '@/shared/ui/spinner';
import { useLatestNews } from '../hooks/use-news';
import { NewsCard } from './news-card';
import { SliderControls } from './slider-controls';
import styles from './news.module.css';
import { useSlider } from './use-slider';

export interface NewsBlockProps {
  title: string;
  /** Builds the card link; the page passes the route table's href so the feature knows no URLs. */
  getItemHref: (slug: string) => string;
  excludeSlug?: string;
}

const BREAKPOINTS = {
  768: { slidesPerView: 3, spaceBetween: 20 },
  992: { slidesPerView: 4, spaceBetween: 24 },
};

export function NewsBlock({ title, getItemHref, excludeSlug }: NewsBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { items, isLoading, isError, error, refetch } = useLatestNews(excludeSlug);
  const { swiper, edges, handlers } = useSlider();
  // Swiper measures and lays out the slides when it starts, some 100 ms on a phone: it starts when the block comes near
  // the screen. Until then (and on the server) the slides are the markup Swiper starts from, so nothing moves.
  const [section, isNearScreen] = useNearScreen<HTMLElement>('200px');

  const card = (item: (typeof items)[number]) => <NewsCard item={item} href={getItemHref(item.slug)} />;

  let body;
  if (isLoading) {
    body = (
      <div className={styles.state}>
        <Spinner size={28} />
      </div>
    );
  } else if (isError) {
    const messageKey = (error as ApiError | undefined)?.messageKey;
    body = (
      <div className={styles.state} role="alert">
        <span>{messageKey ? t(messageKey) : t('news.loadError')}</span>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className={styles.state}>{t('news.empty')}</p>;
  } else if (!isNearScreen) {
    body = (
      <div className={`swiper ${styles.slider}`}>
        <div className="swiper-wrapper">
          {items.map((item) => (
            <div key={item.slug} className="swiper-slide">
              {card(item)}
            </div>
          ))}
        </div>
      </div>
    );
  } else {
    body = (
      <Swiper
        className={styles.slider}
        modules={[A11y]}
        slidesPerView={1.2}
        spaceBetween={16}
        breakpoints={BREAKPOINTS}
        watchOverflow
        a11y={{ slideLabelMessage: t('news.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }) }}
        {...handlers}
      >
        {items.map((item) => (
          <SwiperSlide key={item.slug}>{card(item)}</SwiperSlide>
        ))}
      </Swiper>
    );
  }

  return (
    <section ref={section} className={styles.block} aria-labelledby={headingId}>
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.blockTitle}>
          {title}
        </h2>
        {items.length > 0 ? <SliderControls swiper={swiper} edges={edges} /> : null}
      </div>
      {body}
    </section>
  );
}
