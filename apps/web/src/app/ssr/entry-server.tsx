/**
 * The server renderer of the public pages (built by `vite build --ssr` to dist-server/entry-server.js and loaded by
 * the API server): the same route tree and providers as the browser (app-tree.tsx), drawn to HTML with every lazy
 * page resolved, so the page arrives with its layout, text and form and the browser hydrates it instead of drawing it
 * again.
 *
 * i18next and the API client read the one global i18next instance (getHref, the Accept-Language of API calls), so
 * renders take turns: each sets the language, draws, and lets the next one in. A render takes milliseconds, and the
 * API server keeps what it drew for a while.
 */
import i18n from 'i18next';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE, type SsrData, type SsrInput } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import { setServerFetch } from '@/shared/api/client';
import { FALLBACK_LANGUAGE, i18nOptions } from '@/shared/i18n/i18n';
import { setServerScreenGuess } from '@/shared/lib/use-media-query';
import { AppTree } from '../app-tree';
import { AppRoutes } from '../routes/routes';
import { createAppStore, SSR_STATE_SLICES } from '../store';

const pick = <T extends object, K extends keyof T>(object: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;

let ready: Promise<unknown> | undefined;
let turn: Promise<unknown> = Promise.resolve();
/** Draws after the first that wait for API answers. */
const MAX_DATA_TURNS = 4;
/** How long a render waits for a flight search's answer in all (a provider may take seconds). */
const DATA_WAIT_MS = 1500;
const BUDGETED_ENDPOINT = 'searchFlights';

/** The browser's i18next options, less loading and detecting: the server is handed the catalogues and the language. */
function initServerI18n(): Promise<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { detection, maxRetries, retryTimeout, maxParallelReads, react, ...shared } = i18nOptions;
  ready ??= i18n.use(initReactI18next).init({
    ...shared,
    resources: {},
    lng: DEFAULT_LANGUAGE,
    initAsync: false,
    react: { useSuspense: false },
  });
  return ready;
}

/** The API cache entries that hold an answer (a request that failed is asked again by the browser). */
function answeredQueries(queries: Record<string, { status?: string } | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
}

async function renderNow({
  url,
  language,
  mobile,
  api,
  catalogues,
}: SsrInput): Promise<{ html: string; data: SsrData }> {
  await initServerI18n();
  for (const [lng, catalogue] of Object.entries(catalogues)) {
    if (catalogue && !i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', catalogue);
  }
  const russian = catalogues[DEFAULT_LANGUAGE];
  if (russian && !i18n.hasResourceBundle(FALLBACK_LANGUAGE, 'translation'))
    i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', russian);
  await i18n.changeLanguage(language);
  setServerScreenGuess({ mobile });
  setServerFetch(async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    const target = new URL(request.url);
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const answer = await api(`${target.pathname}${target.search}`, {
      method,
      headers: Object.fromEntries(request.headers.entries()),
      ...(method === 'POST' ? { body: await request.text() } : {}),
    });
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  });

  try {
    const store = createAppStore();
    // Drawn by Preact, as the browser draws (vite.config.ts): every lazy page is awaited, so the page is whole before it is
    // sent (an inline script to put late parts in place would be refused by the Content-Security-Policy).
    const draw = () =>
      renderToStringAsync(
        (
          <AppTree store={store}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppTree>
        ) as unknown as VNode,
      );
    // The query hooks start their requests while drawing (base-api.ts): draw, wait for them, draw again with the
    // answers; a page whose requests depend on earlier answers takes one more turn.
    // Renders take turns, so a slow flight search (at a provider) must not hold up every other page: past the budget
    // the page is drawn without its results, and the browser asks for them.
    // A page also fills the store from what it knows while it is drawn (useServerEffect): when it did, the next draw
    // shows it everywhere.
    const deadline = Date.now() + DATA_WAIT_MS;
    const shownState = () => JSON.stringify(pick(store.getState(), SSR_STATE_SLICES));
    let before = shownState();
    let html = await draw();
    for (let turn = 0; turn < MAX_DATA_TURNS; turn += 1) {
      const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
      if (running.length === 0 && shownState() === before) break;
      before = shownState();
      // The site's own reads are always awaited (a page drawn without them would be a spinner for a search engine);
      // only a flight search has the budget.
      const searches = running.filter(({ queryCacheKey }) => queryCacheKey.startsWith(`${BUDGETED_ENDPOINT}(`));
      await Promise.allSettled(running.filter((query) => !searches.includes(query)));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = await Promise.race([
        Promise.allSettled(searches).then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), true))),
      ]);
      clearTimeout(timer);
      html = await draw();
      if (late) break;
    }
    const state = store.getState();
    return {
      html,
      data: {
        language,
        mobile,
        queries: answeredQueries(state[baseApi.reducerPath].queries),
        state: pick(state, SSR_STATE_SLICES),
      },
    };
  } finally {
    setServerFetch(undefined);
  }
}

/** The HTML of #root for a page and the data it was drawn with: one render at a time (see above). */
export function render(input: SsrInput): Promise<{ html: string; data: SsrData }> {
  const result = turn.then(() => renderNow(input));
  turn = result.catch(() => undefined);
  return result;
}
