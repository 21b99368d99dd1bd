/** The catalogue: trips around Kyrgyzstan, then outbound packages. */
import type { TourKind } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useGetToursQuery } from '../api/tours-api';
import { TourCard } from './tour-card';
import styles from './tours.module.css';

const KINDS: readonly TourKind[] = ['domestic', 'outbound'];

export function TourCatalogue({ getTourHref }: { getTourHref: (slug: string) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, isLoading, refetch } = useGetToursQuery({ language });
  if (isLoading) return <Spinner />;
  if (error || !data) return <LoadError message={getErrorMessage(error, t)} onRetry={() => void refetch()} />;
  return (
    <>
      {KINDS.map((kind) => {
        const tours = data.filter((tour) => tour.kind === kind);
        if (tours.length === 0) return null;
        return (
          <section key={kind} className={styles.group} aria-labelledby={`tours-${kind}`}>
            <h2 id={`tours-${kind}`} className={styles.groupTitle}>
              {t(`tours.kinds.${kind}`)}
            </h2>
            <ul className={styles.grid}>
              {tours.map((tour) => (
                <li key={tour.slug}>
                  <TourCard tour={tour} href={getTourHref(tour.slug)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
