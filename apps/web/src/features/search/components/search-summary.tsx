/**
 * The search in one line for a narrow screen once results are shown: route, dates, passengers and
 * an edit button that brings the whole form back. It names the cities from the URL itself, as the
 * form would (the form is not on screen meanwhile).
 */
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useCityNames } from '../hooks/use-locations';
import { useFillFormFromUrl, useSearchUrl } from '../hooks/use-search-url';
import { formatFlightDay } from '../lib/format-flight-date';
import { selectSearchForm } from '../model/search-form-slice';
import { usePassengersLabel } from './passengers-picker';
import styles from './search-form.module.css';

export interface SearchSummaryProps {
  onEdit: () => void;
}

export function SearchSummary({ onEdit }: SearchSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { criteria } = useSearchUrl();
  useFillFormFromUrl(criteria);
  useCityNames();
  const form = useSelector(selectSearchForm);
  const passengers = usePassengersLabel(form.passengers);
  if (!criteria) return null;
  const from = form.city_from.code === criteria.from ? form.city_from.title : criteria.from;
  const to = form.city_to.code === criteria.to ? form.city_to.title : criteria.to;
  const dates = `${formatFlightDay(criteria.date, language)}${criteria.back ? ` — ${formatFlightDay(criteria.back, language)}` : ''}`;
  return (
    <section className={styles.summary} aria-label={t('flights.summary.label')} data-testid="search-summary">
      <p className={styles.summaryText}>
        <strong className={styles.summaryRoute}>
          {from} → {to}
        </strong>
        <span>
          {dates} · {passengers}
        </span>
      </p>
      <Button variant="secondary" onClick={onEdit}>
        {t('flights.summary.edit')}
      </Button>
    </section>
  );
}
