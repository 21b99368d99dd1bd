/* global document, requestAnimationFrame */
// The loader of a page the server drew (apps/api/src/modules/seo): the page is painted from its HTML and styles
// first, and only then are the app's scripts and catalogues asked for, so on a slow line they do not share it with
// what the first paint needs. The app then hydrates the page (src/main.tsx).
// data-app: the entry module first, then the modules it and the page import; data-fetch: the catalogues; data-steps:
// the chunks the entry imports, each after those it imports itself.
const script = document.querySelector('script[data-app]');
const list = (name) => (script?.dataset[name] ?? '').split(' ').filter(Boolean);
const modules = list('app');
const fetches = list('fetch');
const steps = list('steps');

/** The next task: the browser may draw and answer input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The entry's chunks are evaluated one task each (React, i18next, Redux, the store and API), then the entry: imported
 * at once, the whole module graph is evaluated in one task, some 300 ms that block a phone's main thread. A chunk that
 * fails to load is left to the entry's own import.
 */
async function run() {
  for (const href of steps) {
    try {
      await import(href);
    } catch {
      break;
    }
    await nextTask();
  }
  await import(modules[0]);
}

function hint(rel, href, as) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = 'anonymous';
  if (as) link.as = as;
  return link;
}

/** Hints put in per task: on a phone each costs about a millisecond, and a search page asks for some thirty. */
const HINTS_PER_TASK = 6;

async function start() {
  // The catalogues, the entry and its chunks first (data-app lists them before the page's modules): the entry is
  // imported only after its chunks, but fetched with them.
  const hints = [
    ...fetches.map((href) => hint('preload', href, 'fetch')),
    ...modules.map((href) => hint('modulepreload', href)),
  ];
  for (let index = 0; index < hints.length; index += HINTS_PER_TASK) {
    document.head.append(...hints.slice(index, index + HINTS_PER_TASK));
    if (index === 0 && modules[0]) void run();
    await nextTask();
  }
  if (hints.length === 0 && modules[0]) void run();
}

// A frame is drawn between the animation frame and the timeout.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
