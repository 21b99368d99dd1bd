import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { syncHtmlLang } from './sync-html-lang';

describe('syncHtmlLang', () => {
  it('keeps <html lang> in step with the language', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ru',
      resources: { ru: { translation: {} }, zh: { translation: {} }, ky: { translation: {} } },
    });
    const root = document.createElement('html');
    const stop = syncHtmlLang(i18n, root);
    expect(root.lang).toBe('ru');
    await i18n.changeLanguage('zh');
    expect(root.lang).toBe('zh-Hans');
    await i18n.changeLanguage('ky');
    expect(root.lang).toBe('ky');
    stop();
    await i18n.changeLanguage('ru');
    expect(root.lang).toBe('ky');
  });
});

describe('syncHtmlLang before i18next is initialised', () => {
  it('leaves the server’s <html lang> alone until the language is known, then writes it once', async () => {
    const i18n = createInstance();
    const root = document.createElement('html');
    root.lang = 'en';
    const writes: string[] = [];
    new MutationObserver((records) => writes.push(...records.map(() => root.lang))).observe(root, {
      attributes: true,
      attributeFilter: ['lang'],
    });
    syncHtmlLang(i18n, root);
    expect(root.lang).toBe('en');
    await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
    await Promise.resolve();
    expect(root.lang).toBe('en');
    // The page's own language: nothing written at all, so the browser restyles nothing.
    expect(writes).toEqual([]);
  });
});
