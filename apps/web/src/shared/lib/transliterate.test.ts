import { describe, expect, it } from 'vitest';
import { hasCyrillic, transliterate } from './transliterate';

describe('transliterate (ICAO 9303)', () => {
  it.each([
    ['Асанова', 'ASANOVA'],
    ['Жылдыз', 'ZHYLDYZ'],
    ['Хасан', 'KHASAN'],
    ['Цой', 'TSOI'],
    ['Чолпон', 'CHOLPON'],
    ['Шамшиев', 'SHAMSHIEV'],
    ['Щукин', 'SHCHUKIN'],
    ['Юлия', 'IULIIA'],
    ['Яков', 'IAKOV'],
    ['Айбек', 'AIBEK'],
    ['Рыскулов', 'RYSKULOV'],
    ['Объедков', 'OBIEEDKOV'],
    ['Эрмек', 'ERMEK'],
    ['Семёнов', 'SEMENOV'],
    ['Игорь', 'IGOR'],
  ])('Russian %s → %s', (cyrillic, latin) => {
    expect(transliterate(cyrillic)).toBe(latin);
  });

  it.each([
    ['Каңкулов', 'KANGKULOV'],
    ['Өмүрбек', 'OMURBEK'],
    ['Үмүт', 'UMUT'],
    ['Айгүл', 'AIGUL'],
    ['Төлөгөн', 'TOLOGON'],
  ])('Kyrgyz %s → %s', (cyrillic, latin) => {
    expect(transliterate(cyrillic)).toBe(latin);
  });

  it('keeps Latin letters, hyphens and spaces, upper-cases and trims', () => {
    expect(transliterate('  Анна-Мария  de  Souza ')).toBe('ANNA-MARIIA DE SOUZA');
    expect(transliterate('Smith')).toBe('SMITH');
    expect(transliterate('')).toBe('');
  });

  it('upper-case Cyrillic reads the same as lower case', () => {
    expect(transliterate('ЖЫЛДЫЗ ӨМҮРБЕКОВА')).toBe('ZHYLDYZ OMURBEKOVA');
  });

  it('tells Cyrillic text apart', () => {
    expect(hasCyrillic('Айгүл')).toBe(true);
    expect(hasCyrillic('Ө')).toBe(true);
    expect(hasCyrillic('AIGUL')).toBe(false);
  });
});
