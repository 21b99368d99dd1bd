/**
 * Payment providers by name, chosen by configuration (PAYMENT_PROVIDER): the MBank sandbox built in
 * for the embedded default, Finipay's MBank API for real money. Production refuses the sandbox (env.ts).
 */
import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import { FinipayProvider } from './finipay.js';
import { MbankSandboxProvider } from './mbank-sandbox.js';
import type { PaymentProvider } from './payment-provider.js';

export type {
  ChargeWindow,
  CodeSmsInput,
  PaymentProvider,
  ProviderCharge,
  ProviderChargeState,
  RefundOutcome,
} from './payment-provider.js';
export { PaymentProviderError } from './payment-provider.js';
export { PAYMENT_CODE_SMS } from './mbank-sandbox.js';

export interface PaymentProviders {
  /** The provider new payments start with. */
  active: PaymentProvider;
  /** Every provider by name: payments made with another one (before a switch) are still read and refunded through it. */
  byName: ReadonlyMap<string, PaymentProvider>;
}

export function createPaymentProviders(deps: {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'paymentProvider' | 'finipay' | 'publicUrl' | 'isProduction'>;
}): PaymentProviders {
  const byName = new Map<string, PaymentProvider>();
  if (!deps.config.isProduction) byName.set('mbank-sandbox', new MbankSandboxProvider(deps.db, deps.config.jwtSecret));
  const finipay = deps.config.finipay;
  if (finipay) {
    byName.set(
      'finipay',
      new FinipayProvider(deps.db, {
        baseUrl: finipay.url,
        login: finipay.login,
        password: finipay.password,
        timeoutMs: finipay.timeoutMs,
        callbackUrl: new URL('/api/payments/finipay/callback/', deps.config.publicUrl).toString(),
      }),
    );
  }
  const active = byName.get(deps.config.paymentProvider);
  if (!active) throw new Error(`payments: provider ${deps.config.paymentProvider} is not available here`);
  return { active, byName };
}
