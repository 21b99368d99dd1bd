/**
 * Orders search: by order number, contact email or phone, passenger surname (any case, Latin or
 * Cyrillic) or ticket number, with status and date filters kept in the URL (a link can be shared),
 * a TanStack Table of the page, server-side paging and the CSV export of the filtered list.
 */
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { downloadOrdersCsv, useListStaffOrdersQuery } from '../api/orders-api';
import { STAFF_ORDER_STATUSES, type StaffOrderListQuery, type StaffOrderRow } from '@/shared/staff/api/staff-types';
import { StaffPager, StaffTableBody } from '@/shared/staff/ui/staff-table-parts';
import { QueryState } from '@/shared/staff/ui/query-state';
import { StatusBadge } from '@/shared/staff/ui/status-badge';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatLocalDateTime, formatStaffDateTime, formatStaffMoney } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

const FILTER_KEYS = ['q', 'status', 'date_from', 'date_to'] as const;
const column = createColumnHelper<StaffOrderRow>();

function readQuery(params: URLSearchParams): StaffOrderListQuery {
  const query: StaffOrderListQuery = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function StaffOrdersPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('orders.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const orders = useListStaffOrdersQuery(query);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [exportError, setExportError] = useState('');
  const [isExporting, setIsExporting] = useState(false);

  const columns = useMemo(
    () => [
      column.accessor('order_number', {
        header: () => t('orders.number'),
        cell: (info) => (
          <Link className={styles.mono} to={staffHref('staffOrderDetail', { orderNumber: info.getValue() })}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', {
        header: () => t('orders.created'),
        cell: (info) => formatStaffDateTime(info.getValue(), language),
      }),
      column.accessor('status', {
        header: () => t('orders.status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor((row) => row.passengers.join(', '), {
        id: 'passengers',
        header: () => t('orders.passengers'),
      }),
      column.accessor('route', { header: () => t('orders.route') }),
      column.accessor('first_departure', {
        header: () => t('orders.departure'),
        // Already the airport's local time ('yyyy-MM-ddTHH:mm'): shown as it is, not converted.
        cell: (info) => formatLocalDateTime(info.getValue(), language),
      }),
      column.accessor((row) => [row.contact_email, row.contact_phone].filter(Boolean).join(' · '), {
        id: 'contact',
        header: () => t('orders.contact'),
        enableSorting: false,
      }),
      column.accessor('total_price', {
        header: () => t('orders.total'),
        cell: (info) => formatStaffMoney(info.getValue(), info.row.original.currency, language),
      }),
    ],
    [t, language],
  );

  const table = useReactTable({
    data: orders.data?.results ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualPagination: true,
    // Every column sorts ascending first, numbers too (TanStack's default starts numbers descending).
    sortDescFirst: false,
  });

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearchParams(next);
  };

  const goToPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearchParams(next);
  };

  const exportCsv = async () => {
    setExportError('');
    setIsExporting(true);
    try {
      await downloadOrdersCsv(query);
    } catch (error) {
      setExportError(getErrorMessage(error, tSite));
    } finally {
      setIsExporting(false);
    }
  };

  const page = orders.data?.page ?? 1;
  const totalPages = orders.data?.total_pages ?? 1;

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('orders.title')}</h1>
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={isExporting}>
          {t('orders.export')}
        </Button>
      </div>
      <FormAlert>{exportError}</FormAlert>
      {/* key: the uncontrolled fields follow the URL when it changes (back button, a shared link). */}
      <form
        key={searchParams.toString()}
        className={styles.filters}
        role="search"
        aria-label={t('orders.searchLabel')}
        onSubmit={applyFilters}
      >
        <label>
          {t('orders.query')}
          <input name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('orders.queryPlaceholder')} />
        </label>
        <label>
          {t('orders.status')}
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('orders.anyStatus')}</option>
            {STAFF_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('orders.dateFrom')}
          <input name="date_from" type="date" defaultValue={query.date_from ?? ''} />
        </label>
        <label>
          {t('orders.dateTo')}
          <input name="date_to" type="date" defaultValue={query.date_to ?? ''} />
        </label>
        <div className={styles.filterButtons}>
          <Button type="submit">{t('orders.search')}</Button>
        </div>
      </form>
      <QueryState
        isLoading={orders.isFetching && !orders.data}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      >
        {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
        <div className={styles.tableWrap} role="region" aria-label={t('orders.title')} tabIndex={0}>
          <table className={styles.table} aria-busy={orders.isFetching || undefined}>
            <caption>{t('orders.found', { count: orders.data?.count ?? 0 })}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <StaffTableBody table={table} />
          </table>
          {orders.data && orders.data.results.length === 0 ? <p className={styles.empty}>{t('orders.none')}</p> : null}
          <StaffPager page={page} totalPages={totalPages} onPage={goToPage} />
        </div>
      </QueryState>
    </>
  );
}
