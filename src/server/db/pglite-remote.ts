import { Worker } from 'node:worker_threads';
import {
  restoreError,
  type DatabaseReply,
  type DatabaseRequest,
  type QueryOutcome,
  type RowMode,
  type WorkerOptions,
} from './pglite-protocol';
import { pgliteWorkerScript } from './pglite-worker-script';
import type { StartedFrom } from './pglite-new-cluster';

type Parser = (value: string, typeId: number) => unknown;
type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, Parser> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
// Distributive, so each request kind keeps its own fields once the id is left out.
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The part of a PGlite client drizzle uses: queries, and transactions holding further queries. */
export type Queryable = {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryOutcome>;
};

/**
 * PostgreSQL's WebAssembly as the first thread of this process compiled it, handed to each later
 * one: V8 compiles and optimises a module once, whichever thread uses it. A thread compiling its
 * own took about a second of CPU each time, most of what opening a database cost a process that
 * opens many (a test run, a restore).
 */
let compiledPostgres: WebAssembly.Module | undefined;

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
  /** Settles once PostgreSQL is open, with how it began (a new database's is 'copy' or 'initdb'). */
  readonly opened: Promise<StartedFrom>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | undefined;

  /** `restoreFrom`: a backup to open the database from, into a folder that holds none yet. */
  constructor(directory: string, restoreFrom?: Uint8Array<ArrayBuffer>) {
    const workerData: WorkerOptions = {
      directory,
      ...(restoreFrom ? { restoreFrom } : {}),
      ...(compiledPostgres ? { compiledPostgres } : {}),
    };
    this.worker = new Worker(pgliteWorkerScript(), { workerData });
    this.opened = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: DatabaseReply) => {
        if (reply.kind === 'opened') {
          compiledPostgres ??= reply.compiledPostgres;
          resolve(reply.startedFrom);
        } else if (reply.kind === 'failed') {
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
