/**
 * The ticket search form of / and /search. It edits the searchForm state and, once the
 * form is valid, hands the query string of the search to the page, which navigates to it.
 */
import { bishkekToday } from '@sapar/contracts';
import {
  lazy,
  Suspense,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { isHydrated, isHydrating, whenHydrated } from '@/shared/lib/use-hydrated';
import { useLanguage } from '@/shared/lib/use-language';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { useServerEffect } from '@/shared/lib/use-server-effect';
import { Button } from '@/shared/ui/button';
import { HydrateLater } from '@/shared/ui/hydrate-later';
import { useCityNames } from '../hooks/use-locations';
import { useFillFormFromUrl, useSearchUrl } from '../hooks/use-search-url';
import { DEFAULT_ORIGIN_CODE, readStartOrigin, saveLastOrigin } from '../model/last-origin';
import {
  openMobileSearchSheet,
  type MobileSearchSheetState,
  type MobileSearchSheetVariant,
} from '../model/mobile-search-sheet-slice';
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
  validateSearchForm,
  type SearchFormErrors,
  type SearchFormField,
} from '../model/search-form-validation';
import { buildSearchQuery, type SearchCriteria } from '../model/search-query';
import type { TripType } from '../model/types';
import { CityField } from './city-field';
import { FlightDatesField } from './date-picker/flight-dates-field';
import { PassengersPicker, usePassengersLabel } from './passengers-picker';
import styles from './search-form.module.css';

const loadMobileCitySheet = () => import('./mobile-city-sheet');
const MobileCitySheet = lazy(async () => ({ default: (await loadMobileCitySheet()).MobileCitySheet }));
/** On a phone, a touch or focus in the form fetches the city sheet before a city field opens it. */
const preloadMobileCitySheet = () => void loadMobileCitySheet().catch(() => undefined);

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

/** What a page may ask of the form (the home page's destination cards: "now choose the dates"). */
export interface SearchFormHandle {
  focusDates: () => void;
}

export interface SearchFormProps {
  /** Receives the query string of a valid search (the page navigates to /search?…). */
  onSearch: (query: string) => void;
  ref?: Ref<SearchFormHandle>;
}

type CityFormField = MobileSearchSheetVariant;

/** The two city fields: their label, and how a city chosen in one goes into the form. */
const CITY_FIELDS = {
  city_from: { label: 'search.fields.from', set: setCityFrom },
  city_to: { label: 'search.fields.to', set: setCityTo },
} as const;

