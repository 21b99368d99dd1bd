/* global document, requestAnimationFrame */
// The loader of a page the server drew (apps/api/src/modules/seo): the page is painted from its HTML and styles
// first, and only then are the app's scripts and catalogues asked for, so on a slow line they do not share it with
// what the first paint needs. The app then hydrates the page (src/main.tsx).
// data-app: the entry module first, then the modules it and the page import; data-fetch: the catalogues.
const script = document.querySelector('script[data-app]');
const modules = (script?.dataset.app ?? '').split(' ').filter(Boolean);
const fetches = (script?.dataset.fetch ?? '').split(' ').filter(Boolean);

function hint(rel, href, as) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = 'anonymous';
  if (as) link.as = as;
  return link;
}

function start() {
  // One insertion for all the hints: the document is touched once, not once per module.
  const hints = document.createDocumentFragment();
  for (const href of fetches) hints.append(hint('preload', href, 'fetch'));
  for (const href of modules.slice(1)) hints.append(hint('modulepreload', href));
  document.head.append(hints);
  if (modules[0]) import(modules[0]);
}

// A frame is drawn between the animation frame and the timeout.
requestAnimationFrame(() => setTimeout(start, 0));
