import type { Database } from './client';

/**
 * Queries built once per shape, then run with new values. Building a query with drizzle (walking its
 * SQL tree, naming every column) took about a tenth of a search request's own time on the server; a shape
 * (which filters a request uses) names few enough variants to keep them all. Values go in through
 * `sql.placeholder`, so text typed by a user is still only ever a parameter.
 *
 * The statements stay unnamed (`prepare('')`): PostgreSQL plans each run for its own values, as for any
 * other query. Kept per database, since tests and tools open several.
 */
export function statementsPerShape<Shape, Statements>(
  keyOf: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => Statements,
): (db: Database, shape: Shape) => Statements {
  const byDatabase = new WeakMap<Database, Map<string, Statements>>();
  return (db, shape) => {
    let built = byDatabase.get(db);
    if (!built) {
      built = new Map();
      byDatabase.set(db, built);
    }
    const key = keyOf(shape);
    let statements = built.get(key);
    if (!statements) {
      statements = build(db, shape);
      built.set(key, statements);
    }
    return statements;
  };
}
