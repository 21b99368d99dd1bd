import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { syncHtmlLang } from './sync-html-lang';

describe('syncHtmlLang', () => {
  it('keeps <html lang> in step with the language', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { translation: {} }, zh: { translation: {} }, ky: { translation: {} } } });
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
