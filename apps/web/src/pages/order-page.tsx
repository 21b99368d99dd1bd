/**
 * /booking/{orderNumber}: one order for its signed-in owner (JWT) or whoever holds its order token
 * (kept in this browser since the purchase, or brought by an email link's ?token=, which is stored and
 * taken out of the address bar): the whole order, and the refund and exchange flows its `actions` allow
 * (`?action=` opens one, as the account's history links do). The exchange's payment is the purchase's
 * MBank step; a fare that forbids changes offers the request to staff.
 */
import type { OrderDetail } from '@sapar/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import { useSession } from '@/features/auth';
import {
  DisruptionPanel,
  ExchangeFlow,
  OrderOverview,
  OrderStatusBadge,
  RefundFlow,
  allowedActions,
  isOrderAction,
  routeOf,
  useOrderDetail,
  type OrderAction,
  type OrderHref,
} from '@/features/bookings';
import { PaymentStep } from '@/features/payment';
import { GuestRequestDialog } from '@/features/requests';
import { isApiError } from '@/shared/api/api-error';
import { orderTokens } from '@/shared/api/order-tokens';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button, ButtonLink } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';
import { ChevronLeftIcon } from '@/shared/ui/icons';
import { pageStyles } from '@/shared/ui/page';
import { Spinner } from '@/shared/ui/spinner';
import styles from './order-page.module.css';

type Flow = Exclude<OrderAction, 'exchange-request'>;

export function OrderPage() {
  const { t } = useTranslation();
  const { orderNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  const number = orderNumber.trim().toUpperCase();
  useTokenFromAddress(number);
  const order = useOrderDetail({ orderNumber: number });
  useDocumentTitle(t('bookings.page.title', { number }));

  // Keyed by the order: following a link to another order (the exchange's new one) starts afresh.
  if (order.data)
    return <OrderView key={order.data.order_number} order={order.data} requested={searchParams.get('action')} />;
  if (order.isLoading || order.isFetching) {
    return (
      <div className={`container ${styles.loading}`}>
        <Spinner label={t('bookings.page.loading')} />
      </div>
    );
  }
  if (isApiError(order.error) && order.error.status === 404) return <OrderNotFound orderNumber={number} />;
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

/**
 * An email link's ?token= is kept for this order before the first read (so the read sends it), then
 * taken out of the address bar: it must not stay in the history, a bookmark or a shared screenshot.
 */
function useTokenFromAddress(orderNumber: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  if (token && orderTokens.get(orderNumber) !== token) orderTokens.save(orderNumber, token);
  useEffect(() => {
    if (!token) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [token, setSearchParams]);
}

function OrderView({ order, requested }: { order: OrderDetail; requested: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = allowedActions(order);
  // The flow asked for in the URL opens once, if the order allows it; then it stays until closed,
  // even when the confirmed refund or exchange takes the action away.
  const [flow, setFlow] = useState<Flow | null>(() =>
    isOrderAction(requested) && requested !== 'exchange-request' && allowed.includes(requested) ? requested : null,
  );
  const [isRequestOpen, setIsRequestOpen] = useState(
    () => requested === 'exchange-request' && allowed.includes('exchange-request'),
  );
  // Linked orders (the exchange's new one, the one it replaced) open with the tokens this browser holds: none go in the address.
  const orderHref: OrderHref = (orderNumber, action) =>
    `${getHref('orderDetail', { orderNumber })}${action ? `?${new URLSearchParams({ action }).toString()}` : ''}`;
  const start = (action: OrderAction) => (action === 'exchange-request' ? setIsRequestOpen(true) : setFlow(action));
  const back = session.isSignedIn
    ? { href: `${getHref('personalCabinet')}?tab=history`, label: t('bookings.page.backToHistory') }
    : { href: getHref('orderLookup'), label: t('bookings.page.backToLookup') };

  return (
    <div className={`container ${styles.page}`}>
      <Link to={back.href} className={styles.back}>
        <ChevronLeftIcon width={18} height={18} aria-hidden="true" />
        {back.label}
      </Link>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={pageStyles.title}>
            {t('bookings.page.heading')} <span className={styles.number}>{order.order_number}</span>
          </h1>
          <p className={styles.route}>{routeOf(order)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      {order.disruption ? (
        <DisruptionPanel
          key={order.disruption.id}
          orderNumber={order.order_number}
          disruption={order.disruption}
          orderHref={orderHref}
        />
      ) : null}

      <section className={styles.actions} aria-label={t('bookings.page.actionsLabel')}>
        {allowed.map((action) => (
          <Button
            key={action}
            variant={flow === action ? 'primary' : 'secondary'}
            aria-pressed={action === 'exchange-request' ? undefined : flow === action}
            aria-haspopup={action === 'exchange-request' ? 'dialog' : undefined}
            onClick={() => start(action)}
          >
            {t(`bookings.actions.${action}`)}
          </Button>
        ))}
        {order.receipt_url ? (
          <a
            className={styles.receipt}
            href={order.receipt_url}
            download={`sapar-${order.order_number}.pdf`}
            data-testid="receipt-link"
          >
            {t('bookings.receipt')}
          </a>
        ) : null}
        {allowed.length === 0 && !order.receipt_url ? (
          <p className={styles.muted}>{t('bookings.page.noActions')}</p>
        ) : null}
      </section>

      {flow === 'refund' ? (
        <RefundFlow key={`refund-${order.order_number}`} order={order} onClose={() => setFlow(null)} />
      ) : null}
      {flow === 'exchange' ? (
        <ExchangeFlow
          key={`exchange-${order.order_number}`}
          order={order}
          orderHref={orderHref}
          onClose={() => setFlow(null)}
          onRequestStaff={() => setIsRequestOpen(true)}
          renderPayment={(payment) => (
            <PaymentStep
              order={{
                order_number: payment.orderNumber,
                total_price: payment.amount,
                payment_deadline: payment.deadline,
                email: payment.email,
                phone: payment.phone,
              }}
              onPaid={() => payment.onPaid()}
              onFailed={(result) => payment.onFailed(result.reason)}
            />
          )}
        />
      ) : null}

      <OrderOverview order={order} orderHref={orderHref} />

      <GuestRequestDialog
        kind="exchange"
        open={isRequestOpen}
        onOpenChange={setIsRequestOpen}
        privacyHref={getHref('privacy')}
        initialValues={{
          order_number: order.order_number,
          email: order.contact.email,
          phone: order.contact.phone,
          name: order.passengers[0] ? `${order.passengers[0].first_name} ${order.passengers[0].last_name}` : '',
        }}
      />
    </div>
  );
}

/** A missing order and an order this reader may not open answer alike (404): say how to get in. */
function OrderNotFound({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const lookupHref = `${getHref('orderLookup')}?${new URLSearchParams({ order: orderNumber }).toString()}`;
  return (
    <div className="container" data-testid="order-not-found">
      <div className={`${pageStyles.card} ${pageStyles.centered}`} role="alert">
        <h1 className={pageStyles.title}>{t('bookings.page.notFoundTitle')}</h1>
        <p className={pageStyles.intro}>{t('bookings.page.noAccess')}</p>
        <div className={styles.notFoundActions}>
          <ButtonLink to={lookupHref}>{t('bookings.page.findOrder')}</ButtonLink>
          {session.isSignedIn ? null : (
            <ButtonLink variant="secondary" to={getHref('login')}>
              {t('bookings.page.signIn')}
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}
