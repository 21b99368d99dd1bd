import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { readEdges, type SliderEdges } from './slider-controls';

/** Keeps the Swiper instance and whether it sits at either end, for the previous/next buttons. */
export function useSlider() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<SliderEdges>({ isBeginning: true, isEnd: false });
  const sync = useCallback((instance: SwiperInstance) => setEdges(readEdges(instance)), []);
  const handlers = {
    onSwiper: (instance: SwiperInstance) => {
      setSwiper(instance);
      sync(instance);
    },
    onSlideChange: sync,
    onResize: sync,
    onBreakpoint: sync,
    onReachBeginning: sync,
    onReachEnd: sync,
  };
  return { swiper, edges, handlers };
}
