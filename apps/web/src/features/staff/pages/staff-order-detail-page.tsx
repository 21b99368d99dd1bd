/**
 * One order as staff see it: passengers and documents, itinerary, payments with provider
 * references, tickets, refunds and exchanges, every email and SMS sent, the timeline, notes and the
 * order's part of the audit log — with the actions, each asking for a reason first.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useNotify } from '@/shared/ui/notification';
import { useGetStaffOrderQuery, useRunOrderActionMutation } from '../api/staff-api';
import type { StaffOrderAction, StaffOrderDetail } from '../api/staff-types';
import { QueryState, redirectForError } from '../components/query-state';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import styles from '../components/staff-tables.module.css';
import { formatStaffDateTime, formatStaffMoney } from '../lib/staff-format';
import { staffHref } from '../staff-paths';

/** Which actions an order in this state offers (the server's guarded transitions decide in the end). */
export function availableActions(order: Pick<StaffOrderDetail, 'status' | 'refunds'>): StaffOrderAction[] {
  const actions: StaffOrderAction[] = [];
  if (['paid', 'ticketed', 'booked'].includes(order.status)) actions.push('resend_confirmation');
  if (order.status === 'booked') actions.push('cancel');
  if (['paid', 'ticketed'].includes(order.status)) actions.push('refund');
  if (order.refunds.some((refund) => refund.manual && refund.status !== 'paid' && refund.status !== 'refunded')) actions.push('manual_refund_paid');
  actions.push('note');
  return actions;
}

