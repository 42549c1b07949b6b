import type { AppDeps } from '#server/feature-kit/app-deps';
import { InsightCounter } from './counter';
import { AddressCap } from './record-view';

type Insights = { counter: InsightCounter; cap: AddressCap };
const made = new WeakMap<AppDeps['db'], Insights>();

/** The app's counter and cap on views per address, one each per app (per database). */
export function insightsOf({ db, log }: Pick<AppDeps, 'db' | 'log'>): Insights {
  let insights = made.get(db);
  if (!insights) {
    insights = { counter: new InsightCounter(db, log), cap: new AddressCap() };
    made.set(db, insights);
  }
  return insights;
}
