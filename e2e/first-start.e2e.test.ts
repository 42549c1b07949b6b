import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findAppRoot } from '#server/app-root';

// A person trying Atelier on a one-core virtual server runs `npm start` once and expects it to come
// up, however long creating the embedded database takes there. The production build, pinned to one
// core that five busy processes share with it, has a sixth of a core: the first start then
// takes several times its usual few seconds.

const appRoot = findAppRoot();
const BUSY_NEIGHBOURS = 5;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function onFirstCore(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn('taskset', ['-c', '0', command, ...args], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the first start on a slow machine', () => {
  it('[OPERATOR] creates the embedded database, says so, and becomes healthy on one busy core', async () => {
    for (let index = 0; index < BUSY_NEIGHBOURS; index += 1) {
      onFirstCore(process.execPath, ['-e', 'for (;;) {}']);
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-first-start-'));
    dataDirs.push(dataDir);
    const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...environment } = process.env;
    const server = onFirstCore(process.execPath, ['dist/server/main.js'], {
      ...environment,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    });
    let output = '';
    server.stdout?.on('data', (chunk) => (output += String(chunk)));
    server.stderr?.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

    const baseUrl = await until('the server to listen', 150_000, async () => {
      if (server.exitCode !== null) throw new Error(`the server exited during its first start:\n${output}`);
      return /Atelier is running on (http:\/\/\S+) /.exec(output)?.[1]?.replace('localhost', '127.0.0.1');
    });
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(output).toContain(`creating the embedded database in ${path.join(dataDir, 'pglite')}`);
    expect(output).toContain('migrations applied');

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
