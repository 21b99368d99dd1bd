/**
 * The account's flight history: the four groups (docs/product.md#bookings-history) plus "all" as tabs with their counts,
 * filters by departure dates, booking reference and passenger name (empty ones are not sent), the
 * orders as cards and paging. A user without any order sees `emptyState` instead.
 */
import { historyFiltersFormSchema, type BookingHistory as History } from '@sapar/contracts';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { useGetMyBookingsQuery } from '../api/bookings-api';
import {
  EMPTY_HISTORY_SEARCH,
  HISTORY_TABS,
  INITIAL_HISTORY_FILTERS,
  hasHistorySearch,
  isHistoryTab,
  type HistoryFilters,
  type HistorySearch,
} from '../model/history-filters';
import type { OrderHref } from '../model/order-actions';
import { OrderCard } from './order-card';
import styles from './bookings.module.css';

export interface BookingHistoryProps {
  orderHref: OrderHref;
  /** Shown when the user has no orders at all (the way to the search). */
  emptyState: ReactNode;
}

export function BookingHistory({ orderHref, emptyState }: BookingHistoryProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<HistoryFilters>(INITIAL_HISTORY_FILTERS);
  const history = useGetMyBookingsQuery(filters);
  const resultsRef = useRef<HTMLParagraphElement>(null);

  const update = (next: Partial<HistoryFilters>, moveFocus = false) => {
    setFilters((current) => ({ ...current, page: 1, ...next }));
    if (moveFocus) setTimeout(() => resultsRef.current?.focus(), 0);
  };
  const search: HistorySearch = {
    date_from: filters.date_from,
    date_to: filters.date_to,
    order_number: filters.order_number,
    passenger: filters.passenger,
  };
  const isUnfiltered = filters.group === 'all' && !hasHistorySearch(search) && filters.page === 1;

  const { data } = history;
  if (!data && history.isLoading) {
    return (
      <div className={styles.center}>
        <Spinner label={t('bookings.history.loading')} />
      </div>
    );
  }
  if (!data) {
    return (
      <FormAlert>
        <p>{getErrorMessage(history.error, t)}</p>
        <Button variant="secondary" className={styles.alertAction} onClick={() => void history.refetch()}>
          {t('errors.retry')}
        </Button>
      </FormAlert>
    );
  }
  if (isUnfiltered && data.count === 0 && !history.isFetching) return <>{emptyState}</>;

  return (
    <div className={styles.history} data-testid="booking-history">
      <HistoryFiltersForm applied={search} onApply={(next) => update(next, true)} />
      <Tabs value={filters.group} onValueChange={(value) => isHistoryTab(value) && update({ group: value })}>
        <TabList aria-label={t('bookings.history.groupsLabel')} className={styles.groupTabs}>
          {HISTORY_TABS.map((tab) => (
            <Tab key={tab} value={tab} className={styles.groupTab}>
              {t(`bookings.groups.${tab}`)}
              {tab !== 'all' ? <span className={styles.groupCount}> {data.groups[tab] ?? 0}</span> : null}
            </Tab>
          ))}
        </TabList>
        {HISTORY_TABS.map((tab) => (
          <TabPanel key={tab} value={tab} className={styles.groupPanel}>
            <HistoryResults
              data={data}
              isFetching={history.isFetching}
              hasSearch={hasHistorySearch(search)}
              orderHref={orderHref}
              resultsRef={resultsRef}
              onReset={() => update({ ...EMPTY_HISTORY_SEARCH }, true)}
              onPage={(page) => update({ page }, true)}
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

interface HistoryResultsProps {
  data: History;
  isFetching: boolean;
  hasSearch: boolean;
  orderHref: OrderHref;
  resultsRef: RefObject<HTMLParagraphElement | null>;
  onReset: () => void;
  onPage: (page: number) => void;
}

function HistoryResults({ data, isFetching, hasSearch, orderHref, resultsRef, onReset, onPage }: HistoryResultsProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy={isFetching || undefined} className={isFetching ? styles.fetching : undefined}>
      <p ref={resultsRef} tabIndex={-1} role="status" className={styles.resultsSummary} data-testid="history-count">
        {t('bookings.history.found', { count: data.count })}
      </p>
      {data.count === 0 ? (
        <div className={styles.noResults}>
          <p>{t('bookings.history.nothing')}</p>
          {hasSearch ? (
            <Button variant="secondary" onClick={onReset}>
              {t('bookings.filters.reset')}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className={styles.cards}>
          {data.results.map((order) => (
            <li key={order.order_number}>
              <OrderCard order={order} orderHref={orderHref} />
            </li>
          ))}
        </ul>
      )}
      {data.total_pages > 1 ? (
        <nav className={styles.pager} aria-label={t('bookings.history.pagesLabel')}>
          <Button variant="secondary" disabled={data.page <= 1 || isFetching} onClick={() => onPage(data.page - 1)}>
            {t('bookings.history.previous')}
          </Button>
          <span className={styles.pagerText}>
            {t('bookings.history.page', { page: data.page, total: data.total_pages })}
          </span>
          <Button
            variant="secondary"
            disabled={data.page >= data.total_pages || isFetching}
            onClick={() => onPage(data.page + 1)}
          >
            {t('bookings.history.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function HistoryFiltersForm({
  applied,
  onApply,
}: {
  applied: HistorySearch;
  onApply: (search: HistorySearch) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [isOpen, setIsOpen] = useState(() => !isMobile || hasHistorySearch(applied));
  // `values`: filters changed from outside the form (the reset under "nothing found") show in its fields too.
  const form = useZodForm({ schema: historyFiltersFormSchema, values: applied });
  const panelId = useId();
  const activeCount = Object.values(applied).filter((value) => value.trim() !== '').length;
  const draft = form.watch();
  const submit = form.handleSubmit((search) => onApply(search));
  const clear = () => {
    form.reset(EMPTY_HISTORY_SEARCH);
    onApply(EMPTY_HISTORY_SEARCH);
  };

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ChevronDownIcon width={18} height={18} className={styles.toggleChevron} aria-hidden="true" />
        {t('bookings.filters.title')}
        {activeCount > 0 ? <span className={styles.groupCount}> {activeCount}</span> : null}
      </button>
      <form
        id={panelId}
        role="search"
        aria-label={t('bookings.filters.title')}
        className={styles.filtersForm}
        hidden={!isOpen}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.filtersGrid}>
          <TextField
            type="date"
            label={t('bookings.filters.dateFrom')}
            max={draft.date_to || undefined}
            {...form.field('date_from')}
          />
          <TextField
            type="date"
            label={t('bookings.filters.dateTo')}
            min={draft.date_from || undefined}
            {...form.field('date_to')}
          />
          <TextField
            label={t('bookings.filters.orderNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            className={styles.upper}
            {...form.field('order_number')}
          />
          <TextField
            label={t('bookings.filters.passenger')}
            hint={t('bookings.filters.passengerHint')}
            autoComplete="off"
            {...form.field('passenger')}
          />
        </div>
        <div className={styles.filtersActions}>
          <Button type="submit">{t('bookings.filters.apply')}</Button>
          <Button variant="ghost" onClick={clear} disabled={activeCount === 0 && !hasHistorySearch(draft)}>
            {t('bookings.filters.reset')}
          </Button>
        </div>
      </form>
    </div>
  );
}
