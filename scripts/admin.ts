// npm run admin -- grant <role> <email-or-handle> | revoke <role> <email-or-handle>
//                 | jobs failed | jobs retry [job-id...]
// Works whether or not the server runs: with the embedded database and a running server, the command
// goes through the server's socket in DATA_DIR; otherwise it opens the database itself.
import net from 'node:net';
import path from 'node:path';
import { findAppRoot } from '#server/app-root';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { DataDirectoryInUseError } from '#server/db/data-dir-lock';
import { adminSocketPath } from '#server/features/admin/index';
import { runAdminCommand, type AdminCommand, type AdminResult } from '#server/features/admin/index';
import { runJobCommand, type JobCommand } from '#server/jobs/job-commands';
import { JobQueue } from '#server/jobs/job-queue';

const USAGE = [
  'Usage: npm run admin -- grant|revoke <role> <email-or-handle>',
  '       npm run admin -- jobs failed',
  '       npm run admin -- jobs retry [job-id...]   (every failed job without ids)',
].join('\n');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseArguments(args: string[]): AdminCommand | JobCommand | null {
  const [action, second, target] = args;
  if (action === 'jobs') {
    if (second === 'failed' && args.length === 2) return { action: 'jobs-failed' };
    const ids = args.slice(2);
    if (second === 'retry' && ids.every((id) => UUID.test(id))) return { action: 'jobs-retry', ids };
    return null;
  }
  if ((action !== 'grant' && action !== 'revoke') || !second || !target || args.length !== 3) return null;
  return { action, role: second, target };
}

function askRunningServer(dataDir: string, command: AdminCommand | JobCommand): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(adminSocketPath(dataDir), () => socket.write(`${JSON.stringify(command)}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(JSON.parse(answer) as AdminResult));
    socket.on('error', reject);
  });
}

async function run(command: AdminCommand | JobCommand): Promise<AdminResult> {
  const config = loadConfig();
  try {
    const database = await openDatabase(config);
    try {
      await database.migrate(path.join(findAppRoot(), 'src/server/db/migrations'));
      if ('role' in command) return await runAdminCommand(database.db, command);
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
