import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnyJobWorker } from '#server/jobs/job-queue';
import type { AppDeps } from './app-deps';

/**
 * What a feature adds to the app, exported from its index.ts: app.ts lists the features and plugs
 * each in, so a new route or job touches the feature's folder only (docs/architecture.md, Server floors).
 */
export type Feature = {
  /** Fastify plugins registered under /api, each at its prefix, in this order. */
  routes?: { plugin: FastifyPluginAsyncZod; prefix?: string }[];
  /**
   * Plugins registered at the site's root, outside /api and its docs: protocols whose addresses other
   * software fixes (WebFinger at /.well-known, ActivityPub), after the API and before the pages.
   */
  siteRoutes?: FastifyPluginAsyncZod[];
  /** Its jobs' workers, given the app's parts; each job's payload is declared beside its worker. */
  jobs?: (deps: AppDeps) => AnyJobWorker[];
  /** What the app makes once the migrations have run, before it answers: rows a read needs. */
  afterMigrations?: (deps: AppDeps) => Promise<unknown>;
  /** Housekeeping the app runs every ten minutes (deleting expired rows). */
  sweep?: (deps: AppDeps) => Promise<unknown>;
};
