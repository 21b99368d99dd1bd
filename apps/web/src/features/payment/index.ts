/** Public face of the payment feature (the purchase flow and its outcome): pages import from here only. */
export { PurchaseFlow, type PurchaseFlowProps } from './components/purchase-flow';
export { PaymentOutcome, type PaymentOutcomeProps } from './components/payment-outcome';
/** The MBank step alone (phone, code, status), for paying any order, such as an exchange's difference. */
export { PaymentStep, type PaymentStepProps } from './components/payment-step';
export {
  removePayment,
  selectPayment,
  setPayment,
  type BookedOrder,
  type PaymentSearchParams,
} from './model/payment-slice';
export { clearPurchaseDraft } from './hooks/use-purchase-draft';
