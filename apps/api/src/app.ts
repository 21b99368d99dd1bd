/**
 * Builds the Fastify application from the parts the container (container.ts) chose: plugins, the
 * error handler, every API module under /api, and (when the web app is built) the SPA with
 * long-cached assets.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  DEFAULT_LANGUAGE,
  isPublicPath,
  isValidPartnerRef,
  LANGUAGE_COOKIE,
  localizePath,
  normalizeLanguage,
  PARTNER_REF_COOKIE,
  PARTNER_REF_DAYS,
  resolveAcceptLanguage,
  splitLanguagePath,
} from '@sapar/contracts';
import type { DatabaseHandle } from './db/client.js';
import type { Config } from './env.js';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.js';
import type { FlightsSetup } from './modules/flights/flights.context.js';
import { flightsRoutes } from './modules/flights/flights.routes.js';
import {
  aftersalesExchangeSettlement,
  aftersalesOutboxRenderers,
  getOrderDetail,
  readJobQueues,
} from './modules/aftersales/index.js';
import { bookingOutboxRenderers, registerOrderViews } from './modules/booking/index.js';
import { disruptionOutboxRenderers, withDisruption } from './modules/disruption/index.js';
import { registerOutboxRenderer, type OutboxRenderer } from './modules/outbox/index.js';
import {
  createPaymentsContext,
  paymentsOutboxRenderers,
  registerExchangeSettlement,
} from './modules/payments/index.js';
import { staffOutboxRenderers } from './modules/staff/index.js';
import { renderReceiptPdf, ticketingOutboxRenderers } from './modules/ticketing/index.js';
import { buildAccountEmail, RECOVERY_MAIL_KIND } from './modules/users/index.js';
import { authPlugin } from './modules/users/auth.plugin.js';
import { boardRoutes } from './modules/board/board.routes.js';
import { ScheduleStatusSource, systemClock } from './modules/board/flight-status-source.js';
import { contentUsingMedia, getFaq } from './modules/content/index.js';
import { disruptionRoutes, disruptionStaffRoutes, StaffStatusSource } from './modules/disruption/index.js';
import { getRoutePage, isRoutePage, listRoutePages, routePageSlugs } from './modules/flights/index.js';
import {
  contentRoutes,
  contentStaffRoutes,
  faqStaffRoutes,
  toursStaffRoutes,
} from './modules/content/content.routes.js';
import {
  isMobileRequest,
  PageRenderer,
  SEARCH_PATH,
  SeoService,
  isAppPath,
  NEWS_PATH_PREFIX,
  seoRoutes,
  SSR_CALL_HEADER,
  SSR_CALL_SECRET,
} from './modules/seo/index.js';
import { requestsRoutes } from './modules/requests/requests.routes.js';
import { createSecondFactorGate } from './modules/staff/mfa.service.js';
import { staffAuthPlugin } from './modules/staff/staff-auth.plugin.js';
import {
  staffAccountRoutes,
  staffAdminRoutes,
  staffInsightsRoutes,
  staffMfaRoutes,
  staffOrdersRoutes,
  staffRequestsRoutes,
  staffSignInRoutes,
} from './modules/staff/staff.routes.js';
import { aftersalesRoutes, aftersalesStaffRoutes } from './modules/aftersales/aftersales.routes.js';
import { bookingRoutes } from './modules/booking/booking.routes.js';
import { paymentsRoutes, paymentsStaffRoutes } from './modules/payments/payments.routes.js';
import { supplierWebhookRoutes } from './modules/payments/supplier-webhooks.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { inventoryRoutes, refuseSoldFlightChanges, type SoldFlightChanges } from './modules/inventory/index.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import type { MediaUsageFinder } from './modules/media/index.js';
import { mediaStaffRoutes } from './modules/media/media.routes.js';
import { MEDIA_UPLOADS_PREFIX, mediaUploadsDir } from './modules/media/index.js';
import { newsUsingMedia } from './modules/news/index.js';
import { pricingStaffRoutes, reportExchangeRateAges } from './modules/pricing/index.js';
import { newsRoutes, newsStaffRoutes } from './modules/news/news.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import type { Messaging } from './providers/messaging/index.js';
import type { PaymentProviders } from './providers/payments/index.js';
import { AppError } from './shared/app-error.js';
import {
  answerClientError,
  answerFrameworkError,
  MAX_PARAM_LENGTH,
  registerErrorHandling,
  registerNotFound,
} from './shared/error-handler.js';
import { RedisOutage, rateLimitStore } from './shared/rate-limit-store.js';
import { loggingOptions, registerRequestObservability } from './shared/observability.js';
import { completeOperation, tidyDocument } from './shared/openapi-operations.js';
import { ownSchemaRegistry } from './shared/openapi-registry.js';
import { registerSecurityHeaders } from './shared/security-headers.js';
import { registerTextSafety } from './shared/text-safety.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  messaging: Messaging;
  /** Shares rate limits (and, through `flights`, live searches) between processes; absent without REDIS_URL. */
  redis: Redis | undefined;
  /** Flight search with its seat reader and live-search store. */
  flights: FlightsSetup;
  paymentProviders: PaymentProviders;
  /** What an inventory change does to flights with sold seats (the container wires it; absent: refused). */
  soldFlightChanges?: SoldFlightChanges;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Routes that draw a PDF on request: limited per client IP to PDF_RATE_LIMIT_MAX a minute (each on its own). */
