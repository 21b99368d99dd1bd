import type { Language } from '@sapar/contracts';

/** Messages of the news editor (staff), merged into the API's catalogue (i18n/messages.ts). */
export const NEWS_MESSAGES = {
  news_slug_taken: {
    ru: 'Адрес «{slug}» уже занят другой новостью. Выберите другой.',
    ky: '«{slug}» дареги башка жаңылыкка таандык. Башкасын тандаңыз.',
    en: 'The address “{slug}” is already used by another news item. Choose another.',
    tr: '“{slug}” adresi başka bir haber tarafından kullanılıyor. Başka bir adres seçin.',
    zh: '地址“{slug}”已被其他新闻使用。请另选一个。',
  },
} satisfies Record<string, Record<Language, string>>;
