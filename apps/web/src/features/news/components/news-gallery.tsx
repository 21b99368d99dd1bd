import 'swiper/css';
import 'swiper/css/a11y';
import type { NewsGalleryItem } from '@sapar/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SliderControls } from './slider-controls';
import styles from './news.module.css';
import { useSlider } from './use-slider';
import { Picture } from '@/shared/ui/picture';

const BREAKPOINTS = {
  480: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
};

/** The photo slider of an article: 1 photo on a narrow screen, 2 from 480 px, 3 from 768 px. */
export function NewsGallery({ items }: { items: NewsGalleryItem[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { swiper, edges, handlers } = useSlider();
  return (
    <section className={styles.gallery} aria-labelledby={headingId} data-testid="news-gallery">
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.blockTitle}>
          {t('news.gallery')}
        </h2>
        <SliderControls swiper={swiper} edges={edges} />
      </div>
      <Swiper
        className={styles.slider}
        modules={[A11y, Keyboard]}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={BREAKPOINTS}
        keyboard={{ enabled: true, onlyInViewport: true }}
        watchOverflow
        a11y={{ slideLabelMessage: t('news.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }) }}
        {...handlers}
      >
        {items.map((item, index) => (
          <SwiperSlide key={`${item.image}-${index}`}>
            <Picture
              className={styles.galleryImage}
              src={item.image}
              sizes="(max-width: 768px) 100vw, 400px"
              alt={item.alt || t('news.galleryImage', { index: index + 1, total: items.length })}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
