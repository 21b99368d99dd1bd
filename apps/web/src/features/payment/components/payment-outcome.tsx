/**
 * The outcome of a payment, for /ticket-payment/success, /ticket-payment/error and /payment/result:
 * success shows the order number, the e-tickets with their numbers (polled until ticketed) and the
 * receipt PDF; failure shows the bank's reason and 'try again'. The order and payment are read with
 * the order token this browser kept from the booking (or the owner's JWT).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Order, Payment } from '@sapar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { orderTokens } from '@/shared/api/order-tokens';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { Button, ButtonLink } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';
import { AlertIcon, CheckIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { purchaseApi, receiptHref, useGetOrderQuery, useGetPaymentQuery } from '../api/purchase-api';
import styles from './purchase.module.css';

export interface PaymentOutcomeProps {
  /** What the route says happened; 'auto' (the redirect result) decides by the statuses. */
  expected: 'success' | 'error' | 'auto';
  orderNumber?: string | undefined;
  /** Where the tickets went, when the flow knows it; otherwise the order's contact email. */
  email?: string | undefined;
  paymentId?: string | undefined;
  onRetry: () => void;
  onNewSearch: () => void;
  /** The order page's address (the page knows the routes). */
  orderHref?: ((orderNumber: string) => string) | undefined;
}

const POLL_MS = 1500;
const PAID_ORDER: ReadonlySet<Order['status']> = new Set(['paid', 'ticketed']);
const SETTLED_ORDER: ReadonlySet<Order['status']> = new Set([
  'ticketed',
  'expired',
  'cancelled',
  'refund_requested',
  'refunded',
  'exchange_requested',
  'exchanged',
]);
const SETTLED_PAYMENT: ReadonlySet<Payment['status']> = new Set(['paid', 'failed', 'expired']);

