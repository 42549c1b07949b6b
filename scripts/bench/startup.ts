// Start-up time of the production build on an existing embedded database: how long a restarted
// server (a deploy, a crash, a phone's first request after a scale-from-zero) keeps visitors waiting.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findFreePort } from '#server/test/server-process';

export type StartupOptions = {
  /** The package root holding dist/server/main.js (npm run build). */
  appRoot: string;
  /** Timed starts after the untimed one that creates the database. */
  runs: number;
};

export type StartupMeasurement = {
  /** The median of `valuesMs` (the mean of the middle two for an even count). */
  medianMs: number;
  /** Milliseconds from spawn to the first 200 of GET /api/health, one per timed start, in order. */
  valuesMs: number[];
};

const POLL_INTERVAL_MS = 10;
const POLL_TIMEOUT_MS = 1000;
// The first start runs initdb (2–4 s, more on a busy machine); later ones must not come near this.
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns the server, answers the ms until /api/health first answers 200, then stops it with SIGTERM. */
async function timeOneStart(entry: string, appRoot: string, dataDir: string): Promise<number> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // An inherited DATABASE_URL would measure a PostgreSQL start instead of the embedded one.
  delete env.DATABASE_URL;

  const startedAt = performance.now();
  const child = spawn(process.execPath, [entry], { cwd: appRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
  };

  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    while (performance.now() - startedAt < READY_TIMEOUT_MS) {
      if (exited) throw new Error(`the server exited while starting:\n${output}`);
      if (await isHealthy(url)) return performance.now() - startedAt;
      await sleep(POLL_INTERVAL_MS);
    }
    throw new Error(`the server did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
  } finally {
    // The next start must find the data directory released (its pid lock removed, PGlite closed).
    await stop();
  }
}

/**
 * Times `runs` starts of `node dist/server/main.js` (NODE_ENV=production, LOG_LEVEL=warn) on one
 * embedded database in a temporary data directory, created by a first, untimed start.
 */
export async function measureStartup({ appRoot, runs }: StartupOptions): Promise<StartupMeasurement> {
  const entry = path.join(appRoot, 'dist/server/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-startup-'));
  try {
    await timeOneStart(entry, appRoot, dataDir);
    const valuesMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      valuesMs.push(await timeOneStart(entry, appRoot, dataDir));
    }
    return { medianMs: median(valuesMs), valuesMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
