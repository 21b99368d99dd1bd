/** The page loaders: the text shipped with the code before any catalogue, and the progress bar of an in-app navigation. */
import { act, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import ky from '../../../public/locales/ky/translation.json';
import ru from '../../../public/locales/ru/translation.json';
import tr from '../../../public/locales/tr/translation.json';
import zh from '../../../public/locales/zh/translation.json';
import { trackPageDownload } from '@/shared/lib/page-downloads';
import { NavigationProgress } from './navigation-progress';
import { PAGE_LOADING_TEXT, PageLoader } from './page-loader';

/** A catalogue request that has not answered yet. */
const pendingBackend: BackendModule = { type: 'backend', init: () => undefined, read: () => undefined };

/** An i18next that knows its language but has no catalogue yet: a first visit before /locales answers. */
function withoutCatalogue(language: string) {
  const i18n = createInstance();
  void i18n.use(pendingBackend).init({
    lng: language,
    ns: ['translation'],
    defaultNS: 'translation',
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

describe('page loader', () => {
  it("shows the spec's text before the translations arrive", () => {
    render(
      <I18nextProvider i18n={withoutCatalogue('ru')}>
        <PageLoader />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Загрузка страницы...');
  });

  it('speaks the detected language before its catalogue arrives', () => {
    render(
      <I18nextProvider i18n={withoutCatalogue('zh')}>
        <PageLoader />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('页面加载中...');
  });

  it('ships the same words as the catalogues', () => {
    expect(PAGE_LOADING_TEXT).toEqual({
      ru: ru.common.pageLoading,
      ky: ky.common.pageLoading,
      en: en.common.pageLoading,
      tr: tr.common.pageLoading,
      zh: zh.common.pageLoading,
    });
  });
});

describe('navigation progress', () => {
  it('shows at once while a page downloads and goes when it arrived', async () => {
    render(<NavigationProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    let arrive: (value: unknown) => void = () => undefined;
    const download = trackPageDownload(new Promise((resolve) => (arrive = resolve)));
    expect(await screen.findByRole('progressbar', { name: 'Загрузка страницы...' })).toBeTruthy();
    await act(async () => {
      arrive({});
      await download;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
