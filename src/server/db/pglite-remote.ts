import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { findAppRoot } from '#server/app-root';
import {
  restoreError,
  type DatabaseReply,
  type DatabaseRequest,
  type QueryOutcome,
  type RowMode,
  type WorkerOptions,
} from './pglite-protocol';

type Parser = (value: string, typeId: number) => unknown;
type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, Parser> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
// Distributive, so each request kind keeps its own fields once the id is left out.
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The part of a PGlite client drizzle uses: queries, and transactions holding further queries. */
export type Queryable = {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryOutcome>;
};

const runningFromSource = import.meta.url.endsWith('.ts');

/** The thread runs the build's pglite-worker.js, or from src (tsx, vitest) the TypeScript module through tsx. */
function startThread(workerData: WorkerOptions): Worker {
  const appRoot = findAppRoot();
  if (!runningFromSource)
    return new Worker(path.join(appRoot, 'dist/server/pglite-worker.js'), { workerData });
  // A worker does not take tsx's loader from the command line on Node 20, so it registers it itself.
  // (Evaluated code resolves packages from the working directory, the package root under npm.)
  const entry = pathToFileURL(path.join(appRoot, 'src/server/db/pglite-worker.ts')).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Applies the caller's parsers to the columns the thread left as text. */
function parseColumns(
  outcome: QueryOutcome,
  rowMode: RowMode,
  parsers: Record<number, Parser>,
): QueryOutcome {
  const columns = outcome.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, typeId: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return outcome;
  for (const row of outcome.rows as Record<string | number, unknown>[]) {
    for (const { index, name, typeId, parse } of columns) {
      const key = rowMode === 'array' ? index : name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, typeId);
    }
  }
  return outcome;
}

/**
 * The embedded database, run on a thread of its own (decision 38): PGlite's PostgreSQL is
 * WebAssembly that blocks the thread it runs on. Requests made before it has opened wait for it.
 */
export class RemotePglite implements Queryable {
  readonly opened: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | undefined;

  /** `restoreFrom`: a backup to open the database from, into a folder that holds none yet. */
  constructor(directory: string, restoreFrom?: Uint8Array<ArrayBuffer>) {
    this.worker = startThread(restoreFrom ? { directory, restoreFrom } : { directory });
    this.opened = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: DatabaseReply) => {
        if (reply.kind === 'opened') resolve();
        else if (reply.kind === 'failed') {
          const error = restoreError(reply.error);
          reject(error);
          this.fail(error);
          void this.worker.terminate();
        } else this.receive(reply);
      });
      this.worker.on('error', (error) => {
        reject(error);
        this.fail(error);
      });
      this.worker.on('exit', (code) => {
        const error = new Error(`the embedded database's thread stopped (exit code ${code})`);
        reject(error);
        this.fail(error);
      });
    });
    // A failed open reaches whoever awaits `opened` or makes a request; it is not unhandled here.
    this.opened.catch(() => undefined);
  }

  async query(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryOutcome> {
    return this.queryIn(undefined, text, params, options);
  }

  /** Runs a script of statements without parameters; answers the last statement's rows. */
  async exec(text: string): Promise<QueryOutcome> {
    return (await this.request({ kind: 'exec', text })) as QueryOutcome;
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const transaction = (await this.request({ kind: 'begin' })) as number;
    const tx: Queryable = {
      query: (text, params = [], options = {}) => this.queryIn(transaction, text, params, options),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.request({ kind: 'end', transaction, commit: false });
      throw error;
    }
    await this.request({ kind: 'end', transaction, commit: true });
    return result;
  }

  /** Calls back with each NOTIFY payload on the channel; answers the function that stops it. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, callbacks);
    callbacks.add(onPayload);
    if (callbacks.size === 1) await this.request({ kind: 'listen', channel });
    return async () => {
      callbacks.delete(onPayload);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      await this.request({ kind: 'unlisten', channel });
    };
  }

  /** A copy of the database as it is now, to open again with `restoreFrom` (a gzipped tarball). */
  async backup(): Promise<Uint8Array> {
    return (await this.request({ kind: 'backup' })) as Uint8Array;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.request({ kind: 'close' });
    this.fail(new Error('the embedded database is closed'));
    await this.worker.terminate();
  }

  private async queryIn(
    transaction: number | undefined,
    text: string,
    params: unknown[],
    { rowMode = 'object', parsers = {} }: QueryOptions,
  ): Promise<QueryOutcome> {
    const textTypes = Object.keys(parsers).map(Number);
    const outcome = (await this.request({
      kind: 'query',
      text,
      params,
      rowMode,
      textTypes,
      ...(transaction === undefined ? {} : { transaction }),
    })) as QueryOutcome;
    return parseColumns(outcome, rowMode, parsers);
  }

  private request(request: Unnumbered<DatabaseRequest>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(reply: Exclude<DatabaseReply, { kind: 'opened' | 'failed' }>) {
    if (reply.kind === 'notification') {
      for (const callback of this.listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    const pending = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.kind === 'result') pending?.resolve(reply.value);
    else pending?.reject(restoreError(reply.error));
  }

  /** Every request waiting, and every later one, fails with the reason. */
  private fail(error: Error) {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}
