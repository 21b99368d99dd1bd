/**
 * Public pages drawn on the server by the web app's own renderer (apps/web/src/app/ssr/entry-server.tsx, built to
 * apps/web/dist-server/entry-server.js): the page arrives with its header, text, forms, data and footer, and the
 * browser hydrates it. Without that build (tests with a made-up web build, a server started before `npm run build`)
 * pages keep the head and text SeoService writes.
 *
 * The renderer asks the API for what the page shows through `api` below: calls inside this process (no network),
 * answered by the same routes as the browser's, exempt from the rate limit (the visitor's page request counted).
 * Pages are drawn for each request, so a change the agency publishes shows at once; the same page asked for while it
 * is being drawn waits for that drawing, and when too many wait the page is drawn by the browser instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language, SsrApiAnswer, SsrApiRequest, SsrData, SsrInput, SsrRenderer } from '@sapar/contracts';
import { localizePath, SSR_API_POST_PATHS } from '@sapar/contracts';
import { SEARCH_PATH } from './seo.pages.js';

/** What the renderer reads (wired in app.ts). */
export interface PageRendererSources {
  catalogue(language: Language): Promise<Record<string, unknown> | null>;
  /** A call of the API inside this process (Fastify's inject). */
  api(path: string, request: SsrApiRequest): Promise<SsrApiAnswer>;
}

/** Query parameters that do not change what a public page shows (a partner's link, campaign tags). */
const NEUTRAL_PARAMS = /^(ref|utm_[a-z]+|gclid|fbclid|yclid)$/;
/** Pages drawn at once at most, waiting included: beyond, the browser draws (a burst must not queue up here). */
const MAX_DRAWING = 8;

/**
 * The header that marks the renderer's own API calls, with a secret made at start: only this process can exempt a
 * request from the rate limit with it.
 */
export const SSR_CALL_HEADER = 'x-sapar-ssr';
export const SSR_CALL_SECRET = randomBytes(24).toString('base64url');

export interface RenderedPage {
  html: string;
  data: SsrData;
}

/**
 * Whether a request comes from a phone, for the layout the page is drawn in: the client hint Chromium browsers send,
 * else the user agent. A wrong guess costs a redraw of what differs once the page has loaded, nothing more.
 */
export function isMobileRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(String(headers['user-agent'] ?? ''));
}

export class PageRenderer {
  private readonly drawing = new Map<string, Promise<RenderedPage>>();

  private constructor(
    private readonly renderer: SsrRenderer,
    private readonly sources: PageRendererSources,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The renderer of a web build, or null when the build has none. */
  static async load(
    entry: string,
    sources: PageRendererSources,
    onError: (error: unknown) => void,
  ): Promise<PageRenderer | null> {
    if (!existsSync(entry)) return null;
    const renderer = (await import(pathToFileURL(entry).href)) as SsrRenderer;
    return new PageRenderer(renderer, sources, onError);
  }

  /**
   * Whether a page with this query is drawn here: a public page whose query changes nothing, and the search page
   * (/search), whose query is the search it shows.
   */
  static draws(pagePath: string, query: string): boolean {
    return pagePath === SEARCH_PATH || [...new URLSearchParams(query).keys()].every((key) => NEUTRAL_PARAMS.test(key));
  }

  /**
   * A public page (its path without the language prefix) drawn, or null when it is not drawn here, too many are being
   * drawn, or the drawing failed: the page is then drawn in the browser.
   */
  async render(pagePath: string, query: string, language: Language, mobile: boolean): Promise<RenderedPage | null> {
    if (!PageRenderer.draws(pagePath, query)) return null;
    // A search's query is part of the page; a public page's neutral query is not.
    const search = pagePath === SEARCH_PATH && query ? `?${query}` : '';
    const key = `${language}:${mobile ? 'phone' : 'wide'}:${pagePath}${search}`;
    let page = this.drawing.get(key);
    if (!page) {
      if (this.drawing.size >= MAX_DRAWING) return null;
      // The search page has no language prefix: the renderer is told its language.
      const url = pagePath === SEARCH_PATH ? `${pagePath}${search}` : localizePath(pagePath, language);
      page = this.draw(url, language, mobile).finally(() => this.drawing.delete(key));
      this.drawing.set(key, page);
    }
    try {
      return await page;
    } catch (error) {
      this.onError(error);
      return null;
    }
  }

  private async draw(url: string, language: Language, mobile: boolean): Promise<RenderedPage> {
    const catalogues: SsrInput['catalogues'] = {};
    for (const lng of new Set<Language>(['ru', language])) {
      const catalogue = await this.sources.catalogue(lng);
      if (!catalogue) throw new Error(`the web build has no ${lng} catalogue`);
      catalogues[lng] = catalogue;
    }
    return this.renderer.render({
      url,
      language,
      mobile,
      catalogues,
      api: (path, request) => {
        const method = request.method ?? 'GET';
        const allowed =
          method === 'GET' ? path.startsWith('/api/') : (SSR_API_POST_PATHS as readonly string[]).includes(path);
        if (!allowed) return Promise.resolve({ status: 404, headers: {}, body: '' });
        return this.sources.api(path, { ...request, method });
      },
    });
  }
}
