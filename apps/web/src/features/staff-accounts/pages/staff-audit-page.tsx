/** The append-only log of staff actions: who, when, from where, what, with the before and after values. */
import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ENTITIES } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useListStaffAuditQuery, type StaffAuditQuery } from '../api/accounts-api';
import { StaffPager } from '@/shared/staff/ui/staff-table-parts';
import { QueryState } from '@/shared/staff/ui/query-state';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime } from '@/shared/staff/lib/staff-format';

function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

export function StaffAuditPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  useDocumentTitle(t('audit.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const entityFilterId = useId();
  const query: StaffAuditQuery = {
    entity: searchParams.get('entity') ?? undefined,
    id: searchParams.get('id') ?? undefined,
    staff: searchParams.get('staff') ?? undefined,
    page,
  };
  const audit = useListStaffAuditQuery(query);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['entity', 'id', 'staff']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setPage(1);
    setSearchParams(next);
  };
  const totalPages = audit.data?.total_pages ?? 1;
  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('audit.title')}</h1>
      </div>
      <form
        key={searchParams.toString()}
        className={styles.filters}
        role="search"
        aria-label={t('audit.searchLabel')}
        onSubmit={apply}
      >
        {/* Named by its own label element: wrapping it would add every option's text to the label's. */}
        <div className={styles.filterField}>
          <label htmlFor={entityFilterId}>{t('audit.entity')}</label>
          <select id={entityFilterId} name="entity" defaultValue={query.entity ?? ''}>
            <option value="">{t('audit.anyEntity')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(`entities.${entity}`)}
              </option>
            ))}
          </select>
        </div>
        <label>
          {t('audit.entityId')}
          <input name="id" defaultValue={query.id ?? ''} />
        </label>
        <label>
          {t('audit.staff')}
          <input name="staff" defaultValue={query.staff ?? ''} />
        </label>
        <span />
        <div className={styles.filterButtons}>
          <Button type="submit">{t('orders.search')}</Button>
        </div>
      </form>
      <QueryState isLoading={audit.isLoading} error={audit.error} onRetry={() => void audit.refetch()}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('audit.found', { count: audit.data?.count ?? 0 })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.when')}</th>
                <th scope="col">{t('audit.staff')}</th>
                <th scope="col">{t('audit.ip')}</th>
                <th scope="col">{t('audit.entity')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.reason')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {(audit.data?.results ?? []).map((entry) => (
                <tr key={entry.id}>
                  <td>{formatStaffDateTime(entry.at, language)}</td>
                  <td>{entry.staff?.email ?? '—'}</td>
                  <td className={styles.mono}>{entry.ip}</td>
                  <td>
                    {t(`entities.${entry.entity}`, { defaultValue: entry.entity })}{' '}
                    <span className={styles.mono}>{entry.entity_id}</span>
                  </td>
                  <td>{t(`auditActions.${entry.action}`, { defaultValue: entry.action })}</td>
                  <td>{entry.reason ?? '—'}</td>
                  <td>
                    <pre className={styles.json}>{showValue(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className={styles.json}>{showValue(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {audit.data && audit.data.results.length === 0 ? <p className={styles.empty}>{t('common.nothing')}</p> : null}
          <StaffPager page={page} totalPages={totalPages} onPage={setPage} />
        </div>
      </QueryState>
    </>
  );
}
