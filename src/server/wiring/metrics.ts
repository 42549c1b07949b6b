import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { limitedBy } from '#server/feature-kit/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics' own port listens, once it does (METRICS_PORT); for tests and the log. */
    metricsAddress: () => string | undefined;
  }
}

// Seconds: most answers take milliseconds; a slow page or export, seconds.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The same length whatever was sent, so the comparison takes the same time for every guess. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics, only when configured, never public: on a port of their own, and/or
 * at /metrics on the main port for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Each app has a registry of its own (tests build many in one process). Requests are counted by
 * route pattern, not address, so the series stay few.
 */
export function registerMetrics(app: FastifyInstance) {
  const { port, host, token } = app.config.metrics;
  let metricsServer: Server | undefined;
  app.decorate('metricsAddress', () => {
    const address = metricsServer?.address() as AddressInfo | null | undefined;
    return address ? `http://${host}:${address.port}` : undefined;
  });
  if (port === undefined && !token) return;

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'atelier_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'atelier_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'atelier_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  new Gauge({
    name: 'atelier_event_streams_open',
    help: 'Live event streams this process holds open',
    registers: [registry],
    collect() {
      this.set(app.events.streamCount);
    },
  });
  new Gauge({
    name: 'atelier_database_pool_connections',
    help: "The PostgreSQL pool's connections: in use, idle, and requests waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'atelier_job_queue_depth',
    help: 'Jobs waiting to run, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      // Before the queue's first start its tables do not exist: no jobs wait.
      const depths = await app.jobs.depths().catch(() => []);
      for (const { name, waiting } of depths) this.set({ queue: name }, waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status === 429) refusals.inc({ route });
  });

  if (token) {
    const expected = digest(`Bearer ${token}`);
    app.get(
      '/metrics',
      { schema: { hide: true }, config: limitedBy('metricsScrape') },
      async (request, reply) => {
        const sent = digest(request.headers.authorization ?? '');
        if (!timingSafeEqual(sent, expected)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send();
        }
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics());
      },
    );
  }

  if (port !== undefined) {
    app.addHook('onReady', async () => {
      metricsServer = createServer((request, response) => {
        if (request.method !== 'GET' || request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        metricsServer?.once('error', reject);
        metricsServer?.listen(port, host, resolve);
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) =>
        metricsServer ? metricsServer.close(() => resolve()) : resolve(),
      );
    });
  }
  app.addHook('onClose', async () => registry.clear());
}
