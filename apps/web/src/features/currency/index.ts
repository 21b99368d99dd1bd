export { CurrencyDisplay } from './components/currency-display';
export { currencySlice, setCurrency } from './model/currency-slice';
