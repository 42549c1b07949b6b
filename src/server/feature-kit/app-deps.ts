import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { DatabaseKind } from '#shared/schemas/health';
import type { EventHub } from '#server/events/event-hub';
import type { JobQueue } from '#server/jobs/job-queue';
import type { JobMail } from '#server/jobs/mail-job';
import type { Storage } from '#server/storage/storage';

/**
 * What the app hands its services (app.ts decorates Fastify with each): a service takes the part it
 * uses, `Pick<AppDeps, 'db' | 'jobs'>`, so a test or a job passes only that.
 */
export type AppDeps = {
  db: Database;
  /** Which database `db` is, embedded or PostgreSQL: what the health check reports. */
  databaseKind: DatabaseKind;
  storage: Storage;
  jobs: JobQueue;
  /** How a job whose outcome is a mail sends it (jobs/mail-job.ts). */
  mail: JobMail;
  events: EventHub;
  log: FastifyBaseLogger;
  config: Config;
};

/** The app's parts, as app.ts decorated Fastify with them: what routes hand their services. */
export function appDeps(app: FastifyInstance): AppDeps {
  return {
    db: app.database.db,
    databaseKind: app.database.kind,
    storage: app.storage,
    jobs: app.jobs,
    mail: app.mail,
    events: app.events,
    log: app.log,
    config: app.config,
  };
}
