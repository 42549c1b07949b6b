import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#shared/schemas/health';
import { AppError } from '#server/errors';
import { everyone, openWhileBanned } from '#server/http/access';
import { failures } from '#server/http/answers';

/** GET /api/health: the process is up and its database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        ...everyone,
        ...openWhileBanned,
        summary: 'Check that the server is up and its database answers',
        response: {
          200: healthResponseSchema,
          ...failures({ 503: 'The database does not answer' }),
        },
      },
    },
    async () => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('unavailable', 'databaseUnavailable');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
