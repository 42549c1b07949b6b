// Prints pg-boss's schema as a migration of ours (decision 43): node scripts/job-queue-migration.mjs
// [from-version] > src/server/db/migrations/NNNN_name.sql. Without a version, the whole schema; with
// one, pg-boss's upgrade from it, for the migration that goes with a new pg-boss release.
// pg-boss wraps its plans in BEGIN ... COMMIT under an advisory lock; our migrations already run in a
// transaction under a lock of their own, so the wrapper goes and each statement stands alone.
import PgBoss from 'pg-boss';

const fromVersion = process.argv[2];
const plans = fromVersion
  ? PgBoss.getMigrationPlans('pgboss', Number(fromVersion))
  : PgBoss.getConstructionPlans('pgboss');

/** Splits SQL at the semicolons outside dollar-quoted bodies ($$ ... $$). */
function statementsOf(text) {
  const statements = [];
  let current = '';
  let inBody = false;
  for (let index = 0; index < text.length; index++) {
    if (text.startsWith('$$', index)) {
      inBody = !inBody;
      current += '$$';
      index++;
      continue;
    }
    if (text[index] === ';' && !inBody) {
      statements.push(current.trim());
      current = '';
      continue;
    }
    current += text[index];
  }
  statements.push(current.trim());
  return statements.filter(Boolean);
}

const wrapper = /^(BEGIN|COMMIT|SET LOCAL |SELECT pg_advisory_xact_lock)/;
const statements = statementsOf(plans).filter((statement) => !wrapper.test(statement));
console.log(
  `-- pg-boss ${fromVersion ? `upgrade from schema ${fromVersion}` : 'schema'}, written by scripts/job-queue-migration.mjs`,
);
console.log(statements.map((statement) => `${statement};`).join('\n--> statement-breakpoint\n'));
