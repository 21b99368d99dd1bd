/**
 * The money desk: the provider's charges reconciled with our payments over a window (what is matched, and
 * each unmatched charge with why), and the refunds staff pay by hand from a provider's back office
 * (providers without a refund API), each marked paid with a reason kept in the audit log.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  addDays,
  bishkekToday,
  MANUAL_REFUND_STATUSES,
  type ManualRefund,
  type ManualRefundStatus,
} from '@sapar/contracts';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useNotify } from '@/shared/ui/notification';
import {
  useGetReconciliationQuery,
  useListManualRefundsQuery,
  useMarkManualRefundDoneMutation,
} from '../api/staff-money-api';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { ReasonDialog } from '@/shared/staff/ui/reason-dialog';
import { StatusBadge } from '@/shared/staff/ui/status-badge';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime, formatStaffMoney, formatStaffNumber } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

const isIsoDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

function OrderLink({ orderNumber }: { orderNumber: string | null }) {
  if (!orderNumber) return <>—</>;
  return <Link to={staffHref('staffOrderDetail', { orderNumber })}>{orderNumber}</Link>;
}

export function StaffMoneyPage() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('money.title'));
  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('money.title')}</h1>
      </div>
      <Reconciliation />
      <ManualRefunds />
    </>
  );
}

function Reconciliation() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = bishkekToday();
  const window = {
    date_from: isIsoDate(searchParams.get('from')) ? searchParams.get('from')! : addDays(today, -1),
    date_to: isIsoDate(searchParams.get('to')) ? searchParams.get('to')! : today,
  };
  const [draft, setDraft] = useState(window);
  const report = useGetReconciliationQuery(window);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(
      (params) => {
        params.set('from', draft.date_from);
        params.set('to', draft.date_to);
        return params;
      },
      { replace: true },
    );
  };

  const data = report.data;
  return (
    <section className={`${styles.panel} ${styles.section}`} aria-labelledby="money-reconciliation">
      <h2 id="money-reconciliation">{t('money.reconciliation')}</h2>
      <p>{t('money.reconciliationIntro')}</p>
      <form className={`${styles.actionBar} ${styles.windowRow}`} onSubmit={apply}>
        <label>
          {t('money.from')}{' '}
          <input
            className={styles.inlineSelect}
            type="date"
            required
            value={draft.date_from}
            max={draft.date_to}
            onChange={(event) => setDraft({ ...draft, date_from: event.target.value })}
          />
        </label>
        <label>
          {t('money.to')}{' '}
          <input
            className={styles.inlineSelect}
            type="date"
            required
            value={draft.date_to}
            min={draft.date_from}
            onChange={(event) => setDraft({ ...draft, date_to: event.target.value })}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('money.show')}
        </Button>
      </form>
      <QueryState isLoading={report.isFetching} error={report.error} onRetry={() => void report.refetch()}>
        {data ? (
          <>
            <dl className={styles.facts} aria-live="polite">
              <dt>{t('money.charges')}</dt>
              <dd>{formatStaffNumber(data.charges, language)}</dd>
              <dt>{t('money.matched')}</dt>
              <dd>{formatStaffNumber(data.matched, language)}</dd>
              <dt>{t('money.unmatched')}</dt>
              <dd>{formatStaffNumber(data.unmatched.length, language)}</dd>
            </dl>
            {data.unmatched.length === 0 ? (
              <p className={styles.empty}>{t('money.allMatched')}</p>
            ) : (
              <div className={styles.tableWrap} role="region" aria-label={t('money.unmatched')} tabIndex={0}>
                <table className={styles.table}>
                  <caption>{t('money.unmatchedCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('money.providerRef')}</th>
                      <th scope="col">{t('money.order')}</th>
                      <th scope="col">{t('money.amount')}</th>
                      <th scope="col">{t('money.chargeStatus')}</th>
                      <th scope="col">{t('money.why')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.unmatched.map((charge) => (
                      <tr key={charge.provider_ref}>
                        <td className={styles.mono}>{charge.provider_ref}</td>
                        <td>
                          <OrderLink orderNumber={charge.order_number} />
                        </td>
                        <td>{formatStaffMoney(charge.amount, 'KGS', language)}</td>
                        <td>{t(`money.chargeStatuses.${charge.status}`)}</td>
                        <td>{charge.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

function ManualRefunds() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const [status, setStatus] = useState<ManualRefundStatus | ''>('pending');
  const refunds = useListManualRefundsQuery(status || undefined);
  const [markDone, { isLoading: isMarking }] = useMarkManualRefundDoneMutation();
  const [pending, setPending] = useState<ManualRefund | null>(null);
  const [error, setError] = useState('');

  const submit = async (reason: string) => {
    if (!pending) return;
    setError('');
    try {
      await markDone({ id: pending.id, reason }).unwrap();
      notify.open({
        message: t('money.markedPaid', { amount: formatStaffMoney(pending.amount, 'KGS', language) }),
        variant: 'success',
      });
      setPending(null);
    } catch (failure) {
      if (!redirectForError(failure, (to) => void navigate(to))) setError(getErrorMessage(failure, tSite));
    }
  };

  const rows = refunds.data?.results ?? [];
  return (
    <section className={`${styles.panel} ${styles.section}`} aria-labelledby="money-manual">
      <div className={styles.toolbar}>
        <h2 id="money-manual">{t('money.manualRefunds')}</h2>
        <label>
          {t('orders.status')}{' '}
          <select
            className={styles.inlineSelect}
            value={status}
            onChange={(event) => setStatus(event.target.value as ManualRefundStatus | '')}
          >
            {MANUAL_REFUND_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`money.manualStatuses.${value}`)}
              </option>
            ))}
            <option value="">{t('money.manualStatuses.all')}</option>
          </select>
        </label>
      </div>
      <p>{t('money.manualIntro')}</p>
      <QueryState isLoading={refunds.isLoading} error={refunds.error} onRetry={() => void refunds.refetch()}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{t('money.noManualRefunds')}</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label={t('money.manualRefunds')} tabIndex={0}>
            <table className={styles.table}>
              <caption>{t('money.manualCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.created')}</th>
                  <th scope="col">{t('money.order')}</th>
                  <th scope="col">{t('money.phone')}</th>
                  <th scope="col">{t('money.amount')}</th>
                  <th scope="col">{t('money.provider')}</th>
                  <th scope="col">{t('money.providerRef')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('money.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((refund) => (
                  <tr key={refund.id}>
                    <td>{formatStaffDateTime(refund.created_at, language)}</td>
                    <td>
                      <OrderLink orderNumber={refund.order_number} />
                    </td>
                    <td className={styles.mono}>{refund.phone ?? '—'}</td>
                    <td>{formatStaffMoney(refund.amount, refund.currency, language)}</td>
                    <td>{refund.provider}</td>
                    <td className={styles.mono}>{refund.provider_ref}</td>
                    <td>
                      <StatusBadge status={refund.status} />
                      {refund.done_at ? ` ${formatStaffDateTime(refund.done_at, language)}` : null}
                    </td>
                    <td>
                      {refund.status === 'pending' ? (
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setError('');
                            setPending(refund);
                          }}
                          aria-label={t('money.markPaidFor', {
                            amount: formatStaffMoney(refund.amount, refund.currency, language),
                            phone: refund.phone ?? refund.provider_ref,
                          })}
                        >
                          {t('money.markPaid')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <ReasonDialog
        open={pending !== null}
        title={t('money.markPaidTitle')}
        description={
          pending
            ? t('money.markPaidDescription', {
                amount: formatStaffMoney(pending.amount, pending.currency, language),
                phone: pending.phone ?? '—',
              })
            : ''
        }
        label={t('money.markPaidReason')}
        submitLabel={t('money.markPaid')}
        isBusy={isMarking}
        error={error}
        onSubmit={(reason) => void submit(reason)}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
      />
    </section>
  );
}