export function SearchForm({ onSearch, ref }: SearchFormProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useSelector(selectSearchForm);
  const isMobile = useIsMobile();
  const language = useLanguage();
  const { criteria } = useSearchUrl();
  useFillFormFromUrl(criteria);
  useCityNames();

  // The state's passengers.label (docs/product.md#client-state-groups) is the text the picker shows, in the page's language. The server
  // puts it in the state it sends, so hydrating a page changes nothing in the store.
  const passengersLabel = usePassengersLabel(form.passengers);
  useServerEffect(() => {
    if (form.passengers.label !== passengersLabel) dispatch(setPassengers({ label: passengersLabel }));
  }, [passengersLabel, form.passengers.label, dispatch]);

  // Bishkek on a first visit, the last origin afterwards; a search in the URL brings its own. The server draws Bishkek
  // (it cannot know the last origin), so a first visit's page is hydrated without a change to the store: an update
  // while React hydrates would make it hydrate the rest of the page in one long task.
  const hasUrlSearch = criteria !== null;
  const defaultOrigin = t('search.defaultOrigin');
  const noOrigin = !form.city_from.code && !form.city_from.title;
  if (import.meta.env.SSR && !hasUrlSearch && noOrigin)
    dispatch(setCityFrom({ code: DEFAULT_ORIGIN_CODE, title: defaultOrigin }));
  useLayoutEffect(() => {
    const { code, title } = form.city_from;
    const drawnByServer = !isHydrated() && code === DEFAULT_ORIGIN_CODE && title === defaultOrigin;
    if (hasUrlSearch || !(noOrigin || drawnByServer)) return;
    // On a page being hydrated, once every part is adopted: a field adopted after the change would keep the server's
    // value in its HTML (Preact does not rewrite an input's value while it adopts it).
    const start = () => {
      const origin = readStartOrigin(language, defaultOrigin);
      if (origin.code !== code || origin.title !== title) dispatch(setCityFrom(origin));
    };
    if (!isHydrating()) return start();
    return whenHydrated(start);
    // Only when the form appears: an origin the visitor cleared stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [errors, setErrors] = useState<SearchFormErrors>({});
  const fields = useRef<Partial<Record<SearchFormField, HTMLElement | null>>>({});
  const fieldRef = (field: SearchFormField) => (node: HTMLElement | null) => {
    fields.current[field] = node;
  };
  const today = bishkekToday();
  useImperativeHandle(ref, () => ({ focusDates: () => fields.current.when_date?.focus({ preventScroll: true }) }), []);

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
    saveLastOrigin(form.city_from, language);
    onSearch(buildSearchQuery(toCriteria(form)));
  }

  const openSheet = (variant: MobileSearchSheetVariant) => dispatch(openMobileSearchSheet(variant));
  /** A city field, adopted in a task of its own on a page the server drew. */
  const cityField = (field: CityFormField) => (
    <HydrateLater>
      <CityField
        label={t(CITY_FIELDS[field].label)}
        value={form[field]}
        onChange={(city) => {
          dispatch(CITY_FIELDS[field].set(city));
          clearError(field);
        }}
        error={errorText(field)}
        isMobile={isMobile}
        onOpenSheet={() => {
          clearError(field);
          openSheet(field);
        }}
        fieldRef={fieldRef(field)}
      />
    </HydrateLater>
  );
  // Mounted from the first opening on, so closing runs the dialog's own focus return.
  const isSheetOpen = useSelector(
    (state: { mobileSearchSheet: MobileSearchSheetState }) => state.mobileSearchSheet.isOpen,
  );
  const [sheetOpened, setSheetOpened] = useState(false);
  if (isSheetOpen && !sheetOpened) setSheetOpened(true);

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('search.form.label')}
      {...(isMobile ? { onPointerDownCapture: preloadMobileCitySheet, onFocusCapture: preloadMobileCitySheet } : {})}
    >
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
          {cityField('city_from')}
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
          {cityField('city_to')}
        </div>

        <HydrateLater>
          <FlightDatesField
            type={form.type}
            when={form.when_date}
            back={form.back_date}
            today={today}
            from={form.city_from.code}
            to={form.city_to.code}
            cabin={form.passengers.type}
            isMobile={isMobile}
            errors={{ when: errorText('when_date'), back: errorText('back_date') }}
            fieldRefs={{ when: fieldRef('when_date'), back: fieldRef('back_date') }}
            onChange={(dates) => {
              dispatch(setFlightDates(dates));
              clearError('when_date', 'back_date');
            }}
          />
        </HydrateLater>

        <HydrateLater>
          <PassengersPicker
            value={form.passengers}
            onChange={(change) => {
              dispatch(setPassengers(change));
              clearError('passengers');
            }}
            error={errorText('passengers')}
            buttonRef={fieldRef('passengers')}
          />
        </HydrateLater>

        <Button type="submit" className={styles.submit}>
          {t('search.submit')}
        </Button>
      </div>

      {isMobile && sheetOpened ? (
        // The sheet's code (Radix's dialog, focus and scroll locks) comes when it is first opened, not with the page.
        <Suspense fallback={null}>
          <MobileCitySheet onClosed={(variant) => fields.current[variant]?.focus()} />
        </Suspense>
      ) : null}
    </form>
  );
}

function SwapIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </svg>
  );
}