export function PaymentOutcome({
  expected,
  orderNumber,
  email,
  paymentId,
  onRetry,
  onNewSearch,
  orderHref,
}: PaymentOutcomeProps) {
  const { t } = useTranslation();
  // Polling stops once there is nothing left to wait for: a settled payment, a ticketed (or dead) order.
  const paymentArgs = paymentId ? { paymentId, orderNumber } : skipToken;
  const cachedPayment = purchaseApi.endpoints.getPayment.useQueryState(paymentArgs);
  const payment = useGetPaymentQuery(paymentArgs, {
    pollingInterval: cachedPayment.data && SETTLED_PAYMENT.has(cachedPayment.data.status) ? 0 : POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const number = orderNumber ?? payment.data?.order_number;
  const orderArgs = number && expected !== 'error' ? { orderNumber: number } : skipToken;
  const isPaymentRefused = payment.data ? payment.data.status === 'failed' || payment.data.status === 'expired' : false;
  const cachedOrder = purchaseApi.endpoints.getOrder.useQueryState(orderArgs);
  const order = useGetOrderQuery(orderArgs, {
    pollingInterval: isPaymentRefused || (cachedOrder.data && SETTLED_ORDER.has(cachedOrder.data.status)) ? 0 : POLL_MS,
    skipPollingIfUnfocused: false,
  });

  if (!number && !paymentId) {
    return (
      <ErrorState
        message={t('purchase.error.notFound')}
        action={<Button onClick={onNewSearch}>{t('purchase.success.newSearch')}</Button>}
      />
    );
  }
  if ((payment.isLoading && !payment.data) || (order.isLoading && !order.data)) {
    return (
      <div className={styles.center}>
        <Spinner label={t('purchase.result.checking')} />
      </div>
    );
  }
  if (order.error && isApiError(order.error) && order.error.status === 404) {
    return (
      <ErrorState
        message={t('purchase.error.notFound')}
        action={<Button onClick={onNewSearch}>{t('purchase.success.newSearch')}</Button>}
      />
    );
  }

  // No answer about the order (the network, the server): say so with a retry instead of waiting forever.
  if (order.error && !order.data && expected !== 'error') {
    return (
      <ErrorState
        message={getErrorMessage(order.error, t)}
        action={
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }

  const isPaid = payment.data?.status === 'paid' || (order.data ? PAID_ORDER.has(order.data.status) : false);
  const isFailed = payment.data ? ['failed', 'expired'].includes(payment.data.status) : false;
  const outcome = expected === 'auto' ? (isPaid ? 'success' : isFailed || order.data ? 'error' : 'pending') : expected;

  if (outcome === 'pending') {
    return (
      <div className={styles.center}>
        <Spinner label={t('purchase.result.checking')} />
      </div>
    );
  }
  if (outcome === 'error') {
    return (
      <FailureView
        payment={payment.data}
        error={payment.error ?? order.error}
        onRetry={onRetry}
        onNewSearch={onNewSearch}
      />
    );
  }
  // An order that ended without tickets (expired, cancelled) is not a success to wait on.
  if (order.data && SETTLED_ORDER.has(order.data.status) && order.data.tickets.length === 0) {
    return <FailureView payment={payment.data} error={null} onRetry={onRetry} onNewSearch={onNewSearch} />;
  }
  return (
    <SuccessView
      order={order.data}
      orderNumber={number ?? ''}
      email={email ?? order.data?.contact.email ?? ''}
      onNewSearch={onNewSearch}
      orderHref={orderHref}
    />
  );
}

function OutcomeHeader({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className={styles.outcomeHeader}>
      {icon}
      <div>
        <h1 className={styles.outcomeTitle} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

function SuccessView({
  order,
  orderNumber,
  email,
  onNewSearch,
  orderHref,
}: {
  order: Order | undefined;
  orderNumber: string;
  email: string;
  onNewSearch: () => void;
  orderHref: ((orderNumber: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  // Issued tickets end the wait whatever the order did next (a refund asked, an exchange).
  const isTicketed = order !== undefined && order.tickets.length > 0;
  // A plain link sends no header: the guest's token rides in the query; the owner gets the server's link.
  const token = orderTokens.get(orderNumber);
  const receiptUrl = token ? receiptHref(orderNumber, token) : (order?.receipt_url ?? null);
  return (
    <section className={styles.outcome} data-testid="payment-success">
      <OutcomeHeader
        icon={<CheckIcon width={40} height={40} className={styles.successIcon} aria-hidden="true" />}
        title={t('purchase.success.title')}
      >
        {email ? (
          <p className={`${styles.muted} ${styles.breakable}`}>{t('purchase.success.text', { email })}</p>
        ) : null}
      </OutcomeHeader>
      <dl className={styles.totals}>
        <div>
          <dt>{t('purchase.success.order')}</dt>
          <dd className={styles.orderNumber} data-testid="order-number">
            {orderNumber}
          </dd>
        </div>
      </dl>
      <h2 className={styles.cardTitle}>{t('purchase.success.tickets')}</h2>
      {isTicketed && order ? (
        <ul className={styles.ticketList}>
          {order.tickets.map((ticket) => (
            <li key={ticket.number} className={styles.card} data-testid="e-ticket">
              <span className={styles.reviewName}>
                {ticket.last_name} {ticket.first_name}
              </span>
              <span className={styles.muted}>
                {t('purchase.success.ticketNumber')}: <span className={styles.ticketNumber}>{ticket.number}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.scanStatus}>
          <Spinner size={24} label={t('purchase.success.ticketing')} />
          <span aria-hidden="true">{t('purchase.success.ticketing')}</span>
        </div>
      )}
      <div className={styles.actions}>
        {isTicketed && receiptUrl ? (
          <a
            className={styles.receiptLink}
            href={receiptUrl}
            download={`sapar-${orderNumber}.pdf`}
            data-testid="receipt-link"
          >
            {t('purchase.success.receipt')}
          </a>
        ) : null}
        {isTicketed && orderHref ? (
          <ButtonLink variant="secondary" to={orderHref(orderNumber)} data-testid="order-link">
            {t('purchase.success.openOrder')}
          </ButtonLink>
        ) : null}
        <Button variant="secondary" onClick={onNewSearch}>
          {t('purchase.success.newSearch')}
        </Button>
      </div>
    </section>
  );
}

function FailureView({
  payment,
  error,
  onRetry,
  onNewSearch,
}: {
  payment: Payment | undefined;
  error: unknown;
  onRetry: () => void;
  onNewSearch: () => void;
}) {
  const { t } = useTranslation();
  const reason = payment?.reason ?? (error ? getErrorMessage(error, t) : null);
  return (
    <section className={styles.outcome} data-testid="payment-error">
      <OutcomeHeader
        icon={<AlertIcon width={40} height={40} className={styles.errorIcon} aria-hidden="true" />}
        title={t('purchase.error.title')}
      >
        <p className={styles.muted}>{t('purchase.error.text')}</p>
      </OutcomeHeader>
      {reason ? (
        <p role="alert" data-testid="payment-error-reason">
          {t('purchase.error.reason', { reason })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('purchase.error.retry')}</Button>
        <Button variant="secondary" onClick={onNewSearch}>
          {t('purchase.success.newSearch')}
        </Button>
      </div>
    </section>
  );
}
