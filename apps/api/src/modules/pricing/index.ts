/**
 * The pricing module's public entry: outside suppliers' offers priced in som (the National Bank's rate with the
 * agency's buffer, then its service fee and markup; docs/pricing.md), the job that fetches the bank's rates, the
 * staff routes of the pricing rules, and what the dashboard and /metrics read of the rates.
 *
 * A search calls `createSupplierPricing({ db }).snapshot(now)` once and then `price(offer, trip)` per offer; a null
 * price means the offer is not sold (no current rate for its currency).
 */
export {
  createSupplierPricing,
  exchangeRatesJob,
  findMissingRates,
  reportExchangeRateAges,
  seedDemoRates,
  SUPPLIER_CURRENCIES,
  type ExchangeRatesJobOptions,
  type PricedTrip,
  type PricingSnapshot,
  type SomPrice,
  type SupplierPricing,
} from './pricing.service.js';
export { pricingStaffRoutes } from './pricing.routes.js';
