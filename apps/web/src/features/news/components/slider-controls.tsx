import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import styles from './news.module.css';

export interface SliderEdges {
  isBeginning: boolean;
  isEnd: boolean;
}

/** Real buttons driving a Swiper instance, so the slider works from the keyboard and a screen reader. */
export function SliderControls({ swiper, edges }: { swiper: SwiperInstance | null; edges: SliderEdges }) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        aria-label={t('news.previousSlide')}
        disabled={edges.isBeginning}
        onClick={() => swiper?.slidePrev()}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={t('news.nextSlide')}
        disabled={edges.isEnd}
        onClick={() => swiper?.slideNext()}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}

export function readEdges(swiper: SwiperInstance): SliderEdges {
  return { isBeginning: swiper.isBeginning, isEnd: swiper.isEnd };
}
