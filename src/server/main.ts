import { ConfigError, loadConfig } from './config';
import { DatabaseConnectionError, openDatabase } from '#server/db/client';
import { DataDirectoryInUseError } from '#server/db/data-dir-lock';
import { DataDirectoryPermissionError, secureDataDirectory } from '#server/db/data-dir-permissions';

const EXPECTED_ERRORS = [
  ConfigError,
  DatabaseConnectionError,
  DataDirectoryInUseError,
  DataDirectoryPermissionError,
];

try {
  const config = loadConfig();
  // Every file the server writes (database, uploads, mail) is readable by the server alone.
  process.umask(0o077);
  const tightenedEntries = secureDataDirectory(config.dataDir);
  // The embedded database opens on a thread of its own (decision 38); the app's modules load and
  // the app is built meanwhile instead of after it (start-up).
  const opening = openDatabase(config);
  // Handled by start(), which awaits it; this keeps a failure from counting as unhandled meanwhile.
  opening.catch(() => undefined);
  const { start } = await import('./start');
  await start(config, opening, { tightenedEntries });
} catch (error) {
  const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
