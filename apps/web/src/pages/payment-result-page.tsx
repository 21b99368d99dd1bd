/** /payment/result: where a redirect-based payment provider sends the buyer back; the same outcome as /ticket-payment/success or /error. */
export { PaymentResultOutcome as PaymentResultPage } from './ticket-payment-pages';
