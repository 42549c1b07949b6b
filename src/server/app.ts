import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BANNER_IMAGE_MAX_BYTES } from '#shared/constants';
import type { Config } from './config';
import type { DatabaseHandle } from '#server/db/client';
import { accountRoutes } from '#server/features/account/routes';
import { authRoutes } from '#server/features/auth/routes';
import { useEnvironmentKey } from '#server/security/server-key';
import { deleteForgottenSignInFailures } from '#server/features/auth/index';
import { clientEventRoutes } from '#server/features/client-events/routes';
import { adminRoutes } from '#server/features/moderation/routes';
import { announcementAdminRoutes, announcementRoutes } from '#server/features/announcements/routes';
import { feedbackAdminRoutes, feedbackRoutes } from '#server/features/feedback/routes';
import { blockRoutes } from '#server/features/blocks/routes';
import { commentRoutes } from '#server/features/comments/routes';
import { messageRoutes } from '#server/features/messages/routes';
import { notificationRoutes } from '#server/features/notifications/routes';
import { eventRoutes } from '#server/features/events/routes';
import { healthRoutes } from '#server/features/health/routes';
import { profileRoutes } from '#server/features/profiles/routes';
import { publicProfileRoutes } from '#server/features/profiles/index';
import { projectRoutes } from '#server/features/projects/routes';
import { draftRoutes } from '#server/features/drafts/routes';
import { reportRoutes } from '#server/features/reports/routes';
import { searchRoutes } from '#server/features/search/routes';
import { quickSearchRoutes } from '#server/features/quick-search/routes';
import { serviceRequestRoutes } from '#server/features/service-requests/routes';
import { serviceReviewRoutes } from '#server/features/service-reviews/routes';
import { serviceRoutes } from '#server/features/services/routes';
import { followRoutes } from '#server/features/follows/routes';
import { collectionRoutes } from '#server/features/collections/routes';
import { homeRoutes } from '#server/features/home/routes';
import { publicConfigRoutes } from '#server/features/public-config/routes';
import { standingRoutes } from '#server/features/standing/routes';
import { statsRoutes } from '#server/features/stats/routes';
import { twoFactorRoutes } from '#server/features/two-factor/routes';
import { registerAccessCheck } from '#server/http/access';
import { registerAnswerSerializer } from '#server/plugins/answer-serializer';
import { registerApiDocs } from '#server/plugins/api-docs';
import { registerAuthentication } from '#server/plugins/authentication';
import { registerDrainOnClose } from '#server/plugins/drain-on-close';
import { answerFrameworkError, registerErrorHandler } from '#server/plugins/error-handler';
import { createMailer, type Mailer } from '#server/mail/mailer';
import { createRateLimitStore, deleteExpiredBuckets } from '#server/http/rate-limit-store';
import { registerSecurityHeaders } from '#server/plugins/security-headers';
import { builtPageScriptHashes } from '#server/plugins/inline-scripts';
import { registerCompression } from '#server/plugins/compression';
import { registerMetrics } from '#server/plugins/metrics';
import { registerReadRouting } from '#server/plugins/read-routing';
import { deleteOldIdempotencyKeys, registerIdempotencyKeys } from '#server/plugins/idempotency-keys';
import { zodSchemaController } from '#server/plugins/schema-compilers';
import { registerSpa } from '#server/plugins/spa';
import { describePage } from '#server/features/link-previews/index';
import type { PageRenderer } from '#shared/page-rendering';
import { registerUnstorableInputCheck } from '#server/plugins/unstorable-input';
import { registerUploadServing } from '#server/plugins/upload-serving';
import { createStorage } from '#server/storage/create-storage';
import type { Storage } from '#server/storage/storage';
import { createEventHub, type EventHub } from '#server/events/event-hub';
import { JobQueue, type JobPolicy } from '#server/jobs/job-queue';
import { mailWorker } from '#server/jobs/mail-job';
import { accountRecoveryWorker, passwordResetWorker } from '#server/features/auth/index';
import { unclaimedUploadSweep } from '#server/features/uploads/index';
import { notificationEmailWorker, requestStatusEmailWorker } from '#server/features/notifications/index';
import { digestEmailWorker, digestFanOut } from '#server/features/notifications/index';
import { announcementNotifications } from '#server/features/announcements/index';
import { reportThanks } from '#server/features/moderation/index';
import { appDeps } from '#server/http/app-deps';
import { commentReplies } from '#server/features/comments/index';
import { crawlingRoutes } from '#server/features/crawling/routes';

const RATE_LIMIT_SWEEP_MS = 10 * 60 * 1000;

declare module 'fastify' {
  // Interface merging is how Fastify types its decorators.
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    storage: Storage;
    events: EventHub;
    jobs: JobQueue;
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
  const jobs = new JobQueue(database, app.log);
  app.decorate('jobs', jobs);
  const deps = appDeps(app);
  const notifying = { ...deps, publicUrl: config.publicUrl };
  jobs.handle(mailWorker(database, mailer, config.publicUrl, mailPolicy));
  jobs.handle(passwordResetWorker(deps));
  jobs.handle(accountRecoveryWorker(deps));
  jobs.handle(unclaimedUploadSweep(deps));
  jobs.handle(notificationEmailWorker(notifying));
  jobs.handle(
    requestStatusEmailWorker({ ...notifying, windowSeconds: config.requestStatusEmailWindowSeconds }),
  );
  jobs.handle(digestFanOut(notifying, 'daily'));
  jobs.handle(digestFanOut(notifying, 'weekly'));
  jobs.handle(digestEmailWorker(notifying));
  jobs.handle(announcementNotifications(deps));
  jobs.handle(reportThanks(deps));
  jobs.handle(commentReplies(deps));
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
      deleteForgottenSignInFailures(database.db),
      deleteOldIdempotencyKeys(database.db),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  }, RATE_LIMIT_SWEEP_MS);
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
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(publicProfileRoutes, { prefix: '/profiles' });
      await api.register(followRoutes, { prefix: '/profiles' });
      await api.register(collectionRoutes);
      await api.register(homeRoutes, { prefix: '/home' });
      await api.register(projectRoutes, { prefix: '/projects' });
      await api.register(serviceRoutes, { prefix: '/services' });
      await api.register(draftRoutes, { prefix: '/drafts' });
      await api.register(commentRoutes);
      await api.register(messageRoutes, { prefix: '/messages' });
      await api.register(blockRoutes, { prefix: '/blocks' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(feedbackRoutes, { prefix: '/feedback' });
      await api.register(feedbackAdminRoutes, { prefix: '/admin/feedback' });
      await api.register(announcementRoutes, { prefix: '/announcements' });
      await api.register(announcementAdminRoutes, { prefix: '/admin/announcements' });
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(serviceRequestRoutes);
      await api.register(serviceReviewRoutes);
      await api.register(standingRoutes, { prefix: '/account' });
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(twoFactorRoutes, { prefix: '/account/two-factor' });
      await api.register(eventRoutes);
      await api.register(healthRoutes);
      await api.register(statsRoutes);
      await api.register(searchRoutes);
      await api.register(quickSearchRoutes);
      await api.register(clientEventRoutes);
      await api.register(publicConfigRoutes);
    },
    { prefix: '/api' },
  );

  if (storage.localDir) await registerUploadServing(app, storage.localDir);
  await app.register(crawlingRoutes, { sitemapPageSize });
  await registerSpa(
    app,
    webRoot,
    (pathname) => describePage(database.db, config.publicUrl, pathname),
    loadPageRenderer,
  );
  return app;
}
