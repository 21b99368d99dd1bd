/**
 * What search engines and link previews read without running JavaScript: per-page <title>, description,
 * canonical URL, Open Graph and Twitter tags, hreflang alternates and JSON-LD put into the web app's index.html by
 * the server, the page's heading and text (a route page's fares and FAQ too) written into #root, /robots.txt and
 * /sitemap.xml. A page's language is in its path (/en/faq; Russian, the default, without a prefix); every language
 * version is its own URL, and the bare path is the x-default.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COMPANY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizePath,
  normalizeLanguage,
  type FaqResponse,
  type Language,
  type RoutePage,
  type RouteSummary,
  SSR_DATA_ELEMENT_ID,
} from '@sapar/contracts';
import type { Database } from '../../db/client.js';
import { findPublishedNews, listNewsSlugs } from '../news/index.js';
import type { RenderedPage } from './page-renderer.js';
import {
  NEWS_PAGE_MODULE,
  NEWS_PATH_PREFIX,
  NOT_FOUND_MODULE,
  PRIVATE_PATH_PREFIXES,
  PUBLIC_PAGES,
  ROUTE_PAGE_MODULE,
  ROUTE_PAGE_PATH_PREFIX,
  SEARCH_PATH,
  SEARCH_RESULTS_MODULE,
} from './seo.pages.js';

type Catalogue = Record<string, unknown>;
type JsonLd = Record<string, unknown>;

export interface PageHead {
  language: Language;
  title: string;
  /** The page's <h1>, shown with the description in the HTML before the JavaScript runs. */
  heading: string;
  description: string;
  /** The page's path without a language prefix (no query), for the canonical URL and the alternates. */
  path: string;
  image?: string;
  type: 'website' | 'article';
  /** More of the page's text as HTML (already escaped): a route page's fares and FAQ, the home page's routes. */
  body?: string;
  /** Structured data (schema.org) written as JSON-LD. */
  jsonLd: JsonLd[];
  /** The web app's module that draws the page (a key of the build's manifest): preloaded with the HTML. */
  module?: string;
  /** Lazy parts of the web app a drawn page shows (manifest keys): their styles come with it, their code before hydration. */
  parts?: string[];
  /** A page search engines must not index (a search's results): no canonical or alternates, robots noindex. */
  noindex?: boolean;
}

/** What the page's HTML may also preload: the catalogue of the language the visitor's browser asks for. */
export interface HtmlHints {
  browserLanguage?: Language | null;
}

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here. */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * The chunks the build's entry imports (the vendors, the store and API, ...), each after the chunks it imports itself:
 * /hydrate.js has them evaluated one task each, in this order, before the entry. As one module graph they were evaluated
 * in a single task of some 300 ms on a phone (the benchmark's total blocking time).
 */
function entrySteps(manifest: Manifest): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    const chunk = manifest[key];
    if (chunk && !chunk.isEntry) order.push(`/${chunk.file}`);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return order;
}

/** What the seo module reads of the flights and content modules (wired in app.ts). */
export interface SeoSources {
  /** A route page's data, or null for a slug that is not a route. */
  routePage(slug: string, language: Language): Promise<RoutePage | null>;
  routeSlugs(): string[];
  popularRoutes(language: Language): RouteSummary[];
  faq(language: Language): Promise<FaqResponse>;
}

/** BCP 47 tags for hreflang and <html lang>, as the web app writes them: Chinese in simplified characters. */
const HTML_LANG: Record<Language, string> = { ru: 'ru', ky: 'ky', en: 'en', tr: 'tr', zh: 'zh-Hans' };
const toHtmlLang = (language: Language) => HTML_LANG[language];
const OG_LOCALES: Record<Language, string> = { ru: 'ru_RU', ky: 'ky_KG', en: 'en_US', tr: 'tr_TR', zh: 'zh_CN' };

export class SeoService {
  private readonly catalogues = new Map<Language, Promise<Catalogue | null>>();
  private manifest: Promise<Manifest | null> | undefined;
  /** The build's entrySteps, worked out once with the manifest. */
  private steps: string[] | undefined;

