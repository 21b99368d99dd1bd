/**
 * What search engines and link previews read without running JavaScript: per-page <title>, description,
 * canonical URL, Open Graph and Twitter tags and hreflang alternates put into the web app's index.html by the
 * server, /robots.txt and /sitemap.xml. A page's language is its `?lng=` (the web app's first detection source),
 * Russian without one; every language version is its own URL, and the bare path is the x-default.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { findPublishedNews, listNewsSlugs } from '../news/index.js';
import { NEWS_PATH_PREFIX, PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from './seo.pages.js';

type Catalogue = Record<string, unknown>;

export interface PageHead {
  language: Language;
  title: string;
  /** The page's <h1>, shown with the description in the HTML before the JavaScript runs. */
  heading: string;
  description: string;
  /** The page's path (no query), for the canonical URL and the alternates. */
  path: string;
  image?: string;
  type: 'website' | 'article';
}

/** BCP 47 tags for hreflang and <html lang>, as the web app writes them: Chinese in simplified characters. */
const HTML_LANG: Record<Language, string> = { ru: 'ru', ky: 'ky', en: 'en', tr: 'tr', zh: 'zh-Hans' };
const toHtmlLang = (language: Language) => HTML_LANG[language];
const OG_LOCALES: Record<Language, string> = { ru: 'ru_RU', ky: 'ky_KG', en: 'en_US', tr: 'tr_TR', zh: 'zh_CN' };

export class SeoService {
  private readonly catalogues = new Map<Language, Promise<Catalogue | null>>();

  constructor(
    private readonly db: Database,
    private readonly webDistDir: string,
    private readonly publicUrl: string,
  ) {}

  /** The page's language: a valid `?lng=`, else Russian (what the web app shows a first visitor without one). */
  static languageOf(query: string): Language {
    return normalizeLanguage(new URLSearchParams(query).get('lng') ?? '') ?? DEFAULT_LANGUAGE;
  }

  private catalogue(language: Language): Promise<Catalogue | null> {
    let loaded = this.catalogues.get(language);
    if (!loaded) {
      loaded = readFile(path.join(this.webDistDir, 'locales', language, 'translation.json'), 'utf8')
        .then((text) => JSON.parse(text) as Catalogue)
        .catch(() => null);
      this.catalogues.set(language, loaded);
    }
    return loaded;
  }

  private async text(language: Language, key: string): Promise<string | undefined> {
    const pick = (catalogue: Catalogue | null) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined),
          catalogue,
        );
    const value = pick(await this.catalogue(language)) ?? pick(await this.catalogue(DEFAULT_LANGUAGE));
    return typeof value === 'string' ? value : undefined;
  }

  /** The head of a public page, or null for a page that is not public (or a news slug that does not exist). */
  async headFor(pathname: string, language: Language): Promise<PageHead | null> {
    const page = PUBLIC_PAGES.find((p) => p.path === pathname);
    if (page) {
      const title = await this.text(language, page.titleKey);
      if (!title) return null;
      const description =
        (page.descriptionKey && (await this.text(language, page.descriptionKey))) ||
        (await this.text(language, 'footer.about')) ||
        title;
      const heading = (page.headingKey && (await this.text(language, page.headingKey))) || title;
      return { language, title, heading, description, path: page.path, type: 'website' };
    }
    if (pathname.startsWith(NEWS_PATH_PREFIX)) {
      let slug: string;
      try {
        slug = decodeURIComponent(pathname.slice(NEWS_PATH_PREFIX.length));
      } catch {
        return null; // A malformed escape: not an article, the plain page.
      }
      const item = await findPublishedNews(this.db, language, slug);
      if (!item) return null;
      return {
        language,
        title: item.title,
        heading: item.title,
        description: item.desc,
        path: pathname,
        image: item.main_image,
        type: 'article',
      };
    }
    return null;
  }

  private url(pagePath: string, language?: Language): string {
    return `${this.publicUrl.replace(/\/$/, '')}${pagePath}${language ? `?lng=${language}` : ''}`;
  }

  /** index.html with the page's head: title, description, canonical, Open Graph, Twitter, hreflang, <html lang>. */
  async renderHtml(template: string, head: PageHead): Promise<string> {
    const siteName = (await this.text(head.language, 'app.name')) ?? 'Sapar';
    const title = `${head.title} — ${siteName}`;
    const image = head.image ? new URL(head.image, this.publicUrl).toString() : undefined;
    const tags = [
      `<link rel="canonical" href="${escapeHtml(this.url(head.path, head.language))}" />`,
      ...LANGUAGES.map(
        (language) =>
          `<link rel="alternate" hreflang="${toHtmlLang(language)}" href="${escapeHtml(this.url(head.path, language))}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(this.url(head.path))}" />`,
      `<meta property="og:type" content="${head.type}" />`,
      `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(this.url(head.path, head.language))}" />`,
      `<meta property="og:locale" content="${OG_LOCALES[head.language]}" />`,
      ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    ];
    const loading = (await this.text(head.language, 'common.pageLoading')) ?? '';
    // The page's heading and text in the HTML itself: readable without JavaScript (search engines, slow phones) and
    // painted at once. Fixed over the page like the build's loader, so nothing shifts when the app replaces it.
    const prerendered =
      `<div style="position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center;font:16px/1.5 system-ui,sans-serif;color:#5b6675">` +
      `<h1 style="margin:0;font-size:28px;line-height:1.2;color:#14202e">${escapeHtml(head.heading)}</h1>` +
      `<p style="margin:0;max-width:36em">${escapeHtml(head.description)}</p>` +
      `<div role="status" style="font-weight:500">${escapeHtml(loading)}</div></div>`;
    return template
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_match, end: string) => `<div id="root">${prerendered}</div>${end}`,
      )
      .replace(/<html lang="[^"]*"/, `<html lang="${toHtmlLang(head.language)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>\n    ${tags.join('\n    ')}`)
      .replace(
        /<meta name="description"[^>]*>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      'Allow: /',
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  /** Every public page and news article in every language, each with all its alternates. */
  async sitemapXml(): Promise<string> {
    const paths = [
      ...PUBLIC_PAGES.map((p) => p.path),
      ...(await listNewsSlugs(this.db)).map((slug) => `${NEWS_PATH_PREFIX}${encodeURIComponent(slug)}`),
    ];
    const alternates = (pagePath: string) =>
      [
        ...LANGUAGES.map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${toHtmlLang(language)}" href="${escapeHtml(this.url(pagePath, language))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(this.url(pagePath))}"/>`,
      ].join('\n');
    const entries = paths.flatMap((pagePath) =>
      LANGUAGES.map(
        (language) =>
          `  <url>\n    <loc>${escapeHtml(this.url(pagePath, language))}</loc>\n${alternates(pagePath)}\n  </url>`,
      ),
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  }
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
