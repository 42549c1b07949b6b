import { ConfigError, loadConfig } from './config';
import { DatabaseConnectionError, openDatabase } from './db/client';
import { DataDirectoryInUseError } from './db/data-dir-lock';

const EXPECTED_ERRORS = [ConfigError, DatabaseConnectionError, DataDirectoryInUseError];

try {
  const config = loadConfig();
  // The embedded database opens on a thread of its own (decision 38); the app's modules load and
  // the app is built meanwhile instead of after it (issue 14: start-up).
  const opening = openDatabase(config);
  // Handled by start(), which awaits it; this keeps a failure from counting as unhandled meanwhile.
  opening.catch(() => undefined);
  const { start } = await import('./start');
  await start(config, opening);
} catch (error) {
  const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
