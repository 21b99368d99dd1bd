/** /robots.txt and /sitemap.xml at the site's root (not under /api): what crawlers ask for first. */
import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service.js';

const ONE_HOUR = 'public, max-age=3600';

export const seoRoutes =
  (seo: SeoService): FastifyPluginAsync =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(seo.robotsTxt()),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', ONE_HOUR)
        .send(await seo.sitemapXml()),
    );
  };
