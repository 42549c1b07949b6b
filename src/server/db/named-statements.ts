import type pg from 'pg';

// Distinct statements a process names at most: every statement the app writes by hand or through
// drizzle is a few hundred shapes; a text made for one use (a list of as many values as a request
// sent) would otherwise hold a prepared statement on every connection for its life.
const NAMED_MAX = 500;

/**
 * The names given to statement texts, one per text, shared by every connection of the process: a
 * connection parses a named statement once and runs it again with new values, where an unnamed one
 * is parsed and planned each time (docs/decisions/0075-writes-as-named-statements.md).
 */
export class StatementNames {
  private names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < NAMED_MAX) {
      name = `atelier_${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * node-postgres's client, naming each statement that carries values and no name of its own, so the
 * connection prepares it once. Left unnamed: a statement with no values (node-postgres sends it
 * through the simple protocol, which may hold several commands, as a migration does), and one given
 * the empty name on purpose, as the searches' statements are, for PostgreSQL to plan each run for its
 * own values (decision 39, db/statements-per-shape.ts).
 */
export function namingClient(Client: typeof pg.Client): typeof pg.Client {
  const names = new StatementNames();
  const named = (config: unknown, values: unknown): unknown => {
    // A text, or a Submittable (a cursor, a stream) that sends itself: passed on as it is.
    if (typeof config !== 'object' || config === null || 'submit' in config) return config;
    const { text, name, values: own } = config as QueryConfig;
    const sent = Array.isArray(values) ? values : own;
    if (!Array.isArray(sent) || sent.length === 0 || name !== undefined || typeof text !== 'string')
      return config;
    const given = names.nameOf(text);
    return given === undefined ? config : { ...config, name: given };
  };
  class NamingClient extends Client {}
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  // Every call is passed on unchanged but the name: query's overloads (a text, a config, a
  // Submittable, with or without values and a callback) cannot be restated in one signature.
  NamingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    return query.call(this, named(config, rest[0]), ...rest);
  } as typeof Client.prototype.query;
  return NamingClient;
}
