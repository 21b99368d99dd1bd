import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments.js';

describe('SMS segments', () => {
  it('keeps a Latin text of up to 160 characters in one GSM-7 SMS, and splits 161 into parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: ['a'.repeat(160)] });
    const long = smsSegments('b'.repeat(161));
    expect(long.encoding).toBe('gsm7');
    expect(long.parts.map((p) => p.length)).toEqual([153, 8]);
    expect(long.parts.join('')).toBe('b'.repeat(161));
    expect(smsSegments('c'.repeat(306)).parts).toHaveLength(2);
    expect(smsSegments('c'.repeat(307)).parts).toHaveLength(3);
  });

  it('sends Cyrillic as UCS-2: 70 characters in one SMS, parts of 67 beyond', () => {
    const notice = 'Рейс KC-123 задержан до 18:40. Подробности: sapar.kg';
    expect(smsSegments(notice)).toMatchObject({ encoding: 'ucs2', units: notice.length, parts: [notice] });
    expect(smsSegments('ж'.repeat(70)).parts).toHaveLength(1);
    const long = smsSegments('ж'.repeat(71));
    expect(long.parts.map((p) => p.length)).toEqual([67, 4]);
    expect(smsSegments('ж'.repeat(134)).parts).toHaveLength(2);
    expect(smsSegments('ж'.repeat(135)).parts).toHaveLength(3);
  });

  it('turns a whole Latin text into UCS-2 for one Kyrgyz, Turkish-only or Chinese character', () => {
    expect(smsSegments(`${'a'.repeat(100)}ң`)).toMatchObject({ encoding: 'ucs2', units: 101 });
    expect(smsSegments(`${'a'.repeat(100)}ң`).parts).toHaveLength(2);
    expect(smsSegments('Uçuşunuz gecikti').encoding).toBe('ucs2');
    expect(smsSegments('您的航班延误').encoding).toBe('ucs2');
    // é, ü, Ä and friends are GSM-7 characters: the text stays 7-bit.
    expect(smsSegments('Café Müller Ä Ö Ñ §').encoding).toBe('gsm7');
  });

  it('counts GSM-7 extension characters as two septets and never cuts one in two', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160 });
    expect(smsSegments('€'.repeat(80)).parts).toHaveLength(1);
    const split = smsSegments(`${'a'.repeat(152)}€${'a'.repeat(10)}`);
    expect(split.units).toBe(164);
    // 152 + 2 would be 154 septets: the € opens the second part instead.
    expect(split.parts.map((p) => p.length)).toEqual([152, 11]);
    expect(split.parts[1]!.startsWith('€')).toBe(true);
  });

  it('counts an emoji as two UTF-16 units and keeps its surrogate pair together', () => {
    const text = `${'я'.repeat(66)}✈️🙂${'я'.repeat(5)}`;
    const result = smsSegments(text);
    expect(result.encoding).toBe('ucs2');
    expect(result.units).toBe(text.length);
    expect(result.parts.join('')).toBe(text);
    for (const part of result.parts) {
      expect(part.length).toBeLessThanOrEqual(67);
      expect(/[\uD800-\uDBFF]$/.test(part)).toBe(false);
    }
  });

  it('answers no parts for an empty text', () => {
    expect(smsSegments('')).toEqual({ encoding: 'gsm7', units: 0, parts: [] });
  });
});
