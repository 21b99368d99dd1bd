import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows mm:ss under one hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(20 * 60)).toBe('20:00');
    expect(formatCountdown(3599)).toBe('59:59');
  });

  it('shows hh:mm:ss from one hour', () => {
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(999 * 60)).toBe('16:39:00');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(formatCountdown(0.2)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
