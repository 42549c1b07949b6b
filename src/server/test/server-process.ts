import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { findAppRoot } from '#server/app-root';

// The server as an operator runs it: a real process, its exit code and what it prints.

export const APP_ROOT = findAppRoot();
export const TSX = path.join(APP_ROOT, 'node_modules/.bin/tsx');
const started: ChildProcess[] = [];

/** Kills every server this file started. */
export function stopServers() {
  // The whole group: the server and anything it started.
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has already exited.
    }
  }
}

export type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Starts the server's bundle, made for this test run (./server-bundle.ts), as the process itself, as
 * `npm start` does: a test that kills it (kill -9) reaps it, where a wrapper's orphaned child would
 * linger as a zombie that still holds the data directory's lock.
 */
export function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [path.join(inject('serverBundle'), 'main.js')], {
    cwd: APP_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// A first start creates and migrates a new embedded database and its job queues: 23 s of a CI run
// on two busy cores went to the migrations alone, and 30 s in all was once not enough. How long a
// start takes is not what these tests hold a server to.
const OUTPUT_TIMEOUT_MS = 60_000;

export async function waitForOutput(run: Run, pattern: RegExp, timeoutMs = OUTPUT_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const RUNNING = /Atelier is running on (http:\/\/127\.0\.0\.1:\d+)/;

/** The address a started server says it listens at, once it says so. */
export async function addressOf(run: Run) {
  await waitForOutput(run, RUNNING);
  return RUNNING.exec(run.output())?.[1] ?? '';
}

/** Signs up `<username>@example.test` through the running server's API. */
export const signUp = (
  address: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${address}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, email: `${username}@example.test`, password, ageConfirmed: true }),
  });

/** A port nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** `npm run admin -- <args>` as an operator runs it on the data directory: its exit code and output. */
export function runAdmin(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(TSX, ['scripts/admin.ts', ...args], {
    cwd: APP_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}
