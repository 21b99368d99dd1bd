/**
 * The payment code SMS of a bank that confirms a charge with a code it leaves to us to send (the MBank sandbox):
 * the provider makes the code when the row is sent, keeping only its hash, so every try carries a fresh code.
 * The outbox delivers it through the renderer registered here (docs/architecture.md#outbox).
 */
import { isLanguage } from '@sapar/contracts';
import { PAYMENT_CODE_SMS } from '../../providers/payments/index.js';
import type { OutboxRenderer } from '../outbox/index.js';
import { findOrderById } from '../orders/index.js';

/** The SMS of one row; null once the charge takes no code any more. */
const renderPaymentCodeSms: OutboxRenderer = async (deps, row) => {
  if (!row.orderId) return null;
  const provider = [...(deps.paymentProviders?.values() ?? [])].find((p) => p.renderCodeSms);
  const order = await findOrderById(deps.booking.db, row.orderId);
  if (!provider?.renderCodeSms || !order || !row.refId) return null;
  const language = isLanguage(order.language) ? order.language : 'ru';
  const text = await provider.renderCodeSms({ reference: row.refId, language, orderNumber: order.number });
  return text === null ? null : { sms: { to: row.recipient, text }, freshEachTry: true };
};

/** The outbox rows the payments module draws. */
export const paymentsOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = {
  [PAYMENT_CODE_SMS]: renderPaymentCodeSms,
};