export function StaffOrderDetailPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const { orderNumber = '' } = useParams();
  useDocumentTitle(t('order.title', { number: orderNumber }));
  const order = useGetStaffOrderQuery(orderNumber);
  const [runAction, { isLoading: isRunning }] = useRunOrderActionMutation();
  const [action, setAction] = useState<StaffOrderAction | null>(null);
  const [actionError, setActionError] = useState('');

  const submitAction = async (reason: string) => {
    if (!action) return;
    setActionError('');
    try {
      await runAction({ orderNumber, action, reason }).unwrap();
      notify.open({ message: t(`actions.${action}.done`), variant: 'success' });
      setAction(null);
    } catch (error) {
      if (!redirectForError(error, (to) => void navigate(to))) setActionError(getErrorMessage(error, tSite));
    }
  };

  const data = order.data;
  return (
    <>
      <p>
        <Link to={staffHref('staffOrders')}>{t('order.back')}</Link>
      </p>
      <QueryState isLoading={order.isLoading} error={order.error} onRetry={() => void order.refetch()}>
        {data ? (
          <>
            <div className={styles.toolbar}>
              <h1>
                {t('order.title', { number: data.order_number })} <StatusBadge status={data.status} />
              </h1>
            </div>
            <div className={styles.actionBar} role="group" aria-label={t('order.actions')}>
              {availableActions(data).map((name) => (
                <Button key={name} variant={name === 'cancel' ? 'danger' : 'secondary'} onClick={() => setAction(name)}>
                  {t(`actions.${name}.button`)}
                </Button>
              ))}
            </div>
            <div className={styles.panels}>
              <Panel title={t('order.summary')}>
                <dl className={styles.facts}>
                  <dt>{t('orders.created')}</dt>
                  <dd>{formatStaffDateTime(data.created_at, language)}</dd>
                  <dt>{t('orders.route')}</dt>
                  <dd>{data.route}</dd>
                  <dt>{t('orders.total')}</dt>
                  <dd>{formatStaffMoney(data.total_price, data.currency, language)}</dd>
                  <dt>{t('order.email')}</dt>
                  <dd>{data.contact_email ?? '—'}</dd>
                  <dt>{t('order.phone')}</dt>
                  <dd>{data.contact_phone ?? '—'}</dd>
                </dl>
              </Panel>
              <Panel title={t('order.passengers')}>
                <SimpleTable
                  caption={t('order.passengers')}
                  headers={[t('order.name'), t('order.document'), t('order.ticket')]}
                  rows={data.passengers.map((p) => [
                    `${p.last_name} ${p.first_name}`,
                    [p.document_type ? t(`documents.${p.document_type}`, { defaultValue: p.document_type }) : '', p.document_number].filter(Boolean).join(' '),
                    p.ticket_number ?? '—',
                  ])}
                />
              </Panel>
              <Panel title={t('order.itinerary')} isWide>
                <SimpleTable
                  caption={t('order.itinerary')}
                  headers={[t('order.flight'), t('order.from'), t('order.to'), t('order.departs'), t('order.arrives')]}
                  rows={data.legs.map((leg) => [
                    leg.flight_number,
                    leg.origin,
                    leg.destination,
                    formatStaffDateTime(leg.departure_at, language),
                    formatStaffDateTime(leg.arrival_at, language),
                  ])}
                />
              </Panel>
              <Panel title={t('order.payments')} isWide>
                <SimpleTable
                  caption={t('order.payments')}
                  headers={[t('order.when'), t('orders.status'), t('order.amount'), t('order.provider'), t('order.reference')]}
                  rows={data.payments.map((payment) => [
                    formatStaffDateTime(payment.created_at, language),
                    <StatusBadge key="s" status={payment.status} />,
                    formatStaffMoney(payment.amount, payment.currency, language),
                    payment.provider,
                    payment.provider_reference ?? '—',
                  ])}
                />
              </Panel>
              <Panel title={t('order.tickets')}>
                <SimpleTable
                  caption={t('order.tickets')}
                  headers={[t('order.ticket'), t('order.name'), t('orders.status')]}
                  rows={data.tickets.map((ticket) => [ticket.number, ticket.passenger, ticket.status ? <StatusBadge key="s" status={ticket.status} /> : '—'])}
                />
              </Panel>
              <Panel title={t('order.refundsExchanges')}>
                <SimpleTable
                  caption={t('order.refundsExchanges')}
                  headers={[t('order.kind'), t('order.when'), t('orders.status'), t('order.amount')]}
                  rows={[
                    ...data.refunds.map((refund) => [
                      refund.manual ? t('order.manualRefund') : t('order.refund'),
                      formatStaffDateTime(refund.created_at, language),
                      <StatusBadge key="s" status={refund.status} />,
                      formatStaffMoney(refund.amount, refund.currency, language),
                    ]),
                    ...data.exchanges.map((exchange) => [
                      t('order.exchange'),
                      formatStaffDateTime(exchange.created_at, language),
                      <StatusBadge key="s" status={exchange.status} />,
                      formatStaffMoney(exchange.amount, exchange.currency, language),
                    ]),
                  ]}
                />
              </Panel>
              <Panel title={t('order.messages')} isWide>
                <SimpleTable
                  caption={t('order.messages')}
                  headers={[t('order.when'), t('order.channel'), t('order.kind'), t('order.recipient'), t('orders.status')]}
                  rows={data.messages.map((message) => [
                    formatStaffDateTime(message.created_at, language),
                    message.channel,
                    message.kind,
                    message.recipient,
                    <StatusBadge key="s" status={message.status} />,
                  ])}
                />
              </Panel>
              <Panel title={t('order.timeline')}>
                <ol className={styles.list}>
                  {data.timeline.map((event, index) => (
                    <li key={`${event.at}-${index}`}>
                      <strong>{formatStaffDateTime(event.at, language)}</strong> {t(`events.${event.event}`, { defaultValue: event.event })}
                      {event.detail ? ` — ${event.detail}` : ''}
                    </li>
                  ))}
                </ol>
              </Panel>
              <Panel title={t('order.notes')}>
                {data.notes.length === 0 ? <p className={styles.empty}>{t('order.noNotes')}</p> : null}
                <ul className={styles.list}>
                  {data.notes.map((note) => (
                    <li key={note.id}>
                      <strong>{note.staff?.email ?? '—'}</strong>, {formatStaffDateTime(note.created_at, language)}
                      <p>{note.text}</p>
                    </li>
                  ))}
                </ul>
              </Panel>
              <Panel title={t('order.audit')} isWide>
                <SimpleTable
                  caption={t('order.audit')}
                  headers={[t('order.when'), t('audit.staff'), t('audit.action'), t('audit.reason')]}
                  rows={data.audit.map((entry) => [
                    formatStaffDateTime(entry.at, language),
                    entry.staff?.email ?? '—',
                    t(`auditActions.${entry.action}`, { defaultValue: entry.action }),
                    entry.reason ?? '—',
                  ])}
                />
              </Panel>
            </div>
          </>
        ) : null}
      </QueryState>
      <ReasonDialog
        open={action !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAction(null);
            setActionError('');
          }
        }}
        title={action ? t(`actions.${action}.title`) : ''}
        description={action ? t(`actions.${action}.description`) : ''}
        label={action === 'note' ? t('actions.noteText') : t('actions.reason')}
        submitLabel={action ? t(`actions.${action}.submit`) : ''}
        isBusy={isRunning}
        error={actionError}
        onSubmit={(reason) => void submitAction(reason)}
      />
    </>
  );
}

function Panel({ title, isWide = false, children }: { title: string; isWide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${styles.panel} ${isWide ? styles.panelWide : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function SimpleTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation('staff');
  if (rows.length === 0) return <p className={styles.empty}>{t('common.nothing')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
