/** The language tabs of a five-language text: switching tabs keeps every language's text, and the marks say what is missing. */
import { LANGUAGES, type Language } from '@sapar/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageTabs } from './language-tabs';

function TitleEditor() {
  const [title, setTitle] = useState<Record<Language, string>>({ ru: '', ky: '', en: '', tr: '', zh: '' });
  const missing = LANGUAGES.filter((lang) => !title[lang].trim());
  return (
    <LanguageTabs missing={missing}>
      {(lang) => (
        <label>
          Заголовок {lang}
          <input
            lang={lang}
            value={title[lang]}
            onChange={(event) => setTitle({ ...title, [lang]: event.target.value })}
          />
        </label>
      )}
    </LanguageTabs>
  );
}

/** A field is shown when its tab panel is not hidden. */
const isShown = (element: HTMLElement) => !element.closest<HTMLElement>('[role="tabpanel"]')?.hidden;

/** Radix tabs open on mouse down (a click alone does not select a tab in jsdom). */
const openTab = (name: RegExp) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('LanguageTabs', () => {
  it('switches languages and keeps the text typed in each one', () => {
    render(<TitleEditor />);
    expect(screen.getByRole('tablist', { name: 'Языки текста' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.slice(0, 2))).toEqual([
      'RU',
      'KY',
      'EN',
      'TR',
      'ZH',
    ]);
    expect(screen.getByRole('tab', { name: /RU/ }).getAttribute('aria-selected')).toBe('true');
    expect(isShown(screen.getByText(/обязательный язык/))).toBe(true);

    fireEvent.change(screen.getByLabelText('Заголовок ru'), { target: { value: 'Туры на Иссык-Куль' } });
    openTab(/EN/);
    expect(screen.getByRole('tab', { name: /EN/ }).getAttribute('aria-selected')).toBe('true');
    expect(isShown(screen.getByLabelText('Заголовок ru'))).toBe(false);
    expect(isShown(screen.getByLabelText('Заголовок en'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Заголовок en'), { target: { value: 'Tours to Issyk-Kul' } });

    openTab(/RU/);
    expect(isShown(screen.getByLabelText('Заголовок ru'))).toBe(true);
    expect((screen.getByLabelText('Заголовок ru') as HTMLInputElement).value).toBe('Туры на Иссык-Куль');
    expect((screen.getByLabelText('Заголовок en') as HTMLInputElement).value).toBe('Tours to Issyk-Kul');
  });

  it('marks Russian as required and the other empty languages as untranslated', () => {
    render(<TitleEditor />);
    expect(screen.getByRole('tab', { name: /RU/ }).textContent).toContain('(обязательно, не заполнено)');
    expect(screen.getByRole('tab', { name: /KY/ }).textContent).toContain('(нет перевода)');

    fireEvent.change(screen.getByLabelText('Заголовок ru'), { target: { value: 'Туры' } });
    expect(screen.getByRole('tab', { name: /RU/ }).textContent).not.toContain('не заполнено');
    expect(screen.getByRole('tab', { name: /KY/ }).textContent).toContain('(нет перевода)');
  });
});
