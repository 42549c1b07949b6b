// npm run admin -- grant <role> <email-or-handle> | revoke <role> <email-or-handle>
//                 | jobs failed | jobs retry [job-id...] | backup | restore <file>
// Works whether or not the server runs: with the embedded database and a running server, the command
// goes through the server's socket in DATA_DIR; otherwise it opens the database itself. Restoring
// replaces the embedded database, so it waits for the server to be stopped.
import net from 'node:net';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { DataDirectoryInUseError } from '#server/db/data-dir-lock';
import { type BackupCommand, runBackupCommand } from '#server/db/embedded-backups';
import {
  adminSocketPath,
  runAdminCommand,
  type AdminCommand,
  type AdminResult,
} from '#server/operator/index';
import { runJobCommand, type JobCommand } from '#server/jobs/job-commands';
import { JobQueue } from '#server/jobs/job-queue';

const USAGE = [
  'Usage: npm run admin -- grant|revoke <role> <email-or-handle>',
  '       npm run admin -- jobs failed',
  '       npm run admin -- jobs retry [job-id...]   (every failed job without ids)',
  '       npm run admin -- backup                   (the embedded database, into DATA_DIR/backups)',
  '       npm run admin -- restore <backup-file>    (the embedded database, with the server stopped)',
].join('\n');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Command = AdminCommand | JobCommand | BackupCommand;

function parseArguments(args: string[]): Command | null {
  const [action, second, target] = args;
  if (action === 'backup' && args.length === 1) return { action };
  if (action === 'restore' && second && args.length === 2) return { action, file: path.resolve(second) };
  if (action === 'jobs') {
    if (second === 'failed' && args.length === 2) return { action: 'jobs-failed' };
    const ids = args.slice(2);
    if (second === 'retry' && ids.every((id) => UUID.test(id))) return { action: 'jobs-retry', ids };
    return null;
  }
  if ((action !== 'grant' && action !== 'revoke') || !second || !target || args.length !== 3) return null;
  return { action, role: second, target };
}

function askRunningServer(dataDir: string, command: Command): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(adminSocketPath(dataDir), () => socket.write(`${JSON.stringify(command)}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(JSON.parse(answer) as AdminResult));
    socket.on('error', reject);
  });
}

async function run(command: Command): Promise<AdminResult> {
  const config = loadConfig();
  if (command.action === 'restore' || (command.action === 'backup' && config.databaseUrl)) {
    return runBackupCommand(command, { dataDir: config.dataDir }).catch((error: unknown) =>
      error instanceof DataDirectoryInUseError
        ? { ok: false, message: `${error.message} Restore with the server stopped.` }
        : Promise.reject(error),
    );
  }
  try {
    const database = await openDatabase(config);
    try {
      await database.migrate(path.join(findAppRoot(), 'src/server/db/migrations'));
      if ('role' in command) return await runAdminCommand(database.db, command);
      if (command.action === 'backup')
        return await runBackupCommand(command, { database, dataDir: config.dataDir });
      // Listing and retrying need no workers: the queue is only read and written here.
      const jobs = new JobQueue(database, { warn: (detail, message) => console.warn(message, detail) });
      return await runJobCommand(jobs, command);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) return askRunningServer(config.dataDir, command);
    throw error;
  }
}

const command = parseArguments(process.argv.slice(2));
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const result = await run(command);
  (result.ok ? console.log : console.error)(result.message);
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
