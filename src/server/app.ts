import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BANNER_IMAGE_MAX_BYTES } from '@shared/constants';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { useEnvironmentKey } from './security/server-key';
import { deleteForgottenSignInFailures } from './features/auth/sign-in-throttle';
import { clientEventRoutes } from './features/client-events/routes';
import { adminRoutes } from './features/moderation/routes';
import { announcementAdminRoutes, announcementRoutes } from './features/announcements/routes';
import { feedbackAdminRoutes, feedbackRoutes } from './features/feedback/routes';
import { blockRoutes } from './features/blocks/routes';
import { commentRoutes } from './features/comments/routes';
import { messageRoutes } from './features/messages/routes';
import { notificationRoutes } from './features/notifications/routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { profileRoutes } from './features/profiles/routes';
import { publicProfileRoutes } from './features/profiles/public-routes';
import { projectRoutes } from './features/projects/routes';
import { reportRoutes } from './features/reports/routes';
import { searchRoutes } from './features/search/routes';
import { serviceRequestRoutes } from './features/service-requests/routes';
import { serviceReviewRoutes } from './features/service-reviews/routes';
import { serviceRoutes } from './features/services/routes';
import { followRoutes } from './features/follows/routes';
import { publicConfigRoutes } from './features/public-config/routes';
import { standingRoutes } from './features/standing/routes';
import { statsRoutes } from './features/stats/routes';
import { twoFactorRoutes } from './features/two-factor/routes';
import { registerAccessCheck } from './plugins/access';
import { registerAnswerSerializer } from './plugins/answer-serializer';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuthentication } from './plugins/authentication';
import { registerDrainOnClose } from './plugins/drain-on-close';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { createMailer, type Mailer } from './plugins/mailer';
import { createRateLimitStore, deleteExpiredBuckets } from './plugins/rate-limit-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { builtPageScriptHashes } from './plugins/inline-scripts';
import { registerCompression } from './plugins/compression';
import { zodSchemaController } from './plugins/schema-compilers';
import { registerSpa } from './plugins/spa';
import { describePage } from './features/link-previews/page-meta';
import type { PageRenderer } from '@shared/page-rendering';
import { registerUnstorableInputCheck } from './plugins/unstorable-input';
import { registerUploadServing } from './plugins/upload-serving';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { createEventHub, type EventHub } from './events/event-hub';
import { JobQueue, type JobPolicy } from './jobs/job-queue';
import { mailWorker } from './jobs/mail-job';
import { accountRecoveryWorker, passwordResetWorker } from './features/auth/recovery';
import { unclaimedUploadSweep } from './features/uploads/unclaimed-uploads';
import { notificationEmailWorker } from './features/notifications/notification-email';
import { digestEmailWorker, digestFanOut } from './features/notifications/digest';
import { announcementNotifications } from './features/announcements/service';
import { reportThanks } from './features/moderation/reports';
import { commentReplies } from './features/comments/service';
import { crawlingRoutes } from './features/crawling/routes';

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
  const authDeps = { db: database.db, jobs, config };
  jobs.handle(mailWorker(database, mailer, config.publicUrl, mailPolicy));
  jobs.handle(passwordResetWorker(authDeps));
  jobs.handle(accountRecoveryWorker(authDeps));
  jobs.handle(unclaimedUploadSweep({ db: database.db, storage, log: app.log }));
  const notifying = { db: database.db, jobs, publicUrl: config.publicUrl };
  jobs.handle(notificationEmailWorker(notifying));
  jobs.handle(digestFanOut(notifying, 'daily'));
  jobs.handle(digestFanOut(notifying, 'weekly'));
  jobs.handle(digestEmailWorker(notifying));
  jobs.handle(announcementNotifications({ db: database.db, events }));
  jobs.handle(reportThanks({ db: database.db, events, jobs }));
  jobs.handle(commentReplies({ db: database.db, events, jobs }));
  app.decorate('jobs', jobs);
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
    Promise.all([deleteExpiredBuckets(database.db), deleteForgottenSignInFailures(database.db)]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'),
    );
  }, RATE_LIMIT_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  registerCompression(app);
  await app.register(cookie);
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
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(publicProfileRoutes, { prefix: '/profiles' });
      await api.register(followRoutes, { prefix: '/profiles' });
      await api.register(projectRoutes, { prefix: '/projects' });
      await api.register(serviceRoutes, { prefix: '/services' });
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
