/**
 * /ticket-payment and its outcomes: the purchase flow of the payment feature, with the navigation
 * it asks for (back to the search, a fresh search, success and error routes); the signed-in state
 * comes from the auth feature.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { getHref } from '@/app/paths';
import { hasSession } from '@/features/auth';
import {
  PaymentOutcome,
  PurchaseFlow,
  removePayment,
  selectPayment,
  type PaymentSearchParams,
} from '@/features/payment';
import { searchRequestFromParams, type OfferGoneState } from '@/features/search';
import { baseApi } from '@/shared/api/base-api';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ButtonLink } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';

/** The results page of a search, or the home page when there is none. */
export function searchHref(searchParams: PaymentSearchParams | null): string {
  const query = searchParams ? new URLSearchParams(searchParams).toString() : '';
  return query ? `${getHref('search')}?${query}` : getHref('home');
}

export function TicketPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const payment = useSelector(selectPayment);
  useDocumentTitle(t('purchase.title'));

  if (!payment.tickets.outbound_ticket) {
    return (
      <Page title={t('purchase.empty.title')} intro={t('purchase.empty.text')}>
        <ButtonLink to={getHref('home')}>{t('purchase.empty.action')}</ButtonLink>
      </Page>
    );
  }

  return (
    <div className="container">
      <PurchaseFlow
        isSignedIn={hasSession()}
        onBackToSearch={(searchParams) => navigate(searchHref(searchParams))}
        searchRequestOf={searchRequestFromParams}
        onRefreshSearch={(searchParams) => {
          // The cached answer of this search is stale: the results must ask the server again.
          dispatch(baseApi.util.resetApiState());
          navigate(searchHref(searchParams));
        }}
        onOfferGone={(searchParams) => {
          // Fresh results without the withdrawn offer, and a line saying why the traveller is back.
          dispatch(baseApi.util.resetApiState());
          const state: OfferGoneState = { offerGone: true };
          navigate(searchHref(searchParams), { state });
        }}
        // No email in the address: the success page reads the order with the token this browser keeps.
        onPaid={(order) =>
          navigate(`${getHref('ticketPaymentSuccess')}?${new URLSearchParams({ order_number: order.order_number })}`)
        }
        onFailed={(order, failed) =>
          navigate(
            `${getHref('ticketPaymentError')}?${new URLSearchParams({ order_number: order.order_number, payment_id: failed.payment_id })}`,
          )
        }
      />
    </div>
  );
}

/**
 * The outcome routes read the order (or payment) from the URL, so a reload still works; the order
 * opens with the token kept in this browser (or the owner's JWT), never with the number alone.
 */
function useOutcomeProps() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payment = useSelector(selectPayment);
  return {
    orderNumber: params.get('order_number') ?? undefined,
    email: params.get('email') ?? payment.order?.email ?? undefined,
    paymentId: params.get('payment_id') ?? undefined,
    // The order stays booked after a refused payment: back to its payment step while it lives.
    onRetry: () => navigate(payment.order ? getHref('ticketPayment') : searchHref(payment.searchParams)),
    onNewSearch: () => navigate(getHref('home')),
    orderHref: (orderNumber: string) => getHref('orderDetail', { orderNumber }),
  };
}

export function TicketPaymentSuccessPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const props = useOutcomeProps();
  useDocumentTitle(t('purchase.success.title'));
  // The order is paid: the purchase is over, a new one starts from the search.
  useEffect(() => {
    dispatch(removePayment());
  }, [dispatch]);
  return (
    <div className="container">
      <PaymentOutcome expected="success" {...props} />
    </div>
  );
}

export function TicketPaymentErrorPage() {
  const { t } = useTranslation();
  const props = useOutcomeProps();
  useDocumentTitle(t('purchase.error.title'));
  return (
    <div className="container">
      <PaymentOutcome expected="error" {...props} />
    </div>
  );
}

/** A redirect-based provider's return address: ?order_number= and/or ?payment_id=. */
export function PaymentResultOutcome() {
  const { t } = useTranslation();
  const props = useOutcomeProps();
  useDocumentTitle(t('pages.paymentResult.title'));
  return (
    <div className="container">
      <PaymentOutcome expected="auto" {...props} />
    </div>
  );
}