  constructor(
    private readonly db: Database,
    private readonly webDistDir: string,
    private readonly publicUrl: string,
    private readonly sources?: SeoSources,
  ) {}

  /** The page's language without a prefix: a valid `?lng=` (still accepted), else Russian. */
  static languageOf(query: string): Language {
    return SeoService.askedLanguage(query) ?? DEFAULT_LANGUAGE;
  }

  /** The language a `?lng=` asks for, or null. */
  static askedLanguage(query: string): Language | null {
    return normalizeLanguage(new URLSearchParams(query).get('lng') ?? '');
  }

  /** The web app's catalogue of a language, from its build (null without one). */
  catalogue(language: Language): Promise<Catalogue | null> {
    let loaded = this.catalogues.get(language);
    if (!loaded) {
      loaded = readFile(path.join(this.webDistDir, 'locales', language, 'translation.json'), 'utf8')
        .then((text) => JSON.parse(text) as Catalogue)
        .catch(() => null);
      this.catalogues.set(language, loaded);
    }
    return loaded;
  }

  /** A catalogue text with its {{values}} filled in, falling back to Russian like the web app. */
  private async text(
    language: Language,
    key: string,
    values: Record<string, string | number> = {},
  ): Promise<string | undefined> {
    const pick = (catalogue: Catalogue | null) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined),
          catalogue,
        );
    const value = pick(await this.catalogue(language)) ?? pick(await this.catalogue(DEFAULT_LANGUAGE));
    if (typeof value !== 'string') return undefined;
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  }

  private async textOr(language: Language, key: string, values: Record<string, string | number> = {}): Promise<string> {
    return (await this.text(language, key, values)) ?? '';
  }

  /** The head of a public page, or null for a page that is not public (or an article or route that does not exist). */
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
      const head: PageHead = {
        language,
        title,
        heading,
        description,
        path: page.path,
        type: 'website',
        jsonLd: [],
        module: page.module,
      };
      if (page.path === '/') await this.completeHome(head);
      if (page.path === '/faq') await this.completeFaq(head);
      return head;
    }
    if (pathname.startsWith(NEWS_PATH_PREFIX)) return this.newsHead(pathname, language);
    if (pathname.startsWith(ROUTE_PAGE_PATH_PREFIX)) return this.routeHead(pathname, language);
    return null;
  }

  /**
   * The head of the search page (/search?from=…): the home page's title and text, never indexed. The page is drawn
   * with its results, whose lazy module comes with it.
   */
  async searchHead(language: Language): Promise<PageHead | null> {
    const title = await this.text(language, 'home.documentTitle');
    if (!title) return null;
    return {
      language,
      title,
      heading: (await this.text(language, 'home.title')) ?? title,
      description: (await this.text(language, 'home.intro')) ?? title,
      path: SEARCH_PATH,
      type: 'website',
      jsonLd: [],
      module: PUBLIC_PAGES.find((page) => page.path === '/')?.module,
      parts: [SEARCH_RESULTS_MODULE],
      noindex: true,
    };
  }

  /**
   * The head of the not-found page at a path the site has no page at: translated, never indexed. Null without the
   * web build's texts.
   */
  async notFoundHead(pathname: string, language: Language): Promise<PageHead | null> {
    const title = await this.text(language, 'notFound.title');
    if (!title) return null;
    return {
      language,
      title,
      heading: title,
      description: (await this.text(language, 'notFound.text')) ?? title,
      path: pathname,
      type: 'website',
      jsonLd: [],
      module: NOT_FOUND_MODULE,
      noindex: true,
    };
  }

  /** Whether a path is a route page's that names no route: the site's 404, with that status. */
  isUnknownRoutePath(pathname: string): boolean {
    if (!pathname.startsWith(ROUTE_PAGE_PATH_PREFIX) || !this.sources) return false;
    return !this.sources.routeSlugs().includes(pathname.slice(ROUTE_PAGE_PATH_PREFIX.length));
  }

  /** The home page: the agency as an Organization, and links to the popular route pages for crawlers. */
  private async completeHome(head: PageHead): Promise<void> {
    const { language } = head;
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: COMPANY.brand,
      legalName: COMPANY.legalName[language],
      url: this.url('/'),
      logo: this.absolute('/favicon.svg'),
      email: COMPANY.email,
      telephone: COMPANY.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: COMPANY.address[language],
        addressLocality: 'Bishkek',
        addressCountry: 'KG',
      },
    });
    const routes = this.sources?.popularRoutes(language) ?? [];
    if (routes.length === 0) return;
    const title = await this.textOr(language, 'routePage.popularTitle');
    head.body =
      `<nav aria-label="${escapeHtml(title)}" style="max-width:36em"><h2 style="margin:0 0 8px;font-size:18px;color:#14202e">${escapeHtml(title)}</h2>` +
      `<ul style="display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0;padding:0;list-style:none">` +
      routes
        .map(
          (r) =>
            `<li><a href="${escapeHtml(localizePath(`${ROUTE_PAGE_PATH_PREFIX}${r.slug}`, language))}">${escapeHtml(`${r.from.title} — ${r.to.title}`)}</a></li>`,
        )
        .join('') +
      `</ul></nav>`;
  }

  /** The FAQ page's questions and answers as a FAQPage. */
  private async completeFaq(head: PageHead): Promise<void> {
    if (!this.sources) return;
    const faq = await this.sources.faq(head.language);
    const items = faq.categories
      .flatMap((c) => c.items)
      .map((i) => ({ question: i.question, answer: stripTags(i.answer) }));
    if (items.length > 0) head.jsonLd.push(faqPage(items));
  }

  private async newsHead(pathname: string, language: Language): Promise<PageHead | null> {
    let slug: string;
    try {
      slug = decodeURIComponent(pathname.slice(NEWS_PATH_PREFIX.length));
    } catch {
      return null; // A malformed escape: not an article, the plain page.
    }
    const item = await findPublishedNews(this.db, language, slug);
    if (!item) return null;
    const image = item.main_image ? this.absolute(item.main_image) : undefined;
    return {
      language,
      title: item.title,
      heading: item.title,
      description: item.desc,
      path: pathname,
      image: item.main_image,
      type: 'article',
      module: NEWS_PAGE_MODULE,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: item.title,
          description: item.desc,
          ...(image ? { image: [image] } : {}),
          datePublished: item.published_at,
          inLanguage: toHtmlLang(language),
          mainEntityOfPage: this.url(pathname, language),
          publisher: {
            '@type': 'Organization',
            name: COMPANY.brand,
            logo: { '@type': 'ImageObject', url: this.absolute('/favicon.svg') },
          },
        },
        this.breadcrumbs(language, [
          [await this.textOr(language, 'nav.airTicket'), '/'],
          [item.title, pathname],
        ]),
      ],
    };
  }

  /** A route page: its heading, fares by day and FAQ in the HTML, with BreadcrumbList and FAQPage. */
  private async routeHead(pathname: string, language: Language): Promise<PageHead | null> {
    const slug = pathname.slice(ROUTE_PAGE_PATH_PREFIX.length);
    const route =
      this.sources && /^[a-z0-9]+-[a-z0-9]+$/.test(slug) ? await this.sources.routePage(slug, language) : null;
    if (!route) return null;
    const names = { from: route.from.title, to: route.to.title };
    const currency = await this.textOr(language, 'currency.KGS');
    const price = async (amount: number) =>
      `${new Intl.NumberFormat(toHtmlLang(language), { maximumFractionDigits: 0 }).format(amount)} ${currency}`;
    const heading = await this.textOr(language, 'routePage.title', names);
    const description =
      route.min_price === null
        ? await this.textOr(language, 'routePage.description', names)
        : await this.textOr(language, 'routePage.descriptionWithPrice', {
            ...names,
            price: await price(route.min_price),
          });
    const faq = await this.routeFaq(route, language, price);
    const dateFormat = new Intl.DateTimeFormat(toHtmlLang(language), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    const day = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
    const noFlight = await this.textOr(language, 'routePage.noFlight');
    const rows = await Promise.all(
      route.days.map(
        async (d) =>
          `<tr><th scope="row" style="text-align:left;font-weight:400;padding:2px 12px 2px 0">${escapeHtml(day(d.date))}</th><td style="text-align:right">${escapeHtml(d.price === null ? noFlight : await this.textOr(language, 'routePage.fromPrice', { price: await price(d.price) }))}</td></tr>`,
      ),
    );
    const h2 = (text: string) => `<h2 style="margin:16px 0 8px;font-size:20px;color:#14202e">${escapeHtml(text)}</h2>`;
    const body =
      `<div style="max-width:36em;width:100%;text-align:left">` +
      h2(await this.textOr(language, 'routePage.faresTitle')) +
      `<p style="margin:0 0 8px">${escapeHtml(await this.textOr(language, 'routePage.faresIntro'))}</p>` +
      `<table style="border-collapse:collapse;width:100%"><tbody>${rows.join('')}</tbody></table>` +
      h2(await this.textOr(language, 'routePage.faqTitle')) +
      faq
        .map(
          (item) =>
            `<h3 style="margin:8px 0 4px;font-size:16px;color:#14202e">${escapeHtml(item.question)}</h3><p style="margin:0">${escapeHtml(item.answer)}</p>`,
        )
        .join('') +
      `</div>`;
    return {
      language,
      title: heading,
      heading,
      description,
      path: pathname,
      type: 'website',
      body,
      module: ROUTE_PAGE_MODULE,
      jsonLd: [
        this.breadcrumbs(language, [
          [await this.textOr(language, 'nav.airTicket'), '/'],
          [heading, pathname],
        ]),
        faqPage(faq),
      ],
    };
  }

  /** The FAQ of a route page, as the web app writes it (features/route-pages/model/route-texts.ts). */
  private async routeFaq(route: RoutePage, language: Language, price: (amount: number) => Promise<string>) {
    const t = (key: string, values: Record<string, string | number> = {}) =>
      this.textOr(language, `routePage.${key}`, values);
    const names = { from: route.from.title, to: route.to.title };
    const cheapest = route.days.find((d) => d.price !== null && d.price === route.min_price);
    const dateFormat = new Intl.DateTimeFormat(toHtmlLang(language), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    const items = [
      {
        question: await t('faqPriceQ', names),
        answer: cheapest
          ? await t('faqPriceA', {
              price: await price(cheapest.price!),
              date: dateFormat.format(new Date(`${cheapest.date}T00:00:00Z`)),
            })
          : await t('faqPriceNone'),
      },
      {
        question: await t('faqDirectQ', names),
        answer: route.direct
          ? await t('faqDirectYes', {
              airlines: [
                ...new Set(route.flights.filter((f) => f.stops === 0).flatMap((f) => f.airlines.map((a) => a.name))),
              ].join(', '),
            })
          : await t('faqDirectNo'),
      },
    ];
    if (route.typical_duration_min !== null) {
      const hours = Math.floor(route.typical_duration_min / 60);
      const minutes = route.typical_duration_min % 60;
      const duration =
        hours === 0
          ? await this.textOr(language, 'flights.durationMinutes', { minutes })
          : minutes === 0
            ? await this.textOr(language, 'flights.durationHours', { hours })
            : await this.textOr(language, 'flights.duration', { hours, minutes });
      items.push({ question: await t('faqDurationQ', names), answer: await t('faqDurationA', { duration }) });
    }
    const { cheapest_includes, checked_kg, hand_kg } = route.baggage;
    const checked =
      checked_kg === null
        ? await t('baggageNone')
        : cheapest_includes
          ? await t('baggageIncluded', { kg: checked_kg })
          : await t('baggageExtra', { kg: checked_kg });
    items.push({
      question: await t('faqBaggageQ'),
      answer: hand_kg === null ? checked : `${checked} ${await t('handBaggage', { kg: hand_kg })}`,
    });
    return items;
  }

  private breadcrumbs(language: Language, trail: [string, string][]): JsonLd {
    return {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map(([name, pagePath], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: this.url(pagePath, language),
      })),
    };
  }

  private absolute(pagePath: string): string {
    return new URL(pagePath, this.publicUrl).toString();
  }

  /** A page's URL in a language (/en/faq), or its x-default (the bare path) without one. */
  private url(pagePath: string, language?: Language): string {
    return `${this.publicUrl.replace(/\/$/, '')}${language ? localizePath(pagePath, language) : pagePath}`;
  }

  /**
   * What the first screen needs besides the entry's scripts, asked for with the HTML instead of after the scripts have
   * run (each a round trip saved on a phone): the page's own module with the modules and styles it imports, and the
   * catalogue of the page's language, or of the browser's where the URL names none (Russian is preloaded by the build).
   * For a page drawn on the server, also the styles of what its lazy parts drew (the news block).
   */
  private async pageAssets(
    head: PageHead,
    hints: HtmlHints,
    drawn: boolean,
  ): Promise<{ modules: string[]; styles: string[]; catalogues: string[]; steps: string[] }> {
    const languages = new Set([head.language, hints.browserLanguage ?? head.language]);
    languages.delete(DEFAULT_LANGUAGE);
    const catalogues = [...languages].map((language) => `/locales/${language}/translation.json`);
    this.manifest ??= readFile(path.join(this.webDistDir, '.vite', 'manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => null);
    const manifest = await this.manifest;
    const steps = manifest ? (this.steps ??= entrySteps(manifest)) : [];
    if (!head.module || !manifest?.[head.module]) return { modules: [], styles: [], catalogues, steps };
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string, withScripts: boolean) => {
      const chunk = manifest[key];
      // The entry (index.html) and what it imports are in the HTML already.
      if (!chunk || chunk.isEntry || seen.has(key)) return;
      seen.add(key);
      if (withScripts) scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported, withScripts);
    };
    visit(head.module, true);
    if (drawn) {
      for (const part of head.parts ?? []) visit(part, true);
      for (const lazy of manifest[head.module]?.dynamicImports ?? []) visit(lazy, false);
    }
    const entryFiles = new Set(
      Object.values(manifest)
        .filter((c) => c.isEntry)
        .flatMap((c) => [c.file, ...(c.imports ?? []).map((i) => manifest[i]?.file)]),
    );
    return {
      modules: [...scripts].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`),
      styles: [...styles].map((file) => `/${file}`),
      catalogues,
      steps,
    };
  }

  /**
   * The tags that load the page. A page the app draws: preloads of its modules, styles and catalogue beside the
   * build's entry script. A page drawn here: its styles as stylesheets (it is painted from them at once, and would
   * shift if they came later), and its scripts and catalogues left to /hydrate.js, which asks for them once the page is
   * painted; the build's entry script, module preloads and catalogue preload move there too.
   */
  private async loadingTags(
    template: string,
    head: PageHead,
    hints: HtmlHints,
    drawn: boolean,
  ): Promise<{ template: string; head: string[]; body: string[] }> {
    const assets = await this.pageAssets(head, hints, drawn);
    if (!drawn) {
      return {
        template,
        head: [
          ...assets.catalogues.map(
            (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`,
          ),
          ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
          ...assets.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
        ],
        body: [],
      };
    }
    const entries: string[] = [];
    const modules: string[] = [];
    const fetches: string[] = [];
    const rest = template
      .replace(
        /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g,
        (_tag, src: string) => (entries.push(src), ''),
      )
      .replace(
        /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g,
        (_tag, href: string) => (modules.push(href), ''),
      )
      .replace(
        /\s*<link rel="preload" href="([^"]+)" as="fetch"[^>]*>/g,
        (_tag, href: string) => (fetches.push(href), ''),
      );
    const app = [...entries, ...modules, ...assets.modules];
    return {
      template: rest,
      head: assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
      body: [
        `<script type="module" src="/hydrate.js" data-app="${escapeHtml(app.join(' '))}" data-fetch="${escapeHtml([...fetches, ...assets.catalogues].join(' '))}" data-steps="${escapeHtml(assets.steps.join(' '))}"></script>`,
      ],
    };
  }

  /**
   * index.html with the page's head (title, description, canonical, Open Graph, Twitter, hreflang, JSON-LD,
   * <html lang>) and in #root the page drawn on the server (with the data it was drawn with, for the browser to
   * hydrate), or, for a page not drawn there, its heading and text.
   */
  async renderHtml(
    template: string,
    head: PageHead,
    hints: HtmlHints = {},
    page?: RenderedPage | null,
  ): Promise<string> {
    const siteName = (await this.text(head.language, 'app.name')) ?? 'Sapar';
    const title = `${head.title} — ${siteName}`;
    const image = head.image ? this.absolute(head.image) : undefined;
    const tags = [
      ...(head.noindex
        ? ['<meta name="robots" content="noindex" />']
        : [
            `<link rel="canonical" href="${escapeHtml(this.url(head.path, head.language))}" />`,
            ...LANGUAGES.map(
              (language) =>
                `<link rel="alternate" hreflang="${toHtmlLang(language)}" href="${escapeHtml(this.url(head.path, language))}" />`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${escapeHtml(this.url(head.path))}" />`,
          ]),
      `<meta property="og:type" content="${head.type}" />`,
      `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      ...(head.noindex
        ? []
        : [`<meta property="og:url" content="${escapeHtml(this.url(head.path, head.language))}" />`]),
      `<meta property="og:locale" content="${OG_LOCALES[head.language]}" />`,
      ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
      ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    ];
    const loading = await this.loadingTags(template, head, hints, Boolean(page));
    const noscript = /<noscript>[\s\S]*?<\/noscript>/.exec(template)?.[0] ?? '';
    const root = page
      ? [
          `<div id="root">${page.html}</div>`,
          `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${jsonForScript(page.data)}</script>`,
          ...loading.body,
        ].join('\n    ')
      : `<div id="root">${await this.prerendered(head, noscript)}</div>`;
    // A drawn page keeps the build's "JavaScript is needed" note where it is; the text of another moves it inside.
    return (page ? loading.template : loading.template.replace(noscript, ''))
      .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, (_match, end: string) => `${root}${end}`)
      .replace(/<html lang="[^"]*"/, `<html lang="${toHtmlLang(head.language)}"`)
      .replace(/<\/head>/, () => `${loading.head.map((tag) => `  ${tag}\n`).join('')}  </head>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>\n    ${tags.join('\n    ')}`)
      .replace(
        /<meta name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
  }

  /**
   * The heading and text of a page the server does not draw, written into #root: readable without JavaScript (search
   * engines, slow phones) and painted at once. The build's "JavaScript is needed" note moves into it, below the heading.
   */
  private async prerendered(head: PageHead, noscript: string): Promise<string> {
    const loading = (await this.text(head.language, 'common.pageLoading')) ?? '';
    // Fixed over the page like the build's loader, so nothing shifts when the app replaces it; a page with more text
    // (a route page) scrolls within it.
    const long = Boolean(head.body);
    return (
      `<div style="position:fixed;inset:0;overflow:auto;display:flex;flex-direction:column;align-items:center;justify-content:${long ? 'flex-start' : 'center'};gap:12px;padding:24px;text-align:center;font:16px/1.5 system-ui,sans-serif;color:#5b6675">` +
      `<h1 style="margin:0;font-size:28px;line-height:1.2;color:#14202e">${escapeHtml(head.heading)}</h1>` +
      `<p style="margin:0;max-width:36em">${escapeHtml(head.description)}</p>` +
      `<div role="status" style="font-weight:500">${escapeHtml(loading)}</div>` +
      noscript +
      (head.body ?? '') +
      `</div>`
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

  /** Every public page, route page and news article in every language, each with all its alternates. */
  async sitemapXml(): Promise<string> {
    const paths = [
      ...PUBLIC_PAGES.map((p) => p.path),
      ...(this.sources?.routeSlugs() ?? []).map((slug) => `${ROUTE_PAGE_PATH_PREFIX}${slug}`),
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

function faqPage(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON inside <script>: no '</script>' or '<!--' can close or change it. */
function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
