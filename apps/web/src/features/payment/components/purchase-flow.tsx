/**
 * The purchase flow on /ticket-payment: ticket selection → data filling → data validation →
 * payment (→ success on its own route). Its state is the payment slice (kept in sessionStorage);
 * after booking, the payment deadline counts down and the order expires at zero. Closing the flow
 * asks the confirm dialog, then clears the payment data. Navigation is the page's: callbacks.
 */
import {
  normalizePhone,
  passengerFormsSchema,
  type BookingRequest,
  type Payment,
  type SearchRequest,
} from '@sapar/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { CloseIcon } from '@/shared/ui/icons';
import { StepIndicator } from '@/shared/ui/step-indicator';
import { useGetSavedPassengerQuery } from '@/shared/api/saved-passenger-api';
import { useGetPurchaserProfileQuery } from '../api/purchase-api';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useOfferRenewal } from '../hooks/use-offer-renewal';
import {
  clearPurchaseDraft,
  loadPurchaseDraft,
  savePurchaseDraft,
  usePurchaseDraft,
} from '../hooks/use-purchase-draft';
import {
  EMPTY_PASSENGER_VALUES,
  agencyToday,
  flightDateOf,
  isInternationalTrip,
  lastFlightDateOf,
  listPassengerKinds,
  toBookingPassenger,
  type PassengerCheckContext,
} from '../model/passenger-forms';
import {
  PURCHASE_STEPS,
  limitOfferExpiry,
  removePayment,
  selectPayment,
  setOrder,
  setPurchaseStep,
  setTotalPrice,
  type BookedOrder,
  type PaymentSearchParams,
  type PurchaseStep,
} from '../model/payment-slice';
import { OfferExpiredPanel, OfferExpiryWarning, RenewalOutcome } from './offer-expiry';
import { PassengersStep, usePassengerLabels } from './passengers-step';
import { PaymentCountdown, useSecondsUntil } from './payment-countdown';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { getPartnerRef } from '@/shared/lib/partner-ref';
import { TicketSelectionStep } from './ticket-selection-step';
import styles from './purchase.module.css';

export interface PurchaseFlowProps {
  isSignedIn: boolean;
  /** Back to the results of the search the tickets came from ('change', 'choose another', close). */
  onBackToSearch: (searchParams: PaymentSearchParams | null) => void;
  /** A fresh run of the same search (its offers expired). */
  onRefreshSearch: (searchParams: PaymentSearchParams | null) => void;
  /** Back to fresh results of the same search, which say the airline withdrew the chosen offer (else: back to search). */
  onOfferGone?: (searchParams: PaymentSearchParams | null) => void;
  /** The API request of the search the tickets came from: an expired offer is looked up again in it. */
  searchRequestOf: (searchParams: PaymentSearchParams | null) => SearchRequest | null;
  onPaid: (order: BookedOrder, payment: Payment) => void;
  onFailed: (order: BookedOrder, payment: Payment) => void;
}

