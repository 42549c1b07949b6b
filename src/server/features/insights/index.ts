// Insights: what a creator's pages were seen, by how many and from where, counted without a cookie
// or a stored address (docs/decisions/0072-insights-without-cookies.md).
import type { Feature } from '#server/feature-kit/feature';
import { forgetInsightVisitors } from './forget-visitors';
import { insightRoutes } from './routes';
import { makeSaltsAhead } from './visitor-hash';

export const insightsFeature: Feature = {
  routes: [{ plugin: insightRoutes }],
  afterMigrations: ({ db }) => makeSaltsAhead(db),
  sweep: ({ db }) => Promise.all([forgetInsightVisitors(db), makeSaltsAhead(db)]),
};

export { countPageAnswered } from './page-answered';
// The bench counts views as the server does, in a process of its own (scripts/bench/count-views.ts).
export { InsightCounter } from './counter';
export { AddressCap, countView } from './record-view';
export { readInsights } from './figures';
export { shownProjectViews } from './shown-views';
