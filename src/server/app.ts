import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BANNER_IMAGE_MAX_BYTES } from '#shared/constants';
import type { Config } from './config';
import type { DatabaseHandle } from '#server/db/client';
import { useEnvironmentKey } from '#server/security/server-key';
import { registerAccessCheck } from '#server/feature-kit/access';
import { registerAnswerSerializer } from '#server/wiring/answer-serializer';
import { registerApiDocs } from '#server/wiring/api-docs';
import { registerAuthentication } from '#server/wiring/authentication';
import { registerDrainOnClose } from '#server/wiring/drain-on-close';
import { answerFrameworkError, registerErrorHandler } from '#server/wiring/error-handler';
import { createMailer, type Mailer } from '#server/mail/mailer';
import { createRateLimitStore, deleteExpiredBuckets } from '#server/feature-kit/rate-limit-store';
import { registerSecurityHeaders } from '#server/wiring/security-headers';
import { builtPageScriptHashes } from '#server/wiring/inline-scripts';
import { registerCompression } from '#server/wiring/compression';
import { registerMetrics } from '#server/wiring/metrics';
import { registerReadRouting } from '#server/wiring/read-routing';
import { deleteOldIdempotencyKeys, registerIdempotencyKeys } from '#server/wiring/idempotency-keys';
import { zodSchemaController } from '#server/wiring/schema-compilers';
import { registerSpa } from '#server/wiring/spa';
import { describePage } from '#server/link-previews/index';
import type { PageRenderer } from '#shared/page-rendering';
import { registerUnstorableInputCheck } from '#server/wiring/unstorable-input';
import { registerUploadServing } from '#server/wiring/upload-serving';
import { projectOriginals } from '#server/wiring/originals';
import { createStorage } from '#server/storage/create-storage';
import type { Storage } from '#server/storage/storage';
import { createEventHub, type EventHub } from '#server/events/event-hub';
import { JobQueue, type JobPolicy } from '#server/jobs/job-queue';
import { type JobMail, jobMail, mailWorker } from '#server/jobs/mail-job';
import { appDeps } from '#server/feature-kit/app-deps';
import { crawlingRoutes } from '#server/crawling/index';
import { accountFeature } from '#server/features/account/index';
import { announcementsFeature } from '#server/features/announcements/index';
import { authFeature } from '#server/features/auth/index';
import { blocksFeature } from '#server/features/blocks/index';
import { clientEventsFeature } from '#server/features/client-events/index';
import { collectionsFeature } from '#server/features/collections/index';
import { commentsFeature } from '#server/features/comments/index';
import { draftsFeature } from '#server/features/drafts/index';
import { eventsFeature } from '#server/features/events/index';
import { federationFeature } from '#server/features/federation/index';
import { insightsFeature } from '#server/features/insights/index';
import { feedbackFeature } from '#server/features/feedback/index';
import { followsFeature } from '#server/features/follows/index';
import { healthChecks } from '#server/health/index';
import { homeFeature } from '#server/features/home/index';
import { messagesFeature } from '#server/features/messages/index';
import { moderationFeature } from '#server/features/moderation/index';
import { notificationsFeature } from '#server/features/notifications/index';
import { profilesFeature } from '#server/features/profiles/index';
import { projectsFeature } from '#server/features/projects/index';
import { publicConfigFeature } from '#server/features/public-config/index';
import { quickSearchFeature } from '#server/features/quick-search/index';
import { reportsFeature } from '#server/features/reports/index';
import { searchFeature } from '#server/features/search/index';
import { serviceRequestsFeature } from '#server/features/service-requests/index';
import { serviceReviewsFeature } from '#server/features/service-reviews/index';
import { servicesFeature } from '#server/features/services/index';
import { standingFeature } from '#server/features/standing/index';
import { statsFeature } from '#server/features/stats/index';
import { twoFactorFeature } from '#server/features/two-factor/index';
import { unclaimedUploadsSweep } from '#server/uploads/index';
import type { Feature } from '#server/feature-kit/feature';

const SWEEP_MS = 10 * 60 * 1000;

// What each feature adds (feature-kit/feature.ts), plugged in below: its routes under /api in this
// order, its workers and its sweep. The health checks, the projects' originals and the sweep of
// unclaimed uploads are not features (they live on other floors) but plug in the same way.
const FEATURES: Feature[] = [
  authFeature,
  profilesFeature,
  followsFeature,
  collectionsFeature,
  homeFeature,
  projectsFeature,
  projectOriginals,
  servicesFeature,
  draftsFeature,
  commentsFeature,
  messagesFeature,
  blocksFeature,
  moderationFeature,
  feedbackFeature,
  federationFeature,
  insightsFeature,
  announcementsFeature,
  notificationsFeature,
  reportsFeature,
  serviceRequestsFeature,
  serviceReviewsFeature,
  standingFeature,
  accountFeature,
  twoFactorFeature,
  eventsFeature,
  healthChecks,
  statsFeature,
  searchFeature,
  quickSearchFeature,
  clientEventsFeature,
  publicConfigFeature,
  unclaimedUploadsSweep,
];

