/** Test set-up: DOM cleanup, browser APIs jsdom lacks, and i18next with the Russian catalogue in memory. */
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import ru from '../../public/locales/ru/translation.json';
import ruStaff from '../../public/locales/ru/staff.json';

afterEach(() => {
  cleanup();
});

// Lazy pages load their chunks on first use; on a busy 2-core CI machine that can take longer than
// Testing Library's 1 s default, which made findBy* flaky without saying anything about the app.
configure({ asyncUtilTimeout: 15_000 });

// A test of code that runs in Node (the server renderer) has no window.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

void i18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  resources: { ru: { translation: ru, staff: ruStaff } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
