// The bench's rounds: every target loaded once per round, one after the other, so drift over the
// run hits all alike.
import type pg from 'pg';
import { runQueryLoop, type Statement } from './database-ceiling';
import { type HttpTarget, loadTarget } from './load';
import type { Measurement } from './measurement';
import * as settings from './settings';
import { runWriteLoop } from './writes';

/**
 * An endpoint's SQL alone, looped on the app's pool size: the ceiling its HTTP target is held to. A
 * write's run in a transaction each, a list for each loop (writes.ts).
 */
export type DatabaseTarget =
  { name: string; statements: Statement[] } | { name: string; statementsByLoop: Statement[][] };
export type Target = HttpTarget | DatabaseTarget;

const describe = (m: Measurement) =>
  `${m.target.padEnd(24)} ${Math.round(m.requestsPerSecond).toString().padStart(6)} req/s  ` +
  `p50 ${m.p50Ms.toFixed(1)} ms  p99 ${m.p99Ms.toFixed(1)} ms  non-2xx ${m.non2xx}  errors ${m.errors}` +
  (m.non2xx > 0 ? `  ${JSON.stringify(m.statusCodes)}` : '') +
  (m.drainSeconds === undefined ? '' : `  jobs after it ${drainText(m)}`);

/** How long the app's queue took after a write target: at least, when the bench stopped waiting. */
export const drainText = (m: Pick<Measurement, 'drainSeconds' | 'drainUnfinished'>) =>
  `${m.drainUnfinished ? 'over ' : ''}${m.drainSeconds?.toFixed(1)} s`;

/** Loads every target once per round, one after the other, and answers every measurement. */
export async function runRounds(targets: Target[], pool: pg.Pool) {
  const measure = async (target: Target, durationSeconds: number) => {
    const database = { connections: settings.DATABASE_CONNECTIONS, durationSeconds, target: target.name };
    if ('statements' in target) return runQueryLoop(pool, target.statements, database);
    if ('statementsByLoop' in target) return runWriteLoop(pool, target.statementsByLoop, database);
    const measured = await loadTarget(target, { connections: settings.CONNECTIONS, durationSeconds });
    if (!target.drained) return measured;
    const started = performance.now();
    const drained = await target.drained();
    return { ...measured, drainSeconds: (performance.now() - started) / 1000, drainUnfinished: !drained };
  };

  console.log(`\nWarm-up, ${settings.WARM_UP_SECONDS} s each (not in the table, but failures count):`);
  const warmUp: Measurement[] = [];
  for (const target of targets) {
    const measurement = await measure(target, settings.WARM_UP_SECONDS);
    warmUp.push(measurement);
    console.log(`  ${describe(measurement)}`);
  }
  const rounds: Measurement[] = [];
  for (let round = 1; round <= settings.ROUNDS; round += 1) {
    console.log(`\nRound ${round} of ${settings.ROUNDS}, ${settings.SECONDS_PER_TARGET} s each:`);
    for (const target of targets) {
      const measurement = await measure(target, settings.SECONDS_PER_TARGET);
      rounds.push(measurement);
      console.log(`  ${describe(measurement)}`);
    }
  }
  return { warmUp, rounds };
}
