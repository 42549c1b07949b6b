import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import { healthResponseSchema, readyResponseSchema } from '#shared/schemas/health';
import { findAppRoot } from '#server/app-root';
import { hasPendingMigrations } from '#server/db/pending-migrations';
import { AppError } from '#server/errors';
import { everyone, openWhileBanned } from '#server/feature-kit/access';
import { failures } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

/**
 * GET /api/health: the process is up and its database answers (liveness). GET /api/ready: it may be
 * sent traffic, its database answering and migrated (readiness, for a proxy or an orchestrator).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, databaseKind } = appDeps(app);
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
        await db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('unavailable', 'databaseUnavailable');
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );

  const migrationsFolder = path.join(findAppRoot(), 'src/server/db/migrations');
  app.get(
    '/ready',
    {
      schema: {
        ...everyone,
        ...openWhileBanned,
        summary: 'Check that the server may take traffic: its database answers and is migrated',
        response: {
          200: readyResponseSchema,
          ...failures({ 503: 'The database does not answer, or lacks a migration this server needs' }),
        },
      },
    },
    async (_request, reply) => {
      let pending: boolean;
      try {
        pending = await hasPendingMigrations(
          async (text) =>
            ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
          migrationsFolder,
        );
      } catch (error) {
        app.log.error({ err: error }, 'readiness check: database unreachable');
        throw new AppError('unavailable', 'databaseUnavailable');
      }
      if (pending) throw new AppError('unavailable', 'databaseNotMigrated');
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const };
    },
  );
};
