/**
 * A city's name in the Russian genitive, for phrases like «Вылет из Бишкека»: the rules of the
 * nouns city names are made of (Бишкек → Бишкека, Москва → Москвы, Дубай → Дубая, Казань → Казани,
 * Анталья → Антальи); names ending in a vowel that does not decline (Сочи, Баку, Алматы, Тбилиси)
 * stay as they are. A hyphenated name declines its last part (Джалал-Абад → Джалал-Абада).
 */
const INDECLINABLE = new Set(['Чолпон-Ата']);
/** Masculine names in -ь: -я, not -и. */
const MASCULINE_SOFT = new Set(['Ярославль', 'Ставрополь', 'Севастополь', 'Симферополь']);
const HUSHING_OR_VELAR = /[гкхжшчщ]$/;

function declineWord(word: string): string {
  const lower = word.toLowerCase();
  if (/[бвгдзклмнпрстфхцчшщж]$/.test(lower)) return `${word}а`;
  if (lower.endsWith('й')) return `${word.slice(0, -1)}я`;
  if (lower.endsWith('ь')) return MASCULINE_SOFT.has(word) ? `${word.slice(0, -1)}я` : `${word.slice(0, -1)}и`;
  if (lower.endsWith('я')) return `${word.slice(0, -1)}и`;
  if (lower.endsWith('а')) {
    const stem = word.slice(0, -1);
    return `${stem}${HUSHING_OR_VELAR.test(stem.toLowerCase()) ? 'и' : 'ы'}`;
  }
  return word;
}

export function toRussianGenitive(city: string): string {
  const name = city.trim();
  if (!name || INDECLINABLE.has(name) || !/[а-яё]$/i.test(name)) return name;
  const cut = Math.max(name.lastIndexOf('-'), name.lastIndexOf(' '));
  return cut < 0 ? declineWord(name) : `${name.slice(0, cut + 1)}${declineWord(name.slice(cut + 1))}`;
}
