/**
 * The dashboard of GET /api/staff/dashboard/?days=N: the open queues as counters, revenue and
 * tickets by day as Recharts charts (keyboard: arrows move the tooltip; a table for screen readers), top routes and the
 * payment success rate. The charts do not animate: the figures are there at once, and nothing moves for
 * readers who asked for reduced motion.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { STAFF_WORK_ROLES } from '@sapar/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { FormAlert } from '@/shared/ui/form-field';
import { useLanguage } from '@/shared/lib/use-language';
import { useGetStaffDashboardQuery } from '../api/dashboard-api';
import type { SalesDay } from '@/shared/staff/api/staff-types';
import { QueryState } from '@/shared/staff/ui/query-state';
import { useStaffMe } from '@/shared/staff/lib/use-staff-me';
import styles from '@/shared/staff/ui/staff-tables.module.css';
import { formatAgeSeconds, formatStaffMoney, formatStaffNumber } from '@/shared/staff/lib/staff-format';
import { hasAnyRole, navItemsFor } from '@/shared/staff/model/staff-nav';
import { staffHref } from '@/shared/staff/staff-paths';

const PERIODS = [7, 30, 90] as const;
const QUEUES = ['requests_open', 'refunds_pending', 'exchanges_pending', 'reconciliation_unmatched'] as const;

export function StaffDashboardPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  useDocumentTitle(t('dashboard.title'));
  const [days, setDays] = useState<number>(30);
  const me = useStaffMe();
  // Staff of other sections only (the inventory role) start in their first section instead.
  const isWorker = hasAnyRole(me.roles, STAFF_WORK_ROLES);
  const dashboard = useGetStaffDashboardQuery(days, { skip: !isWorker });
  const data = dashboard.data;
  // The shop sells in som only.
  const currency = 'KGS';
  const totals = (data?.sales_by_day ?? []).reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      tickets: sum.tickets + day.tickets,
      revenue: sum.revenue + day.revenue,
      refunds: sum.refunds + day.refunds,
    }),
    { orders: 0, tickets: 0, revenue: 0, refunds: 0 },
  );
  const firstSection = navItemsFor(me.roles)[0];
  if (!isWorker && firstSection) return <Navigate to={staffHref(firstSection.path)} replace />;

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('dashboard.title')}</h1>
        <label>
          {t('dashboard.period')}{' '}
          <select
            className={styles.inlineSelect}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('dashboard.days', { count: period })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isLoading={dashboard.isLoading} error={dashboard.error} onRetry={() => void dashboard.refetch()}>
        {data ? (
          <>
            {data.exchange_rates_missing.length > 0 ? (
              // Offers of outside suppliers in these currencies are not sold until the bank's rates are fetched.
              <FormAlert>
                {t('dashboard.ratesMissing', { currencies: data.exchange_rates_missing.join(', ') })}{' '}
                {hasAnyRole(me.roles, ['admin']) ? (
                  <Link to={staffHref('staffPricing')}>{t('pricing.title')}</Link>
                ) : null}
              </FormAlert>
            ) : null}
            <h2 className="visually-hidden">{t('dashboard.queues')}</h2>
            <div className={styles.counters}>
              {QUEUES.map((queue) => {
                const count = data.queues[queue];
                const oldest = queue === 'reconciliation_unmatched' ? null : data.oldest_age_seconds[queue];
                return (
                  <div key={queue} className={styles.counter}>
                    <strong>{count === null ? '—' : formatStaffNumber(count, language)}</strong>
                    {t(`dashboard.queue.${queue}`)}
                    {oldest !== null ? (
                      <small className={styles.counterNote}>
                        {t('dashboard.oldest', { age: formatAgeSeconds(oldest, language) })}
                      </small>
                    ) : null}
                    {count === null ? (
                      <small className={styles.counterNote}>{t('dashboard.providerUnavailable')}</small>
                    ) : null}
                  </div>
                );
              })}
            </div>
            <div className={styles.counters}>
              <div className={styles.counter}>
                <strong>{formatStaffMoney(totals.revenue, currency, language)}</strong>
                {t('dashboard.revenue')}
              </div>
              <div className={styles.counter}>
                <strong>{formatStaffNumber(totals.orders, language)}</strong>
                {t('dashboard.orders')}
              </div>
              <div className={styles.counter}>
                <strong>{formatStaffNumber(totals.tickets, language)}</strong>
                {t('dashboard.tickets')}
              </div>
              <div className={styles.counter}>
                <strong>
                  {data.payments.success_rate === null ? '—' : `${Math.round(data.payments.success_rate * 100)}%`}
                </strong>
                {t('dashboard.paymentSuccess')}
                <small className={styles.counterNote}>
                  {t('dashboard.paymentAttempts', { paid: data.payments.paid, attempts: data.payments.attempts })}
                </small>
              </div>
            </div>
            <div className={styles.panels}>
              <section className={styles.panel} aria-labelledby="chart-revenue">
                <h2 id="chart-revenue">{t('dashboard.revenueByDay')}</h2>
                <div className={styles.chart}>
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart data={data.sales_by_day} title={t('dashboard.revenueByDay')}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} />
                      <YAxis width={72} tickFormatter={(value: number) => formatStaffNumber(value, language)} />
                      <Tooltip />
                      <Legend />
                      <Line
                        isAnimationActive={false}
                        type="monotone"
                        dataKey="revenue"
                        name={t('dashboard.revenue')}
                        stroke="#0b6fb8"
                        strokeWidth={2}
                        dot={false}
                      />
                      <Line
                        isAnimationActive={false}
                        type="monotone"
                        dataKey="refunds"
                        name={t('dashboard.refunds')}
                        stroke="#c62828"
                        strokeWidth={2}
                        dot={false}
                      />
                    </LineChart>
                  </ResponsiveContainer>
                </div>
                <SalesTable days={data.sales_by_day} caption={t('dashboard.revenueByDay')} currency={currency} />
              </section>
              <section className={styles.panel} aria-labelledby="chart-tickets">
                <h2 id="chart-tickets">{t('dashboard.ticketsByDay')}</h2>
                <div className={styles.chart}>
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={data.sales_by_day} title={t('dashboard.ticketsByDay')}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} />
                      <YAxis width={40} allowDecimals={false} />
                      <Tooltip />
                      <Legend />
                      <Bar dataKey="orders" isAnimationActive={false} name={t('dashboard.orders')} fill="#12a594" />
                      <Bar dataKey="tickets" isAnimationActive={false} name={t('dashboard.tickets')} fill="#0b6fb8" />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
              </section>
              {data.top_routes.length > 0 ? (
                <section className={`${styles.panel} ${styles.panelWide}`} aria-labelledby="top-routes">
                  <h2 id="top-routes">{t('dashboard.topRoutes')}</h2>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('orders.route')}</th>
                        <th scope="col">{t('dashboard.orders')}</th>
                        <th scope="col">{t('dashboard.revenue')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.top_routes.map((route) => (
                        <tr key={route.route}>
                          <td>{route.route}</td>
                          <td>{route.orders}</td>
                          <td>{formatStaffMoney(route.revenue, currency, language)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              ) : null}
            </div>
          </>
        ) : null}
      </QueryState>
    </>
  );
}

/** The chart's figures as a table, for screen readers (the chart itself answers the arrow keys with its tooltip). */
function SalesTable({ days, caption, currency }: { days: SalesDay[]; caption: string; currency: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.date')}</th>
          <th scope="col">{t('dashboard.orders')}</th>
          <th scope="col">{t('dashboard.tickets')}</th>
          <th scope="col">{t('dashboard.revenue')}</th>
          <th scope="col">{t('dashboard.refunds')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{day.date}</th>
            <td>{day.orders}</td>
            <td>{day.tickets}</td>
            <td>{formatStaffMoney(day.revenue, currency, language)}</td>
            <td>{formatStaffMoney(day.refunds, currency, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
