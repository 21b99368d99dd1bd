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
import { useGetStaffOrderQuery, useRunOrderActionMutation } from '../api/orders-api';
import type { StaffOrderAction, StaffOrderDetail } from '@/shared/staff/api/staff-types';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { ReasonDialog } from '@/shared/staff/ui/reason-dialog';
import { StatusBadge } from '@/shared/staff/ui/status-badge';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatLocalDateTime, formatStaffDateTime, formatStaffMoney } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';

/** The order-wide actions the server offers for this order now (its guarded transitions decide in the end). */
export function availableActions(detail: Pick<StaffOrderDetail, 'actions'>): StaffOrderAction[] {
  const actions: StaffOrderAction[] = [];
  if (detail.actions.resend_confirmation) actions.push('resend_confirmation');
  if (detail.actions.cancel) actions.push('cancel');
  if (detail.actions.start_refund) actions.push('refund');
  actions.push('note');
  return actions;
}

type PendingAction = { action: StaffOrderAction; manualRefundId?: string };

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
  const [pending, setPending] = useState<PendingAction | null>(null);
  const action = pending?.action ?? null;
  const [actionError, setActionError] = useState('');

  const submitAction = async (reason: string) => {
    if (!pending) return;
    setActionError('');
    try {
      const result = await runAction({ orderNumber, reason, ...pending }).unwrap();
      notify.open({ message: result.detail || t(`actions.${pending.action}.done`), variant: 'success' });
      setPending(null);
    } catch (error) {
      if (!redirectForError(error, (to) => void navigate(to))) setActionError(getErrorMessage(error, tSite));
    }
  };

  const data = order.data;
  const currency = data?.order.currency ?? 'KGS';
  const passengerName = (position: number) => {
    const passenger = data?.order.passengers[position];
    return passenger ? `${passenger.last_name} ${passenger.first_name}` : `#${position + 1}`;
  };
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
                {t('order.title', { number: data.order.order_number })} <StatusBadge status={data.order.status} />
              </h1>
            </div>
            <div className={styles.actionBar} role="group" aria-label={t('order.actions')}>
              {availableActions(data).map((name) => (
                <Button
                  key={name}
                  variant={name === 'cancel' ? 'danger' : 'secondary'}
                  onClick={() => setPending({ action: name })}
                >
                  {t(`actions.${name}.button`)}
                </Button>
              ))}
            </div>
            <div className={styles.panels}>
              <Panel title={t('order.summary')} isWide>
                <dl className={styles.facts}>
                  <dt>{t('orders.created')}</dt>
                  <dd>{formatStaffDateTime(data.order.created_at, language)}</dd>
                  <dt>{t('order.deadline')}</dt>
                  <dd>{formatStaffDateTime(data.order.payment_deadline, language)}</dd>
                  <dt>{t('orders.total')}</dt>
                  <dd>{formatStaffMoney(data.order.total_price, currency, language)}</dd>
                  <dt>{t('order.email')}</dt>
                  <dd>{data.order.contact.email || '—'}</dd>
                  <dt>{t('order.phone')}</dt>
                  <dd>{data.order.contact.phone || '—'}</dd>
                  <dt>{t('requests.language')}</dt>
                  <dd>{data.language}</dd>
                  <dt>{t('order.partner')}</dt>
                  <dd>{data.partner_ref ?? '—'}</dd>
                  {data.exchange_of ? (
                    <>
                      <dt>{t('order.exchangeOf')}</dt>
                      <dd>
                        <Link to={staffHref('staffOrderDetail', { orderNumber: data.exchange_of })}>
                          {data.exchange_of}
                        </Link>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </Panel>
              <Panel title={t('order.passengers')} isWide>
                <SimpleTable
                  caption={t('order.passengers')}
                  headers={[t('order.name'), t('order.birthDate'), t('order.document'), t('order.ticket')]}
                  rows={data.order.passengers.map((p, index) => {
                    const ticket = data.ticket_statuses.find((status) => status.passenger === index);
                    return [
                      `${p.last_name} ${p.first_name}`,
                      p.birth_date.split('-').reverse().join('.'),
                      `${t(`documents.${p.document_type}`, { defaultValue: p.document_type })} ${p.document_number}`,
                      ticket?.number ? (
                        <span key="t">
                          <span className={styles.mono}>{ticket.number}</span> <StatusBadge status={ticket.status} />
                        </span>
                      ) : (
                        '—'
                      ),
                    ];
                  })}
                />
              </Panel>
              <Panel title={t('order.itinerary')} isWide>
                <SimpleTable
                  caption={t('order.itinerary')}
                  headers={[t('order.flight'), t('order.from'), t('order.to'), t('order.departs'), t('order.arrives')]}
                  rows={data.order.itinerary.flatMap((ticket) =>
                    ticket.segments.map((segment) => [
                      segment.flight_number,
                      `${segment.from.city} (${segment.from.code})`,
                      `${segment.to.city} (${segment.to.code})`,
                      formatLocalDateTime(segment.departure.local, language),
                      formatLocalDateTime(segment.arrival.local, language),
                    ]),
                  )}
                />
              </Panel>
              <Panel title={t('order.payments')} isWide>
                <SimpleTable
                  caption={t('order.payments')}
                  headers={[
                    t('order.when'),
                    t('orders.status'),
                    t('order.amount'),
                    t('order.provider'),
                    t('order.reference'),
                  ]}
                  rows={data.payments.map((payment) => [
                    formatStaffDateTime(payment.created_at, language),
                    <StatusBadge key="s" status={payment.status} />,
                    formatStaffMoney(payment.amount, payment.currency, language),
                    `${payment.provider} #${payment.attempt}`,
                    <span key="r" className={styles.mono}>
                      {payment.provider_ref ?? '—'}
                    </span>,
                  ])}
                />
              </Panel>
              <Panel title={t('order.refundsExchanges')} isWide>
                <SimpleTable
                  caption={t('order.refundsExchanges')}
                  headers={[t('order.kind'), t('order.when'), t('orders.status'), t('order.amount'), '']}
                  rows={[
                    ...data.refunds.map((refund) => [
                      `${t('order.refund')}: ${refund.passengers.map(passengerName).join(', ')}`,
                      formatStaffDateTime(refund.created_at, language),
                      <StatusBadge key="s" status={refund.status} />,
                      formatStaffMoney(refund.amount_back, currency, language),
                      refund.reason,
                    ]),
                    ...data.manual_refunds.map((manual) => [
                      t('order.manualRefund'),
                      formatStaffDateTime(manual.created_at, language),
                      <StatusBadge key="s" status={manual.status} />,
                      formatStaffMoney(manual.amount, currency, language),
                      manual.status === 'pending' ? (
                        <Button
                          key="a"
                          variant="secondary"
                          onClick={() => setPending({ action: 'manual_refund_paid', manualRefundId: manual.id })}
                        >
                          {t('actions.manual_refund_paid.button')}
                        </Button>
                      ) : (
                        formatStaffDateTime(manual.done_at, language)
                      ),
                    ]),
                    ...data.exchanges.map((exchange) => [
                      `${t('order.exchange')}: ${exchange.new_date}`,
                      formatStaffDateTime(exchange.created_at, language),
                      <StatusBadge key="s" status={exchange.status} />,
                      formatStaffMoney(exchange.total_due, currency, language),
                      exchange.exchange_order_number ? (
                        <Link
                          key="o"
                          to={staffHref('staffOrderDetail', { orderNumber: exchange.exchange_order_number })}
                        >
                          {exchange.exchange_order_number}
                        </Link>
                      ) : (
                        ''
                      ),
                    ]),
                  ]}
                />
              </Panel>
              <Panel title={t('order.messages')} isWide>
                <SimpleTable
                  caption={t('order.messages')}
                  headers={[
                    t('order.when'),
                    t('order.channel'),
                    t('order.kind'),
                    t('order.recipient'),
                    t('orders.status'),
                  ]}
                  rows={data.messages.map((message) => [
                    formatStaffDateTime(message.sent_at ?? message.created_at, language),
                    t(`order.channels.${message.channel}`),
                    <span key="k">
                      {t(`messageKinds.${message.kind}`, { defaultValue: message.kind })}
                      {message.text ? <span className={styles.messageText}>{message.text}</span> : null}
                    </span>,
                    message.recipient,
                    <span key="s">
                      <StatusBadge status={message.status} />
                      {message.delivery ? (
                        // An SMS through the gateway: where it stands there, with the gateway's reason for a failure.
                        <span className={styles.messageText}>
                          {t('order.smsDelivery.label')}: {t(`order.smsDelivery.${message.delivery.status}`)}
                          {message.delivery.reason ? ` (${message.delivery.reason})` : ''}
                        </span>
                      ) : message.last_error ? (
                        ` ${message.last_error}`
                      ) : (
                        ''
                      )}
                    </span>,
                  ])}
                />
              </Panel>
              <Panel title={t('order.timeline')}>
                <ol className={styles.list}>
                  {data.timeline.map((event, index) => (
                    <li key={`${event.at}-${index}`}>
                      <strong>{formatStaffDateTime(event.at, language)}</strong>{' '}
                      {t(`events.${event.event}`, {
                        defaultValue: event.event.startsWith('staff_')
                          ? t(`auditActions.${event.event.slice('staff_'.length)}`, { defaultValue: event.event })
                          : event.event,
                      })}
                      {event.detail
                        ? ` — ${/^(email|sms)_(sent|failed)$/.test(event.event) ? t(`messageKinds.${event.detail}`, { defaultValue: event.detail }) : event.detail}`
                        : ''}
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
            setPending(null);
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
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (a group: the panel is the region).
    <div className={styles.tableWrap} role="group" aria-label={caption} tabIndex={0}>
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
