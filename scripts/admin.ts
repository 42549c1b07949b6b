// npm run admin -- grant <role> <email-or-handle> | revoke <role> <email-or-handle>
// Works whether or not the server runs: with the embedded database and a running server, the command
// goes through the server's socket in DATA_DIR; otherwise it opens the database itself.
import net from 'node:net';
import path from 'node:path';
import { findAppRoot } from '../src/server/app-root';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirectoryInUseError } from '../src/server/db/data-dir-lock';
import { adminSocketPath } from '../src/server/features/admin/admin-socket';
import {
  runAdminCommand,
  type AdminCommand,
  type AdminResult,
} from '../src/server/features/admin/role-commands';

const USAGE = 'Usage: npm run admin -- grant|revoke <role> <email-or-handle>';

function parseArguments(args: string[]): AdminCommand | null {
  const [action, role, target] = args;
  if ((action !== 'grant' && action !== 'revoke') || !role || !target || args.length !== 3) return null;
  return { action, role, target };
}

function askRunningServer(dataDir: string, command: AdminCommand): Promise<AdminResult> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(adminSocketPath(dataDir), () => socket.write(`${JSON.stringify(command)}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(JSON.parse(answer) as AdminResult));
    socket.on('error', reject);
  });
}

async function run(command: AdminCommand): Promise<AdminResult> {
  const config = loadConfig();
  try {
    const database = await openDatabase(config);
    try {
      await database.migrate(path.join(findAppRoot(), 'src/server/db/migrations'));
      return await runAdminCommand(database.db, command);
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
