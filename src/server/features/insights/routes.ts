import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightViewSchema } from '#shared/schemas/insights';
import { everyone } from '#server/feature-kit/access';
import { noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { insightsOf } from './insights-instance';
import { recordView } from './record-view';

const PREFETCH = /prefetch|prerender/i;

/** POST /api/insights/views: a page shown, for its creator's insights (docs/decisions/0072). */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const insights = insightsOf(deps);
  const ownHost = new URL(deps.config.publicUrl).hostname.toLowerCase();
  // What is held is written before the app closes, while its database is open.
  app.addHook('preClose', () => insights.counter.stop());

  app.post(
    '/insights/views',
    {
      schema: {
        ...everyone,
        summary: 'Tell of a profile, project or service page shown, for its creator’s insights',
        description:
          'Counted or not as docs/decisions/0072 says (never a bot’s, a prefetch’s or the owner’s own view); answered alike either way.',
        body: insightViewSchema,
        response: { 204: noBody('Told; counted within ten seconds where the rules count it') },
      },
      config: limitedBy('pageView'),
    },
    async (request, reply) => {
      const { headers } = request;
      await recordView(
        { db: deps.db, counter: insights.counter, cap: insights.cap, ownHost },
        request.body,
        {
          address: request.ip,
          userAgent: headers['user-agent'] ?? '',
          accountId: request.user?.id ?? null,
          optedOut: headers['sec-gpc'] === '1' || headers.dnt === '1',
          prefetch: PREFETCH.test(String(headers['sec-purpose'] ?? headers.purpose ?? '')),
        },
        new Date(),
      );
      return reply.status(204).send();
    },
  );
};
