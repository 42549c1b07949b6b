import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findAppRoot } from '../app-root';

// The server as an operator runs it: a real process, its exit code and what it prints.

export const APP_ROOT = findAppRoot();
export const TSX = path.join(APP_ROOT, 'node_modules/.bin/tsx');
const started: ChildProcess[] = [];

/** Kills every server this file started. */
export function stopServers() {
  // tsx runs the server in a child process of its own: end the whole group, not just tsx.
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has already exited.
    }
  }
}

export type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startServer(env: Record<string, string>): Run {
  const child = spawn(TSX, ['src/server/main.ts'], {
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

export async function waitForOutput(run: Run, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
