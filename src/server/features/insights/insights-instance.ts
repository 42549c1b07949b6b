import type { AppDeps } from '#server/feature-kit/app-deps';
import { InsightCounter } from './counter';
import { AddressCap } from './record-view';

type Insights = {
  counter: InsightCounter;
  cap: AddressCap;
  /** Atelier's own host: a visit referred by it is a navigation, not a way in. */
  ownHost: string;
};
const made = new WeakMap<AppDeps['db'], Insights>();

/** The app's counter and cap on views per address, one each per app (per database). */
export function insightsOf({ db, log, config }: Pick<AppDeps, 'db' | 'log' | 'config'>): Insights {
  let insights = made.get(db);
  if (!insights) {
    insights = {
      counter: new InsightCounter(db, log),
      cap: new AddressCap(),
      ownHost: new URL(config.publicUrl).hostname.toLowerCase(),
    };
    made.set(db, insights);
  }
  return insights;
}
