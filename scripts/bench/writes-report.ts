// The write path's lines of npm run bench: each write's HTTP target beside its database ceiling,
// and the goal of app/DB ≥ 0.8 (docs/performance.md, Writes). A goal not met is reported, never a
// failure of the run.
import { ratio, type TargetSummary } from './report';
import { drainText, type Target } from './rounds';
import type { WriteCase } from './writes';

const GOAL = 0.8;

const databaseName = (write: WriteCase) => `database (${write.target.name.replace(/^app /, '')})`;

/** Each write's HTTP target, then its statements replayed, for the rounds. */
export const writeTargets = (writes: WriteCase[]): Target[] =>
  writes.flatMap((write) => [
    write.target,
    { name: databaseName(write), statementsByLoop: write.statementsByLoop },
  ]);

/**
 * One line a write: app/DB against the goal, how many statements it runs, and how long the app's
 * job queue took after the load to do what the writes left it (the median round's).
 */
export const writeRatios = (summaries: TargetSummary[], writes: WriteCase[]) =>
  writes
    .map((write) => {
      const share = ratio(summaries, write.target.name, databaseName(write));
      const met = Number(share) >= GOAL ? 'met' : 'NOT MET';
      const drain = summaries.find((summary) => summary.target === write.target.name);
      return (
        `${`${write.target.name} / database:`.padEnd(36)} ${share} ` +
        `(goal ≥ ${GOAL}: ${met}; ${write.statementsByLoop[0]?.length ?? 0} statements` +
        `${drain?.drainSeconds === undefined ? '' : `; its jobs done ${drainText(drain)} after the load`})`
      );
    })
    .join('\n');
