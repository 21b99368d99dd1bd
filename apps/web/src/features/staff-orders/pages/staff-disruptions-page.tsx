/**
 * Disruptions for staff: each cancelled or retimed flight with its affected orders, who has answered
 * and how (accepted, rebooked, refunded), and a reminder (email and SMS again) to those who have not.
 */
import type { StaffDisruption } from '@sapar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useNotify } from '@/shared/ui/notification';
import { useListStaffDisruptionsQuery, useRemindDisruptionMutation } from '../api/orders-api';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { ReasonDialog } from '@/shared/staff/ui/reason-dialog';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

export function StaffDisruptionsPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  useDocumentTitle(t('flights.disruptionsTitle'));
  const disruptions = useListStaffDisruptionsQuery();
  const [remind, { isLoading: isReminding }] = useRemindDisruptionMutation();
  const [pending, setPending] = useState<StaffDisruption | null>(null);
  const [error, setError] = useState('');

  const submit = async (reason: string) => {
    if (!pending) return;
    setError('');
    try {
      const { reminded } = await remind({ id: pending.id, reason }).unwrap();
      notify.open({ message: t('flights.reminded', { count: reminded }), variant: 'success' });
      setPending(null);
    } catch (failure) {
      if (!redirectForError(failure, (to) => void navigate(to))) setError(getErrorMessage(failure, tSite));
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('flights.disruptionsTitle')}</h1>
      </div>
      <QueryState
        isLoading={disruptions.isLoading}
        error={disruptions.error}
        onRetry={() => void disruptions.refetch()}
      >
        {disruptions.data && disruptions.data.results.length === 0 ? (
          <p className={styles.empty}>{t('flights.noDisruptions')}</p>
        ) : null}
        {(disruptions.data?.results ?? []).map((disruption) => {
          const open = disruption.orders.filter((o) => o.status === 'open').length;
          return (
            <section key={disruption.id} aria-labelledby={`disruption-${disruption.id}`} data-testid="staff-disruption">
              <h2 id={`disruption-${disruption.id}`} className={styles.sectionTitle}>
                {disruption.flight.flight_number} · {disruption.flight.origin} → {disruption.flight.destination} ·{' '}
                {disruption.flight.departure_local}
              </h2>
              <dl className={styles.facts}>
                <dt>{t('flights.kind')}</dt>
                <dd>
                  <span className={styles.badge} data-tone="bad">
                    {t(`flights.kinds.${disruption.kind}`)}
                  </span>
                </dd>
                {disruption.new_departure ? (
                  <>
                    <dt>{t('flights.newDeparture')}</dt>
                    <dd>{formatStaffDateTime(disruption.new_departure, language)}</dd>
                  </>
                ) : null}
                <dt>{t('flights.cause')}</dt>
                <dd>{disruption.reason}</dd>
                <dt>{t('flights.opened')}</dt>
                <dd>
                  {formatStaffDateTime(disruption.created_at, language)} ·{' '}
                  {disruption.created_by ?? t('flights.system')}
                </dd>
                <dt>{t('flights.answered')}</dt>
                <dd>
                  {t('flights.answeredCount', {
                    answered: disruption.orders.length - open,
                    total: disruption.orders.length,
                  })}
                </dd>
              </dl>
              <div
                className={styles.tableWrap}
                role="region"
                aria-label={t('flights.ordersOf', { flight: disruption.flight.flight_number })}
                tabIndex={0}
              >
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.number')}</th>
                      <th scope="col">{t('flights.contact')}</th>
                      <th scope="col">{t('flights.answer')}</th>
                      <th scope="col">{t('flights.notified')}</th>
                      <th scope="col">{t('flights.answeredAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {disruption.orders.map((order) => (
                      <tr key={order.order_number}>
                        <td>
                          <Link
                            className={styles.mono}
                            to={staffHref('staffOrderDetail', { orderNumber: order.order_number })}
                          >
                            {order.order_number}
                          </Link>
                          {order.new_order_number ? (
                            <>
                              {' → '}
                              <Link
                                className={styles.mono}
                                to={staffHref('staffOrderDetail', { orderNumber: order.new_order_number })}
                              >
                                {order.new_order_number}
                              </Link>
                            </>
                          ) : null}
                        </td>
                        <td>
                          {order.contact_email}
                          <br />
                          <small>
                            {order.language.toUpperCase()} · {t('flights.passengers', { count: order.passengers })}
                          </small>
                        </td>
                        <td>
                          <span className={styles.badge} data-tone={order.status === 'open' ? 'warn' : 'good'}>
                            {t(`flights.answers.${order.status}`)}
                          </span>
                          {order.answered_by ? (
                            <>
                              <br />
                              <small>{t(`flights.by.${order.answered_by}`, { defaultValue: order.answered_by })}</small>
                            </>
                          ) : null}
                        </td>
                        <td>
                          {formatStaffDateTime(order.notified_at, language)}
                          {order.reminded_at ? (
                            <>
                              <br />
                              <small>
                                {t('flights.remindedAt', { at: formatStaffDateTime(order.reminded_at, language) })}
                              </small>
                            </>
                          ) : null}
                        </td>
                        <td>{order.answered_at ? formatStaffDateTime(order.answered_at, language) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {disruption.orders.length === 0 ? <p className={styles.empty}>{t('flights.noOrders')}</p> : null}
              </div>
              {open > 0 ? (
                <div className={styles.actionBar} style={{ marginTop: 'var(--space-3)' }}>
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => setPending(disruption)}>
                    {t('flights.remind', { count: open })}
                  </Button>
                </div>
              ) : null}
            </section>
          );
        })}
      </QueryState>
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setPending(null);
            setError('');
          }
        }}
        title={pending ? t('flights.remindTitle', { flight: pending.flight.flight_number }) : ''}
        description={t('flights.remindDescription')}
        label={t('flights.reason')}
        submitLabel={t('flights.remindSubmit')}
        isBusy={isReminding}
        error={error}
        onSubmit={(reason) => void submit(reason)}
      />
    </>
  );
}