export function PurchaseFlow({
  isSignedIn,
  onBackToSearch,
  onRefreshSearch,
  onOfferGone,
  searchRequestOf,
  onPaid,
  onFailed,
}: PurchaseFlowProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const payment = useSelector(selectPayment);
  const { outbound_ticket: outbound, return_ticket: inbound } = payment.tickets;
  const counts = payment.search.passengers;
  const kinds = useMemo(() => (counts ? listPassengerKinds(counts) : []), [counts]);
  const headingRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Arriving from 'Select' (whose button is gone with the results), focus lands on the flow's title, not the page body.
  const hasTickets = outbound !== null;
  useEffect(() => {
    if (hasTickets) titleRef.current?.focus({ preventScroll: true });
  }, [hasTickets]);

  const profile = useGetPurchaserProfileQuery(undefined, { skip: !isSignedIn });
  const savedPassenger = useGetSavedPassengerQuery(undefined, { skip: !isSignedIn });

  const context: PassengerCheckContext = useMemo(() => {
    const today = agencyToday();
    const lastFlightDate = lastFlightDateOf([outbound, inbound]);
    return {
      today,
      flightDate: flightDateOf(outbound) ?? today,
      isInternational: isInternationalTrip([outbound, inbound]),
      ...(lastFlightDate ? { lastFlightDate } : {}),
    };
  }, [outbound, inbound]);

  // The passenger and contact forms live as long as the flow: the review and a booking's field errors come back to them.
  const passengerSchema = useMemo(() => passengerFormsSchema({ fares: kinds, ...context }), [kinds, context]);
  const passengerLabels = usePassengerLabels();
  const [initialDraft] = useState(() => loadPurchaseDraft(payment.search.search_id, kinds.length));
  const passengerForms = useZodForm({ schema: passengerSchema, defaultValues: initialDraft, labels: passengerLabels });
  usePurchaseDraft(passengerForms, payment.search.search_id, kinds.length);

  // Signed in, the order's contact is the account's email and phone unless the buyer typed others.
  const { getValues: getFormValues, setValue: setFormValue } = passengerForms;
  useEffect(() => {
    const account = profile.data;
    if (!account) return;
    for (const name of ['email', 'phone'] as const) {
      const value = account[name];
      if (value && !getFormValues(`contact.${name}`).trim())
        setFormValue(`contact.${name}`, value, { shouldDirty: true });
    }
  }, [profile.data, getFormValues, setFormValue]);
  const draft = passengerForms.watch();

  // The offer lives as long as its search: warned before, found again after (the forms stay).
  const offerSecondsLeft = useSecondsUntil(payment.expires_at ?? '');
  const isOfferExpired = payment.expires_at !== null && offerSecondsLeft === 0;
  const renewal = useOfferRenewal();
  const renewOffer = () => {
    if (!outbound || renewal.state.status === 'renewing') return;
    void renewal.renew({
      request: searchRequestOf(payment.searchParams),
      outbound,
      inbound,
      acceptedTotal: payment.search.total_price,
      onBeforeMove: (searchId) => savePurchaseDraft(searchId, passengerForms.getValues()),
    });
  };

  const step = payment.step;
  const goTo = (next: PurchaseStep) => {
    dispatch(setPurchaseStep(next));
    // The new step's heading takes focus, so a screen reader hears where it is.
    setTimeout(() => document.querySelector<HTMLElement>('[data-step-heading] h2')?.focus(), 0);
  };
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const close = async () => {
    const isConfirmed = await confirm({ description: t('purchase.closeConfirm') });
    if (!isConfirmed) return;
    const searchParams = payment.searchParams;
    clearPurchaseDraft();
    dispatch(removePayment());
    onBackToSearch(searchParams);
  };

  if (!outbound || !counts) return null;

  const stepNames = [...PURCHASE_STEPS.map((name) => t(`purchase.steps.${name}`)), t('purchase.steps.success')];
  const bookingRequest: BookingRequest = {
    search_id: payment.search.search_id,
    outbound_ticket: outbound.id,
    return_ticket: inbound?.id ?? null,
    passengers: kinds.map((kind, i) => toBookingPassenger(kind, draft.passengers[i] ?? EMPTY_PASSENGER_VALUES)),
    contact: { email: draft.contact.email.trim(), phone: normalizePhone(draft.contact.phone) },
    ref: getPartnerRef() ?? null,
    // The total the buyer saw and accepted (the search's, or a changed one accepted at selection).
    accept_price: payment.search.total_price,
  };

  return (
    <div className={styles.flow}>
      <div className={styles.flowHeader}>
        <h1 ref={titleRef} className={styles.flowTitle} tabIndex={-1} data-testid="purchase-title">
          {t('purchase.title')}
        </h1>
        <Button
          variant="ghost"
          isIcon
          aria-label={t('purchase.close')}
          onClick={() => void close()}
          data-testid="purchase-close"
        >
          <CloseIcon />
        </Button>
      </div>
      <StepIndicator
        steps={stepNames}
        current={PURCHASE_STEPS.indexOf(step)}
        label={t('purchase.stepsLabel')}
        isCompact
      />

      {payment.order ? (
        <OrderPayment
          order={payment.order}
          onPaid={(paid) => {
            clearPurchaseDraft();
            onPaid(payment.order!, paid);
          }}
          onFailed={(failed) => onFailed(payment.order!, failed)}
          onSearchAgain={() => {
            const searchParams = payment.searchParams;
            clearPurchaseDraft();
            dispatch(removePayment());
            onRefreshSearch(searchParams);
          }}
        />
      ) : (
        <div className={styles.flowBody} ref={headingRef} data-step-heading>
          {isOfferExpired && (renewal.state.status === 'idle' || renewal.state.status === 'failed') ? (
            <OfferExpiredPanel onRenew={renewOffer} />
          ) : (
            <OfferExpiryWarning seconds={payment.expires_at === null ? 0 : offerSecondsLeft} />
          )}
          <RenewalOutcome
            state={renewal.state}
            // At ticket selection the step itself prices the renewed offer and shows a change.
            isPriceShownByStep={step === 'tickets'}
            acceptedTotal={payment.search.total_price}
            onAccept={(total) => {
              dispatch(setTotalPrice(total));
              renewal.reset();
            }}
            onChooseAnother={() => onRefreshSearch(payment.searchParams)}
            onDismiss={renewal.reset}
          />
          {step === 'tickets' ? (
            <TicketSelectionStep
              key={payment.search.search_id}
              searchId={payment.search.search_id}
              outbound={outbound}
              inbound={inbound}
              totalPrice={payment.search.total_price}
              passengerCount={kinds.length}
              onPriceAccepted={(total) => dispatch(setTotalPrice(total))}
              onContinue={() => goTo('passengers')}
              onChooseAnother={() => onBackToSearch(payment.searchParams)}
              onRefreshSearch={renewOffer}
              onOfferGone={() => {
                const searchParams = payment.searchParams;
                clearPurchaseDraft();
                dispatch(removePayment());
                (onOfferGone ?? onBackToSearch)(searchParams);
              }}
              onOfferExpiry={(expiresAt) => dispatch(limitOfferExpiry(expiresAt))}
            />
          ) : null}
          {step === 'passengers' ? (
            <PassengersStep
              form={passengerForms}
              kinds={kinds}
              context={context}
              account={isSignedIn ? { profile: profile.data, savedPassenger: savedPassenger.data } : null}
              onDone={() => goTo('review')}
            />
          ) : null}
          {step === 'review' ? (
            <ReviewStep
              key={payment.search.search_id}
              kinds={kinds}
              passengers={draft.passengers}
              contact={draft.contact}
              totalPrice={payment.search.total_price}
              request={bookingRequest}
              onEdit={() => goTo('passengers')}
              onBooked={(booking) => {
                dispatch(
                  setOrder({
                    order_number: booking.order_number,
                    total_price: booking.total_price,
                    payment_deadline: booking.payment_deadline,
                    email: bookingRequest.contact.email,
                    phone: bookingRequest.contact.phone,
                  }),
                );
              }}
              onFieldErrors={(errors) => {
                passengerForms.setServerErrors(errors);
                goTo('passengers');
              }}
              onPriceAccepted={(total) => dispatch(setTotalPrice(total))}
              onChooseAnother={() => onBackToSearch(payment.searchParams)}
              onRefreshSearch={renewOffer}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

function OrderPayment({
  order,
  onPaid,
  onFailed,
  onSearchAgain,
}: {
  order: BookedOrder;
  onPaid: (payment: Payment) => void;
  onFailed: (payment: Payment) => void;
  onSearchAgain: () => void;
}) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsUntil(order.payment_deadline);
  if (secondsLeft === 0) {
    return (
      <section role="alert" className={`${styles.card} ${styles.notice}`} data-testid="order-expired">
        <h2 className={styles.cardTitle}>{t('purchase.orderExpired.title')}</h2>
        <p>{t('purchase.orderExpired.text')}</p>
        <Button onClick={onSearchAgain}>{t('purchase.orderExpired.action')}</Button>
      </section>
    );
  }
  return (
    <div className={styles.flowBody} data-step-heading>
      <PaymentCountdown seconds={secondsLeft} />
      <PaymentStep order={order} onPaid={onPaid} onFailed={onFailed} />
    </div>
  );
}
