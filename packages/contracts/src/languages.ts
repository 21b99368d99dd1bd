/** Interface languages and how an incoming language tag maps onto them. */
export const LANGUAGES = ['ru', 'ky', 'en', 'tr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Tags the client may send that mean one of our languages (Chinese is written `cn` too: docs/product.md#languages). */
const LANGUAGE_ALIASES: Record<string, Language> = { cn: 'zh', kg: 'ky', kir: 'ky' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps one language tag (`zh-CN`, `cn`, `ru-RU`, `EN`) to a supported language, or null. */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(primary)) return primary;
  return LANGUAGE_ALIASES[primary] ?? null;
}

/**
 * Picks the language of an `Accept-Language` header: the first supported tag by quality,
 * Russian when none is supported.
 */
export function resolveAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const language = normalizeLanguage(entry.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Text stored in every language; Russian is required, the others fall back to it. */
export type LocalizedText = { ru: string } & Partial<Record<Exclude<Language, 'ru'>, string>>;

export function pickLocalized(text: LocalizedText, language: Language): string {
  const value = text[language];
  return value && value.trim() !== '' ? value : text.ru;
}

/**
 * The cookie that keeps the visitor's chosen language (beside localStorage: docs/product.md#languages): the server reads it
 * to draw an unprefixed public page in that language, as the web app would show it.
 */
export const LANGUAGE_COOKIE = 'sapar_lng';
