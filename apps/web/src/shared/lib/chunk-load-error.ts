/**
 * Failed lazy chunks (usually: a deploy replaced the files under an open tab). Vite fires
 * `vite:preloadError` and, because we do not call preventDefault, rethrows the error, so the
 * route error boundary shows its screen with a reload button.
 */
let lastPreloadError: unknown = null;

export function registerPreloadErrorHandler(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    lastPreloadError = (event as Event & { payload?: unknown }).payload ?? event;
    console.error('Failed to load a part of the page', lastPreloadError);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

const CHUNK_ERROR_PATTERNS = [
  /dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /error loading dynamically imported module/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error !== null && error === lastPreloadError) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