declare module 'fastify' {
  // Interface merging is how Fastify types its decorators.
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    storage: Storage;
    events: EventHub;
    jobs: JobQueue;
    mail: JobMail;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The built web app's folder; without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the configured SMTP server or outbox folder. */
  mailer?: Mailer;
  /** How mail is retried; tests shorten the wait. */
  mailPolicy?: JobPolicy;
  /** Defaults to the configured bucket or uploads folder. */
  storage?: Storage;
  /** Told of every route as it is added, for tests that walk the whole API. */
  onRoute?: onRouteHookHandler;
  /** Loads the web app's server renderer; without it pages are rendered in the browser. */
  loadPageRenderer?: () => Promise<PageRenderer>;
  /** How many addresses one sitemap holds (the protocol's 50,000); tests make it small. */
  sitemapPageSize?: number;
  /** Whether the job queue runs the cron schedules here (the default); the API tests' apps do not. */
  runsSchedules?: boolean;
};

/** Builds the whole server; main.ts listens with it and the tests inject requests into it. */
export async function buildApp({
  config,
  database,
  webRoot,
  logger = false,
  mailer = createMailer(config.mail),
  mailPolicy,
  storage = createStorage(config.storage),
  onRoute,
  loadPageRenderer,
  sitemapPageSize,
  runsSchedules,
}: BuildAppOptions) {
  const trustedHops = typeof config.trustProxy === 'number' ? config.trustProxy : 0;
  const serverOptions: FastifyServerOptions = {
    logger,
    // A hop count trusts that many proxies nearest to us, as proxy-addr counts them.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustedHops
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    schemaController: zodSchemaController,
    // Making the app ready waits for the database (the events' LISTEN below), and the first start
    // creates and migrates the embedded one: a minute on a slow machine is progress, not a hung
    // plugin. Every plugin here is async, so none can forget to say it has loaded.
    pluginTimeout: 0,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  // The API takes JSON and multipart; a text/plain body is what a cross-site form sends.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  registerAnswerSerializer(app, { checkAnswers: config.env !== 'production' });
  app.decorate('database', database);
  useEnvironmentKey(database.db, config.totpEncryptionKey);
  app.decorate('config', config);
  app.decorate('storage', storage);
  const events = createEventHub(app.log);
  // Listening waits for the database, which may still be opening while the app is built.
  app.addHook('onReady', () => events.start(database));
  app.decorate('events', events);
  app.addHook('onClose', () => events.stop());
  // Workers start once the migrations have run (start.ts). They stop first thing on close, while the
  // database is open: onClose hooks run last-added first, after the one that closes the database.
  const jobs = new JobQueue(database, app.log, { schedules: runsSchedules });
  app.decorate('jobs', jobs);
  app.decorate('mail', jobMail(mailer, config.publicUrl, mailPolicy));
  const deps = appDeps(app);
  jobs.handle(mailWorker(database, app.mail));
  for (const feature of FEATURES) for (const worker of feature.jobs?.(deps) ?? []) jobs.handle(worker);
  app.addHook('preClose', () => jobs.stop());

  registerErrorHandler(app);
  registerDrainOnClose(app);
  registerSecurityHeaders(app, {
    adsEnabled: Boolean(config.adsClientId),
    inlineScriptHashes: builtPageScriptHashes(webRoot),
  });
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(database.db),
  });
  const sweep = setInterval(() => {
    Promise.all([
      deleteExpiredBuckets(database.db),
      deleteOldIdempotencyKeys(database.db),
      ...FEATURES.map((feature) => feature.sweep?.(deps)),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // After the rate limiter, whose hooks only reach routes registered after it: /metrics has a limit.
  registerMetrics(app);

  registerCompression(app);
  await app.register(cookie);
  registerReadRouting(app);
  // Each upload route sets its own file size limit; these bound everything else a form may carry.
  await app.register(multipart, {
    limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 4096 },
  });

  await registerApiDocs(app, config);
  await app.register(
    async (api) => {
      registerAuthentication(api);
      registerUnstorableInputCheck(api);
      registerAccessCheck(api);
      registerIdempotencyKeys(api);
      for (const feature of FEATURES)
        for (const { plugin, prefix } of feature.routes ?? []) await api.register(plugin, { prefix });
    },
    { prefix: '/api' },
  );

  if (storage.localDir) await registerUploadServing(app, storage.localDir);
  await app.register(crawlingRoutes, { sitemapPageSize });
  for (const feature of FEATURES) for (const plugin of feature.siteRoutes ?? []) await app.register(plugin);
  await registerSpa(
    app,
    webRoot,
    (pathname) =>
      describePage(
        database.db,
        { publicUrl: config.publicUrl, federates: config.federation.enabled },
        pathname,
      ),
    loadPageRenderer,
  );
  return app;
}

/**
 * What each feature makes once the migrations have run, before the app answers anyone (start.ts,
 * and the tests' app): rows a public read needs and must not write itself.
 */
export async function prepareFeatures(app: FastifyInstance) {
  const deps = appDeps(app);
  for (const feature of FEATURES) await feature.afterMigrations?.(deps);
}