const PDF_ROUTES = new Set(['/api/pages/privacy/pdf', '/api/booking/:order_number/receipt.pdf']);

// Taken once every module above is loaded, so before any server renderer registers its own copies of the contracts.
const API_SCHEMAS = ownSchemaRegistry();
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: API_SCHEMAS });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: API_SCHEMAS });

/** Where uploads are used (news, tours, pages, FAQ answers): a used one is neither deleted nor swept (housekeeping). */
export const MEDIA_USAGE_FINDERS: readonly MediaUsageFinder[] = [newsUsingMedia, contentUsingMedia];

/** The account mails of the users module (a password recovery code, made when the row is sent). */
const accountOutboxRenderers: Readonly<Record<string, OutboxRenderer>> = {
  [RECOVERY_MAIL_KIND]: async (deps, row) => buildAccountEmail(deps.booking, row.kind, row.refId),
};

/**
 * Each module draws the messages of its own outbox rows (docs/architecture.md#outbox): the outbox knows no kind,
 * and a row whose kind nobody registered is a dead letter.
 */
function registerOutboxRenderers(): void {
  for (const renderers of [
    accountOutboxRenderers,
    staffOutboxRenderers,
    ticketingOutboxRenderers,
    bookingOutboxRenderers,
    aftersalesOutboxRenderers,
    disruptionOutboxRenderers,
    paymentsOutboxRenderers,
  ])
    for (const [kind, render] of Object.entries(renderers)) registerOutboxRenderer(kind, render);
}

/**
 * What lower modules reach of higher ones is handed to them here, never imported upwards
 * (docs/architecture.md#modules-with-a-public-entry): payments settles exchange orders through after-sales, and
 * booking shows an order's detail (its after-sales history and disruption) and its receipt (ticketing).
 */
function registerModulePorts(): void {
  registerExchangeSettlement(aftersalesExchangeSettlement);
  registerOrderViews({
    detail: async (ctx, row, access, language) =>
      withDisruption(ctx, await getOrderDetail(ctx, row.number, access, language), row, language),
    receiptPdf: (ctx, row, passengers) => renderReceiptPdf(ctx, row, passengers),
  });
}

