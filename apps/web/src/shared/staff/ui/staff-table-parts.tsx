/** Parts every staff list shares: the rows of a TanStack table and the pager under it. */
import { flexRender, type Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './staff-tables.module.css';

export function StaffTableBody<Row>({ table }: { table: Table<Row> }) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** Previous / "page N of M" / next; a list of one page still says so, with both buttons off. */
export function StaffPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <nav className={styles.pager} aria-label={t('common.pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.pageOf', { page, total: Math.max(totalPages, 1) })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
