import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '#server/db/client';
import { namingClient } from '#server/db/named-statements';
import * as settings from './settings';

/**
 * The bench's own connections to the database, made as the app makes its own: the same session
 * settings, so the database's ceilings are for the same plans, and the same client, which names
 * each statement with values (docs/decisions/0075-writes-as-named-statements.md), so a ceiling
 * replays a statement prepared once a connection where the app's is, and unnamed where it is not.
 */
export const openBenchPool = (databaseUrl: string) =>
  new pg.Pool({
    connectionString: databaseUrl,
    max: settings.DATABASE_CONNECTIONS,
    options: POSTGRES_SESSION_OPTIONS,
    Client: namingClient(pg.Client),
  });