export async function buildApp({
  config,
  database,
  messaging,
  redis,
  flights: flightsSetup,
  paymentProviders,
  soldFlightChanges = refuseSoldFlightChanges,
}: AppDependencies): Promise<FastifyInstance> {
  registerOutboxRenderers();
  registerModulePorts();
  const app = Fastify({
    // One log line per request with its id: JSON in production and tests, short and readable in development.
    ...loggingOptions(config),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 1024 * 1024,
    // Slow clients: headers must arrive within headersTimeout and the whole request within
    // requestTimeout (Node checks both every connectionsCheckingInterval); silent sockets close
    // after connectionTimeout, idle keep-alive ones after keepAliveTimeout.
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(config.headersTimeoutMs / 4))),
    },
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.maxConnections;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('messaging', messaging);
  app.decorate('paymentProviders', paymentProviders);
  app.decorateRequest('language', 'ru');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = resolveAcceptLanguage(request.headers['accept-language']);
    done();
  });
  app.addHook('onClose', async () => {
    messaging.mailer.close?.();
  });

  registerRequestObservability(app);
  registerSecurityHeaders(app, { isHttps: config.publicUrl.startsWith('https:') });
  registerErrorHandling(app);
  registerTextSafety(app);

  // Redis shares the limits between processes; while it is unreachable each process counts in
  // its own memory (logged once per outage): the limits never switch off.
  const outage = new RedisOutage(app.log);
  if (redis) {
    redis.on('error', (error: unknown) => outage.failed(error));
    app.addHook('onClose', async () => void redis.disconnect());
    // The first requests count in Redis, not in memory while it is still connecting.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', done);
      redis.once('error', done);
    });
  }

  flightsSetup.useLog?.(app.log);
  const flights = flightsSetup.context;
  app.decorate('flights', flights);
  app.addHook('onClose', async () => flightsSetup.close());
  await app.register(fastifyCookie);
  // CPU-heavy public answers get limits of their own, lower than the API's (one client drawing PDFs in a loop slowed
  // every other answer of the process): set here, before the rate-limit plugin reads each route's config.
  app.addHook('onRoute', (route) => {
    if (PDF_ROUTES.has(route.url))
      route.config = { ...route.config, rateLimit: { max: config.pdfRateLimitMax, timeWindow: '1 minute' } };
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    store: rateLimitStore(redis, 'sapar:rl:', outage),
    skipOnError: false,
    // The server renderer's own calls (modules/seo/page-renderer.ts): the page request they serve was counted.
    allowList: (request) => request.headers[SSR_CALL_HEADER] === SSR_CALL_SECRET,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sapar API',
        description: 'Air tickets, orders and content of the Sapar travel agency.',
        version: '0.1.0',
        // All rights reserved: a reference in SPDX's form for a licence of one's own.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Sapar-Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          jwt: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "'JWT {access token}' (or 'Bearer {access token}')",
          },
        },
      },
    },
    // operationId, security and the error answers of each operation, then zod -> JSON Schema.
    transform: (input) => jsonSchemaTransform({ ...input, schema: completeOperation(input)! }),
    transformObject: (input) => tidyDocument(jsonSchemaTransformObject(input)),
  });

  const payments = createPaymentsContext(app);
  await app.register(
    metricsRoutes({
      token: config.metricsToken,
      readJobQueues: () => readJobQueues(payments),
      readGauges: () => reportExchangeRateAges(database.db),
    }),
  );

  await app.register(
    async (api) => {
      await api.register(fastifySwaggerUi, { routePrefix: '/docs' });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes({ pingRedis: redis ? () => redis.ping() : undefined }));
      await api.register(referenceRoutes);
      await api.register(newsRoutes);
      await api.register(authPlugin);
      await api.register(staffAuthPlugin);
      await api.register(usersRoutes, { secondFactor: createSecondFactorGate() });
      await api.register(staffSignInRoutes);
      await api.register(staffMfaRoutes, { prefix: '/staff' });
      await api.register(staffAccountRoutes, { prefix: '/staff' });
      await api.register(staffAdminRoutes, { prefix: '/staff' });
      await api.register(flightsRoutes(flights));
      await api.register(bookingRoutes(payments.booking));
      await api.register(paymentsRoutes(payments));
      await api.register(supplierWebhookRoutes(payments));
      await api.register(aftersalesRoutes(payments));
      await api.register(aftersalesStaffRoutes(payments), { prefix: '/staff' });
      await api.register(paymentsStaffRoutes(payments), { prefix: '/staff' });
      await api.register(contentRoutes);
      await api.register(requestsRoutes);
      await api.register(staffRequestsRoutes, { prefix: '/staff' });
      await api.register(staffOrdersRoutes(payments), { prefix: '/staff' });
      await api.register(staffInsightsRoutes(payments), { prefix: '/staff' });
      await api.register(disruptionRoutes({ payments }));
      await api.register(disruptionStaffRoutes({ payments, retimeMinutes: config.disruptionRetimeMinutes }), {
        prefix: '/staff',
      });
      // What staff set on a flight shows over the automatic status, which stays for every other flight.
      await api.register(
        boardRoutes({
          source: new StaffStatusSource(new ScheduleStatusSource(flights.inventory), database.db),
          now: systemClock,
        }),
      );
      await api.register(inventoryRoutes({ soldFlightChanges }), { prefix: '/staff' });
      await api.register(mediaStaffRoutes, { prefix: '/staff', usedBy: MEDIA_USAGE_FINDERS });
      await api.register(newsStaffRoutes, { prefix: '/staff' });
      await api.register(contentStaffRoutes, { prefix: '/staff' });
      await api.register(faqStaffRoutes, { prefix: '/staff' });
      await api.register(toursStaffRoutes, { prefix: '/staff' });
      await api.register(pricingStaffRoutes, { prefix: '/staff' });
      if (messaging.outbox) await api.register(devOutboxRoutes(messaging.outbox));
    },
    { prefix: '/api' },
  );

  // Staff uploads (modules/media): each file's name is new, so it is cached for a year like the demo images.
  const uploadsDir = mediaUploadsDir(config.dataDir);
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: MEDIA_UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    // Its own Cache-Control (max-age=0) would replace the one set here.
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Its own Cache-Control (max-age=0) would replace the one set here.
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
  });

  const seo = new SeoService(database.db, config.webDistDir, config.publicUrl, {
    routePage: async (slug, language) => (isRoutePage(flights, slug) ? getRoutePage(flights, slug, language) : null),
    routeSlugs: () => routePageSlugs(flights),
    popularRoutes: (language) => listRoutePages(flights, language, { popularOnly: true }).routes,
    faq: (language) => getFaq(database.db, language),
  });
  await app.register(seoRoutes(seo));

  let serveSpa: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>) | null = null;
  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: true,
      // '/' is a page like the others: it goes to serveSpa below, which writes its head.
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): sent as they are, never compressed per
      // request. ETag and Last-Modified stay on, so the no-cache HTML revalidates with a 304.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // With preCompressed the path is that of the copy sent (index.html.br): judge it by the original's name.
        const relative = path.relative(config.webDistDir, filePath).replace(/\.(br|gz)$/, '');
        res.setHeader('vary', 'accept-encoding');
        if (relative.startsWith('assets')) res.setHeader('cache-control', IMMUTABLE);
        else if (relative.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=300');
      },
    });
    const template = readFileSync(path.join(config.webDistDir, 'index.html'), 'utf8');
    // Each drawn page is a render of the web app in this process: a client asking for many is held to a limit of its own.
    const pageLimit = app.createRateLimit({
      max: config.pageRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => `page:${request.ip}`,
    });
    const pages = await PageRenderer.load(
      config.webSsrEntry,
      {
        catalogue: (language) => seo.catalogue(language),
        api: async (url, { method = 'GET', headers, body }) => {
          const res = await app.inject({
            method,
            url,
            headers: { ...headers, [SSR_CALL_HEADER]: SSR_CALL_SECRET },
            ...(body === undefined ? {} : { payload: body }),
          });
          const answerHeaders = Object.fromEntries(
            Object.entries(res.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
          );
          return { status: res.statusCode, headers: answerHeaders, body: res.body };
        },
      },
      (error) => app.log.error({ err: error }, 'server render failed: the page is drawn in the browser'),
    );
    // A public page gets its own title, description, canonical, Open Graph and hreflang tags in the HTML (modules/seo);
    // any other path the build's index.html as it is. Either way no-cache with an ETag, so a deploy shows at once.
    // The language of a public page is in its path (/en/faq); an old `?lng=` link to one moves there for good.
    // Cookies the web app reads too (js-cookie): not httpOnly.
    const rememberCookie = (reply: FastifyReply, name: string, value: string, days: number) =>
      reply.setCookie(name, value, {
        maxAge: days * 86_400,
        path: '/',
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
      });
    serveSpa = async (request, reply) => {
      const [rawPath = '/', query = ''] = request.url.split('?');
      const { language: pathLanguage, path: pathname } = splitLanguagePath(rawPath);
      // Remembered here, as the web app does (shared/lib/partner-ref.ts, i18n.ts): a visitor who leaves a page before
      // its scripts have run (a server-drawn page works without them) keeps the partner's code and the language chosen.
      const partnerRef = new URLSearchParams(query).get('ref');
      if (isValidPartnerRef(partnerRef)) rememberCookie(reply, PARTNER_REF_COOKIE, partnerRef, PARTNER_REF_DAYS);
      const chosen = SeoService.askedLanguage(query);
      if (chosen) rememberCookie(reply, LANGUAGE_COOKIE, chosen, 365);
      // The detection order after ?lng (docs/product.md#languages): the cookie of a language chosen before, then the browser's.
      const detected = normalizeLanguage(request.cookies[LANGUAGE_COOKIE] ?? '') ?? request.language;
      if (!pathLanguage && isPublicPath(pathname)) {
        if (chosen && chosen !== DEFAULT_LANGUAGE) {
          const rest = new URLSearchParams(query);
          rest.delete('lng');
          const search = rest.toString();
          return reply.redirect(`${localizePath(pathname, chosen)}${search ? `?${search}` : ''}`, 301);
        }
        // The web app would move a visitor of another language to that language's URL once it had run; a page drawn here
        // moves first, so it is drawn once, in the language it is read in. 302 and Vary: the bare path stays Russian's.
        if (!chosen && pages && detected !== DEFAULT_LANGUAGE && PageRenderer.draws(pathname, query)) {
          return reply
            .header('vary', 'accept-language, cookie')
            .header('cache-control', 'no-cache')
            .redirect(`${localizePath(pathname, detected)}${query ? `?${query}` : ''}`, 302);
        }
      }
      // The search page has no language in its path: it is drawn in the language the web app will pick (the same order).
      let head =
        !pathLanguage && pathname === SEARCH_PATH
          ? pages && (await seo.searchHead(chosen ?? detected))
          : await seo.headFor(pathname, pathLanguage ?? SeoService.languageOf(query));
      // A path the app has no page at, a route page naming no route or a news article that does not exist: the
      // not-found page, drawn here in the reader's language, with 404 and noindex (docs/product.md#pages-and-screens).
      const isNotFound =
        !head && (!isAppPath(pathname) || seo.isUnknownRoutePath(pathname) || pathname.startsWith(NEWS_PATH_PREFIX));
      if (isNotFound) {
        reply.code(404);
        head = await seo.notFoundHead(pathname, pathLanguage ?? chosen ?? detected);
      }
      if (!head) return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDistDir);
      if (pages) {
        const limit = await pageLimit(request);
        if (!limit.isAllowed && limit.isExceeded)
          throw new AppError('rate_limited', { params: { seconds: Math.max(1, limit.ttlInSeconds) } });
      }
      const drawn = pages ? await pages.render(pathname, query, head.language, isMobileRequest(request.headers)) : null;
      const html = await seo.renderHtml(
        template,
        head,
        { browserLanguage: pathLanguage ? null : request.language },
        drawn,
      );
      const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('vary', `accept-encoding, accept-language, cookie${drawn ? ', sec-ch-ua-mobile, user-agent' : ''}`)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts))
        return reply
          .header('content-encoding', 'br')
          .send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    };
    const spa = serveSpa;
    app.get('/', { schema: { hide: true } }, (request, reply) => spa(request, reply));
  }
  registerNotFound(app, serveSpa);

  return app;
}
