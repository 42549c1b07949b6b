import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insightsQuerySchema,
  insightRequestFormSchema,
  insightsSchema,
  insightViewSchema,
  type Insights,
} from '#shared/schemas/insights';
import { everyone, signedIn } from '#server/feature-kit/access';
import { bodyOfType, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';
import { contentDispositionOf } from '#server/feature-kit/content-disposition';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { requireUser } from '#server/feature-kit/request-user';
import { readInsights } from './figures';
import { insightsOf } from './insights-instance';
import { recordRequestFormOpened, recordView } from './record-view';
import { viewerOf } from './viewer';

/** The figures by day as a spreadsheet opens them: a header, then a line a day, oldest first. */
const csvOf = ({ daily }: Insights) =>
  ['day,views,visitors', ...daily.map(({ day, views, visitors }) => `${day},${views},${visitors}`)].join(
    '\r\n',
  ) + '\r\n';

/** POST /api/insights/views: a page shown, for its creator's insights (docs/decisions/0072). */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const insights = insightsOf(deps);
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
      await recordView({ db: deps.db, ...insights }, request.body, viewerOf(request), new Date());
      return reply.status(204).send();
    },
  );

  app.post(
    '/insights/request-forms',
    {
      schema: {
        ...signedIn(),
        summary: 'Tell of a service’s request form begun, for its seller’s insights',
        description:
          'The step between the service’s page seen and a request sent; counted by the rules of views (docs/decisions/0072), answered alike either way.',
        body: insightRequestFormSchema,
        response: { 204: noBody('Told; counted within ten seconds where the rules count it') },
      },
      config: limitedBy('pageView'),
    },
    async (request, reply) => {
      requireUser(request);
      await recordRequestFormOpened(
        { db: deps.db, ...insights },
        request.body,
        viewerOf(request),
        new Date(),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/insights',
    {
      schema: {
        ...signedIn(),
        summary: 'Read your insights over the last 7, 30 or 90 days',
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema },
      },
    },
    (request) => readInsights(deps.db, requireUser(request).id, Number(request.query.days)),
  );

  app.get(
    '/insights/export.csv',
    {
      schema: {
        ...signedIn(),
        summary: 'Download your insights by day as CSV',
        querystring: insightsQuerySchema,
        response: { 200: bodyOfType('text/csv', 'A line a day: the day, its views and its visitors') },
      },
    },
    async (request, reply) => {
      const { days } = request.query;
      const insights = await readInsights(deps.db, requireUser(request).id, Number(days));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDispositionOf(`atelier-insights-${insights.to}-${days}-days.csv`, 'text/csv', true),
        )
        .send(csvOf(insights));
    },
  );
};
