import type { FastifyInstance } from 'fastify';
import { AppError } from './error-handler';

// PostgreSQL text cannot hold a NUL, and a lone surrogate half would be stored as U+FFFD: either
// way the text saved would not be the text sent, so both are refused before any schema runs.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// No request of Atelier's nests deeper than a few levels; this bounds the walk below.
const MAX_DEPTH = 32;

type Finding = { path: string; messageId: 'invalidCharacters' | 'validationError' };

/**
 * The first place in a parsed request part (body, query, params) holding text that cannot be
 * stored, or nesting deeper than any request needs. Walks with its own stack, so no input can
 * exhaust the call stack.
 */
export function findUnstorableInput(value: unknown, root = ''): Finding | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return { path, messageId: 'invalidCharacters' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_DEPTH) return { path, messageId: 'validationError' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return { path: childPath, messageId: 'invalidCharacters' };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Refuses, as a 400 naming the field, any API request whose input could not be stored as sent. */
export function registerUnstorableInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const finding = findUnstorableInput(part);
      if (finding) {
        const field = finding.path || '(root)';
        throw new AppError('validation_failed', finding.messageId, { [field]: finding.messageId });
      }
    }
  });
}
