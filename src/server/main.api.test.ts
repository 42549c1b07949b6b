import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAppRoot } from '#server/app-root';
import { openDatabase } from '#server/db/client';
import {
  addressOf,
  runAdmin,
  signUp,
  startServer,
  stopServers,
  waitForOutput,
} from '#server/test/server-process';

// The server as an operator runs it: a real process, its exit code and what it prints.

const dataDirs: string[] = [];

afterAll(() => {
  stopServers();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-main-'));
  dataDirs.push(dir);
  return dir;
}

// An embedded database migrated once, for the tests about what happens around an existing one:
// creating and migrating it is most of a first start, seconds each on a busy two-core machine. The
// first start itself has a test of its own, from an empty directory.
let migrated = '';
beforeAll(async () => {
  migrated = newDataDir();
  const database = await openDatabase({ dataDir: migrated });
  await database.migrate(path.join(findAppRoot(), 'src/server/db/migrations'));
  await database.close();
}, 90_000);

/** A data directory holding a copy of that database, as a server that ran before leaves it. */
function existingDataDir() {
  const dir = newDataDir();
  cpSync(migrated, dir, { recursive: true });
  return dir;
}

// Each test starts real processes, which takes seconds on a busy two-core machine.
describe('starting and stopping the server', { timeout: 90_000 }, () => {
  it('[OPERATOR] gets a clear message and exit code 1 for bad configuration', async () => {
    const run = startServer({ DATA_DIR: newDataDir(), PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('LOG_LEVEL');
  });

  it('[OPERATOR] is told at once when DATABASE_URL points at no server', async () => {
    const startedAt = Date.now();
    const run = startServer({ DATABASE_URL: 'postgres://atelier@127.0.0.1:1/atelier' });
    expect(await run.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(run.output()).toContain('Cannot connect to PostgreSQL at 127.0.0.1:1/atelier');
    expect(run.output()).not.toContain('    at ');
  });

  it('[OPERATOR] cannot open one embedded data directory from two processes, and the first shuts down cleanly', async () => {
    const dataDir = existingDataDir();
    const first = startServer({ DATA_DIR: dataDir });
    await waitForOutput(first, /Atelier is running on http:\/\/127\.0\.0\.1:\d+ \(database: pglite\)/);
    // What the bundle loads on first use works from it: Fedify, for other servers (build-server.mjs).
    const address = /Atelier is running on (http:\/\/127\.0\.0\.1:\d+)/.exec(first.output())?.[1];
    const nodeInfo = await fetch(`${address}/nodeinfo/2.1`);
    expect(nodeInfo.status).toBe(200);
    expect(await nodeInfo.json()).toMatchObject({ software: { name: 'atelier' } });

    const second = startServer({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is already in use by another Atelier process`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(existsSync(path.join(dataDir, 'atelier.pid'))).toBe(false);

    const third = startServer({ DATA_DIR: dataDir });
    await waitForOutput(third, /Atelier is running/);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });

  /** Every file and folder under the directory that the group or others may read, write or enter. */
  const openToOthers = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((entry) => path.join(dir, entry))
      .concat(dir)
      .filter((entry) => (lstatSync(entry).mode & 0o077) !== 0);

  it('[OPERATOR] a new data directory, and every file the server writes in it, is the server’s alone', async () => {
    const dataDir = path.join(newDataDir(), 'data');
    const run = startServer({ DATA_DIR: dataDir });
    const address = await addressOf(run);
    // A page read and a sign-up, so the database writes and the mail outbox has a message.
    await fetch(`${address}/explore`);
    expect((await signUp(address, 'modes', 'Private-Files-2026')).status).toBe(201);
    // The mail goes out through the job queue, after the answer: stopped before it, nothing is written.
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => existsSync(outbox) && readdirSync(outbox).some((name) => name.endsWith('.eml')), {
        timeout: 30_000,
      })
      .toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite', 'outbox']));
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('[OPERATOR] a data directory others can read is made private at start, and the log says so', async () => {
    const dataDir = existingDataDir();
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'avatar.webp'), 'image');
    chmodSync(path.join(dataDir, 'uploads', 'avatar.webp'), 0o666);
    chmodSync(path.join(dataDir, 'uploads'), 0o777);
    chmodSync(dataDir, 0o755);
    const run = startServer({ DATA_DIR: dataDir });
    await waitForOutput(run, /Atelier is running/);
    expect(run.output()).toContain(`the data directory ${dataDir} was readable by other users`);
    expect(openToOthers(dataDir)).toEqual([]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('[OPERATOR] takes over a lock left behind by a process that died', async () => {
    const dataDir = existingDataDir();
    writeFileSync(path.join(dataDir, 'atelier.pid'), '999999999');
    const run = startServer({ DATA_DIR: dataDir });
    await waitForOutput(run, /Atelier is running/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('[OPERATOR] grants a role and lists failed jobs with `npm run admin` while the server holds the database, and after', async () => {
    const dataDir = existingDataDir();
    const server = startServer({ DATA_DIR: dataDir });
    const address = await addressOf(server);
    expect((await signUp(address, 'founder', 'First-Owner-2026')).status).toBe(201);

    const admin = (...args: string[]) => runAdmin(dataDir, args);

    expect(await admin('grant', 'owner', 'founder@example.test')).toEqual({
      code: 0,
      output: 'Granted owner to founder@example.test.\n',
    });
    expect((await admin('grant', 'emperor', 'founder@example.test')).code).toBe(1);
    expect((await admin('promote', 'owner')).output).toContain('Usage: npm run admin');
    // The sign-up's verification mail went through the queue to the outbox: nothing failed.
    expect(await admin('jobs', 'failed')).toEqual({ code: 0, output: 'No failed jobs.\n' });
    expect((await admin('jobs', 'retry', 'not-an-id')).output).toContain('Usage: npm run admin');
    expect(await admin('jobs', 'retry', '6f1c2a4e-0c1b-4b7e-9a55-5a1f3d2e8c90')).toEqual({
      code: 1,
      output: 'No failed job with those ids.\n',
    });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    expect(await admin('revoke', 'owner', 'founder@example.test')).toEqual({
      code: 0,
      output: 'Revoked owner from founder@example.test.\n',
    });
    expect(await admin('jobs', 'failed')).toEqual({ code: 0, output: 'No failed jobs.\n' });
  });
});
