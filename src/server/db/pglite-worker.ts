// The embedded database's own thread (decision 38). PGlite runs PostgreSQL as WebAssembly on the
// thread that calls it; here that is not the thread serving requests, so opening the database
// overlaps with building the app and each query runs beside the server's JavaScript.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  copyError,
  type DatabaseReply,
  type DatabaseRequest,
  type QueryOutcome,
  type WorkerOptions,
} from './pglite-protocol';
import {
  holdsNoCluster,
  keepNewClusterCopy,
  newClusterCopyPath,
  readNewClusterCopy,
  type StartedFrom,
} from './pglite-new-cluster';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const { directory, restoreFrom, compiledPostgres } = workerData as WorkerOptions;
const send = (reply: DatabaseReply) => port.postMessage(reply);

const keepText = (value: string) => value;
const textParsers = (types: number[]) => Object.fromEntries(types.map((type) => [type, keepText]));

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> };
// Rejecting a transaction's callback is how PGlite is told to roll it back.
const ROLLBACK = Symbol('rollback');

// PostgreSQL's defaults size shared memory for a server: 128 MB of buffers, 100 connections. PGlite
// runs one backend, and setting up that memory was a third of opening the database (start-up in
// docs/performance.md). 32 MB of buffers still holds the whole of a small installation's data; the
// pages beyond it are read from the operating system's file cache.
const SETTINGS = ['-c', 'max_connections=4', '-c', 'shared_buffers=32MB'];

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

// Compiled here as PGlite would, unless an earlier thread's is given: it goes back with 'opened'.
const postgres =
  compiledPostgres ??
  readFile(path.join(pgliteDist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes));

const creating = !restoreFrom && holdsNoCluster(directory);
const copyPath = creating ? newClusterCopyPath(pgliteDist) : '';
const newClusterCopy = creating ? readNewClusterCopy(copyPath) : undefined;
const startFrom = restoreFrom ?? newClusterCopy;
const startedFrom: StartedFrom = restoreFrom
  ? 'backup'
  : !creating
    ? 'folder'
    : newClusterCopy
      ? 'copy'
      : 'initdb';

// The extensions search needs (migration 0017): PGlite loads only those named when it opens.
const opening = Promise.resolve(postgres)
  .then((pgliteWasmModule) =>
    PGlite.create(directory, {
      startParams: [...PGlite.defaultStartParams, ...SETTINGS],
      extensions: { pg_trgm, unaccent },
      pgliteWasmModule,
      ...(startFrom ? { loadDataDir: new Blob([startFrom]) } : {}),
    }),
  )
  .then(async (pg) => {
    if (startedFrom === 'initdb') await keepNewClusterCopy(pg, copyPath);
    return pg;
  });
const transactions = new Map<number, OpenTransaction>();
const listening = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

async function begin(pg: PGlite): Promise<number> {
  const id = nextTransaction++;
  await new Promise<void>((started, failed) => {
    const settled = pg
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            transactions.set(id, {
              tx,
              end: (shouldCommit) => (shouldCommit ? commit() : rollBack(ROLLBACK)),
              settled,
            });
            started();
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    // BEGIN itself failed: no transaction to hand out.
    settled.catch(failed);
  });
  return id;
}

async function end(id: number, commit: boolean) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  open.end(commit);
  await open.settled;
}

async function run(pg: PGlite, request: DatabaseRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.transaction === undefined ? pg : transactions.get(request.transaction)?.tx;
      if (!target) throw new Error(`no open transaction ${request.transaction}`);
      const result = await target.query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
      });
      const outcome: QueryOutcome = { rows: result.rows, fields: result.fields };
      if (result.affectedRows !== undefined) outcome.affectedRows = result.affectedRows;
      return outcome;
    }
    case 'exec': {
      const results = await pg.exec(request.text);
      const last = results.at(-1);
      const outcome: QueryOutcome = { rows: last?.rows ?? [], fields: last?.fields ?? [] };
      return outcome;
    }
    case 'begin':
      return begin(pg);
    case 'end':
      return end(request.transaction, request.commit);
    case 'listen': {
      if (listening.has(request.channel)) return undefined;
      const { channel } = request;
      listening.set(
        channel,
        await pg.listen(channel, (payload) => send({ kind: 'notification', channel, payload })),
      );
      return undefined;
    }
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return undefined;
    case 'backup': {
      // Taken between two statements (PGlite runs one at a time): what was committed is in it, and
      // a transaction still open is not, as after a crash, which PostgreSQL recovers from.
      const tarball = await pg.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return undefined;
  }
}

port.on('message', (request: DatabaseRequest) => {
  opening
    .then((pg) => run(pg, request))
    .then(
      (value) => send({ kind: 'result', id: request.id, value }),
      (error: unknown) => send({ kind: 'error', id: request.id, error: copyError(error) }),
    );
});

Promise.all([postgres, opening]).then(
  ([module]) => send({ kind: 'opened', compiledPostgres: module, startedFrom }),
  // The server ends this thread when it hears of the failure.
  (error: unknown) => send({ kind: 'failed', error: copyError(error) }),
);
