import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SupportedLanguage } from '#shared/constants';
import type { InsightPageKind, InsightView } from '#shared/schemas/insights';
import { appDeps } from '#server/feature-kit/app-deps';
import { insightsOf } from './insights-instance';
import { countView } from './record-view';
import { viewerOf } from './viewer';

/**
 * Counts a profile, project or service page as the server answers it: the first page of a visit,
 * counted whether or not its script ever runs; the page's script tells of the app's own
 * navigations after it (docs/decisions/0072-insights-without-cookies.md). Where the visit came from
 * is the request's `Referer` and its address's `utm_source`.
 */
export async function countPageAnswered(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { kind: InsightPageKind; id: string; ownerId: string },
  language: SupportedLanguage,
) {
  const deps = appDeps(app);
  const insights = insightsOf(deps);
  const source = new URL(request.url, deps.config.publicUrl).searchParams.get('utm_source');
  const referrer = request.headers.referer;
  const view: InsightView = {
    kind: page.kind,
    id: page.id,
    language,
    ...(referrer && { referrer: referrer.slice(0, 2048) }),
    ...(source && { source: source.slice(0, 200) }),
  };
  await countView({ db: deps.db, ...insights }, page.ownerId, view, viewerOf(request), new Date());
}
