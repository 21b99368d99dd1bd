/**
 * The contract between the API server and the web app's server renderer (apps/web/src/app/ssr/entry-server.tsx,
 * built to apps/web/dist-server/entry-server.js): what the server hands over to render a public page, and what it
 * gets back. The same data goes into the page as JSON, so the browser hydrates exactly what the server drew.
 */
import type { Language } from './languages.js';

/** The data a server-rendered page was drawn with; the browser seeds its API cache with it before hydrating. */
export interface SsrData {
  language: Language;
  /** Whether the page was drawn for a phone's screen (the web app's mobile layout, 768 px or less). */
  mobile: boolean;
  /** The answers of the API the page was drawn with: the web app's RTK Query cache entries, by cache key. */
  queries: Record<string, unknown>;
  /** Client state the page filled in while drawn (the search form from the URL or a route), by store slice. */
  state?: Record<string, unknown>;
}

/** An API answer to the server renderer, from a call inside the API server's process. */
export interface SsrApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request of the server renderer to the API. */
export interface SsrApiRequest {
  /** GET when absent. */
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A POST's JSON body. */
  body?: string;
}

/** The one POST the renderer may make: a search URL's page shows that search's answer. */
export const SSR_API_POST_PATHS = ['/api/flights/search/'] as const;

export interface SsrInput {
  /** The page's path and query, with its language prefix (/en/?x=1). */
  url: string;
  language: Language;
  mobile: boolean;
  /** Answers the page's API requests (a path under /api with its query; GET, or the POST of a flight search). */
  api(path: string, request: SsrApiRequest): Promise<SsrApiAnswer>;
  /** Translation catalogues by language: the page's, and Russian (the fallback of the others). */
  catalogues: Partial<Record<Language, Record<string, unknown>>>;
}

export interface SsrRenderer {
  /** The HTML of #root's content, and the data it was drawn with. */
  render(input: SsrInput): Promise<{ html: string; data: SsrData }>;
}

/** The id of the <script type="application/json"> that carries the SsrData into the page. */
export const SSR_DATA_ELEMENT_ID = 'sapar-ssr-data';
