/** The news list for editors and admins: every item with its state (draft, scheduled, on the site) and missing translations. */
import type { StaffNewsRow } from '@sapar/contracts';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { ButtonLink } from '@/shared/ui/button';
import { useListStaffNewsQuery } from '../api/content-api';
import { QueryState } from '@/shared/staff/ui/query-state';
import { StaffTableBody } from '@/shared/staff/ui/staff-table-parts';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import editorStyles from '../components/content-editor.module.css';
import { formatStaffDateTime } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

const column = createColumnHelper<StaffNewsRow>();

export function StaffNewsPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  useDocumentTitle(t('content.news.title'));
  const news = useListStaffNewsQuery();
  const [sorting, setSorting] = useState<SortingState>([]);

  const columns = useMemo(
    () => [
      column.accessor((row) => row.title[language] || row.title.ru, {
        id: 'title',
        header: () => t('content.news.headline'),
        cell: (info) => (
          <span className={editorStyles.titleCell}>
            <img src={info.row.original.main_image.url} alt="" width={64} height={36} loading="lazy" />
            <Link to={staffHref('staffNewsEdit', { id: String(info.row.original.id) })}>{info.getValue()}</Link>
          </span>
        ),
      }),
      column.accessor('state', {
        header: () => t('content.news.state'),
        cell: (info) => (
          <span className={`${styles.badge} ${editorStyles[`state_${info.getValue()}`] ?? ''}`}>
            {t(`content.states.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('published_at', {
        header: () => t('content.news.publishedAt'),
        cell: (info) => formatStaffDateTime(info.getValue(), language),
      }),
      column.accessor((row) => row.missing_languages.join(', ').toUpperCase(), {
        id: 'missing',
        header: () => t('content.news.missing'),
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor('updated_at', {
        header: () => t('content.news.updatedAt'),
        cell: (info) => formatStaffDateTime(info.getValue(), language),
      }),
    ],
    [t, language],
  );

  const table = useReactTable({
    data: news.data?.results ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    sortDescFirst: false,
  });

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('content.news.title')}</h1>
        <ButtonLink to={staffHref('staffNewsNew')}>{t('content.news.create')}</ButtonLink>
      </div>
      <QueryState isLoading={news.isLoading} error={news.error} onRetry={() => void news.refetch()}>
        <div className={styles.tableWrap} role="region" aria-label={t('content.news.title')} tabIndex={0}>
          <table className={styles.table} aria-busy={news.isFetching || undefined}>
            <caption>{t('content.news.caption', { count: news.data?.results.length ?? 0 })}</caption>
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
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <StaffTableBody table={table} />
          </table>
          {news.data && news.data.results.length === 0 ? (
            <p className={styles.empty}>{t('content.news.none')}</p>
          ) : null}
        </div>
      </QueryState>
    </>
  );
}
