import { ORDER_TOKEN_HEADER } from '@sapar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_TOKENS_STORAGE_KEY, orderTokenHeaders, orderTokens } from './order-tokens';

afterEach(() => {
  orderTokens.clear();
  vi.useRealTimers();
});

describe('order tokens', () => {
  it('keeps a token per order number in localStorage, whatever the case of the number', () => {
    orderTokens.save('abc234', ' tok-1 ');
    orderTokens.save('K7M2QX', 'tok-2');
    expect(orderTokens.get('ABC234')).toBe('tok-1');
    expect(orderTokens.get(' k7m2qx')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(ORDER_TOKENS_STORAGE_KEY) ?? '{}')).toMatchObject({
      ABC234: { token: 'tok-1' },
      K7M2QX: { token: 'tok-2' },
    });

    orderTokens.save('ABC234', 'tok-3');
    expect(orderTokens.get('ABC234')).toBe('tok-3');
    orderTokens.remove('abc234');
    expect(orderTokens.get('ABC234')).toBeUndefined();
    expect(orderTokens.get('K7M2QX')).toBe('tok-2');
  });

  it('gives the X-Order-Token header only for an order it holds a token for', () => {
    orderTokens.save('ABC234', 'tok-1');
    expect(orderTokenHeaders('ABC234')).toEqual({ [ORDER_TOKEN_HEADER]: 'tok-1' });
    expect(orderTokenHeaders('ZZZ999')).toBeUndefined();
  });

  it('keeps the 30 newest, forgets entries older than any live token, and survives a broken entry', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    orderTokens.save('OLD222', 'tok-old');
    vi.setSystemTime(new Date('2031-03-01T00:00:00Z'));
    expect(orderTokens.get('OLD222')).toBeUndefined();

    for (let i = 0; i < 31; i += 1) {
      vi.setSystemTime(new Date(Date.UTC(2031, 3, 1, 0, i)));
      orderTokens.save(`N${String(i).padStart(5, '0')}`, `tok-${i}`);
    }
    expect(orderTokens.get('N00000')).toBeUndefined();
    expect(orderTokens.get('N00001')).toBe('tok-1');
    expect(orderTokens.get('N00030')).toBe('tok-30');
    expect(Object.keys(JSON.parse(localStorage.getItem(ORDER_TOKENS_STORAGE_KEY) ?? '{}'))).toHaveLength(30);

    localStorage.setItem(ORDER_TOKENS_STORAGE_KEY, '{not json');
    orderTokens.save('ABC234', 'tok-1');
    expect(orderTokens.get('ABC234')).toBe('tok-1');
  });
});
