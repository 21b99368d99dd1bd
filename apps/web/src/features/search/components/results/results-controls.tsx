/** Filters, the outbound/return tabs and the pagination of the results. */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSort } from '@sapar/contracts';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import type { ResultsView } from '../../model/search-query';
import type { ResultsTab } from '../../model/search-results-slice';
import styles from './results.module.css';

interface FiltersProps {
  view: ResultsView;
  onChange: (change: Partial<ResultsView>) => void;
}

/** Direct and without-baggage narrow the list; cheapest and fastest are the two orders (one at a time). */
export function ResultsFilters({ view, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const sortButton = (sort: SearchSort) => (
    <FilterButton isPressed={view.sort === sort} onClick={() => onChange({ sort: view.sort === sort ? null : sort, page: 1 })}>
      {t(`flights.filters.${sort}`)}
    </FilterButton>
  );
  return (
    <div className={styles.filters} role="group" aria-label={t('flights.filters.label')}>
      <FilterButton isPressed={view.direct} onClick={() => onChange({ direct: !view.direct, page: 1 })}>
        {t('flights.filters.direct')}
      </FilterButton>
      {sortButton('fastest')}
      {sortButton('cheapest')}
      <FilterButton isPressed={view.without_baggage} onClick={() => onChange({ without_baggage: !view.without_baggage, page: 1 })}>
        {t('flights.filters.withoutBaggage')}
      </FilterButton>
    </div>
  );
}

function FilterButton({ isPressed, onClick, children }: { isPressed: boolean; onClick: () => void; children: ReactNode }) {
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
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length]
      : event.key === 'ArrowLeft' ? TABS[(index - 1 + TABS.length) % TABS.length]
      : event.key === 'Home' ? TABS[0]
      : event.key === 'End' ? TABS[TABS.length - 1]
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
