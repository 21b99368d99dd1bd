/**
 * The home page's globe of destinations from the visitor's city with 'from {city}' and
 * 'from {price}' labels. The WebGL part loads lazily, after the rest of the page, and never where
 * WebGL is missing or motion is unwelcome: the list of destinations is always there, and a click
 * (or a key press) on one chooses the whole route, from the globe's city to that destination.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { toRussianGenitive } from '@/shared/lib/russian-genitive';
import { useGetCheapestFaresQuery } from '../api/destinations-api';
import type { Destination } from '../api/types';
import { canShowGlobe } from '../model/globe-support';
import type { GlobeMarker } from './globe-canvas';
import { StaticGlobe } from './static-globe';
import styles from './destinations.module.css';
import { numberFormat } from '@/shared/lib/intl-formats';
import { useNearScreen } from '@/shared/lib/use-near-screen';

const GlobeCanvas = lazy(() => import('./globe-canvas'));
const MAX_DESTINATIONS = 12;
/** Where the arcs start: the cities the agency sells from. */
const ORIGINS: Record<string, { lat: number; lon: number }> = {
  BSZ: { lat: 42.87, lon: 74.59 },
  FRU: { lat: 42.87, lon: 74.59 },
  OSS: { lat: 40.53, lon: 72.8 },
};
const LOCALES = { ru: 'ru-RU', ky: 'ky-KG', en: 'en-GB', tr: 'tr-TR', zh: 'zh-CN' } as const;

export interface ChosenRoute {
  from: { code: string; title: string };
  to: { code: string; title: string };
}

export interface DestinationGlobeProps {
  /** The visitor's city code. */
  from?: string;
  onChoose: (route: ChosenRoute) => void;
}

export function DestinationGlobe({ from = 'BSZ', onChoose }: DestinationGlobeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isLoading } = useGetCheapestFaresQuery({ from, language });
  const [isGlobeWanted, setIsGlobeWanted] = useState(false);
  const [focus, setFocus] = useState<GlobeMarker | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  // The globe waits until its place is on the screen and the browser is idle, so it never competes with the search
  // form: on a phone it is below the first screen, and a visitor who never scrolls there never pays for WebGL.
  // Probing WebGL (a canvas and a GL context) is itself tens of milliseconds on a phone: it waits too.
  const [globeBox, isNearScreen] = useNearScreen<HTMLDivElement>();
  useEffect(() => {
    if (!isNearScreen) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIsGlobeWanted(canShowGlobe()), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIsGlobeWanted(canShowGlobe()), 300);
    return () => clearTimeout(timer);
  }, [isNearScreen]);

  const destinations = useMemo(() => (data?.results ?? []).slice(0, MAX_DESTINATIONS), [data]);
  const markers = useMemo(
    () => destinations.map((d) => ({ code: d.destination.code, lat: d.lat, lon: d.lon })),
    [destinations],
  );
  const origin = ORIGINS[from] ?? ORIGINS.BSZ!;

  // While the fares load, the section keeps its place (title, a list of empty cards, the globe's square), so the
  // services and news below do not jump down when it fills (the home page's layout shift was 0.88).
  if (isLoading) {
    return (
      <section
        className={styles.section}
        aria-labelledby="globe-title"
        aria-busy="true"
        data-testid="destination-globe-loading"
      >
        <div className={styles.text}>
          <h2 id="globe-title" className={styles.title}>
            {t('content.globe.title')}
          </h2>
          <p className={styles.from}>&nbsp;</p>
          <p className={styles.hint}>{t('content.globe.hint')}</p>
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: MAX_DESTINATIONS }, (_, index) => (
              <li key={index} className={styles.placeholder} />
            ))}
          </ul>
        </div>
        <div className={styles.globe} />
      </section>
    );
  }
  if (!data || destinations.length === 0) return null;
  const price = (d: Destination) => numberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(d.price);
  const choose = (d: Destination) => {
    setChosen(d.destination.code);
    onChoose({
      from: { code: data.from.code, title: data.from.title },
      to: { code: d.destination.code, title: d.destination.title },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="globe-title" data-testid="destination-globe">
      <div className={styles.text}>
        <h2 id="globe-title" className={styles.title}>
          {t('content.globe.title')}
        </h2>
        <p className={styles.from}>
          {/* «Вылет из Бишкека»: Russian wants the genitive; the other catalogues phrase around the nominative. */}
          {t('content.globe.fromCity', {
            city: language === 'ru' ? toRussianGenitive(data.from.title) : data.from.title,
          })}
        </p>
        <p className={styles.hint}>{t('content.globe.hint')}</p>
        <ul className={styles.list}>
          {destinations.map((d) => (
            <li key={d.destination.code}>
              <button
                type="button"
                className={styles.destination}
                aria-pressed={chosen === d.destination.code}
                onClick={() => choose(d)}
                onMouseEnter={() => setFocus({ code: d.destination.code, lat: d.lat, lon: d.lon })}
                onFocus={() => setFocus({ code: d.destination.code, lat: d.lat, lon: d.lon })}
                onMouseLeave={() => setFocus(null)}
                onBlur={() => setFocus(null)}
              >
                <span className={styles.city}>{d.destination.title}</span>
                <span className={styles.price}>{t('content.globe.fromPrice', { price: price(d) })}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.globe} ref={globeBox}>
        {isGlobeWanted ? (
          <Suspense fallback={<StaticGlobe origin={origin} markers={markers} />}>
            <GlobeCanvas origin={origin} markers={markers} focus={focus} />
          </Suspense>
        ) : (
          <StaticGlobe origin={origin} markers={markers} />
        )}
      </div>
    </section>
  );
}
