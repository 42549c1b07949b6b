import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './server-process';

/** The newest PostgreSQL server binaries Debian installed. */
function postgresBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
}

/**
 * A streaming replica of the test cluster (TEST_DATABASE_URL's server): a base backup taken with
 * pg_basebackup, started as a hot standby on a port of its own. Answers the URL of `database` on
 * it. PostgreSQL refuses to run as root, so as root its files belong to the postgres user.
 */
export async function startReplica(primaryUrl: string) {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
    chownSync(dir, uid ?? 0, gid ?? 0);
  }
  // pg_ctl's server inherits what it is given: a pipe would keep execFileSync waiting for good.
  const run = (command: string, args: string[], stdio: 'pipe' | 'ignore' = 'pipe') =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio })
      : execFileSync(path.join(bin, command), args, { stdio });
  const primary = new URL(primaryUrl);
  const data = path.join(dir, 'data');
  // -R writes standby.signal and the primary's address: the copy starts as its streaming replica.
  run('pg_basebackup', [
    '-D',
    data,
    '-h',
    primary.hostname,
    '-p',
    primary.port,
    '-U',
    'postgres',
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
  ]);
  const port = await findFreePort();
  run(
    'pg_ctl',
    [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c hot_standby=on`,
      'start',
    ],
    'ignore',
  );
  return {
    /** The same database as `url` names, on the replica. */
    urlOf(url: string) {
      const onReplica = new URL(url);
      onReplica.port = String(port);
      return onReplica.toString();
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], 'ignore');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
