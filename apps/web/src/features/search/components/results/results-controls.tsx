/** Sorts and filters, the outbound/return steps and the pagination of the results. */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_PARTS, formatMoney, type SearchFacets, type SearchSort } from '@sapar/contracts';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { useLanguage } from '@/shared/lib/use-language';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { formatDuration } from '../../lib/format-flight';
import type { ResultsView } from '../../model/search-query';
import type { ResultsTab } from '../../model/search-results-slice';
import { AirlineBadge } from './ticket-card';
import styles from './results.module.css';

interface FiltersProps {
  view: ResultsView;
  /** The leg on screen: its time windows are the ones shown. */
  leg: ResultsTab;
  /** What the leg holds before any filter (null while loading). */
  facets: SearchFacets | null;
  onChange: (change: Partial<ResultsView>) => void;
}

const SORTS: readonly SearchSort[] = ['cheapest', 'fastest', 'best', 'earliest'];
/** Parts of the local day a traveller thinks in: night, morning, day, evening. */
const DURATION_STEPS_HOURS = [3, 6, 9, 12, 18, 24, 36];
const LAYOVER_STEPS_HOURS = [1, 2, 4, 6, 12];

/**
 * The order (one of four, the active one pressed), quick filters with counts, and the rest behind
 * 'All filters' (open on a wide screen): stops, airlines with counts, departure and arrival times
 * of the leg on screen, the longest trip and layover. Only what the leg holds is offered.
 */
