/**
 * Flights without fares: the schedules imported for routes that have no economy fare yet. They are
 * kept and not sold (no flight of theirs is offered in search) until a fare for the route is added;
 * the staff see how many and which routes, to price them.
 */
import type { InventoryImportReport } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/staff/ui/query-state';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { useListInventoryUnpricedQuery } from '../api/inventory-api';
import inv from './inventory.module.css';

/** The routes without fares across the whole schedule; nothing when every route has a fare. */
export function UnpricedRoutesPanel() {
  const { t } = useTranslation('staff');
  const unpriced = useListInventoryUnpricedQuery();
  if (!unpriced.isLoading && !unpriced.error && (unpriced.data?.routes.length ?? 0) === 0) return null;
  return (
    <section className={inv.panel} aria-labelledby="unpriced-title" data-testid="unpriced-routes">
      <QueryState isLoading={unpriced.isLoading} error={unpriced.error} onRetry={() => void unpriced.refetch()}>
        <h2 id="unpriced-title">{t('inventory.unpriced.title', { count: unpriced.data?.schedules ?? 0 })}</h2>
        <p className={inv.text}>{t('inventory.unpriced.intro')}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="unpriced-title">
            <thead>
              <tr>
                <th scope="col">{t('inventory.fields.carrier')}</th>
                <th scope="col">{t('inventory.fields.route')}</th>
                <th scope="col">{t('inventory.unpriced.schedules')}</th>
                <th scope="col">{t('inventory.fields.period')}</th>
              </tr>
            </thead>
            <tbody>
              {(unpriced.data?.routes ?? []).map((r) => (
                <tr key={`${r.carrier}|${r.origin}|${r.destination}`}>
                  <td className={styles.mono}>{r.carrier}</td>
                  <td className={styles.mono}>
                    {r.origin} → {r.destination}
                  </td>
                  <td>{r.schedules}</td>
                  <td>
                    {r.valid_from} – {r.valid_to}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </section>
  );
}

/** In an import's report: the file's routes that have no fare, imported and kept off sale. */
export function ImportedWithoutFares({ report }: { report: InventoryImportReport }) {
  const { t } = useTranslation('staff');
  const routes = report.routes_without_fares ?? [];
  if (routes.length === 0) return null;
  return (
    <div role="note" data-testid="import-without-fares">
      <p className={inv.text}>{t('inventory.unpriced.imported', { count: routes.length })}</p>
      <ul>
        {routes.map((r) => (
          <li key={`${r.carrier}|${r.origin}|${r.destination}`} className={styles.mono}>
            {r.carrier} {r.origin} → {r.destination}
          </li>
        ))}
      </ul>
    </div>
  );
}
