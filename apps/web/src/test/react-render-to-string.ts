/**
 * The component tests run on React's own react-dom (Testing Library drives it), while the build runs on Preact
 * (vite.config.ts): in these tests the server renderer's `renderToStringAsync` (preact-render-to-string) is React's
 * `prerender`, which also waits for every lazy part. What the renderer does around it (turns, budgets, the API calls,
 * the state it hands over) is tested as it is; the HTML Preact draws is tested in the browser tests (e2e/tests/ssr.spec.ts).
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

export async function renderToStringAsync(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
