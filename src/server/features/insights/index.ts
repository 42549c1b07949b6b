// Insights: what a creator's pages were seen, by how many and from where, counted without a cookie
// or a stored address (docs/decisions/0072-insights-without-cookies.md).
import type { Feature } from '#server/feature-kit/feature';
import { rollUpInsightVisitors } from './rollup';
import { insightRoutes } from './routes';

export const insightsFeature: Feature = {
  routes: [{ plugin: insightRoutes }],
  sweep: ({ db }) => rollUpInsightVisitors(db),
};
