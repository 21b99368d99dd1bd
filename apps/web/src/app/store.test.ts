import { describe, expect, it } from 'vitest';
import { createAppStore } from './store';

describe('app store', () => {
  it('holds every state group of the spec with its defaults', () => {
    const state = createAppStore().getState();
    expect(state.currency).toBe('');
    expect(state.auth).toEqual({ user: null });
    expect(state.searchForm.passengers.adults).toBe(1);
    expect(state.payment.time_limit).toBe(999);
    expect(state.searchResults.status).toBe('wait');
    expect(state.mobileSearchSheet).toEqual({ isOpen: false, variant: 'city_from' });
    expect(state.api).toBeDefined();
  });
});
