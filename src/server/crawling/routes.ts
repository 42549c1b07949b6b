import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageCursorParamSchema } from '#server/db/pagination';
import { everyone } from '#server/feature-kit/access';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { aiTrainingAllowedProfiles } from '#server/features/profiles/index';
import { robotsTxt } from './robots';
import { tdmRepRules } from './tdmrep';
import { buildKindSitemap, buildSitemap, buildStaticSitemap, SITEMAP_MAX_URLS, sitemapPath } from './sitemap';
import { SITEMAP_KINDS } from './sitemap-queries';

// Pages for crawlers, not API routes: kept out of /api/docs. Counted per client in memory, as pages are.
const forCrawlers = { schema: { ...everyone, hide: true }, config: limitedBy('pages') };

/** Sends a text the same for everyone: an hour in shared caches spares the database crawler visits. */
const sendPublic = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('cache-control', 'public, max-age=3600').send(body);

const XML = 'application/xml; charset=utf-8';

// The members robots.txt and TDMRep's file open to AI crawlers, at most: about 120 bytes each, so
// robots.txt stays far below the 500 KiB crawlers read (RFC 9309).
const AI_TRAINING_ALLOWED_MAX = 1000;

export type CrawlingRoutesOptions = {
  /** How many addresses one sitemap holds; tests make it small to see the index. */
  sitemapPageSize?: number;
};

/**
 * GET /robots.txt, /sitemap.xml and the sitemaps it lists: what search engines may crawl; and
 * /.well-known/tdmrep.json: what text and data mining may use.
 */
export const crawlingRoutes: FastifyPluginAsyncZod<CrawlingRoutesOptions> = async (app, options) => {
  const settings = { publicUrl: app.config.publicUrl, pageSize: options.sitemapPageSize ?? SITEMAP_MAX_URLS };
  // Crawlers read every public page's address: heavy reads that a replica can serve (decision 50).
  const sitemaps = (request: FastifyRequest) => ({ ...settings, db: request.readDb });

  const aiTrainingAllowed = (request: FastifyRequest) =>
    aiTrainingAllowedProfiles(request.readDb, AI_TRAINING_ALLOWED_MAX);

  app.get('/robots.txt', forCrawlers, async (request, reply) =>
    sendPublic(
      reply,
      'text/plain; charset=utf-8',
      robotsTxt(settings.publicUrl, await aiTrainingAllowed(request)),
    ),
  );

  app.get('/.well-known/tdmrep.json', forCrawlers, async (request, reply) =>
    sendPublic(
      reply,
      'application/json; charset=utf-8',
      JSON.stringify(tdmRepRules(await aiTrainingAllowed(request))),
    ),
  );

  app.get('/sitemap.xml', forCrawlers, async (request, reply) =>
    sendPublic(reply, XML, await buildSitemap(sitemaps(request))),
  );

  app.get(sitemapPath('pages'), forCrawlers, async (_request, reply) =>
    sendPublic(reply, XML, buildStaticSitemap(settings.publicUrl)),
  );

  for (const kind of SITEMAP_KINDS) {
    app.get(
      sitemapPath(kind),
      {
        ...forCrawlers,
        schema: { ...forCrawlers.schema, querystring: z.object({ after: pageCursorParamSchema }) },
      },
      async (request, reply) =>
        sendPublic(reply, XML, await buildKindSitemap(sitemaps(request), kind, request.query.after)),
    );
  }
};
