/**
 * The ticket search form of / and /search. It edits the spec's searchForm state and, once the
 * form is valid, hands the query string of the search to the page, which navigates to it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { Button } from '@/shared/ui/button';
import { useCityNames } from '../hooks/use-locations';
import { useFillFormFromUrl, useSearchUrl } from '../hooks/use-search-url';
import { openMobileSearchSheet, type MobileSearchSheetVariant } from '../model/mobile-search-sheet-slice';
import {
  selectSearchForm,
  setCityFrom,
  setCityTo,
  setFlightDates,
  setPassengers,
  setTripType,
  swapCities,
  type SearchFormState,
} from '../model/search-form-slice';
import {
  SEARCH_FORM_FIELDS,
  todayIso,
  validateSearchForm,
  type SearchFormErrors,
  type SearchFormField,
} from '../model/search-form-validation';
import { buildSearchQuery, type SearchCriteria } from '../model/search-query';
import type { TripType } from '../model/types';
import { CityField } from './city-field';
import { MobileCitySheet } from './mobile-city-sheet';
import { PassengersPicker } from './passengers-picker';
import styles from './search-form.module.css';

const TRIP_TYPES: readonly TripType[] = ['one_way', 'round_trip'];

function toCriteria(form: SearchFormState): SearchCriteria {
  const { type: cabin, label: _label, ...passengers } = form.passengers;
  return {
    type: form.type,
    from: form.city_from.code ?? '',
    to: form.city_to.code ?? '',
    date: form.when_date,
    back: form.type === 'round_trip' ? form.back_date : null,
    cabin,
    passengers,
  };
}

export interface SearchFormProps {
  /** Receives the query string of a valid search (the page navigates to /search?…). */
  onSearch: (query: string) => void;
}

export function SearchForm({ onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useSelector(selectSearchForm);
  const isMobile = useIsMobile();
  const { criteria } = useSearchUrl();
  useFillFormFromUrl(criteria);
  useCityNames();

  const [errors, setErrors] = useState<SearchFormErrors>({});
  const fields = useRef<Partial<Record<SearchFormField, HTMLElement | null>>>({});
  const fieldRef = (field: SearchFormField) => (node: HTMLElement | null) => {
    fields.current[field] = node;
  };
  const today = todayIso();

  const clearError = (...names: SearchFormField[]) =>
    setErrors((current) => {
      if (!names.some((name) => current[name])) return current;
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  const errorText = (field: SearchFormField) => (errors[field] ? t(errors[field]) : undefined);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateSearchForm(form, today);
    setErrors(found);
    const firstInvalid = SEARCH_FORM_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    onSearch(buildSearchQuery(toCriteria(form)));
  }

  const openSheet = (variant: MobileSearchSheetVariant) => dispatch(openMobileSearchSheet(variant));

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={t('search.form.label')}>
      <fieldset className={styles.tripTypes}>
        <legend className="visually-hidden">{t('search.tripType.label')}</legend>
        {TRIP_TYPES.map((type) => (
          <label key={type} className={styles.tripType}>
            <input
              type="radio"
              name="trip-type"
              value={type}
              checked={form.type === type}
              onChange={() => {
                dispatch(setTripType(type));
                clearError('back_date');
              }}
            />
            <span>{t(`search.tripType.${type}`)}</span>
          </label>
        ))}
      </fieldset>

      <div className={`${styles.grid} ${form.type === 'round_trip' ? styles.roundTrip : ''}`}>
        <div className={styles.route}>
          <CityField
            label={t('search.fields.from')}
            value={form.city_from}
            onChange={(city) => {
              dispatch(setCityFrom(city));
              clearError('city_from');
            }}
            error={errorText('city_from')}
            isMobile={isMobile}
            onOpenSheet={() => {
              clearError('city_from');
              openSheet('city_from');
            }}
            fieldRef={fieldRef('city_from')}
          />
          <Button
            variant="secondary"
            isIcon
            className={styles.swap}
            aria-label={t('search.swap')}
            onClick={() => {
              dispatch(swapCities());
              clearError('city_from', 'city_to');
            }}
          >
            <SwapIcon />
          </Button>
          <CityField
            label={t('search.fields.to')}
            value={form.city_to}
            onChange={(city) => {
              dispatch(setCityTo(city));
              clearError('city_to');
            }}
            error={errorText('city_to')}
            isMobile={isMobile}
            onOpenSheet={() => {
              clearError('city_to');
              openSheet('city_to');
            }}
            fieldRef={fieldRef('city_to')}
          />
        </div>

        <div className={styles.dates}>
          <DateField
            label={t('search.fields.when')}
            value={form.when_date}
            min={today}
            error={errorText('when_date')}
            inputRef={fieldRef('when_date')}
            onChange={(when) => {
              dispatch(setFlightDates([when || null, form.back_date || null]));
              clearError('when_date');
            }}
          />
          {form.type === 'round_trip' ? (
            <DateField
              label={t('search.fields.back')}
              value={form.back_date}
              min={form.when_date || today}
              error={errorText('back_date')}
              inputRef={fieldRef('back_date')}
              onChange={(back) => {
                dispatch(setFlightDates([form.when_date || null, back || null]));
                clearError('back_date');
              }}
            />
          ) : null}
        </div>

        <PassengersPicker
          value={form.passengers}
          onChange={(change) => {
            dispatch(setPassengers(change));
            clearError('passengers');
          }}
          error={errorText('passengers')}
          buttonRef={fieldRef('passengers')}
        />

        <Button type="submit" className={styles.submit}>
          {t('search.submit')}
        </Button>
      </div>

      {isMobile ? <MobileCitySheet onClosed={(variant) => fields.current[variant]?.focus()} /> : null}
    </form>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  min: string;
  error?: string;
  inputRef: (node: HTMLElement | null) => void;
  onChange: (value: string) => void;
}

function DateField({ label, value, min, error, inputRef, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className={styles.dateField}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="date"
        className={styles.dateInput}
        value={value}
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SwapIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </svg>
  );
}
