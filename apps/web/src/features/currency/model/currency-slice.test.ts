import { describe, expect, it } from 'vitest';
import { currencySlice, resetCurrency, selectCurrencyCode, setCurrency } from './currency-slice';

const reduce = currencySlice.reducer;

describe('currency slice', () => {
  it('starts empty and reads as KGS', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toBe('');
    expect(selectCurrencyCode({ currency: state })).toBe('KGS');
  });

  it('sets and resets the code', () => {
    const state = reduce('', setCurrency(' usd '));
    expect(state).toBe('USD');
    expect(selectCurrencyCode({ currency: state })).toBe('USD');
    expect(reduce(state, resetCurrency())).toBe('');
  });
});
