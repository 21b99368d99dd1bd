/** Payment providers by name. The MBank sandbox is built in; a real MBank adapter implements the same interface. */
import type { Database } from '../../db/client.js';
import type { SmsSender } from '../messaging/index.js';
import { MbankSandboxProvider } from './mbank-sandbox.js';
import type { PaymentProvider } from './payment-provider.js';

export type { PaymentProvider } from './payment-provider.js';

export function createPaymentProviders(deps: { db: Database; sms: SmsSender; secret: string }): Map<string, PaymentProvider> {
  const sandbox = new MbankSandboxProvider(deps.db, deps.sms, deps.secret);
  return new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
}
