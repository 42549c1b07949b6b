import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/client';
import { runBackupCommand } from '#server/db/embedded-backups';
import type { JobQueue } from '#server/jobs/job-queue';
import { runJobCommand } from '#server/jobs/job-commands';
import { runAdminCommand, type AdminResult } from './role-commands';

const commandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['grant', 'revoke']), role: z.string().max(50), target: z.string().max(254) }),
  z.object({ action: z.literal('jobs-failed') }),
  z.object({ action: z.literal('jobs-retry'), ids: z.array(z.uuid()).max(1000) }),
  // Restoring is never asked of a running server: it replaces the database the server holds.
  z.object({ action: z.literal('backup') }),
]);

/** The Unix socket in the data directory through which `npm run admin` reaches a running server. */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/**
 * Listens for operator commands on a Unix socket only the machine's user can open (mode 0600): the
 * embedded database admits one process, so the admin command asks the server that holds it.
 */
export async function startAdminSocket(database: DatabaseHandle, jobs: JobQueue, dataDir: string) {
  const socketPath = adminSocketPath(dataDir);
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = net.createServer((connection) => {
    let buffer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      buffer += chunk;
      if (!buffer.includes('\n') || buffer.length > 4096) return;
      const reply = (result: AdminResult) => connection.end(`${JSON.stringify(result)}\n`);
      let payload: unknown;
      try {
        payload = JSON.parse(buffer.split('\n')[0] ?? '');
      } catch {
        return reply({ ok: false, message: 'Malformed command.' });
      }
      const parsed = commandSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, message: 'Malformed command.' });
      const command = parsed.data;
      const running =
        'role' in command
          ? runAdminCommand(database.db, command)
          : command.action === 'backup'
            ? runBackupCommand(command, { database, dataDir })
            : runJobCommand(jobs, command);
      running.then(reply, (error: Error) => reply({ ok: false, message: error.message }));
    });
    connection.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}
