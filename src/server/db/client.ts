import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '#shared/schemas/health';
import { makePrivate } from './data-dir-permissions';
import { lockDataDirectory } from './data-dir-lock';
import { hasPendingMigrations } from './pending-migrations';
import { RemotePglite } from './pglite-remote';
import { holdsNoCluster } from './pglite-new-cluster';
import { namingClient } from './named-statements';

// Each driver is imported by the database that uses it, when it is opened: a start on the embedded
// database never loads pg, and one on a server never loads PGlite. The tables' definitions (and
// drizzle with them) load beside the driver, so the embedded database starts opening first.
const loadPg = async () => (await import('pg')).default;
const loadSchema = () => import('./schema/index');

export type Schema = Awaited<ReturnType<typeof loadSchema>>;
/** The query builder both drivers share; feature code never needs to know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  /**
   * Where heavy public reads may go (search, public pages): a streaming replica of the database when
   * DATABASE_READ_URL names one, else `db` itself. A replica lags: wiring/read-routing.ts sends a
   * client that has just written to `db`.
   */
  readDb: Database;
  /** Whether readDb is a replica, apart from db. */
  hasReplica: boolean;
  kind: DatabaseKind;
  /** The embedded database's folder when this start creates it (none was there): a slow first start. */
  creatingIn?: string;
  /**
   * Runs the committed migrations; safe when several processes start at once. Answers whether there
   * were any to run.
   */
  migrate(migrationsFolder: string): Promise<boolean>;
  /**
   * A copy of the embedded database as it is now, while it serves (a gzipped tarball, see
   * embedded-backups.ts); PostgreSQL has pg_dump instead.
   */
  backup?: () => Promise<Uint8Array>;
  /** The connection pool's connections, for metrics (PostgreSQL's; the embedded database has none). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Receives NOTIFY payloads on a channel, from every process on this database. `onReconnect` runs
   * after the listening connection was lost and is back: notifications in between were missed.
   * Answers a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Raw SQL with positional parameters ($1, $2...), or a script of several statements when there are
   * none: the job queue's library (pg-boss) speaks only this. Features use `db`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

export class DatabaseConnectionError extends Error {}

const CONNECT_TIMEOUT_MS = 5000;
// Any constant works; it only has to be the same for every Atelier process on one database.
const MIGRATION_LOCK_KEY = 727_465_001;

/** The embedded database's files inside the data directory. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');

function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/**
 * What every connection to PostgreSQL sets for its session (libpq's `options`). No parallel workers:
 * Atelier's statements each read a page, and starting workers took longer than the scans they split
 * (a misspelt search, 15 to 8 ms on one connection at bench scale; decision 49), while under load they
 * take the cores other requests need.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

async function openPostgres(url: string, readUrl: string | undefined): Promise<DatabaseHandle> {
  const [pg, { drizzle: drizzleNodePg }, schema] = await Promise.all([
    loadPg(),
    import('drizzle-orm/node-postgres'),
    loadSchema(),
  ]);
  /** `advice`: what the operator may do when this database does not answer. */
  const connect = async (connectionString: string, advice: string) => {
    const pool = new pg.Pool({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      max: 10,
      options: POSTGRES_SESSION_OPTIONS,
      Client: namingClient(pg.Client),
    });
    // Idle clients that lose their server emit here; without a listener the process would crash.
    pool.on('error', () => undefined);
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseConnectionError(
        `Cannot connect to PostgreSQL at ${describeServer(connectionString)}: ${(error as Error).message}. ` +
          advice,
      );
    }
    return pool;
  };
  const pool = await connect(url, 'Check DATABASE_URL, or unset it to use the embedded database.');
  const readPool = readUrl
    ? await connect(
        readUrl,
        'Check DATABASE_READ_URL, or unset it to read everything from DATABASE_URL.',
      ).catch(async (error: unknown) => {
        await pool.end().catch(() => undefined);
        throw error;
      })
    : undefined;
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const readDb = readPool ? (drizzleNodePg(readPool, { schema }) as unknown as Database) : db;
  return {
    db,
    readDb,
    hasReplica: readPool !== undefined,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      // Without the lock: when the database is up to date, no other process has anything to run.
      const query = async (text: string) => (await pool.query<Record<string, unknown>>(text)).rows;
      if (!(await hasPendingMigrations(query, migrationsFolder))) return false;
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        // Processes starting at once take turns; the first applies the migrations, and the others
        // find nothing left to apply once it is their turn.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const lockedQuery = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
        if (!(await hasPendingMigrations(lockedQuery, migrationsFolder))) return false;
        await migrate(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
      return true;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload, onReconnect) => listenOnPostgres(url, channel, onPayload, onReconnect),
    // Without values, pg sends the simple protocol, which takes several statements.
    executeSql: (text, values) => pool.query(text, values?.length ? values : undefined),
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

/** A connection of its own holds the LISTEN (a pooled one would be handed to queries); it comes back after a drop. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) {
  const pg = await loadPg();
  let stopped = false;
  let client: PgClient | undefined;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('end', () => {
      if (!stopped) scheduleReconnect();
    });
    client = next;
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          onReconnect();
        },
        () => scheduleReconnect(),
      );
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const release = lockDataDirectory(dataDir);
  const directory = pgliteDirectory(dataDir);
  const creating = holdsNoCluster(directory);
  // The thread starts opening the database now; queries sent before it is open wait for it.
  const client = new RemotePglite(directory);
  const [{ drizzle: drizzlePglite }, schema] = await Promise.all([
    import('drizzle-orm/pglite'),
    loadSchema(),
  ]).catch(async (error: unknown) => {
    await client.close().catch(() => undefined);
    release();
    throw error;
  });
  // drizzle calls only query() and transaction(), which RemotePglite answers as PGlite does.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    hasReplica: false,
    kind: 'pglite',
    ...(creating ? { creatingIn: directory } : {}),
    async migrate(migrationsFolder) {
      const query = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
      const pending = await hasPendingMigrations(query, migrationsFolder);
      // PGlite sets its own modes, whatever the umask: a new database's files unpacked readable and
      // writable by all (0666), its relation cache rewritten 0644 at each start. Made the server's
      // alone once it is open (a few milliseconds); the data directory is 0700 around them anyway.
      makePrivate(directory);
      if (!pending) return false;
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
      return true;
    },
    // One process owns the embedded database, so its notifications never travel elsewhere or drop.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      // Once the database is closed there is nothing left to stop listening to.
      return () => unlisten().catch(() => undefined);
    },
    executeSql: (text, values) => (values?.length ? client.query(text, values) : client.exec(text)),
    backup: () => client.backup(),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Opens PostgreSQL when a URL is given (and its replica for heavy reads, when one is), otherwise the
 * embedded database in the data directory.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseReadUrl)
    : openPglite(options.dataDir);
}
