import { describe, expect, it } from 'vitest';
import { normalizeLanguage, pickLocalized, resolveAcceptLanguage } from './languages.js';

describe('resolveAcceptLanguage', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['ky', 'ky'],
    ['en-US,en;q=0.9', 'en'],
    ['tr-TR', 'tr'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['cn', 'zh'],
    ['de-DE,de;q=0.9', 'ru'],
    ['de;q=1, en;q=0.5', 'en'],
    ['en;q=0.3, ky;q=0.8', 'ky'],
    ['fr, tr;q=0', 'ru'],
  ])('%s -> %s', (header, expected) => {
    expect(resolveAcceptLanguage(header)).toBe(expected);
  });
});

describe('normalizeLanguage', () => {
  it('maps tags and the cn alias, rejects the rest', () => {
    expect(normalizeLanguage('RU')).toBe('ru');
    expect(normalizeLanguage('zh_Hans')).toBe('zh');
    expect(normalizeLanguage('cn')).toBe('zh');
    expect(normalizeLanguage('dev')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });
});

describe('pickLocalized', () => {
  it('falls back to Russian when a translation is missing or blank', () => {
    const text = { ru: 'Привет', en: 'Hello', tr: '  ' };
    expect(pickLocalized(text, 'en')).toBe('Hello');
    expect(pickLocalized(text, 'tr')).toBe('Привет');
    expect(pickLocalized(text, 'zh')).toBe('Привет');
  });
});
