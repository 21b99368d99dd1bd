/**
 * Refunds waiting for staff, with the fare rules and the quote beside the decision: complete (the money
 * goes back through the provider) or reject with a note to the traveller. Exchanges are listed below.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useNotify } from '@/shared/ui/notification';
import { useDecideStaffRefundMutation, useListStaffExchangesQuery, useListStaffRefundsQuery } from '../api/orders-api';
import type { StaffRefund } from '@/shared/staff/api/staff-types';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { ReasonDialog } from '@/shared/staff/ui/reason-dialog';
import { StatusBadge } from '@/shared/staff/ui/status-badge';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime, formatStaffMoney } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

const REFUND_FILTERS = ['requested', 'completing', 'refunded', 'rejected', ''] as const;
type Decision = { refund: StaffRefund; decision: 'complete' | 'reject' };

export function StaffRefundsPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  useDocumentTitle(t('refunds.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status') ?? 'requested';
  const refunds = useListStaffRefundsQuery(status || undefined);
  const exchanges = useListStaffExchangesQuery();
  const [decide, { isLoading: isDeciding }] = useDecideStaffRefundMutation();
  const [pending, setPending] = useState<Decision | null>(null);
  const [error, setError] = useState('');

  const submit = async (note: string) => {
    if (!pending) return;
    setError('');
    try {
      await decide({ refundId: pending.refund.refund_id, decision: pending.decision, note }).unwrap();
      notify.open({
        message: t(`refunds.${pending.decision}Done`, { number: pending.refund.order_number }),
        variant: 'success',
      });
      setPending(null);
    } catch (failure) {
      if (!redirectForError(failure, (to) => void navigate(to))) setError(getErrorMessage(failure, tSite));
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('refunds.title')}</h1>
        <label>
          {t('orders.status')}{' '}
          <select
            className={styles.inlineSelect}
            value={status}
            onChange={(event) =>
              setSearchParams(event.target.value === 'requested' ? {} : { status: event.target.value })
            }
          >
            {REFUND_FILTERS.map((value) => (
              <option key={value || 'all'} value={value}>
                {value ? t(`status.${value}`) : t('orders.anyStatus')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isLoading={refunds.isLoading} error={refunds.error} onRetry={() => void refunds.refetch()}>
        <div className={styles.tableWrap} role="region" aria-label={t('refunds.title')} tabIndex={0}>
          <table className={styles.table}>
            <caption>{t('refunds.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('refunds.quote')}</th>
                <th scope="col">{t('users.actions')}</th>
                <th scope="col">{t('refunds.terms')}</th>
              </tr>
            </thead>
            <tbody>
              {(refunds.data?.results ?? []).map((refund) => (
                <tr key={refund.refund_id}>
                  <td>
                    <Link
                      className={styles.mono}
                      to={staffHref('staffOrderDetail', { orderNumber: refund.order_number })}
                    >
                      {refund.order_number}
                    </Link>
                    <br />
                    <small>{formatStaffDateTime(refund.created_at, language)}</small>
                  </td>
                  <td>
                    <StatusBadge status={refund.status} />
                  </td>
                  <td>
                    <dl className={styles.facts}>
                      <dt>{t('refunds.fareTotal')}</dt>
                      <dd>{formatStaffMoney(refund.fare_total, refund.currency, language)}</dd>
                      <dt>{t('refunds.penalty')}</dt>
                      <dd>{formatStaffMoney(refund.penalty, refund.currency, language)}</dd>
                      <dt>{t('refunds.agencyFee')}</dt>
                      <dd>{formatStaffMoney(refund.agency_fee, refund.currency, language)}</dd>
                      <dt>{t('refunds.amountBack')}</dt>
                      <dd>
                        <strong>{formatStaffMoney(refund.amount_back, refund.currency, language)}</strong>
                      </dd>
                    </dl>
                  </td>
                  <td>
                    {refund.status === 'requested' ? (
                      <div className={styles.actionBar}>
                        <Button onClick={() => setPending({ refund, decision: 'complete' })}>
                          {t('refunds.complete')}
                        </Button>
                        <Button variant="danger" onClick={() => setPending({ refund, decision: 'reject' })}>
                          {t('refunds.reject')}
                        </Button>
                      </div>
                    ) : (
                      (refund.staff_note ?? '—')
                    )}
                  </td>
                  <td>
                    <p lang={refund.language}>{refund.note}</p>
                    <p className={styles.empty} style={{ padding: 0, textAlign: 'left' }} lang={refund.language}>
                      {refund.method}
                    </p>
                    {refund.taxes_only ? <StatusBadge status="taxes_only" /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {refunds.data && refunds.data.results.length === 0 ? (
            <p className={styles.empty}>{t('refunds.none')}</p>
          ) : null}
        </div>
      </QueryState>
      <h2 className={styles.sectionTitle}>{t('refunds.exchanges')}</h2>
      <QueryState isLoading={exchanges.isLoading} error={exchanges.error} onRetry={() => void exchanges.refetch()}>
        <div className={styles.tableWrap} role="region" aria-label={t('refunds.exchanges')} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('order.when')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('refunds.newDate')}</th>
                <th scope="col">{t('refunds.totalDue')}</th>
                <th scope="col">{t('refunds.newOrder')}</th>
              </tr>
            </thead>
            <tbody>
              {(exchanges.data?.results ?? []).map((exchange) => (
                <tr key={exchange.exchange_id}>
                  <td>
                    <Link
                      className={styles.mono}
                      to={staffHref('staffOrderDetail', { orderNumber: exchange.order_number })}
                    >
                      {exchange.order_number}
                    </Link>
                  </td>
                  <td>{formatStaffDateTime(exchange.created_at, language)}</td>
                  <td>
                    <StatusBadge status={exchange.status} />
                  </td>
                  <td>{exchange.new_date}</td>
                  <td>{formatStaffMoney(exchange.total_due, 'KGS', language)}</td>
                  <td>{exchange.exchange_order_number ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {exchanges.data && exchanges.data.results.length === 0 ? (
            <p className={styles.empty}>{t('common.nothing')}</p>
          ) : null}
        </div>
      </QueryState>
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            setError('');
          }
        }}
        title={pending ? t(`refunds.${pending.decision}Title`, { number: pending.refund.order_number }) : ''}
        description={pending ? t(`refunds.${pending.decision}Description`) : ''}
        label={pending?.decision === 'complete' ? t('refunds.noteOptional') : t('refunds.noteRequired')}
        submitLabel={pending ? t(`refunds.${pending.decision}`) : ''}
        isOptional={pending?.decision === 'complete'}
        isBusy={isDeciding}
        error={error}
        onSubmit={(note) => void submit(note)}
      />
    </>
  );
}
