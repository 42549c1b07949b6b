import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '#server/test/server-process';

/** How a server process ended: its exit code, or the signal that ended it. */
export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

/** A server running in a process of its own, as in production: the load generator shares no thread. */
export type RunningServer = {
  url: string;
  /** Sends SIGTERM, waits for the exit, and kills the process if it has not exited within 15 s. */
  stop(): Promise<void>;
  /** Sends a signal and returns at once, for tests of what a signal does to a serving process. */
  signal(name: NodeJS.Signals): void;
  exited: Promise<ExitStatus>;
};

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

type ServerProcess = {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /**
   * Ready once this path answers 200, or, for a process that answers no request (a worker), once a
   * line of its output matches.
   */
  ready: { path: string } | { output: RegExp };
  /** Runs Node under this command (`nice -n 10`), as a unit file's `Nice=` would. */
  wrapper?: string[];
  /** Written to the process's stdin, then closed. */
  input?: Buffer;
};

/** Starts a Node process and waits until it serves; its output is passed on, each line named. */
async function startServerProcess(options: ServerProcess): Promise<RunningServer> {
  const [command = process.execPath, ...wrapperArgs] = options.wrapper
    ? [...options.wrapper, process.execPath]
    : [];
  const child = spawn(command, [...wrapperArgs, ...options.args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let saidReady = false;
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      if ('output' in options.ready && options.ready.output.test(line)) saidReady = true;
      process.stderr.write(`[${options.name}] ${line}\n`);
    }
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  child.stdin.end(options.input ?? Buffer.alloc(0));
  let exitCode: number | null | undefined;
  const exited = new Promise<ExitStatus>((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code;
      resolve({ code, signal });
    }),
  );

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const { ready: readiness } = options;
  const isReady = () =>
    'path' in readiness
      ? fetch(url + readiness.path).then(
          (response) => response.ok,
          () => false,
        )
      : Promise.resolve(saidReady);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${options.name} exited with code ${exitCode} while starting`);
    if (await isReady()) return { url, stop, signal: (name: NodeJS.Signals) => child.kill(name), exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  const awaited = 'path' in readiness ? `answer ${readiness.path}` : `say ${readiness.output}`;
  throw new Error(`${options.name} did not ${awaited} within ${READY_TIMEOUT_MS / 1000} s`);
}

export type AppServerOptions = {
  /** PostgreSQL to serve from; without it the server opens the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Names the process's output lines; 'app' by default. */
  name?: string;
  /** Sends mail there; without it mail is written to the data directory's outbox. */
  smtpUrl?: string;
  /** Serves the Prometheus metrics on this port of 127.0.0.1 (wiring/metrics.ts). */
  metricsPort?: number;
  /** Settings of its own, over the ones above (a test's NODE_ENV, say). */
  environment?: NodeJS.ProcessEnv;
  /**
   * What the process does (docs/decisions/0073-process-roles.md): both, the default; `web`; or
   * `worker`, which answers no request and is ready once its workers have started.
   */
  role?: 'web' | 'worker';
  /** Runs it at this nice value, as a worker process beside the web ones may be (docs/deploy.md). */
  niceness?: number;
};

/**
 * The production build (`npm run build`) on PostgreSQL or the embedded database. X-Forwarded-For names
 * the client, which is how the load passes for many clients under the per-client rate limits: two
 * trusted hops, so that it does through nginx too (the client's address, then nginx's), while a load
 * sent straight to the process, with one address, is named by it alone. PUBLIC_URL is the address it
 * is reached at, the Origin its signed-in writes must carry.
 */
export async function startAppServer(appRoot: string, options: AppServerOptions) {
  const entry = path.join(appRoot, 'dist/server/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: '2',
    DATA_DIR: options.dataDir,
  };
  // An inherited DATABASE_URL would quietly turn an embedded-database run into a PostgreSQL one.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  if (options.metricsPort) env.METRICS_PORT = String(options.metricsPort);
  if (options.role) env.PROCESS_ROLE = options.role;
  // A worker says it is ready in its log alone.
  if (options.role === 'worker') env.LOG_LEVEL = 'info';
  Object.assign(env, options.environment);
  return startServerProcess({
    name: options.name ?? 'app',
    args: [entry],
    cwd: appRoot,
    env,
    port,
    ready: options.role === 'worker' ? { output: /job workers started/ } : { path: '/api/health' },
    ...(options.niceness === undefined ? {} : { wrapper: ['nice', '-n', String(options.niceness)] }),
  });
}

/** The bare node:http server of bare-server.ts, serving `body` with `contentType`. */
export async function startBareServer(appRoot: string, body: Buffer, contentType: string) {
  const port = await findFreePort();
  return startServerProcess({
    name: 'bare',
    args: ['--import', 'tsx', path.join(appRoot, 'scripts/bench/bare-server.ts')],
    cwd: appRoot,
    env: { ...process.env, PORT: String(port), BARE_CONTENT_TYPE: contentType },
    port,
    ready: { path: '/' },
    input: body,
  });
}
