import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findAppRoot } from './app-root';

// The server as an operator runs it: a real process, its exit code and what it prints.

const appRoot = findAppRoot();
const tsx = path.join(appRoot, 'node_modules/.bin/tsx');
const started: ChildProcess[] = [];
const dataDirs: string[] = [];

afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-main-'));
  dataDirs.push(dir);
  return dir;
}

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Run {
  const child = spawn(tsx, ['src/server/main.ts'], {
    cwd: appRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(run: Run, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('starting and stopping the server', () => {
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
    const dataDir = newDataDir();
    const first = startServer({ DATA_DIR: dataDir });
    await waitForOutput(first, /Atelier is running on http:\/\/127\.0\.0\.1:\d+ \(database: pglite\)/);

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

  it('[OPERATOR] takes over a lock left behind by a process that died', async () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'atelier.pid'), '999999999');
    const run = startServer({ DATA_DIR: dataDir });
    await waitForOutput(run, /Atelier is running/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