export function ResultsFilters({ view, leg, facets, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const activeSort = view.sort ?? 'cheapest';
  const stopsCount = (max: number) => facets?.stops.filter((s) => s.stops <= max).reduce((n, s) => n + s.count, 0) ?? 0;
  const maxStopsInLeg = facets ? Math.max(0, ...facets.stops.map((s) => s.stops)) : 0;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} · ${count}`);
  const change = (next: Partial<ResultsView>) => onChange({ ...next, page: 1 });
  const windows = view.times[leg];
  const setWindow = (end: 'departure' | 'arrival', window: { from: number; to: number } | null) =>
    change({ times: { ...view.times, [leg]: { ...windows, [end]: window } } });
  const durationOptions = facets
    ? DURATION_STEPS_HOURS.filter((h) => h * 60 >= facets.duration.min && h * 60 < facets.duration.max)
    : [];
  const layoverOptions =
    facets && facets.layover.max > 0 ? LAYOVER_STEPS_HOURS.filter((h) => h * 60 < facets.layover.max) : [];
  const activeCount =
    (view.max_stops !== null ? 1 : 0) +
    view.airlines.length +
    (view.max_duration ? 1 : 0) +
    (view.max_layover !== null ? 1 : 0) +
    (windows.departure ? 1 : 0) +
    (windows.arrival ? 1 : 0);

  return (
    <div className={styles.controls}>
      <div className={`${styles.filters} ${styles.chipRow}`} role="group" aria-label={t('flights.sort.label')}>
        <span className={styles.controlsLabel} aria-hidden="true">
          {t('flights.sort.label')}:
        </span>
        {SORTS.map((sort) => (
          <FilterButton
            key={sort}
            isPressed={activeSort === sort}
            onClick={() => change({ sort: sort === 'cheapest' ? null : sort })}
          >
            {t(`flights.filters.${sort}`)}
          </FilterButton>
        ))}
      </div>
      <div className={`${styles.filters} ${styles.chipRow}`} role="group" aria-label={t('flights.filters.label')}>
        {facets === null || facets.stops.some((s) => s.stops === 0) || view.direct ? (
          <FilterButton isPressed={view.direct} onClick={() => change({ direct: !view.direct })}>
            {t('flights.filters.direct')}
            {facets ? <span className={styles.count}> · {stopsCount(0)}</span> : null}
          </FilterButton>
        ) : null}
        {facets === null || facets.baggage_included > 0 || view.baggage ? (
          <FilterButton
            isPressed={view.baggage}
            onClick={() => change({ baggage: !view.baggage, without_baggage: false })}
          >
            {t('flights.filters.baggage')}
            {facets ? <span className={styles.count}> · {facets.baggage_included}</span> : null}
          </FilterButton>
        ) : null}
        {facets === null || facets.refundable > 0 || view.refundable ? (
          <FilterButton isPressed={view.refundable} onClick={() => change({ refundable: !view.refundable })}>
            {t('flights.filters.refundable')}
            {facets ? <span className={styles.count}> · {facets.refundable}</span> : null}
          </FilterButton>
        ) : null}
        <FilterButton
          isPressed={view.without_baggage}
          onClick={() => change({ without_baggage: !view.without_baggage, baggage: false })}
        >
          {t('flights.filters.withoutBaggage')}
        </FilterButton>
      </div>

      {facets ? (
        <details className={styles.moreFilters} open={isMobile ? undefined : true} key={isMobile ? 'narrow' : 'wide'}>
          <summary className={styles.moreFiltersSummary}>
            {t('flights.filters.all')}
            {activeCount > 0 ? ` (${activeCount})` : ''}
            <span className={styles.priceRange}>
              {t('flights.filters.priceRange', {
                min: formatMoney(facets.price.min, language),
                max: formatMoney(facets.price.max, language),
              })}
            </span>
          </summary>
          <div className={styles.filterGroups}>
            {maxStopsInLeg > 1 ? (
              <FilterGroup label={t('flights.filters.stops')}>
                {Array.from({ length: maxStopsInLeg - 1 }, (_, i) => i + 1).map((max) => (
                  <FilterButton
                    key={max}
                    isPressed={view.max_stops === max}
                    onClick={() => change({ max_stops: view.max_stops === max ? null : max, direct: false })}
                  >
                    {withCount(t('flights.filters.maxStops', { count: max }), stopsCount(max))}
                  </FilterButton>
                ))}
              </FilterGroup>
            ) : null}
            {facets.airlines.length > 1 || view.airlines.length > 0 ? (
              <FilterGroup label={t('flights.filters.airlines')}>
                {facets.airlines.map((airline) => {
                  const isOn = view.airlines.includes(airline.code);
                  return (
                    <FilterButton
                      key={airline.code}
                      isPressed={isOn}
                      onClick={() =>
                        change({
                          airlines: isOn
                            ? view.airlines.filter((c) => c !== airline.code)
                            : [...view.airlines, airline.code],
                        })
                      }
                    >
                      <AirlineBadge code={airline.code} name={airline.name} /> {airline.name}
                      <span className={styles.count}> · {airline.count}</span>
                    </FilterButton>
                  );
                })}
              </FilterGroup>
            ) : null}
            {(['departure', 'arrival'] as const).map((end) => (
              <FilterGroup key={end} label={t(`flights.filters.${end}Time`)}>
                {DAY_PARTS.map((part) => {
                  const isOn = windows[end]?.from === part.from && windows[end]?.to === part.to;
                  const count = facets?.[end === 'departure' ? 'departure_times' : 'arrival_times'].find(
                    (p) => p.part === part.part,
                  )?.count;
                  // A part of the day with no flights is not offered (unless it is the one chosen).
                  if (count === 0 && !isOn) return null;
                  return (
                    <FilterButton
                      key={part.part}
                      isPressed={isOn}
                      onClick={() => setWindow(end, isOn ? null : { from: part.from, to: part.to })}
                    >
                      {t(`flights.filters.dayPart.${part.part}`)}{' '}
                      <span className={styles.count}>{`${part.from}–${part.to}`}</span>
                      {count !== undefined ? <span className={styles.count}> · {count}</span> : null}
                    </FilterButton>
                  );
                })}
              </FilterGroup>
            ))}
            {durationOptions.length > 0 || view.max_duration ? (
              <LimitSelect
                label={t('flights.filters.maxDuration')}
                value={view.max_duration}
                options={durationOptions.map((h) => h * 60)}
                format={(minutes) => t('flights.filters.upTo', { duration: formatDuration(minutes, t) })}
                onChange={(max_duration) => change({ max_duration })}
              />
            ) : null}
            {layoverOptions.length > 0 || view.max_layover !== null ? (
              <LimitSelect
                label={t('flights.filters.maxLayover')}
                value={view.max_layover}
                options={layoverOptions.map((h) => h * 60)}
                format={(minutes) => t('flights.filters.upTo', { duration: formatDuration(minutes, t) })}
                onChange={(max_layover) => change({ max_layover })}
              />
            ) : null}
          </div>
        </details>
      ) : null}
    </div>
  );
}

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.filterGroup} role="group" aria-labelledby={id}>
      <span id={id} className={styles.controlsLabel}>
        {label}
      </span>
      <div className={styles.filters}>{children}</div>
    </div>
  );
}

function LimitSelect({
  label,
  value,
  options,
  format,
  onChange,
}: {
  label: string;
  value: number | null;
  options: number[];
  format: (minutes: number) => string;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const all = value !== null && !options.includes(value) ? [...options, value].sort((a, b) => a - b) : options;
  return (
    <div className={styles.filterGroup}>
      <label htmlFor={id} className={styles.controlsLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.limitSelect}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('flights.filters.any')}</option>
        {all.map((minutes) => (
          <option key={minutes} value={minutes}>
            {format(minutes)}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterButton({
  isPressed,
  onClick,
  children,
}: {
  isPressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.filter} aria-pressed={isPressed} onClick={onClick}>
      {children}
    </button>
  );
}

interface TabsProps {
  active: ResultsTab;
  labels: Record<ResultsTab, string>;
  idPrefix: string;
  onChange: (tab: ResultsTab) => void;
}

const TABS: readonly ResultsTab[] = ['there', 'back'];

/** A tablist with automatic activation: arrows, Home and End move between the legs. */
export function ResultsTabs({ active, labels, idPrefix, onChange }: TabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<ResultsTab, HTMLButtonElement | null>>>({});
  function handleKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('flights.legs')} onKeyDown={handleKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            refs.current[tab] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Pages around the current one, at most 5 numbers, with previous and next. */
export function ResultsPagination({ currentPage, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const start = Math.max(1, Math.min(currentPage - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => start + i);
  return (
    <nav className={styles.pagination} aria-label={t('flights.pagination.label')}>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={t('flights.pagination.previous')}
        disabled={currentPage <= 1}
        onClick={() => onChange(currentPage - 1)}
      >
        <ChevronLeftIcon />
      </button>
      <ul className={styles.pages}>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className={styles.pageButton}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={t('flights.pagination.page', { page, total: totalPages })}
              onClick={() => onChange(page)}
            >
              {page}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={t('flights.pagination.next')}
        disabled={currentPage >= totalPages}
        onClick={() => onChange(currentPage + 1)}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
