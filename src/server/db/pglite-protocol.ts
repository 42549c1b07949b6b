// The messages between the server and the thread that runs the embedded database (decision 38).
// Only data crosses: parsers stay on the server's side, the thread keeps their types as text.

import type { StartedFrom } from './pglite-new-cluster';

export type RowMode = 'array' | 'object';

/** What the server asks; `transaction` names an open transaction the statement belongs to. */
export type DatabaseRequest =
  | {
      id: number;
      kind: 'query';
      text: string;
      params: unknown[];
      rowMode: RowMode;
      /** Types whose values come back as PostgreSQL wrote them, for the server's own parsers. */
      textTypes: number[];
      transaction?: number;
    }
  /** Several statements without parameters, run as one script (PGlite's exec). */
  | { id: number; kind: 'exec'; text: string }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; transaction: number; commit: boolean }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'unlisten'; channel: string }
  /** A copy of the database as it is now: PGlite's gzipped tarball of its folder. */
  | { id: number; kind: 'backup' }
  | { id: number; kind: 'close' };

/** A database error's message and its fields (code, constraint, table...), which survive the copy. */
export type CopiedError = {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
};

export type DatabaseReply =
  /** Open, with the WebAssembly it ran, for the threads after it. */
  | { kind: 'opened'; compiledPostgres: WebAssembly.Module; startedFrom: StartedFrom }
  | { kind: 'failed'; error: CopiedError }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: CopiedError }
  | { kind: 'notification'; channel: string; payload: string };

export type QueryOutcome = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

export type WorkerOptions = {
  directory: string;
  /** A backup (a 'backup' answer) to open the database from, into a folder that holds none yet. */
  restoreFrom?: Uint8Array<ArrayBuffer>;
  /** PostgreSQL's WebAssembly as an earlier thread compiled it, to use rather than compile again. */
  compiledPostgres?: WebAssembly.Module;
};

export function copyError(error: unknown): CopiedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: CopiedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function restoreError({ name, message, fields }: CopiedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
