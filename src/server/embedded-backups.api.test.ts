import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { addressOf, runAdmin, signUp, startServer, stopServers } from '#server/test/server-process';

// The embedded database is backed up with PGlite's own tool while the server runs, and
// restored once it has stopped, as an operator does it (`npm run admin`, docs/deploy.md). The embedded
// database only: PostgreSQL has pg_dump.
describe('backups of the embedded database', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-backups-'));
  afterAll(() => {
    stopServers();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const admin = (...args: string[]) => runAdmin(dataDir, args);
  /** Whether the account exists, asked as the operator would: granting it a role. */
  const exists = async (username: string) =>
    (await admin('grant', 'verified', `${username}@example.test`)).code === 0;

  it('[OPERATOR] backs up while the server runs, and restores the backup once it has stopped', async () => {
    const server = startServer({ DATA_DIR: dataDir });
    const address = await addressOf(server);
    expect((await signUp(address, 'keeper', 'Kept-In-Backup-2026')).status).toBe(201);

    const backedUp = await admin('backup');
    expect(backedUp.code).toBe(0);
    const file = /Backup written to (\S+\.tar\.gz) \(\d+\.\d MB\)\./.exec(backedUp.output)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    // Readable by the server's user alone, like everything in the data directory.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);

    expect((await signUp(address, 'latecomer', 'After-The-Backup-2026')).status).toBe(201);
    const refused = await admin('restore', file);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Restore with the server stopped.');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await exists('latecomer')).toBe(true);

    const restored = await admin('restore', file);
    expect(restored.code).toBe(0);
    expect(restored.output).toContain(`Restored the embedded database from ${file}.`);
    const kept = /kept in (\S+)\./.exec(restored.output)?.[1] ?? '';
    expect(path.basename(kept)).toMatch(/^pglite-before-restore-/);
    expect(statSync(kept).isDirectory()).toBe(true);
    expect(await exists('keeper')).toBe(true);
    expect(await exists('latecomer')).toBe(false);

    // The restored database serves.
    const again = startServer({ DATA_DIR: dataDir });
    const addressAgain = await addressOf(again);
    expect((await fetch(`${addressAgain}/api/ready`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('[OPERATOR] restoring a file that is not a backup changes nothing', async () => {
    const notes = path.join(dataDir, 'notes.txt');
    writeFileSync(notes, 'not a tarball');
    const zippedNotes = path.join(dataDir, 'notes.tar.gz');
    writeFileSync(zippedNotes, gzipSync('gzipped, but no database in it'));
    for (const notABackup of [notes, zippedNotes]) {
      const refused = await admin('restore', notABackup);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${notABackup} is not a backup of Atelier's embedded database`);
    }
    expect(readdirSync(dataDir).filter((entry) => entry.startsWith('pglite-restoring'))).toEqual([]);
    expect(await exists('keeper')).toBe(true);
  });

  it('[OPERATOR] is pointed to pg_dump when Atelier runs on PostgreSQL', async () => {
    const answer = await runAdmin(dataDir, ['backup'], {
      DATABASE_URL: 'postgres://atelier@127.0.0.1:1/atelier',
    });
    expect(answer).toEqual({
      code: 1,
      output:
        'Atelier backs up its embedded database only: back PostgreSQL up with pg_dump (docs/deploy.md).\n',
    });
  });
});
