import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFoundReportSchema } from '#shared/schemas/client-events';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { everyone } from '#server/feature-kit/access';
import { noBody } from '#server/feature-kit/answers';

/**
 * A path as the log keeps it: no query string or fragment, where emailed links carry their tokens
 * and searches what people typed (as the request log does, logger.ts); null when it is no URL.
 */
function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://atelier.invalid').pathname;
  } catch {
    return null;
  }
}

/** POST /api/client-events/not-found: a visitor reached a path no screen matches. */
export const clientEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-events/not-found',
    {
      schema: {
        ...everyone,
        summary: 'Log that the web app found no page at a path',
        body: notFoundReportSchema,
        response: { 204: noBody('Logged, without the query string or fragment') },
      },
      config: limitedBy('clientEvent'),
    },
    async (request, reply) => {
      request.log.warn(
        { missingPath: pathOf(request.body.path), referer: pathOf(request.headers.referer) },
        'page not found',
      );
      return reply.status(204).send();
    },
  );
};
